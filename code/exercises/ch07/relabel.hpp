// Exercise 7.2 (chapter 7): the relabelling behind `count-grids --fix-first-row`.
#pragma once

#include "sudoku/grid.hpp"

namespace exercises {

/// The grid that relabelling the values of the complete grid @p grid makes, when the
/// labels are chosen so that the first row reads 1, 2, …, N: the value in column c of
/// the first row becomes c + 1 everywhere it occurs. The result is again a complete
/// grid, and it is the only relabelling of @p grid with that first row.
sudoku::Grid relabel_first_row(const sudoku::Grid& grid);

}  // namespace exercises
