// Exercise 11.1 (chapter 11): the grids under one given top band of a two-band shape.
#pragma once

#include <cstdint>

#include "sudoku/grid.hpp"

namespace exercises {

/// The number of complete grids whose top band (the first R rows) is the top band of
/// @p grid, for a tall shape with two bands (box_columns() == 2 <= box_rows() == R):
/// the second bands that fit under it. The top band is filled; the other rows are not
/// read. Counted from the top band's band table with sudoku::bands_with_table(), not by
/// a search: with 5 × 2 boxes (10 × 10) a top band has billions of completions.
/// @throws std::invalid_argument if the shape is not tall with two bands.
[[nodiscard]] std::uint64_t top_band_completions(const sudoku::Grid& grid);

}  // namespace exercises
