/// @file
/// Sudoku variants as exact cover: both main diagonals (X-Sudoku), irregular regions in
/// place of the boxes (jigsaw Sudoku), and pairs of cells that must hold the same
/// value, stated with colours (chapter 9).
#pragma once

#include <cstddef>
#include <span>
#include <utility>
#include <vector>

#include "exact_cover/problem.hpp"
#include "sudoku/shape.hpp"

namespace sudoku {

/// X-Sudoku: chapter 3's matrix plus 2N primary items, `d1v1` .. `d1vN` for the main
/// diagonal (r = c) and `d2v1` .. `d2vN` for the anti-diagonal (r + c = N − 1): each
/// diagonal holds N cells, so each value exactly once. A candidate on a diagonal gets
/// that diagonal's item for its value (the centre of an odd grid gets both). Option k
/// is still the candidate of row index k, so givens are entered with row_index().
[[nodiscard]] exact_cover::Problem diagonal_problem(const Shape& shape);

/// A region map for a jigsaw Sudoku of @p shape: regions[r·N + c] is the region, from 0
/// to N − 1, of cell (r, c); every region must have N cells.
/// @throws std::invalid_argument (naming the region) if the map has the wrong size,
///         a region number is not below N, or a region does not have N cells.
void check_regions(const Shape& shape, std::span<const std::size_t> regions);

/// Jigsaw Sudoku: chapter 3's matrix with the box family replaced by a region family,
/// items `g0v1` .. (region g, value v): the rows, columns and regions each hold every
/// value once. Options in row-index order, as diagonal_problem(). Boxes do not matter
/// then, only N.
/// @throws std::invalid_argument as check_regions().
[[nodiscard]] exact_cover::Problem region_problem(const Shape& shape,
                                                  std::span<const std::size_t> regions);

/// The region map of a 9 × 9 jigsaw: the 3 × 3 boxes with eight cells passed round the
/// outer ring of boxes (each outer box gives one corner cell to its neighbour), so
/// every region is still connected but none is a box except the centre.
[[nodiscard]] std::vector<std::size_t> ring_regions();

/// Two cells, (r, c) each, that must hold the same value.
using CellPair =
    std::pair<std::pair<std::size_t, std::size_t>, std::pair<std::size_t, std::size_t>>;

/// Sudoku with equal pairs, stated with colours: chapter 3's matrix plus one secondary
/// item `e1`, `e2`, ... per pair of @p pairs, which every candidate in either cell of
/// the pair carries coloured by its value (colours `1` to `N`). Each cell takes one
/// candidate, so the two candidates of a pair share the item, and Algorithm C lets them
/// only if they give it the same colour: the same value. Options in row-index order, as
/// diagonal_problem().
/// @throws std::invalid_argument if a cell is outside the grid or a pair is one cell.
[[nodiscard]] exact_cover::Problem equal_cells_problem(const Shape& shape,
                                                       std::span<const CellPair> pairs);

}  // namespace sudoku
