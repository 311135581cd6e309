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
#include "book/timing.hpp"
#include "book/values.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/solvers.hpp"
#include "sudoku/validate.hpp"

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
    std::ofstream csv;
    if (!csv_path.empty()) {
        csv.open(csv_path);
        csv << "n,boxes,options,items,ones,median_givens,median_nodes,median_updates"
            << (rounds > 0 ? ",median_us" : "") << '\n';
    }
    std::cout << "  N  boxes   options   items     ones  givens (of N^2)  median nodes "
                 "median updates"
              << (rounds > 0 ? "  median us" : "") << '\n';
    const sudoku::Shape shapes[] = {{2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 4},
                                    {4, 5}, {5, 5}, {5, 6}, {6, 6}};
    std::vector<std::size_t> sizes, givens_share;
    std::vector<double> median_us, median_nodes, median_updates;  // per shape
    for (const sudoku::Shape& shape : shapes) {
        if (shape.size() > max_n) break;
        std::vector<std::size_t> givens;
        std::vector<std::uint64_t> nodes, updates;
        std::vector<double> micros;
        sudoku::Solver solver(sudoku::Algorithm::dlx);
        for (std::size_t seed = 1; seed <= per_shape; ++seed) {
            const sudoku::Grid puzzle =
                sudoku::generate_puzzle(shape, seed, {test_budget}).puzzle;
            givens.push_back(puzzle.givens().size());
            std::optional<sudoku::Grid> solution;
            const auto keep = [&solution](const sudoku::Grid& found) {
                solution = found;
                return exact_cover::Next::stop;
            };
            const exact_cover::SearchResult stats = solver.solve(puzzle, keep);
            if (!solution || !sudoku::check_solution(puzzle, *solution).ok()) {
                std::cerr << "ch07_growth: a generated puzzle was not solved\n";
                return 1;
            }
            nodes.push_back(stats.nodes);
            updates.push_back(stats.updates);
            if (rounds == 0) continue;
            const std::function<void()> solve[] = {
                [&] { (void)solver.solve(puzzle, keep); }};
            micros.push_back(1e6 * book::time_in_turns(rounds, solve)[0].best);
        }
        const std::size_t n = shape.size();
        const std::size_t options = n * n * n, items = 4 * n * n, ones = 4 * options;
        std::cout << std::setw(3) << n << "  " << std::left << std::setw(5)
                  << to_string(shape) << std::right << std::setw(10) << options
                  << std::setw(8) << items << std::setw(9) << ones << std::setw(9)
                  << book::median(givens) << " (" << std::setw(2)
                  << 100 * book::median(givens) / (n * n) << "%)" << std::setw(14)
                  << book::median(nodes) << std::setw(15) << book::median(updates);
        if (rounds > 0)
            std::cout << std::fixed << std::setprecision(1) << std::setw(11)
                      << book::median(micros);
        std::cout << '\n';
        if (csv) {
            csv << n << ',' << to_string(shape) << ',' << options << ',' << items << ','
                << ones << ',' << book::median(givens) << ',' << book::median(nodes)
                << ',' << book::median(updates);
            if (rounds > 0) csv << ',' << book::median(micros);
            csv << '\n';
        }
        sizes.push_back(n);
        givens_share.push_back(100 * book::median(givens) / (n * n));
        median_us.push_back(book::median(micros));
        median_nodes.push_back(static_cast<double>(book::median(nodes)));
        median_updates.push_back(static_cast<double>(book::median(updates)));
    }
    if (!values_path.empty() && sizes.size() >= 2) {
        // least-squares slopes on log-log axes: cost ~ N^slope
        const auto slope = [&sizes](const std::vector<double>& y) {
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
        values.add_count("first_n", sizes.front());
        values.add_count("last_n", sizes.back());
        values.add_fixed("nodes_slope", slope(median_nodes), 1);
        values.add_fixed("updates_slope", slope(median_updates), 1);
        values.add_fixed("nodes_ratio", median_nodes.back() / median_nodes.front(), 0);
        values.add_fixed("updates_ratio",
                         median_updates.back() / median_updates.front(), 0);
        if (rounds > 0) {
            values.add_fixed("time_slope", slope(median_us), 1);
            values.add_fixed("time_ratio", median_us.back() / median_us.front(), 0);
        }
        values.add_count("last_givens_percent", givens_share.back());
        if (!values.write(values_path, "ch07_growth")) return 1;
    }
}
