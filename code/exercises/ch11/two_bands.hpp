// Exercise 11.1 (chapter 11): every grid of a two-band shape, from its band tables.
#pragma once

#include "sudoku/shape.hpp"
#include "sudoku/wide_count.hpp"

namespace exercises {

/// Every complete grid of the tall shape @p tall (box_rows() ≥ box_columns() = 2), so
/// two bands: Σ over the band tables T of labellings(T) · n(T)². Why the square: a
/// grid is a top band plus a second band whose column sets are the complements of the
/// top's, and those complements have the top's table with each stack's two columns
/// swapped, a symmetry that keeps n; so each of the labellings(T) column-set
/// assignments of the top gives n(T) top bands, each completed by any of n(T) second
/// bands. 288 for 2×2, 28,200,960 for 3×2 (6 × 6), 29,136,487,207,403,520 for 4×2.
[[nodiscard]] sudoku::WideCount grids_from_two_bands(const sudoku::Shape& tall);

}  // namespace exercises
