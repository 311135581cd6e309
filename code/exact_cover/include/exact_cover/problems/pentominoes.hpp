/// @file
/// Polyomino tiling problems: covering a rectangle with given pieces, each used once
/// (chapters 6 and 9).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "exact_cover/problem.hpp"

namespace exact_cover {

/// A square of a board or of a piece: row and column, from 0.
struct Cell {
    int row = 0;     ///< the row, from 0, growing downwards
    int column = 0;  ///< the column, from 0, growing to the right
    /// Cells compare by row, then column.
    friend auto operator<=>(const Cell&, const Cell&) = default;
};

/// A polyomino: a name (a single letter for the pentominoes) and its cells in one
/// orientation.
struct Polyomino {
    std::string name;         ///< the piece's item name in a tiling problem
    std::vector<Cell> cells;  ///< its squares, in any position and orientation
};

/// The twelve pentominoes with their usual letters F, I, L, N, P, T, U, V, W, X, Y, Z.
[[nodiscard]] std::vector<Polyomino> pentominoes();

/// The distinct orientations of a piece: its images under the four rotations and four
/// reflections of the square, each shifted so that its smallest row and column are 0
/// and its cells sorted, duplicates removed (1 for X, 2 for I, 4 for T, U, V, W and Z,
/// 8 for F, L, N, P and Y).
[[nodiscard]] std::vector<std::vector<Cell>> orientations(
    const std::vector<Cell>& cells);

/// Tiling a @p width × @p height rectangle with @p pieces, each used exactly once.
///
/// Items: the pieces' names (primary), then the cells `r0c0`, `r0c1`, ... in row-major
/// order (primary). Options: for each piece, each orientation (in the order
/// orientations() gives) and each position of it inside the rectangle (row-major by its
/// top-left corner), the piece's name and the cells it covers. No symmetry is removed,
/// so every tiling is found once for each symmetry of the rectangle: 6×10 has 2339
/// tilings up to symmetry, found 4 × 2339 = 9356 times; 5×12, 4×15 and 3×20 have 1010,
/// 368 and 2.
/// @throws std::invalid_argument if a size is not positive or a piece has no cells.
[[nodiscard]] Problem tiling_problem(const std::vector<Polyomino>& pieces, int width,
                                     int height);

/// The twelve pentominoes in a @p width × @p height rectangle: tiling_problem() of
/// pentominoes(). Only rectangles of 60 cells (6×10, 5×12, 4×15, 3×20) have solutions.
[[nodiscard]] Problem pentomino_problem(int width, int height);

}  // namespace exact_cover
