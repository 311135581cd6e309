/// @file
/// A Sudoku grid as a value: a shape and N² cells, 0 for a blank (chapter 3).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "sudoku/candidate.hpp"
#include "sudoku/shape.hpp"

namespace sudoku {

/// A grid of shape N × N: N² cells stored row by row, from the top left.
///
/// A cell holds a value 1 .. N, or 0 when it is blank. The grid only checks that values
/// are in range; whether the givens agree with the rules is for the parser
/// (parse_line()) and the exact-cover problem to decide.
class Grid {
public:
    /// An empty 9 × 9 grid.
    Grid() : Grid(Shape{}) {}

    /// An empty grid of @p shape.
    explicit Grid(const Shape& shape) : shape_(shape), cells_(shape.cell_count(), 0) {}

    /// A grid of @p shape with the given @p cells, row by row (0 = blank).
    /// @throws std::invalid_argument if there are not N² cells or a value exceeds N.
    Grid(const Shape& shape, std::vector<std::uint8_t> cells);

    /// The shape of the grid.
    [[nodiscard]] const Shape& shape() const noexcept { return shape_; }

    /// The value at row @p r, column @p c (both from 0): 1 .. N, or 0 for a blank.
    [[nodiscard]] std::size_t at(std::size_t r, std::size_t c) const {
        return cells_.at(r * shape_.size() + c);
    }

    /// Sets the cell at row @p r, column @p c to @p value (0 clears it).
    /// @throws std::out_of_range if the cell is outside the grid or the value exceeds
    /// N.
    void set(std::size_t r, std::size_t c, std::size_t value);

    /// All cells, row by row.
    [[nodiscard]] std::span<const std::uint8_t> cells() const noexcept {
        return cells_;
    }

    /// The filled cells as candidates (value v + 1 at (r, c)), in row-major order.
    [[nodiscard]] std::vector<Candidate> givens() const;

    /// Grids are equal when shapes and cells are.
    friend bool operator==(const Grid&, const Grid&) = default;

private:
    Shape shape_;
    std::vector<std::uint8_t> cells_;
};

}  // namespace sudoku
