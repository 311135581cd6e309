// Exercise 11.1: top_band_completions(), against a search that lists the completions.
#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <stdexcept>
#include <vector>

#include "ch11/top_band.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/solvers.hpp"

using sudoku::Grid;
using sudoku::Shape;

namespace {

// The top band of a random grid of @p shape, the other rows blank.
Grid random_top_band(const Shape& shape, sudoku::SplitMix64& random) {
    const Grid full = *sudoku::random_grid(shape, random);
    Grid top(shape);
    for (std::size_t r = 0; r < shape.box_rows(); ++r)
        for (std::size_t c = 0; c < shape.size(); ++c) top.set(r, c, full.at(r, c));
    return top;
}

// Dancing Links counts the completions one by one.
std::uint64_t searched(const Grid& top) {
    return sudoku::count_solutions(sudoku::Algorithm::dlx, top).solutions;
}

void expect_as_searched(const Shape& shape, int bands, std::uint64_t seed) {
    sudoku::SplitMix64 random(seed);
    for (int k = 0; k < bands; ++k) BOOST_TEST_CONTEXT("top band " << k) {
            const Grid top = random_top_band(shape, random);
            BOOST_TEST(exercises::top_band_completions(top) == searched(top));
        }
}

}  // namespace

BOOST_AUTO_TEST_CASE(the_4x4_top_bands) { expect_as_searched(Shape(2, 2), 8, 1); }

BOOST_AUTO_TEST_CASE(the_6x6_top_bands) { expect_as_searched(Shape(3, 2), 8, 2); }

BOOST_AUTO_TEST_CASE(the_8x8_top_bands) { expect_as_searched(Shape(4, 2), 2, 3); }

BOOST_AUTO_TEST_CASE(a_10x10_top_band_beyond_a_search) {
    // boxes of 5 rows and 2 columns: the top band's completions number billions
    std::vector<std::uint8_t> cells{1, 8,  7, 3,  2, 9,  4,  6, 5, 10,  //
                                    7, 4,  6, 10, 8, 5,  3,  9, 1, 2,   //
                                    6, 3,  5, 2,  7, 4,  10, 1, 9, 8,   //
                                    5, 10, 9, 1,  6, 3,  2,  8, 7, 4,   //
                                    9, 2,  8, 4,  1, 10, 5,  7, 6, 3};
    cells.resize(100, 0);
    BOOST_TEST(exercises::top_band_completions(Grid(Shape(5, 2), cells)) ==
               1749934080u);
}

BOOST_AUTO_TEST_CASE(shapes_without_two_tall_bands_are_refused) {
    // 9 x 9 has three bands; 6 x 6 with 2 x 3 boxes has three bands of two rows
    BOOST_CHECK_THROW((void)exercises::top_band_completions(Grid(Shape(3, 3))),
                      std::invalid_argument);
    BOOST_CHECK_THROW((void)exercises::top_band_completions(Grid(Shape(2, 3))),
                      std::invalid_argument);
}
