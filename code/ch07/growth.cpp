// Chapter 7: how the cost grows with N. For box shapes from 2 x 2 to 6 x 6, generate
// puzzles (sudoku::generate_puzzle with a budget of --test-budget nodes per uniqueness
// test, seeds 1, 2, ...), then solve each by Dancing Links to its first solution and
// report the matrix size, the givens and the median search nodes and updates per shape;
// with --time=R (the measure workflow) also the median time, each puzzle's the fastest
// of R runs. --csv=FILE also writes the table for the plot; --values=FILE the figures
// the prose quotes (the slopes of the costs on log-log axes, their growth from the
// smallest N to the largest, the givens' share there). Usage: ch07_growth [--puzzles=K]
// [--test-budget=NODES] [--max-n=N] [--time=R] [--csv=FILE] [--values=FILE]
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <functional>
#include <iomanip>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "book/command_line.hpp"
#include "book/exit_status.hpp"
#include "book/timing.hpp"
#include "book/values.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/solvers.hpp"
#include "sudoku/verify.hpp"

namespace {

// What one shape's puzzles cost, per puzzle: the givens, the nodes and updates of the
// search to the first solution and, when timed, the microseconds.
struct ShapeCosts {
    std::vector<std::size_t> givens;
    std::vector<std::uint64_t> nodes, updates;
    std::vector<double> micros;
};

// The medians of every shape, in order, from which the values are worked out: how the
// costs grow with N.
struct Growth {
    std::vector<std::size_t> sizes, givens_share;
    std::vector<double> median_us, median_nodes, median_updates;  // per shape

