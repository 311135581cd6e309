// Exercise 11.1: grids_from_two_bands().
#define BOOST_TEST_MODULE exercise_11_1_two_bands
#include <boost/test/unit_test.hpp>

#include <string>

#include "ch11/two_bands.hpp"
#include "sudoku/grid_count.hpp"
#include "sudoku/wide_count.hpp"

using sudoku::Shape;
using sudoku::to_decimal;

BOOST_AUTO_TEST_CASE(the_4x4_grids) {
    const std::string grids = to_decimal(exercises::grids_from_two_bands(Shape(2, 2)));
    BOOST_TEST(grids != "96",
               "96 is Σ labellings·n, every band; a grid is a top "
               "band and one of n second bands: Σ labellings·n²");
    BOOST_TEST(grids == "288");
}

BOOST_AUTO_TEST_CASE(the_6x6_grids_agree_with_chapter_7s_listing) {
    const std::string grids = to_decimal(exercises::grids_from_two_bands(Shape(3, 2)));
    BOOST_TEST(grids != "460800",
               "460,800 is Σ labellings·n, every band; a grid is "
               "a top band and one of n second bands");
    BOOST_TEST(grids == "28200960");
    // the same count by listing every grid, with 3x2 boxes and with their transpose
    BOOST_TEST(grids == std::to_string(sudoku::count_grids(Shape(3, 2), true).grids()));
    BOOST_TEST(grids == std::to_string(sudoku::count_grids(Shape(2, 3), true).grids()));
}

BOOST_AUTO_TEST_CASE(the_8x8_grids_need_more_than_64_bits_on_the_way) {
    BOOST_TEST(to_decimal(exercises::grids_from_two_bands(Shape(4, 2))) ==
               "29136487207403520");
}
