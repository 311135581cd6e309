// Exercise 7.2: relabel_first_row().
#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <set>
#include <vector>

#include "ch07/relabel.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/verify.hpp"

namespace {

const sudoku::Shape shapes[] = {{2, 2}, {2, 3}, {3, 3}, {3, 4}};

}  // namespace

BOOST_AUTO_TEST_CASE(the_first_row_reads_one_to_n_and_the_grid_stays_valid) {
    for (const sudoku::Shape& shape : shapes) {
        sudoku::SplitMix64 random(17);
        for (int k = 0; k < 5; ++k) {
            const sudoku::Grid grid = *sudoku::random_grid(shape, random);
            const sudoku::Grid relabelled = exercises::relabel_first_row(grid);
            BOOST_TEST_CONTEXT(to_string(shape) << ", grid " << k) {
                for (std::size_t c = 0; c < shape.size(); ++c)
                    BOOST_TEST(relabelled.at(0, c) == c + 1);
                BOOST_TEST(
                    sudoku::check_solution(sudoku::Grid(shape), relabelled).ok());
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(equal_values_stay_equal_and_different_ones_different) {
    sudoku::SplitMix64 random(3);
    const sudoku::Grid grid = *sudoku::random_grid(sudoku::Shape(3, 3), random);
    const sudoku::Grid relabelled = exercises::relabel_first_row(grid);
    // (old, new): a relabelling is a function both ways
    std::set<std::pair<std::size_t, std::size_t>> pairs;
    for (std::size_t r = 0; r < 9; ++r)
        for (std::size_t c = 0; c < 9; ++c)
            pairs.insert({grid.at(r, c), relabelled.at(r, c)});
    BOOST_TEST(pairs.size() == 9u);
}

BOOST_AUTO_TEST_CASE(a_grid_whose_first_row_is_in_order_is_unchanged) {
    sudoku::SplitMix64 random(8);
    const sudoku::Grid once =
        exercises::relabel_first_row(*sudoku::random_grid(sudoku::Shape(2, 3), random));
    BOOST_TEST((exercises::relabel_first_row(once) == once));
}
