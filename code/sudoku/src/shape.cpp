#include "sudoku/shape.hpp"

#include <stdexcept>

namespace sudoku {

Shape::Shape(std::size_t box_rows, std::size_t box_columns)
    : box_rows_(box_rows), box_columns_(box_columns) {
    if (box_rows == 0 || box_columns == 0)
        throw std::invalid_argument(
            "a box needs at least one row and one column, not " +
            std::to_string(box_rows) + "x" + std::to_string(box_columns));
    if (box_rows > max_size || box_columns > max_size ||
        box_rows * box_columns > max_size)
        throw std::invalid_argument(
            "boxes of " + std::to_string(box_rows) + "x" + std::to_string(box_columns) +
            " cells make N larger than " + std::to_string(max_size));
}

// [start:for_size]
Shape Shape::for_size(std::size_t n) {
    if (n == 0 || n > max_size)
        throw std::invalid_argument("a Sudoku size must be 1 .. " +
                                    std::to_string(max_size) + ", not " +
                                    std::to_string(n));
    std::size_t r = 1;
    for (std::size_t d = 1; d * d <= n; ++d)
        if (n % d == 0) r = d;  // the last divisor not above the square root
    return Shape(r, n / r);
}
// [end:for_size]

std::string to_string(const Shape& shape) {
    return std::to_string(shape.box_rows()) + "x" + std::to_string(shape.box_columns());
}

std::size_t size_for_cells(std::size_t cells) noexcept {
    std::size_t n = 0;
    while ((n + 1) * (n + 1) <= cells) ++n;
    return n * n == cells ? n : 0;
}

}  // namespace sudoku
