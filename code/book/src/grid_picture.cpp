#include "book/grid_picture.hpp"

#include "sudoku/line_format.hpp"

namespace book {

using sudoku::Grid;
using sudoku::Shape;
using sudoku::symbol_of;

std::string grid_picture(const Grid& grid) {
    const Shape& s = grid.shape();
    const std::size_t n = s.size();
    // A box is C cells "x x x" wide (2C - 1 characters); boxes are joined by " | ", and
    // the rule between bands puts a "+" under each "|".
    const std::string box_width(2 * s.box_columns() - 1, '-');
    std::string rule = box_width;
    for (std::size_t stack = 1; stack < n / s.box_columns(); ++stack)
        rule += "-+-" + box_width;
    std::string text;
    for (std::size_t r = 0; r < n; ++r) {
        if (r > 0 && r % s.box_rows() == 0) text += rule + '\n';
        for (std::size_t c = 0; c < n; ++c) {
            if (c > 0) text += (c % s.box_columns() == 0) ? " | " : " ";
            text += symbol_of(grid.at(r, c));
        }
        text += '\n';
    }
    return text;
}

}  // namespace book
