// Exercise 11.2 (chapter 11): how many bands have the diagonal table, predicted.
#pragma once

#include "sudoku/shape.hpp"
#include "sudoku/wide_count.hpp"

namespace exercises {

/// n(T) for the *diagonal* table of the tall shape @p tall (box_rows() = R >=
/// box_columns() = C): the table in which every value stands in the same column c of
/// every stack, type (c, c, ..., c), R values for each c (the table a = 2 of the
/// chapter's 4 × 4 example). Computed without sudoku::bands_with_table(), whose memo
/// holds at most 64 slots, and fast enough for R up to 6: 6 × 2 and 6 × 3 boxes (72
/// and 108 slots) are counted too.
/// @throws std::invalid_argument if @p tall is not tall.
[[nodiscard]] sudoku::WideCount diagonal_bands(const sudoku::Shape& tall);

}  // namespace exercises
