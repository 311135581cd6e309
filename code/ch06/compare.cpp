// Chapter 6: Algorithm X of chapter 5 against Dancing Links, on the same problems.
//
// First N-queens for N = 4 .. 10, all solutions; then the first puzzles of a Sudoku
// file, to the first solution, with the givens pre-covered. For each: the search-tree
// nodes (the two must agree: same item choice, same tree), the updates (list removals
// for Dancing Links, deletions from the remaining matrix for Algorithm X), and the
// time. Usage: ch06_compare [--first=K] PUZZLE_FILE
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <iomanip>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "exact_cover/algorithm_x.hpp"
#include "exact_cover/dlx.hpp"
#include "exact_cover/queens.hpp"
#include "sudoku/dlx_solver.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/solvers.hpp"
#include "sudoku/validate.hpp"

namespace {

using Clock = std::chrono::steady_clock;

double microseconds_since(Clock::time_point start) {
    return std::chrono::duration<double, std::micro>(Clock::now() - start).count();
}

// One row of a table: the counters and time of one solver.
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

// [start:queens]
// All solutions of n queens, by Algorithm X and by Dancing Links, same item choice.
void compare_queens(std::size_t n) {
    const exact_cover::Problem problem = exact_cover::queens_problem(n);
    Measured x, d;
    auto start = Clock::now();
    exact_cover::AlgorithmX algorithm_x(problem);
    x.solutions = algorithm_x.count_solutions();
    x.microseconds = microseconds_since(start);
    x.nodes = algorithm_x.stats().nodes;
    x.updates = algorithm_x.stats().updates;

    start = Clock::now();
    exact_cover::Dlx dlx(problem);
    d.solutions = dlx.count_solutions();
    d.microseconds = microseconds_since(start);
    d.nodes = dlx.stats().nodes;
    d.updates = dlx.stats().updates;
    // [end:queens]

    if (x.solutions != d.solutions || x.nodes != d.nodes)
        fail("the two searches differ on queens");
    std::cout << std::setw(3) << n << std::setw(7) << d.solutions << std::setw(10)
              << d.nodes << std::setw(12) << x.updates << std::setw(12) << d.updates
              << std::setw(7) << std::fixed << std::setprecision(2)
              << static_cast<double>(x.updates) / static_cast<double>(d.updates)
              << std::setw(11) << std::setprecision(0) << x.microseconds
              << std::setw(10) << d.microseconds << std::setw(7) << std::setprecision(1)
              << x.microseconds / d.microseconds << '\n';
}

}  // namespace

int main(int argc, char** argv) {
    std::size_t first = 20;
    std::string file;
    for (int a = 1; a < argc; ++a) {
        const std::string arg = argv[a];
        if (arg.rfind("--first=", 0) == 0)
            first = std::stoul(arg.substr(8));
        else
            file = arg;
    }
    if (file.empty()) {
        std::cerr << "usage: ch06_compare [--first=K] PUZZLE_FILE\n";
        return 2;
    }

    std::cout << "N-queens, all solutions (Algorithm X and Dancing Links, fewest "
                 "options first)\n"
              << "  N  sols     nodes   updates X updates DLX  ratio   time X us  DLX "
                 "us  speedup\n";
    for (std::size_t n = 4; n <= 10; ++n) compare_queens(n);

    std::vector<sudoku::Grid> puzzles = sudoku::read_puzzle_file(file);
    if (puzzles.size() > first) puzzles.resize(first);
    std::size_t same_nodes = 0;
    Measured x, d;
    sudoku::DlxSolver dlx;
    for (const sudoku::Grid& puzzle : puzzles) {
        // [start:sudoku]
        std::optional<sudoku::Grid> by_x, by_dlx;
        auto start = Clock::now();
        const exact_cover::SearchStats sx =
            sudoku::solve_algorithm_x(puzzle, exact_cover::ItemChoice::fewest_options,
                                      [&](const sudoku::Grid& solution) {
                                          by_x = solution;
                                          return exact_cover::Next::stop;
                                      });
        x.microseconds += microseconds_since(start);
        start = Clock::now();
        const exact_cover::SearchStats sd =
            dlx.solve(puzzle, [&](const sudoku::Grid& solution) {
                by_dlx = solution;
                return exact_cover::Next::stop;
            });
        d.microseconds += microseconds_since(start);
        // [end:sudoku]
        if (!by_x || !by_dlx || !sudoku::check_solution(puzzle, *by_x).ok() ||
            !sudoku::check_solution(puzzle, *by_dlx).ok())
            fail("a wrong or missing solution for " + sudoku::format_line(puzzle));
        same_nodes += sx.nodes == sd.nodes ? 1 : 0;
        x.nodes += sx.nodes;
        d.nodes += sd.nodes;
        x.updates += sx.updates;
        d.updates += sd.updates;
    }
    std::cout << "\nSudoku, first solution, givens pre-covered: the first "
              << puzzles.size() << " puzzles of\n  "
              << file.substr(file.find_last_of('/') + 1) << '\n'
              << "                      nodes      updates   time ms\n"
              << std::fixed << std::setprecision(1) << "  Algorithm X    "
              << std::setw(10) << x.nodes << std::setw(13) << x.updates << std::setw(10)
              << x.microseconds / 1000 << '\n'
              << "  Dancing Links  " << std::setw(10) << d.nodes << std::setw(13)
              << d.updates << std::setw(10) << d.microseconds / 1000 << '\n'
              << "  same nodes on " << same_nodes << " of " << puzzles.size()
              << " puzzles; updates X/DLX " << std::setprecision(2)
              << static_cast<double>(x.updates) / static_cast<double>(d.updates)
              << ", time X/DLX " << std::setprecision(1)
              << x.microseconds / d.microseconds << '\n';
}
