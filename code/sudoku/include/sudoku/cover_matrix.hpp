/// @file
/// The exact-cover matrix of a Sudoku shape, built row by row and column by column
/// (chapter 3).
#pragma once

#include "exact_cover/problem.hpp"
#include "sudoku/shape.hpp"

namespace sudoku {

/// The empty problem for @p shape: its 4N² named items (see column_name()), in column
/// order, and no options yet.
[[nodiscard]] exact_cover::Problem constraint_items(const Shape& shape);

/// The exact-cover problem of an empty grid, built row by row: for each candidate in
/// row-index order, the option made of its four constraint columns
/// (constraint_columns()), named like `r1c1n1` (candidate_name()). N³ options over 4N²
/// items, 4N³ entries.
[[nodiscard]] exact_cover::Problem cover_matrix_by_rows(const Shape& shape);

/// The same problem built column by column: for each constraint, the N candidates that
/// satisfy it (satisfying_candidates()) are found through the row index and the column
/// is written into their rows. It must equal cover_matrix_by_rows(), which the tests
/// check.
[[nodiscard]] exact_cover::Problem cover_matrix_by_columns(const Shape& shape);

}  // namespace sudoku
