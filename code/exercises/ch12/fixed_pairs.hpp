// Exercise 12.1 (chapter 12): the grids a move fixes, with every relabelling counted.
#pragma once

#include <cstdint>
#include <span>

#include "sudoku/shape.hpp"

namespace exercises {

/// The pairs (π, g) of a relabelling π and a complete grid g of @p shape, any first
/// row, with g(move(p)) = π(g(p)) for every cell p: Σ over all N! relabellings π of
/// the grids fixed with π. Counted with one exact-cover problem per cycle type of π
/// (sudoku::fixed_grid_problem()), each count weighed by the number of relabellings of
/// that type; not with sudoku::count_fixed_grids(), which counts one grid per family.
/// For every move it is N! times what sudoku::count_fixed_grids() finds.
[[nodiscard]] std::uint64_t fixed_pairs(const sudoku::Shape& shape,
                                        std::span<const std::uint16_t> move);

}  // namespace exercises
