// Exercise 11.2: diagonal_bands(), against the memo's count where it reaches and the
// published count where it does not.
#include <boost/test/unit_test.hpp>

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "ch11/diagonal_bands.hpp"
#include "sudoku/band_count.hpp"
#include "sudoku/wide_count.hpp"

using sudoku::Shape;
using sudoku::to_decimal;

namespace {

// The diagonal table: R values of each type (c, c, ..., c).
sudoku::BandTable diagonal_table(const Shape& tall) {
    std::size_t types = 1;
    for (std::size_t s = 0; s < tall.box_rows(); ++s) types *= tall.box_columns();
    sudoku::BandTable table{std::vector<std::uint8_t>(types, 0)};
    for (std::size_t t = 0; t < types; ++t) {
        bool diagonal = true;
        for (std::size_t s = 1; s < tall.box_rows(); ++s)
            diagonal = diagonal && sudoku::type_column(tall, t, s) ==
                                       sudoku::type_column(tall, t, 0);
        if (diagonal) table.counts[t] = static_cast<std::uint8_t>(tall.box_rows());
    }
    return table;
}

}  // namespace

BOOST_AUTO_TEST_CASE(the_table_a_2_of_the_4x4_example) {
    BOOST_TEST(to_decimal(exercises::diagonal_bands(Shape(2, 2))) == "4");
}

BOOST_AUTO_TEST_CASE(as_many_as_the_memo_counts) {
    // every tall shape whose band has at most 64 slots, 9 x 9 included
    for (const Shape& tall : {Shape(2, 2), Shape(3, 2), Shape(4, 2), Shape(5, 2),
                              Shape(3, 3), Shape(4, 3), Shape(4, 4)})
        BOOST_TEST_CONTEXT(sudoku::to_string(tall)) {
            BOOST_TEST(
                to_decimal(exercises::diagonal_bands(tall)) ==
                std::to_string(sudoku::bands_with_table(tall, diagonal_table(tall))));
        }
}

BOOST_AUTO_TEST_CASE(bands_beyond_the_memo) {
    // 72 and 108 slots: bands_with_table() refuses them. The numbers are the reference
    // answer's, which agree with a published count (code/solutions/ch11/ says which).
    BOOST_CHECK_THROW(
        (void)sudoku::bands_with_table(Shape(6, 2), diagonal_table(Shape(6, 2))),
        std::invalid_argument);
    BOOST_TEST(to_decimal(exercises::diagonal_bands(Shape(6, 2))) ==
               "660727073341440000");
    BOOST_TEST(to_decimal(exercises::diagonal_bands(Shape(6, 3))) ==
               "537072794438077513728000000");
}

BOOST_AUTO_TEST_CASE(a_wide_shape_is_refused) {
    BOOST_CHECK_THROW((void)exercises::diagonal_bands(Shape(2, 3)),
                      std::invalid_argument);
}
