// Exercise 9.1 (chapter 9): Latin squares as exact cover.
#pragma once

#include <cstddef>

#include "exact_cover/problem.hpp"

namespace exercises {

/// The exact-cover problem of the n × n Latin squares (every row and every column holds
/// each of 1 .. n once; no boxes): a Sudoku without its box family. Items: the cells
/// r·n + c, then the (row, value) pairs n² + r·n + v, then the (column, value) pairs
/// 2n² + c·n + v, all primary, from 0. Options: (r·n + c)·n + v, the candidate (r, c,
/// v), with its three items.
exact_cover::Problem latin_square_problem(std::size_t n);

}  // namespace exercises
