/// @file
/// Entering a puzzle's givens into the exact-cover matrix, two ways (chapter 3).
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "exact_cover/problem.hpp"
#include "sudoku/grid.hpp"

namespace sudoku {

/// An exact-cover problem cut down from the full matrix of a shape, and the way back.
///
/// Option o of `problem` is the candidate in row `rows[o]` of the full matrix (its row
/// index, see candidate_at()), so a solution of the reduced problem maps back to a
/// grid.
struct ReducedProblem {
    /// The options and items that remain, names kept from the full matrix.
    exact_cover::Problem problem;
    /// rows[o]: the full-matrix row (row index) of option o.
    std::vector<std::size_t> rows;
};

/// Enters the givens by deleting rows: every candidate that shares a constraint with a
/// given (a competitor) is removed; the givens' own rows and all 4N² columns stay. An
/// exact cover of the result is a whole solved grid, givens included.
/// @throws std::invalid_argument if two givens share a constraint (the puzzle
/// contradicts itself).
[[nodiscard]] ReducedProblem delete_competitors(const Grid& puzzle);

/// Enters the givens by pre-covering: the columns each given satisfies are removed, and
/// with them every row that meets one of them, the givens' rows included. An exact
/// cover of the result is the set of moves that complete the grid.
/// @throws std::invalid_argument if two givens share a constraint.
[[nodiscard]] ReducedProblem precover_givens(const Grid& puzzle);

/// The grid that @p solution (options of @p reduced) makes of @p puzzle: each chosen
/// option's candidate is written into its cell; givens stay as they are.
/// @throws std::invalid_argument if an option of @p solution is not in @p reduced.
[[nodiscard]] Grid apply_solution(const Grid& puzzle, const ReducedProblem& reduced,
                                  std::span<const exact_cover::Option> solution);

}  // namespace sudoku
