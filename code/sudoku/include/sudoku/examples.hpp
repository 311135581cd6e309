/// @file
/// The puzzles the chapters use as running examples (chapters 3 onwards).
#pragma once

#include <string_view>

namespace sudoku {

/// The book's 9 × 9 example in the line format: the puzzle of Wikipedia's "Sudoku"
/// article (by Tim Stellmach, released into the public domain), 30 givens, one
/// solution.
inline constexpr std::string_view example_puzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The only solution of example_puzzle.
inline constexpr std::string_view example_solution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// Chapter 4's example: 33 givens, and propagation alone (naked and hidden singles)
/// solves it in three rounds.
inline constexpr std::string_view propagation_example =
    "1.......3..726.48.4..935..6.3.48.2...416.93....6...89.578.4...2...3...7.2.......5";

/// The first puzzle of magictour's "top 1465" list: 18 givens, and propagation is stuck
/// after forcing a single cell, so a search must guess.
inline constexpr std::string_view stuck_example =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

/// A puzzle with no solution although no two givens clash: row 1 needs its 9 in column
/// 9, which already holds a 9.
inline constexpr std::string_view contradiction_example =
    "12345678.........9...............................................................";

/// A 4 × 4 example with 2 × 2 boxes, small enough to solve by brute force on its
/// reduced problem.
inline constexpr std::string_view small_puzzle = "...13.4..3...42.";

/// The only solution of small_puzzle.
inline constexpr std::string_view small_solution = "4231314223141423";

}  // namespace sudoku
