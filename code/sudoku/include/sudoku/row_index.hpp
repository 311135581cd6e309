/// @file
/// The row index: numbering the N³ candidates 0 .. N³−1 and back (chapter 2).
#pragma once

#include <cstddef>

#include "sudoku/candidate.hpp"
#include "sudoku/shape.hpp"

namespace sudoku {

/// The row of @p candidate in the exact-cover matrix: (r·N + c)·N + v.
///
/// Read (r, c, v) as a three-digit number in base N, an odometer whose last wheel v
/// turns fastest: the N values of a cell are consecutive rows, the cells of a row
/// come one after another, and the rows of the grid last.
/// @throws std::out_of_range if r, c or v is not below N.
[[nodiscard]] std::size_t row_index(const Shape& shape, const Candidate& candidate);

/// The candidate in row @p index, the inverse of row_index(): v = index mod N,
/// c = (index / N) mod N, r = index / N².
/// @throws std::out_of_range if @p index is not below N³.
[[nodiscard]] Candidate candidate_at(const Shape& shape, std::size_t index);

}  // namespace sudoku
