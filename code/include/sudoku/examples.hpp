/// @file
/// The puzzles the chapters use as running examples (chapters 3 onwards).
#pragma once

#include <string_view>

namespace sudoku {

/// The book's 9 × 9 example in the line format: the puzzle of Wikipedia's "Sudoku" article
/// (by Tim Stellmach, released into the public domain), 30 givens, one solution.
inline constexpr std::string_view example_puzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The only solution of example_puzzle.
inline constexpr std::string_view example_solution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// A 4 × 4 example with 2 × 2 boxes, small enough to solve by brute force on its reduced problem.
inline constexpr std::string_view small_puzzle = "...13.4..3...42.";

/// The only solution of small_puzzle.
inline constexpr std::string_view small_solution = "4231314223141423";

}  // namespace sudoku
