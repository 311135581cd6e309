// Exercise 3 of "Going faster: bands and triads": stack_word().
#include <boost/test/unit_test.hpp>

#include <array>
#include <bit>
#include <cstdint>
#include <random>
#include <stdexcept>

#include "faster_bands/stack_word.hpp"
#include "sudoku/band_layout.hpp"

using Bands = std::array<std::uint32_t, 3>;

namespace {

namespace layout = sudoku::band_layout;

// The band words with one cell: grid row @p row, grid column @p column.
Bands cell(int row, int column) {
    Bands bands{};
    bands[static_cast<std::size_t>(row / 3)] = 1u << layout::cell(row % 3, column);
    return bands;
}

// The definition, cell by cell.
std::uint32_t by_definition(const Bands& bands, int t) {
    std::uint32_t word = 0;
    for (int row = 0; row < 9; ++row)
        for (int i = 0; i < 3; ++i) {
            const int column = 3 * t + i;
            if (bands[static_cast<std::size_t>(row / 3)] >>
                    layout::cell(row % 3, column) &
                1)
                word |= 1u << layout::cell(i, row);  // "row" i: column 3t + i
        }
    return word;
}

std::uint32_t word(std::mt19937& random) {
    return static_cast<std::uint32_t>(random());
}

}  // namespace

BOOST_AUTO_TEST_CASE(each_cell_goes_to_its_place_in_its_stack_only) {
    for (int row = 0; row < 9; ++row)
        for (int column = 0; column < 9; ++column)
            for (int t = 0; t < 3; ++t) {
                const std::uint32_t expected =
                    column / 3 == t ? 1u << layout::cell(column % 3, row) : 0;
                BOOST_TEST_INFO("row " << row << ", column " << column << ", stack "
                                       << t);
                BOOST_TEST(exercises::stack_word(cell(row, column), t) == expected);
            }
}

BOOST_AUTO_TEST_CASE(a_solved_grid_has_one_cell_per_column_and_box_of_each_stack) {
    // the solved grid (3r + r / 3 + c) % 9 + 1, value by value: the stack words have
    // one cell in each "row" (a column of the stack) and each "box" (a box of the
    // stack)
    for (int v = 0; v < 9; ++v) {
        Bands bands{};
        for (int row = 0; row < 9; ++row)
            for (int column = 0; column < 9; ++column)
                if ((3 * row + row / 3 + column) % 9 == v)
                    bands[static_cast<std::size_t>(row / 3)] |=
                        1u << layout::cell(row % 3, column);
        for (int t = 0; t < 3; ++t) {
            const std::uint32_t word = exercises::stack_word(bands, t);
            BOOST_TEST_INFO("value " << v + 1 << ", stack " << t << ", word " << word);
            BOOST_TEST(word == by_definition(bands, t));
            for (int i = 0; i < 3; ++i)
                BOOST_TEST(std::popcount(word & layout::row_cells(i)) == 1);
            for (int k = 0; k < 3; ++k)
                BOOST_TEST(std::popcount(word & layout::box_cells(k)) == 1);
        }
    }
}

BOOST_AUTO_TEST_CASE(random_words_and_the_bits_above_the_bands) {
    std::mt19937 random(38);
    for (int i = 0; i < 20000; ++i) {
        const Bands bands{word(random), word(random) & word(random),
                          word(random) | word(random)};
        const int t = i % 3;
        BOOST_TEST_INFO("bands " << bands[0] << ", " << bands[1] << ", " << bands[2]
                                 << ", stack " << t);
        BOOST_TEST(exercises::stack_word(bands, t) == by_definition(bands, t));
    }
}

BOOST_AUTO_TEST_CASE(a_stack_outside_zero_to_two_is_refused) {
    const Bands bands{1, 2, 3};
    BOOST_CHECK_THROW(exercises::stack_word(bands, -1), std::out_of_range);
    BOOST_CHECK_THROW(exercises::stack_word(bands, 3), std::out_of_range);
}
