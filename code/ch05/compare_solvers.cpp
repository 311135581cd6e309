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
#include "book/exit_status.hpp"
#include "book/solver_runs.hpp"
#include "book/timing.hpp"  // book::median
#include "book/values.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/solvers.hpp"
#include "sudoku/verify.hpp"

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
        std::exit(book::exit_status::failure);
    }
    return {stats.nodes, stats.updates, false};
}

// The first lines: the budget, and the heads of the table's columns.
void print_header(std::uint64_t budget) {
    std::cout << "node budget per puzzle: " << budget << "\n\n";
    std::cout << std::left << std::setw(38) << "data set" << std::setw(19) << "solver"
              << std::right << std::setw(8) << "solved" << std::setw(14)
              << "median nodes" << std::setw(13) << "max nodes" << std::setw(14)
              << "updates/node" << '\n';
}

// One solver on one set: each puzzle's nodes to the first solution (the budget when
// it gave up), the nodes and updates of all, and how many puzzles it solved.
struct SolverRun {
    std::vector<std::uint64_t> nodes;
    std::uint64_t all_nodes = 0, all_updates = 0;
    std::size_t solved = 0;

    // Updates per node over the whole set: deletions from the remaining matrix.
    [[nodiscard]] double updates_per_node() const {
        return static_cast<double>(all_updates) /
               static_cast<double>(std::max<std::uint64_t>(all_nodes, 1));
    }
};

// Runs @p solver on each of @p puzzles of @p set within the budget, with a line per
// puzzle in @p csv.
SolverRun run_solver(sudoku::Algorithm solver, const std::vector<sudoku::Grid>& puzzles,
                     const std::string& set, std::uint64_t budget,
                     book::SolverRuns& csv) {
    SolverRun totals;
    for (std::size_t p = 0; p < puzzles.size(); ++p) {
        const Run run = measure(solver, puzzles[p], budget);
        totals.nodes.push_back(run.nodes);
        totals.all_nodes += run.nodes;
        totals.all_updates += run.updates;
        totals.solved += !run.gave_up;
        csv.row(set, p + 1, sudoku::algorithm_name(solver), run.nodes, run.gave_up);
    }
    return totals;
}

// A row of the table: what @p solver did on the @p puzzles puzzles of @p set.
void print_row(const std::string& set, sudoku::Algorithm solver, const SolverRun& run,
               std::size_t puzzles, std::uint64_t budget) {
    // A median or maximum that reached the budget is only a lower bound: mark it ">=".
    const auto bound = [budget](std::uint64_t n) {
        return (n >= budget ? ">=" : "") + std::to_string(n);
    };
    std::cout << std::left << std::setw(38) << set << std::setw(19)
              << sudoku::algorithm_name(solver) << std::right << std::setw(5)
              << run.solved << '/' << std::setw(2) << puzzles << std::setw(14)
              << bound(book::median(run.nodes)) << std::setw(13)
              << bound(*std::max_element(run.nodes.begin(), run.nodes.end()))
              << std::setw(14) << std::fixed << std::setprecision(1)
              << run.updates_per_node() << '\n';
}

// How many of @p puzzles Algorithm X solved with one node per blank cell (@p nodes,
// per puzzle): not one wrong guess.
std::size_t one_node_per_blank(const std::vector<sudoku::Grid>& puzzles,
                               const std::vector<std::uint64_t>& nodes) {
    std::size_t count = 0;
    for (std::size_t p = 0; p < puzzles.size(); ++p) {
        const std::size_t cells = puzzles[p].shape().cell_count();
        count += nodes[p] == cells - puzzles[p].givens().size();
    }
    return count;
}

// Backtracking's median nodes over Algorithm X's, the least and the most over the sets
// (0 before the first).
struct MedianRatios {
    double least = 0, most = 0;

    void add(double ratio) {
        least = least == 0 ? ratio : std::min(least, ratio);
        most = std::max(most, ratio);
    }
};

// One set's rows, the first @p first puzzles of @p file (0: all) for each solver, and
// their figures in @p values; where backtracking finished (its median is below the
// budget), the set's ratio of medians in @p ratios.
void compare_set(const std::string& file, std::size_t first, std::uint64_t budget,
                 book::SolverRuns& csv, book::Values& values, MedianRatios& ratios) {
    const sudoku::Algorithm solvers[] = {sudoku::Algorithm::backtracking,
                                         sudoku::Algorithm::algorithm_x_first,
                                         sudoku::Algorithm::algorithm_x};
    std::vector<sudoku::Grid> puzzles = sudoku::read_puzzle_file(file);
    if (first != 0 && puzzles.size() > first) puzzles.resize(first);
    const std::string set = std::filesystem::path(file).stem().string();
    std::uint64_t backtracking_median = 0;
    for (sudoku::Algorithm solver : solvers) {
        const SolverRun run = run_solver(solver, puzzles, set, budget, csv);
        print_row(set, solver, run, puzzles.size(), budget);
        const std::string key = set + '.' + std::string(sudoku::algorithm_name(solver));
        const std::uint64_t median_nodes = book::median(run.nodes);
        values.add_count(key + ".solved", run.solved);
        values.add_count(key + ".median_nodes", median_nodes);
        values.add_count(key + ".max_nodes",
                         *std::max_element(run.nodes.begin(), run.nodes.end()));
        values.add_fixed(key + ".updates_per_node", run.updates_per_node(), 0);
        if (solver == sudoku::Algorithm::backtracking)
            backtracking_median = median_nodes;
        if (solver != sudoku::Algorithm::algorithm_x) continue;
        values.add_count(key + ".one_node_per_blank",
                         one_node_per_blank(puzzles, run.nodes));
        if (backtracking_median >= budget) continue;  // a lower bound: no ratio
        ratios.add(static_cast<double>(backtracking_median) /
                   static_cast<double>(std::max<std::uint64_t>(median_nodes, 1)));
    }
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
    print_header(budget);
    book::Values values;
    MedianRatios ratios;
    for (const std::string& file : files)
        compare_set(file, first, budget, csv, values, ratios);
    values.add_count("budget", budget);
    values.add_count("first", first);
    values.add_count("ratio.least", static_cast<std::uint64_t>(ratios.least + 0.5));
    values.add_count("ratio.most", static_cast<std::uint64_t>(ratios.most + 0.5));
    return values.write(values_path, "ch05_compare_solvers") ? 0 : 1;
}
