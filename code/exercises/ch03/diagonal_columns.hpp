// Exercise 3.1 (chapter 3): Sudoku X, whose two main diagonals also hold every value
// once.
#pragma once

#include <cstddef>
#include <vector>

#include "sudoku/candidate.hpp"
#include "sudoku/shape.hpp"

namespace exercises {

/// The extra columns of @p candidate in the matrix of Sudoku X, ascending.
///
/// Sudoku X adds two constraint families after the usual four: the main diagonal
/// (r = c) holds value v once, column 4N² + v; the anti-diagonal (r + c = N − 1) holds
/// v once, column 4N² + N + v. A candidate off both diagonals has none, one on a single
/// diagonal has one, and the centre of an odd grid has both.
std::vector<std::size_t> diagonal_columns(const sudoku::Shape& shape,
                                          const sudoku::Candidate& candidate);

}  // namespace exercises
