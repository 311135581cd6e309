// Exercise 12.1: fixed_pairs(), every relabelling counted, against the library's count
// of one grid per family times N!.
#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <vector>

#include "ch12/fixed_pairs.hpp"
#include "sudoku/fixed_grids.hpp"

using sudoku::Shape;

namespace {

std::uint64_t factorial(std::size_t n) {
    std::uint64_t f = 1;
    for (std::size_t k = 2; k <= n; ++k) f *= k;
    return f;
}

// Every class of the shape but the identity's, up to `most` of them that fix a grid
// and as many that fix none.
void expect_n_factorial_times_the_families(const Shape& shape, std::size_t most) {
    const sudoku::MoveClasses g = sudoku::conjugacy_classes(shape);
    std::size_t fixing = 0, not_fixing = 0;
    for (std::size_t i = 1; i < g.classes.size(); ++i) {
        const sudoku::CellImage& move = g.classes[i].representative;
        const std::uint64_t families = sudoku::count_fixed_grids(shape, move).solutions;
        std::size_t& seen = families != 0 ? fixing : not_fixing;
        if (seen == most) continue;
        ++seen;
        BOOST_TEST(
            exercises::fixed_pairs(shape, move) == factorial(shape.size()) * families,
            to_string(shape) << " class " << i + 1 << " of order "
                             << g.classes[i].order);
    }
}

}  // namespace

BOOST_AUTO_TEST_CASE(four_by_four_every_class) {
    expect_n_factorial_times_the_families(Shape(2, 2), 20);
}

BOOST_AUTO_TEST_CASE(six_by_six_a_dozen_classes_each_way) {
    expect_n_factorial_times_the_families(Shape(2, 3), 12);
    expect_n_factorial_times_the_families(Shape(3, 2), 12);
}

BOOST_AUTO_TEST_CASE(the_identity_fixes_every_grid_with_the_identity_alone) {
    // with every relabelling counted, the identity's pairs are the 288 grids of 4 x 4
    std::vector<std::uint16_t> identity(16);
    for (std::uint16_t i = 0; i < 16; ++i) identity[i] = i;
    BOOST_TEST(exercises::fixed_pairs(Shape(2, 2), identity) == 288U);
}
