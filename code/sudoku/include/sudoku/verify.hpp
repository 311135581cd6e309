/// @file
/// An independent check of a solved grid against the rules and the puzzle (chapter 5).
#pragma once

#include <string>

#include "sudoku/grid.hpp"

namespace sudoku {

/// The verdict on a proposed solution: `ok()` or the first thing wrong, in words.
struct SolutionCheck {
    bool valid = false;  ///< True when the grid solves the puzzle.
    /// Empty when valid, else what is wrong ("row 3 holds 5 twice").
    std::string reason;

    /// True when the grid solves the puzzle.
    [[nodiscard]] bool ok() const noexcept { return valid; }
};

/// Checks @p solution against the rules of Sudoku and against @p puzzle: same shape,
/// every cell filled, every row, column and box a permutation of 1 .. N, and every
/// given kept.
///
/// It shares no code with the solvers or the exact-cover matrix (it computes boxes
/// itself), so a solver cannot vouch for its own answers. Rows, columns and boxes in
/// the reason count from 1, as people do.
[[nodiscard]] SolutionCheck check_solution(const Grid& puzzle, const Grid& solution);

}  // namespace sudoku
