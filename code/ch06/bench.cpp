// Chapter 6: the Sudoku solvers on whole puzzle files, in puzzles per second.
//
// For each file and solver, the file is solved R times over (--repeat=R, default 5) in two
// modes: to the first solution, and to decide uniqueness (counting solutions up to 2). A run
// is timed as a whole; the table shows the median of the R runs, as puzzles per second and
// microseconds per puzzle. Every first solution is checked by sudoku::check_solution after
// the clock stops, and a wrong one ends the program at once.
//
// Dancing Links and Algorithm X always run. --baselines adds cell-by-cell backtracking and
// Algorithm X with the first column, each limited to --budget=NODES search-tree nodes per
// puzzle (default 20000): a puzzle that runs out counts as a gave-up, and the times then
// include the budget spent on it, so they are lower bounds.
// Usage: ch06_bench [--repeat=R] [--baselines] [--budget=NODES] PUZZLE_FILE ...
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <iomanip>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "sudoku/line_format.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/solvers.hpp"
#include "sudoku/validate.hpp"

namespace {

using Clock = std::chrono::steady_clock;

struct Settings {
    int repeat = 5;
    bool baselines = false;
    std::uint64_t budget = 20000;
    std::vector<std::string> files;
};

// The outcome of one mode on one file: the median time of a run, and what the runs found.
struct Outcome {
    double median_seconds = 0;
    std::size_t gave_up = 0;  // puzzles that ran out of budget (baselines only)
    std::size_t unique = 0;   // uniqueness mode: puzzles with exactly one solution
};

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

// [start:first_mode]
// R runs over the file to the first solution; the solutions are checked after each run.
Outcome first_mode(sudoku::Solver& solver, const std::vector<sudoku::Grid>& puzzles, const Settings& s) {
    const std::uint64_t budget = solver.algorithm() == sudoku::Algorithm::dlx ? 0 : s.budget;
    std::vector<std::optional<sudoku::Grid>> solutions(puzzles.size());
    std::vector<double> seconds;
    Outcome outcome;
    for (int run = 0; run < s.repeat; ++run) {
        outcome.gave_up = 0;
        const auto start = Clock::now();
        for (std::size_t k = 0; k < puzzles.size(); ++k) {
            exact_cover::SearchStats stats;
            solutions[k] = solver.first_solution(puzzles[k], &stats, budget);
            if (!solutions[k] && stats.stopped) ++outcome.gave_up;
        }
        seconds.push_back(std::chrono::duration<double>(Clock::now() - start).count());
        for (std::size_t k = 0; k < puzzles.size(); ++k) {  // outside the clock
            if (!solutions[k]) continue;  // gave up (a puzzle without solution has none to check)
            const sudoku::SolutionCheck check = sudoku::check_solution(puzzles[k], *solutions[k]);
            if (!check.ok()) {
                std::cerr << "ch06_bench: " << sudoku::algorithm_name(solver.algorithm()) << " gave a WRONG answer for "
                          << sudoku::format_line(puzzles[k]) << ": " << check.reason << '\n';
                std::abort();
            }
        }
    }
    outcome.median_seconds = median(seconds);
    return outcome;
}
// [end:first_mode]

// R runs over the file deciding uniqueness: counting solutions, stopping at the second.
Outcome unique_mode(sudoku::Solver& solver, const std::vector<sudoku::Grid>& puzzles, const Settings& s) {
    const bool budgeted = solver.algorithm() == sudoku::Algorithm::backtracking ||
                          solver.algorithm() == sudoku::Algorithm::algorithm_x_first;
    std::vector<double> seconds;
    Outcome outcome;
    for (int run = 0; run < s.repeat; ++run) {
        outcome.gave_up = outcome.unique = 0;
        const auto start = Clock::now();
        for (const sudoku::Grid& puzzle : puzzles) {
            std::size_t count = 0;
            if (budgeted) {  // Solver::count_solutions has no budget: count with a visitor
                const exact_cover::SearchStats stats = solver.solve(
                    puzzle,
                    [&count](const sudoku::Grid&) {
                        return ++count == 2 ? exact_cover::Next::stop : exact_cover::Next::proceed;
                    },
                    s.budget);
                if (stats.stopped && count < 2) {
                    ++outcome.gave_up;
                    continue;
                }
            } else {
                count = solver.count_solutions(puzzle, 2);
            }
            if (count == 1) ++outcome.unique;
        }
        seconds.push_back(std::chrono::duration<double>(Clock::now() - start).count());
    }
    outcome.median_seconds = median(seconds);
    return outcome;
}

void print_row(std::string_view mode, const Outcome& o, std::size_t puzzles, bool budgeted) {
    const double per_second = static_cast<double>(puzzles) / o.median_seconds;
    const double microseconds = 1e6 * o.median_seconds / static_cast<double>(puzzles);
    std::cout << "    " << std::left << std::setw(10) << mode << std::right << std::fixed << std::setprecision(0)
              << std::setw(12) << per_second << std::setw(12) << std::setprecision(1) << microseconds;
    if (budgeted) std::cout << "   gave up on " << o.gave_up;
    std::cout << '\n';
}

}  // namespace

