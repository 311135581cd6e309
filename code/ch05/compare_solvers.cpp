// Chapter 5: cell-by-cell backtracking against Algorithm X with two column rules, on
// puzzle files.
//
// For every file and solver: how many puzzles it solved within a budget of search-tree
// nodes, the median and largest number of nodes to the first solution (a search that
// ran out of budget counts as the budget, so the true figure is at least that), and the
// updates per node (deletions from the remaining matrix). Every solution is checked by
// the independent validator (sudoku::check_solution), never by the solver. With
// --csv=PATH it also writes one line per (puzzle, solver) for the chapter's plot, and
// with --values=PATH the figures the prose quotes. Usage: ch05_compare_solvers
// [--first=K] [--budget=NODES]
// [--csv=PATH] [--values=PATH] PUZZLE_FILE ...
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <string>
#include <vector>

#include "book/command_line.hpp"
#include "book/solver_runs.hpp"
#include "book/timing.hpp"  // book::median
#include "book/values.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/solvers.hpp"
#include "sudoku/validate.hpp"

namespace {

struct Run {
    std::uint64_t nodes;
    std::uint64_t updates;
    bool gave_up;  // the budget ran out before the first solution
};

Run measure(sudoku::Algorithm algorithm, const sudoku::Grid& puzzle,
            std::uint64_t budget) {
    std::optional<sudoku::Grid> solution;
    const auto keep = [&solution](const sudoku::Grid& found) {
        solution = found;
        return exact_cover::Next::stop;
    };
    const exact_cover::SearchResult stats =
        sudoku::solve_with(algorithm, puzzle, keep, {.nodes = budget});
    if (stats.gave_up()) return {stats.nodes, stats.updates, true};
    const sudoku::SolutionCheck check =
        solution ? sudoku::check_solution(puzzle, *solution)
                 : sudoku::SolutionCheck{false, "no solution found"};
    if (!check.ok()) {
        std::cerr << sudoku::algorithm_name(algorithm) << " failed on "
                  << sudoku::format_line(puzzle) << ": " << check.reason << '\n';
        std::exit(1);
    }
    return {stats.nodes, stats.updates, false};
}

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli(
        "Chapter 5: backtracking against Algorithm X on puzzle files");
    std::size_t first = 0;  // 0: every puzzle
    std::uint64_t budget = 10'000'000;
    std::string csv_path;
    std::vector<std::string> files;
    cli.count("--first", first, "Only the first K puzzles of each file (default: all)");
    cli.count("--budget", budget, "Search-tree nodes per puzzle and solver");
    std::string values_path;
    cli.text("--csv", csv_path, "Also write one line per puzzle and solver");
    cli.text("--values", values_path, "Also write the figures of the prose");
    cli.files("files", files, "Puzzle files").required();
    if (const auto status = cli.parse(argc, argv)) return *status;
    book::SolverRuns csv(csv_path);
    const sudoku::Algorithm solvers[] = {sudoku::Algorithm::backtracking,
                                         sudoku::Algorithm::algorithm_x_first,
                                         sudoku::Algorithm::algorithm_x};
    std::cout << "node budget per puzzle: " << budget << "\n\n";
    std::cout << std::left << std::setw(38) << "data set" << std::setw(19) << "solver"
              << std::right << std::setw(8) << "solved" << std::setw(14)
              << "median nodes" << std::setw(13) << "max nodes" << std::setw(14)
              << "updates/node" << '\n';
    book::Values values;
    double least_ratio = 0, most_ratio = 0;  // backtracking's median nodes over X's
    for (const std::string& file : files) {
        std::vector<sudoku::Grid> puzzles = sudoku::read_puzzle_file(file);
        if (first != 0 && puzzles.size() > first) puzzles.resize(first);
        const std::string set = std::filesystem::path(file).stem().string();
        std::uint64_t backtracking_median = 0;
        for (sudoku::Algorithm solver : solvers) {
            std::vector<std::uint64_t> nodes;
            std::uint64_t all_nodes = 0, all_updates = 0;
            std::size_t solved = 0;
            for (std::size_t p = 0; p < puzzles.size(); ++p) {
                const Run run = measure(solver, puzzles[p], budget);
                nodes.push_back(run.nodes);
                all_nodes += run.nodes;
                all_updates += run.updates;
                solved += !run.gave_up;
                csv.row(set, p + 1, sudoku::algorithm_name(solver), run.nodes,
                        run.gave_up);
            }
            // A median or maximum that reached the budget is only a lower bound: mark
            // it ">=".
            const auto bound = [budget](std::uint64_t n) {
                return (n >= budget ? ">=" : "") + std::to_string(n);
            };
            std::cout << std::left << std::setw(38) << set << std::setw(19)
                      << sudoku::algorithm_name(solver) << std::right << std::setw(5)
                      << solved << '/' << std::setw(2) << puzzles.size()
                      << std::setw(14) << bound(book::median(nodes)) << std::setw(13)
                      << bound(*std::max_element(nodes.begin(), nodes.end()))
                      << std::setw(14) << std::fixed << std::setprecision(1)
                      << static_cast<double>(all_updates) /
                             static_cast<double>(std::max<std::uint64_t>(all_nodes, 1))
                      << '\n';

            const std::string key =
                set + '.' + std::string(sudoku::algorithm_name(solver));
            const std::uint64_t median_nodes = book::median(nodes);
            values.add_count(key + ".solved", solved);
            values.add_count(key + ".median_nodes", median_nodes);
            values.add_count(key + ".max_nodes",
                             *std::max_element(nodes.begin(), nodes.end()));
            values.add_fixed(
                key + ".updates_per_node",
                static_cast<double>(all_updates) /
                    static_cast<double>(std::max<std::uint64_t>(all_nodes, 1)),
                0);
            if (solver == sudoku::Algorithm::backtracking)
                backtracking_median = median_nodes;
            if (solver != sudoku::Algorithm::algorithm_x) continue;
            std::size_t one_per_blank = 0;  // a node per blank: not one wrong guess
            for (std::size_t p = 0; p < puzzles.size(); ++p) {
                const std::size_t cells = puzzles[p].shape().cell_count();
                one_per_blank += nodes[p] == cells - puzzles[p].givens().size();
            }
            values.add_count(key + ".one_node_per_blank", one_per_blank);
            if (backtracking_median >= budget) continue;  // a lower bound: no ratio
            const double ratio =
                static_cast<double>(backtracking_median) /
                static_cast<double>(std::max<std::uint64_t>(median_nodes, 1));
            least_ratio = least_ratio == 0 ? ratio : std::min(least_ratio, ratio);
            most_ratio = std::max(most_ratio, ratio);
        }
    }
    values.add_count("budget", budget);
    values.add_count("first", first);
    values.add_count("ratio.least", static_cast<std::uint64_t>(least_ratio + 0.5));
    values.add_count("ratio.most", static_cast<std::uint64_t>(most_ratio + 0.5));
    return values.write(values_path, "ch05_compare_solvers") ? 0 : 1;
}