    void add(std::size_t n, const ShapeCosts& costs) {
        sizes.push_back(n);
        givens_share.push_back(100 * book::median(costs.givens) / (n * n));
        median_us.push_back(book::median(costs.micros));
        median_nodes.push_back(static_cast<double>(book::median(costs.nodes)));
        median_updates.push_back(static_cast<double>(book::median(costs.updates)));
    }
};

// The CSV for the plot, with its header, if @p path names one; an unopened stream
// otherwise.
std::ofstream open_csv(const std::string& path, int rounds) {
    std::ofstream csv;
    if (!path.empty()) {
        csv.open(path);
        csv << "n,boxes,options,items,ones,median_givens,median_nodes,median_updates"
            << (rounds > 0 ? ",median_us" : "") << '\n';
    }
    return csv;
}

// Generates @p per_shape puzzles of @p shape (seeds 1, 2, ...) and solves each by
// Dancing Links to its first solution, timed the fastest of @p rounds runs when
// @p rounds is not 0. Every solution is checked: nothing, having said so, if one fails.
std::optional<ShapeCosts> solve_generated(const sudoku::Shape& shape,
                                          std::size_t per_shape,
                                          std::uint64_t test_budget, int rounds) {
    ShapeCosts costs;
    sudoku::Solver solver(sudoku::Algorithm::dlx);
    for (std::size_t seed = 1; seed <= per_shape; ++seed) {
        const sudoku::Grid puzzle =
            sudoku::generate_puzzle(shape, seed, {test_budget}).puzzle;
        costs.givens.push_back(puzzle.givens().size());
        std::optional<sudoku::Grid> solution;
        const auto keep = [&solution](const sudoku::Grid& found) {
            solution = found;
            return exact_cover::Next::stop;
        };
        const exact_cover::SearchResult stats = solver.solve(puzzle, keep);
        if (!solution || !sudoku::check_solution(puzzle, *solution).ok()) {
            std::cerr << "ch07_growth: a generated puzzle was not solved\n";
            return std::nullopt;
        }
        costs.nodes.push_back(stats.nodes);
        costs.updates.push_back(stats.updates);
        if (rounds == 0) continue;
        const std::function<void()> solve[] = {
            [&] { (void)solver.solve(puzzle, keep); }};
        costs.micros.push_back(1e6 * book::time_in_turns(rounds, solve)[0].best);
    }
    return costs;
}

// One row of the table, and of the CSV if it is open: the matrix of @p shape (its
// options, items and ones, known from N alone) beside the medians of its puzzles.
void print_shape(const sudoku::Shape& shape, const ShapeCosts& costs, int rounds,
                 std::ofstream& csv) {
    const std::size_t n = shape.size();
    const std::size_t options = n * n * n, items = 4 * n * n, ones = 4 * options;
    std::cout << std::setw(3) << n << "  " << std::left << std::setw(5)
              << to_string(shape) << std::right << std::setw(10) << options
              << std::setw(8) << items << std::setw(9) << ones << std::setw(9)
              << book::median(costs.givens) << " (" << std::setw(2)
              << 100 * book::median(costs.givens) / (n * n) << "%)" << std::setw(14)
              << book::median(costs.nodes) << std::setw(15)
              << book::median(costs.updates);
    if (rounds > 0)
        std::cout << std::fixed << std::setprecision(1) << std::setw(11)
                  << book::median(costs.micros);
    std::cout << '\n';
    if (csv) {
        csv << n << ',' << to_string(shape) << ',' << options << ',' << items << ','
            << ones << ',' << book::median(costs.givens) << ','
            << book::median(costs.nodes) << ',' << book::median(costs.updates);
        if (rounds > 0) csv << ',' << book::median(costs.micros);
        csv << '\n';
    }
}

// The figures the prose quotes, written to @p path: the slopes of the costs on log-log
// axes (cost ~ N^slope), their growth from the smallest N to the largest, and the
// givens' share there. Needs two shapes at least.
bool write_growth_values(const std::string& path, const Growth& g, int rounds) {
    // least-squares slopes on log-log axes: cost ~ N^slope
    const auto slope = [&sizes = g.sizes](const std::vector<double>& y) {
        double mx = 0, my = 0;
        const auto k = static_cast<double>(sizes.size());
        for (std::size_t i = 0; i < sizes.size(); ++i) {
            mx += std::log(static_cast<double>(sizes[i])) / k;
            my += std::log(y[i]) / k;
        }
        double sxy = 0, sxx = 0;
        for (std::size_t i = 0; i < sizes.size(); ++i) {
            const double dx = std::log(static_cast<double>(sizes[i])) - mx;
            sxy += dx * (std::log(y[i]) - my);
            sxx += dx * dx;
        }
        return sxy / sxx;
    };
    book::Values values;
    values.add_count("first_n", g.sizes.front());
    values.add_count("last_n", g.sizes.back());
    values.add_fixed("nodes_slope", slope(g.median_nodes), 1);
    values.add_fixed("updates_slope", slope(g.median_updates), 1);
    values.add_fixed("nodes_ratio", g.median_nodes.back() / g.median_nodes.front(), 0);
    values.add_fixed("updates_ratio",
                     g.median_updates.back() / g.median_updates.front(), 0);
    if (rounds > 0) {
        values.add_fixed("time_slope", slope(g.median_us), 1);
        values.add_fixed("time_ratio", g.median_us.back() / g.median_us.front(), 0);
    }
    values.add_count("last_givens_percent", g.givens_share.back());
    return values.write(path, "ch07_growth");
}

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli(
        "Chapter 7: how the search grows with N, on generated puzzles");
    std::size_t per_shape = 5, max_n = 36;
    std::uint64_t test_budget = 500;
    int rounds = 0;
    std::string csv_path, values_path;
    cli.count("--puzzles", per_shape, "Puzzles generated per shape (5)");
    cli.count("--test-budget", test_budget, "Nodes per uniqueness test (500)");
    cli.count("--max-n", max_n, "The largest N (36)");
    cli.count("--time", rounds, "Also time each solve: the fastest of R runs");
    cli.text("--csv", csv_path, "Also write the table for the plot");
    cli.text("--values", values_path, "Also write the growth figures the prose quotes");
    if (const auto status = cli.parse(argc, argv)) return *status;
    std::ofstream csv = open_csv(csv_path, rounds);
    std::cout << "  N  boxes   options   items     ones  givens (of N^2)  median nodes "
                 "median updates"
              << (rounds > 0 ? "  median us" : "") << '\n';
    const sudoku::Shape shapes[] = {{2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 4},
                                    {4, 5}, {5, 5}, {5, 6}, {6, 6}};
    Growth growth;
    for (const sudoku::Shape& shape : shapes) {
        if (shape.size() > max_n) break;
        const std::optional<ShapeCosts> costs =
            solve_generated(shape, per_shape, test_budget, rounds);
        if (!costs) return book::exit_status::failure;
        print_shape(shape, *costs, rounds, csv);
        growth.add(shape.size(), *costs);
    }
    if (!values_path.empty() && growth.sizes.size() >= 2 &&
        !write_growth_values(values_path, growth, rounds))
        return book::exit_status::failure;
}
