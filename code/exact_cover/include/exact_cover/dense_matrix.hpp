/// @file
/// A small dense 0/1 matrix, the picture of an exact-cover problem (chapter 1).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "exact_cover/problem.hpp"

namespace exact_cover {

/// A dense 0/1 matrix stored row by row.
///
/// The indicator matrix of a problem has one row per option and one column per
/// item. Dense storage costs rows × columns bytes, fine for the small examples and
/// pictures the book draws; the solvers use Problem's sparse lists instead.
class DenseMatrix {
public:
    /// A rows × columns matrix of zeros.
    DenseMatrix(std::size_t rows, std::size_t columns)
        : rows_(rows), columns_(columns), cells_(rows * columns, 0) {}

    /// The number of rows.
    [[nodiscard]] std::size_t rows() const noexcept { return rows_; }
    /// The number of columns.
    [[nodiscard]] std::size_t columns() const noexcept { return columns_; }

    /// The entry at (@p row, @p column), 0 or 1.
    [[nodiscard]] std::uint8_t at(std::size_t row, std::size_t column) const {
        return cells_[row * columns_ + column];
    }
    /// Sets the entry at (@p row, @p column) to @p value (0 or 1).
    void set(std::size_t row, std::size_t column, std::uint8_t value = 1) {
        cells_[row * columns_ + column] = value;
    }

    /// The number of ones in each column: how many options contain each item.
    [[nodiscard]] std::vector<std::size_t> column_sums() const;

    /// Equal when the shapes and every entry agree.
    friend bool operator==(const DenseMatrix&, const DenseMatrix&) = default;

private:
    std::size_t rows_;
    std::size_t columns_;
    std::vector<std::uint8_t> cells_;
};

/// The indicator matrix of @p problem: entry (o, i) is 1 when option o contains item i.
[[nodiscard]] DenseMatrix indicator_matrix(const Problem& problem);

}  // namespace exact_cover
