// Exercise 3 of "Going faster: bands and triads", reference solution.
#include "faster_bands/stack_word.hpp"

#include <stdexcept>
#include <string>

#include "sudoku/band_layout.hpp"

namespace exercises {

using sudoku::band_layout::cell;  // bit 9r + c: row r, column c of a band's word

std::uint32_t stack_word(const std::array<std::uint32_t, 3>& bands, int t) {
    if (t < 0 || t > 2)
        throw std::out_of_range("stack_word: the stack must be 0, 1 or 2, not " +
                                std::to_string(t));
    std::uint32_t word = 0;
    for (int b = 0; b < 3; ++b)
        for (int r = 0; r < 3; ++r) {
            const std::uint32_t row = bands[b] >> cell(r, 3 * t) & 7;  // 3 columns
            const int j = 3 * b + r;                                   // grid row
            // column 3t + i of grid row j goes to "row" i, "column" j of the answer
            for (int i = 0; i < 3; ++i) word |= (row >> i & 1) << cell(i, j);
        }
    return word;
}

}  // namespace exercises
