// Exercise 11.1, a reference answer: top_band_completions(). The second band's column
// sets are forced: in each stack, every value stands in the column the top band did not
// give it, so the second band's table is the top band's with the two columns of every
// stack swapped. That swap maps bands to bands one to one, so both tables have the same
// n, and the completions are n of the top band's own table.
#include <cstddef>
#include <stdexcept>
#include <vector>

#include "ch11/top_band.hpp"
#include "sudoku/band_count.hpp"

namespace exercises {

std::uint64_t top_band_completions(const sudoku::Grid& grid) {
    const sudoku::Shape& tall = grid.shape();
    const std::size_t R = tall.box_rows(), C = tall.box_columns(), N = tall.size();
    if (C != 2 || R < C)
        throw std::invalid_argument("top_band_completions: " + sudoku::to_string(tall) +
                                    " is not tall with two bands");
    // type[v]: the columns of value v in the R stacks, as the digits of a number in
    // base C (column c of stack s is column s * C + c of the grid)
    std::vector<std::size_t> type(N + 1, 0);
    std::size_t digit = 1;  // C^s
    for (std::size_t s = 0; s < R; ++s, digit *= C)
        for (std::size_t r = 0; r < R; ++r)
            for (std::size_t c = 0; c < C; ++c)
                type[grid.at(r, s * C + c)] += c * digit;
    sudoku::BandTable table{std::vector<std::uint8_t>(digit, 0)};  // C^R types
    for (std::size_t v = 1; v <= N; ++v) ++table.counts[type[v]];
    return sudoku::bands_with_table(tall, table);
}

}  // namespace exercises
