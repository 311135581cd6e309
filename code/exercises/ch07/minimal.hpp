// Exercise 7.1 (chapter 7): is a puzzle proper and minimal?
#pragma once

#include "sudoku/grid.hpp"

namespace exercises {

/// True when @p puzzle has exactly one solution and every given is needed for that:
/// emptying any one given cell leaves a puzzle with two or more solutions. What `sudoku
/// generate` promises of every puzzle it prints.
bool is_minimal(const sudoku::Grid& puzzle);

}  // namespace exercises
