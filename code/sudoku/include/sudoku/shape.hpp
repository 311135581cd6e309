/// @file
/// The shape of a Sudoku: its size N and the R × C boxes (chapters 2 and 3).
#pragma once

#include <cstddef>
#include <string>

namespace sudoku {

/// The largest N the library accepts: 64 gives 262,144 candidates and 16,384
/// constraints, still a matrix a laptop builds in a blink. The line format stops
/// earlier, at 35.
inline constexpr std::size_t max_size = 64;

/// The shape of an N × N Sudoku whose boxes have R rows and C columns, N = R·C.
///
/// The grid then has C bands of boxes stacked vertically and R stacks side by side,
/// N boxes in all. A shape is always valid: the constructor rejects anything else.
/// R = 1 is allowed (boxes are whole rows, so the box rule repeats the row rule).
class Shape {
public:
    /// The classic 9 × 9 shape with 3 × 3 boxes.
    Shape() : Shape(3, 3) {}

    /// A shape with boxes of @p box_rows × @p box_columns cells, so N = box_rows ·
    /// box_columns.
    /// @throws std::invalid_argument if a side is 0 or N exceeds max_size.
    Shape(std::size_t box_rows, std::size_t box_columns);

    /// The default shape for size @p n: R is the largest divisor of n not above √n,
    /// C = n / R, so 4 → 2×2, 6 → 2×3, 9 → 3×3, 12 → 3×4, and a prime p → 1×p.
    /// @throws std::invalid_argument if n is 0 or exceeds max_size.
    [[nodiscard]] static Shape for_size(std::size_t n);

    /// N: the number of rows, of columns, of boxes and of values.
    [[nodiscard]] std::size_t size() const noexcept { return box_rows_ * box_columns_; }
    /// R: the number of rows of a box.
    [[nodiscard]] std::size_t box_rows() const noexcept { return box_rows_; }
    /// C: the number of columns of a box.
    [[nodiscard]] std::size_t box_columns() const noexcept { return box_columns_; }
    /// N²: the number of cells.
    [[nodiscard]] std::size_t cell_count() const noexcept { return size() * size(); }
    /// N³: the number of candidates, the rows of the exact-cover matrix.
    [[nodiscard]] std::size_t candidate_count() const noexcept {
        return cell_count() * size();
    }
    /// 4N²: the number of constraints, the columns of the exact-cover matrix.
    [[nodiscard]] std::size_t constraint_count() const noexcept {
        return 4 * cell_count();
    }

    /// Two shapes are equal when their boxes are: 2×3 and 3×2 differ.
    friend bool operator==(const Shape&, const Shape&) = default;

private:
    std::size_t box_rows_;
    std::size_t box_columns_;
};

/// The shape written as `RxC`, for example `3x3` or `2x3`.
[[nodiscard]] std::string to_string(const Shape& shape);

/// The size N of a grid of @p cells = N² cells, or 0 when @p cells is not a square: how
/// the readers tell a grid's size from its number of entries.
[[nodiscard]] std::size_t size_for_cells(std::size_t cells) noexcept;

}  // namespace sudoku
