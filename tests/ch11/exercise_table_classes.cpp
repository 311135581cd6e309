// Exercise 11.2: table_classes().
#define BOOST_TEST_MODULE exercise_11_2_table_classes
#include <boost/test/unit_test.hpp>

#include <atomic>

#include "ch11/table_classes.hpp"
#include "exact_cover/search.hpp"
#include "sudoku/band_count.hpp"

using sudoku::Shape;

namespace {

// The classes count_grids_by_bands() finds by listing them. It lists them all before it
// counts anything else, and says so as its stage "tables" ends: the interrupt raised
// then stops it there, with its classes and without the 9x9 count (seconds in Debug).
std::size_t listed_classes(const Shape& tall) {
    std::atomic<bool> stop{false};
    exact_cover::Limits limits;
    limits.interrupt = &stop;
    const sudoku::BandCount listed = sudoku::count_grids_by_bands(
        tall, limits, 1, [&](const sudoku::BandCountProgress& step) {
            if (step.stage == "tables") stop = true;
        });
    return listed.classes.size();
}

}  // namespace

BOOST_AUTO_TEST_CASE(the_2x2_tables_fall_in_two_classes) {
    BOOST_TEST(exercises::table_classes(Shape(2, 2)) == 2u);
    BOOST_TEST(exercises::table_classes(Shape(2, 2)) == listed_classes(Shape(2, 2)));
}

BOOST_AUTO_TEST_CASE(the_3x2_and_4x2_tables) {
    BOOST_TEST(exercises::table_classes(Shape(3, 2)) == 4u);
    BOOST_TEST(exercises::table_classes(Shape(3, 2)) == listed_classes(Shape(3, 2)));
    BOOST_TEST(exercises::table_classes(Shape(4, 2)) == 26u);
    BOOST_TEST(exercises::table_classes(Shape(4, 2)) == listed_classes(Shape(4, 2)));
}

BOOST_AUTO_TEST_CASE(the_9x9_tables_fall_in_44_classes) {
    const std::size_t classes = exercises::table_classes(Shape(3, 3));
    BOOST_TEST(classes == 44u);
    BOOST_TEST(classes == listed_classes(Shape(3, 3)));
}
