/// @file
/// Timing the book's solvers on files of puzzles: the fastest of repeated runs (the
/// book's rule: the run the rest of the machine disturbed least), in puzzles per second
/// and microseconds per puzzle (the tables of "Going faster" and
/// chapter 8, and `sudoku bench`).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <span>
#include <string>
#include <vector>

#include "sudoku/grid.hpp"
#include "sudoku/solvers.hpp"

namespace book {

/// How a benchmark runs.
struct BenchmarkSettings {
    int repeat = 5;  ///< runs over the file; the fastest run counts
    /// search nodes per puzzle before giving up (exact_cover::Limits::nodes)
    std::uint64_t budget = exact_cover::Limits::none;
    /// a flag that ends the benchmark at its next puzzle
    /// (exact_cover::Limits::interrupt, a signal's); null: none
    const std::atomic<bool>* interrupt = nullptr;
    /// Time each puzzle from its line of characters to its solution written out as
    /// characters, as tdoku's run_benchmark times the published solvers: the line is
    /// read by sudoku::parse_line() (checks included) and every solution found written
    /// symbol by symbol, inside the clock. Off, the clock starts from the parsed grid
    /// and keeps the solution as a grid.
    bool text = false;
};

/// One solver in one mode on one file.
struct BenchmarkResult {
    std::size_t puzzles = 0;  ///< puzzles in the file
    double best_seconds = 0;  ///< the time of the fastest whole run over the file
    /// the time of the second fastest run (the fastest's, if there was one run): the
    /// two smallest are all a benchmark keeps of its runs, however many it makes
    double second_seconds = 0;
    std::size_t gave_up = 0;  ///< puzzles that ran out of budget in a run
    std::size_t unique = 0;   ///< uniqueness mode: puzzles with exactly one solution
    /// BenchmarkSettings::interrupt ended it: the figures mean nothing
    bool interrupted = false;
    /// Puzzles per second in the fastest run.
    [[nodiscard]] double per_second() const noexcept {
        return static_cast<double>(puzzles) / best_seconds;
    }
    /// Microseconds per puzzle in the fastest run.
    [[nodiscard]] double microseconds() const noexcept {
        return 1e6 * best_seconds / static_cast<double>(puzzles);
    }
    /// The second fastest run over the fastest, less 1 (book::Timing::spread()): 0
    /// after one run.
    [[nodiscard]] double spread() const noexcept {
        return best_seconds > 0 ? (second_seconds - best_seconds) / best_seconds : 0;
    }
    /// Takes one more run of @p seconds into the two fastest.
    void add_run(double seconds) noexcept {
        if (runs == 0 || seconds < best_seconds) {
            second_seconds = runs == 0 ? seconds : best_seconds;
            best_seconds = seconds;
        } else if (runs == 1 || seconds < second_seconds) {
            second_seconds = seconds;
        }
        ++runs;
    }
    int runs = 0;  ///< the runs taken in
    /// passes over the puzzles in each run: as many as make a run last
    /// book::least_run_seconds (1 for a file that takes that long on its own); the
    /// times above are per pass
    int passes = 1;
};

/// Solves every puzzle to its first solution, settings.repeat times; each run is timed
/// whole, as many passes over the puzzles as last book::least_run_seconds (found from a
/// first pass, which counts as a run only if it lasts that long), and every solution is
/// checked by sudoku::check_solution() after the clock stops.
/// @throws std::runtime_error naming the puzzle if a solver returns a wrong solution.
BenchmarkResult benchmark_first(sudoku::Solver& solver,
                                std::span<const sudoku::Grid> puzzles,
                                const BenchmarkSettings& settings);

/// Decides uniqueness for every puzzle (counting solutions up to 2), settings.repeat
/// times, each run as many passes as benchmark_first() makes.
BenchmarkResult benchmark_unique(sudoku::Solver& solver,
                                 std::span<const sudoku::Grid> puzzles,
                                 const BenchmarkSettings& settings);

/// Both modes of one solver on one file, as write_benchmark_table() times them.
struct BenchmarkModes {
    BenchmarkResult first;   ///< to the first solution
    BenchmarkResult unique;  ///< deciding uniqueness
};

/// benchmark_first() and benchmark_unique() with their runs taken in turns (a run of
/// the first, a run of the second, ...), so that the two modes meet the same moments of
/// the machine and can be compared (How the book measures). Both are interrupted
/// together.
/// @throws std::runtime_error naming the puzzle if a solver returns a wrong solution.
BenchmarkModes benchmark_both(sudoku::Solver& solver,
                              std::span<const sudoku::Grid> puzzles,
                              const BenchmarkSettings& settings);

/// A short name for the puzzle collection in file @p path, for the columns of a table:
/// `17-clue`, `top1465`, `hardest` (forum hardest 1106), `hard1905`, `serg`, or else
/// the first ten characters of the file's name.
[[nodiscard]] std::string collection_name(const std::string& path);

/// Runs both modes for each of @p algorithms on each file of @p files and writes the
/// table of "Going faster" and chapter 8 to @p out. The baselines (backtracking,
/// Algorithm X with the first item) run only on 9 × 9 files, where a budget keeps them
/// finite.
/// Every file is read before anything is timed, so that each row stands for a whole
/// file.
/// @throws std::runtime_error if a file cannot be read, holds a line that is no puzzle
///         (every such line of every file named, with file, line and column, up to ten)
///         or holds no puzzle, or a solver answers wrongly.
/// Returns false when settings.interrupt ended it: the rows written are whole, the one
/// being timed is left out.
[[nodiscard]] bool write_benchmark_table(std::ostream& out,
                                         std::span<const std::string> files,
                                         std::span<const sudoku::Algorithm> algorithms,
                                         const BenchmarkSettings& settings);

}  // namespace book
