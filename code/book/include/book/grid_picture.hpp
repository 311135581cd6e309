/// @file
/// A grid drawn in text, with lines between the boxes, for the chapters' program
/// outputs.
#pragma once

#include <string>

#include "sudoku/grid.hpp"

namespace book {

/// @p grid drawn as text, one line per grid row, a dot for a blank, a bar between box
/// columns and a rule of dashes between bands of boxes. Values above 9 are written A,
/// B, ... as in the line format, so every cell is one character wide.
[[nodiscard]] std::string grid_picture(const sudoku::Grid& grid);

}  // namespace book
