/// @file
/// What the Try it page asks of the book's C++ code, as functions from text to JSON:
/// the same code the `sudoku` and `dlx` command lines run, compiled to WebAssembly
/// (code/live/live_main.cpp) and, for the tests, natively.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "exact_cover/search.hpp"

namespace live {

// [start:live_api]
/// What the page's Solve and Count buttons ask for.
struct RunRequest {
    std::string puzzle;               ///< the text box: one puzzle, in any format
    std::string algorithm = "dlx";    ///< a name of sudoku::algorithms()
    bool count = false;               ///< count the solutions, else find the first
    std::uint64_t limit = 0;          ///< Count: stop at this many solutions (0: none)
    std::size_t max_steps = 100'000;  ///< the longest trace kept for the player
    /// Told the counters so far every exact_cover::Progress::every nodes while the
    /// search runs, for the page's progress line; answering false stops the search
    /// (the answer is then "stopped"). Empty: the search runs to its answer.
    std::function<bool(const exact_cover::SearchResult& so_far)> progress = {};
};

/// Solves or counts as `sudoku solve [--count]` does, with no node budget (the page's
/// Stop ends a run that takes too long), and records the search for the player: JSON
/// with "ok", then either "error" (the reader's message with its line and column) or
/// the grid, the result (its "text" is the line `sudoku solve` prints, or "stopped"),
/// the trace and, for N ≤ 4, the whole matrix for the dance view.
[[nodiscard]] std::string run(const RunRequest& request);

/// Reads @p problem in Knuth's format (as the `dlx` tool does), or takes the book's
/// example it names (`example:small_example` is chapter 1's, `example:knuth_example`
/// Knuth's, also from chapter 1), records Algorithm X
/// with the fewest-options rule on it (the tree Dancing Links walks), at most
/// @p max_steps steps, and returns JSON with the matrix and the steps, or "error".
[[nodiscard]] std::string dance(std::string_view problem, std::size_t max_steps);

/// Times @p algorithm on every puzzle of @p puzzles (a file's text) as `sudoku bench`
/// does in first-solution mode (book::benchmark_first, the fastest of 5 runs): JSON
/// with the puzzles and the microseconds per puzzle, or "error".
[[nodiscard]] std::string bench(std::string_view puzzles, std::string_view algorithm);

// [end:live_api]

}  // namespace live
