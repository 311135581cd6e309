// Chapter 6: Algorithm X of chapter 5 against Dancing Links, on the same problems.
//
// First N-queens for N = 4 .. 10, all solutions; then the first puzzles of each Sudoku
// file, to the first solution, with the givens pre-covered. For each: the search-tree
// nodes (the two must agree: same item choice, same tree), the updates (list removals
// for Dancing Links, deletions from the remaining matrix for Algorithm X), and the
// time. With --values=FILE, the ratios are also written as `key value` lines for the
// prose. Usage: ch06_compare [--first=K] [--values=FILE] PUZZLE_FILE ...
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "book/benchmark.hpp"
#include "book/command_line.hpp"
#include "book/timing.hpp"
#include "book/values.hpp"
#include "exact_cover/algorithm_x.hpp"
#include "exact_cover/dlx.hpp"
#include "exact_cover/problems/queens.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/validate.hpp"

namespace {

// The counters and time of one solver on one workload.
struct Measured {
    std::uint64_t solutions = 0;
    std::uint64_t nodes = 0;
    std::uint64_t updates = 0;
    double microseconds = 0;
};

void fail(const std::string& what) {
    std::cerr << "ch06_compare: " << what << '\n';
    std::exit(1);
}

double ratio(double a, double b) { return a / b; }

// All solutions of n queens, by Algorithm X and by Dancing Links, same item choice.
std::pair<Measured, Measured> compare_queens(std::size_t n) {
    const exact_cover::Problem problem = exact_cover::queens_problem(n);
    Measured x, d;
    book::Stopwatch clock;
    exact_cover::AlgorithmX algorithm_x(problem);
    const exact_cover::SearchResult by_x = algorithm_x.count_solutions();
    x.microseconds = clock.microseconds();
    x.solutions = by_x.solutions;
    x.nodes = by_x.nodes;
    x.updates = by_x.updates;

    clock.restart();
    exact_cover::Dlx dlx(problem);
    const exact_cover::SearchResult by_dlx = dlx.count_solutions();
    d.microseconds = clock.microseconds();
    d.solutions = by_dlx.solutions;
    d.nodes = by_dlx.nodes;
    d.updates = by_dlx.updates;
    return {x, d};
}

// The first solution of each puzzle, by both, on the problem left after pre-covering
// its givens (done before the clock starts: the same work for both); the totals.
std::pair<Measured, Measured> compare_sudoku(const std::vector<sudoku::Grid>& puzzles) {
    Measured x, d;
    for (const sudoku::Grid& puzzle : puzzles) {
        const sudoku::ReducedProblem reduced = sudoku::precover_givens(puzzle);
        std::vector<exact_cover::Option> by_x, by_dlx;
        const auto keep = [](std::vector<exact_cover::Option>& into) {
            return [&into](std::span<const exact_cover::Option> solution) {
                into.assign(solution.begin(), solution.end());
                return exact_cover::Next::stop;
            };
        };
        book::Stopwatch clock;
        exact_cover::AlgorithmX algorithm_x(reduced.problem);
        const exact_cover::SearchResult rx = algorithm_x.search(keep(by_x));
        x.microseconds += clock.microseconds();
        clock.restart();
        exact_cover::Dlx dlx(reduced.problem);
        const exact_cover::SearchResult rd = dlx.search(keep(by_dlx));
        d.microseconds += clock.microseconds();
        if (by_x.empty() || by_x != by_dlx ||
            !sudoku::check_solution(puzzle, apply_solution(puzzle, reduced, by_dlx))
                 .ok())
            fail("a wrong or missing solution for " + sudoku::format_line(puzzle));
        if (rx.nodes != rd.nodes)
            fail("the two searches differ on " + sudoku::format_line(puzzle));
        x.nodes += rx.nodes;
        d.nodes += rd.nodes;
        x.updates += rx.updates;
        d.updates += rd.updates;
    }
    return {x, d};
}

void row(const std::string& label, const Measured& x, const Measured& d, double scale) {
    std::cout << std::left << std::setw(10) << label << std::right << std::setw(10)
              << d.nodes << std::setw(12) << x.updates << std::setw(12) << d.updates
              << std::fixed << std::setprecision(2) << std::setw(7)
              << ratio(static_cast<double>(x.updates), static_cast<double>(d.updates))
              << std::setprecision(1) << std::setw(11) << x.microseconds / scale
              << std::setw(10) << d.microseconds / scale << std::setw(7)
              << ratio(x.microseconds, d.microseconds) << '\n';
}

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli(
        "Chapter 6: Algorithm X against Dancing Links, node for node");
    std::size_t first = 20;
    std::string values_path;
    std::vector<std::string> files;
    cli.count("--first", first, "The first K puzzles of each file (20)");
    cli.app().add_option("--values", values_path,
                         "Also write the ratios the prose quotes");
    cli.app()
        .add_option("files", files, "Puzzle files")
        ->required()
        ->check(CLI::ExistingFile);
    if (const auto status = cli.parse(argc, argv)) return *status;
    book::Values values;
    double least = 1e9, most = 0, slowest = 1e9, fastest = 0;

    std::cout << "N-queens, all solutions; the time in microseconds\n"
              << "N             nodes   updates X updates DLX  ratio     time X  "
                 "time DLX  ratio\n";
    for (std::size_t n = 4; n <= 10; ++n) {
        const auto [x, d] = compare_queens(n);
        if (x.solutions != d.solutions || x.nodes != d.nodes)
            fail("the two searches differ on queens");
        row(std::to_string(n), x, d, 1);
        const double r =
            ratio(static_cast<double>(x.updates), static_cast<double>(d.updates));
        least = std::min(least, r);
        most = std::max(most, r);
        const double t = ratio(x.microseconds, d.microseconds);
        slowest = std::min(slowest, t);
        fastest = std::max(fastest, t);
    }
    values.add_fixed("queens.more_updates.least", (least - 1) * 100, 0);
    values.add_fixed("queens.more_updates.most", (most - 1) * 100, 0);
    values.add_fixed("queens.speedup.least", slowest, 1);
    values.add_fixed("queens.speedup.most", fastest, 1);

    std::cout << "\nSudoku, the first " << first
              << " puzzles of each file, first solution, givens pre-covered;\n"
                 "the time in microseconds per puzzle, building the engine included\n"
              << "file          nodes   updates X updates DLX  ratio     time X  "
                 "time DLX  ratio\n";
    for (const std::string& file : files) {
        std::vector<sudoku::Grid> puzzles = sudoku::read_puzzle_file(file);
        if (puzzles.size() > first) puzzles.resize(first);
        const auto [x, d] = compare_sudoku(puzzles);
        const std::string name = book::collection_name(file);
        row(name, x, d, static_cast<double>(puzzles.size()));
        values.add_fixed(
            "sudoku." + name + ".updates_ratio",
            ratio(static_cast<double>(x.updates), static_cast<double>(d.updates)), 2);
        values.add_fixed("sudoku." + name + ".speedup",
                         ratio(x.microseconds, d.microseconds), 1);
    }
    std::cout << "Every puzzle: the same nodes in both searches.\n";
    return values.write(values_path, "ch06_compare") ? 0 : 1;
}