int main(int argc, char** argv) {
    Settings s;
    for (int a = 1; a < argc; ++a) {
        const std::string arg = argv[a];
        if (arg.rfind("--repeat=", 0) == 0)
            s.repeat = std::stoi(arg.substr(9));
        else if (arg.rfind("--budget=", 0) == 0)
            s.budget = std::stoull(arg.substr(9));
        else if (arg == "--baselines")
            s.baselines = true;
        else if (arg.rfind("--", 0) == 0) {
            std::cerr << "usage: ch06_bench [--repeat=R] [--baselines] [--budget=NODES] PUZZLE_FILE ...\n";
            return 2;
        } else
            s.files.push_back(arg);
    }
    if (s.files.empty() || s.repeat < 1) {
        std::cerr << "usage: ch06_bench [--repeat=R] [--baselines] [--budget=NODES] PUZZLE_FILE ...\n";
        return 2;
    }
    std::vector<sudoku::Algorithm> algorithms{sudoku::Algorithm::dlx, sudoku::Algorithm::algorithm_x};
    if (s.baselines) {
        algorithms.push_back(sudoku::Algorithm::algorithm_x_first);
        algorithms.push_back(sudoku::Algorithm::backtracking);
    }
    std::cout << "median of " << s.repeat << " runs over each file";
    if (s.baselines) std::cout << "; baselines stop after " << s.budget << " nodes per puzzle";
    std::cout << "\n                  puzzles/s   us/puzzle\n";
    for (const std::string& file : s.files) {
        const std::vector<sudoku::Grid> puzzles = sudoku::read_puzzle_file(file);
        std::cout << file.substr(file.find_last_of('/') + 1) << " (" << puzzles.size() << " puzzles)\n";
        for (sudoku::Algorithm algorithm : algorithms) {
            const bool budgeted = algorithm == sudoku::Algorithm::backtracking ||
                                  algorithm == sudoku::Algorithm::algorithm_x_first;
            if (budgeted && !puzzles.empty() && puzzles.front().shape().size() != 9) continue;  // hopeless on larger grids
            sudoku::Solver solver(algorithm);
            std::cout << "  " << sudoku::algorithm_name(algorithm) << '\n';
            print_row("first", first_mode(solver, puzzles, s), puzzles.size(), budgeted);
            const Outcome unique = unique_mode(solver, puzzles, s);
            print_row("unique", unique, puzzles.size(), budgeted);
            if (unique.unique + unique.gave_up != puzzles.size())
                std::cout << "    (" << puzzles.size() - unique.unique - unique.gave_up << " puzzles not unique)\n";
        }
    }
}
