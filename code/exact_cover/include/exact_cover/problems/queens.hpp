/// @file
/// The N-queens problem as exact cover with secondary items (chapters 6 and 9).
#pragma once

#include <cstddef>

#include "exact_cover/problem.hpp"

namespace exact_cover {

/// N queens on an N×N board, none attacking another, as an exact-cover problem.
///
/// Every row and every column holds exactly one queen: the 2N primary items `r1 .. rN`
/// and `c1 .. cN`. Every diagonal holds at most one: the 4N − 2 secondary items
/// `a2 .. a2N` (the diagonals on which row + column is constant) and `b1 .. b2N−1`
/// (row − column + N constant). Placing a queen on row r, column c (from 1) is the
/// option {r_r, c_c, a_{r+c}, b_{r−c+N}}, named like `q3.5` (row 3, column 5); it is
/// option (r − 1)·N + (c − 1). The counts of solutions for N = 1, 2, ... are 1, 0, 0,
/// 2, 10, 4, 40, 92, 352, 724.
[[nodiscard]] Problem queens_problem(std::size_t n);

}  // namespace exact_cover
