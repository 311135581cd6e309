// Exercise 3.1: diagonal_columns().
#include <boost/test/unit_test.hpp>

#include <vector>

#include "ch03/diagonal_columns.hpp"
#include "sudoku/row_index.hpp"

using exercises::diagonal_columns;
using sudoku::Shape;
using Columns = std::vector<std::size_t>;

BOOST_AUTO_TEST_CASE(the_centre_of_a_9x9_grid_is_on_both_diagonals) {
    BOOST_TEST(diagonal_columns(Shape(), {4, 4, 6}) == (Columns{324 + 6, 324 + 9 + 6}),
               boost::test_tools::per_element());
    BOOST_TEST(diagonal_columns(Shape(), {0, 0, 0}) == (Columns{324}),
               boost::test_tools::per_element());
    BOOST_TEST(diagonal_columns(Shape(), {0, 8, 8}) == (Columns{324 + 9 + 8}),
               boost::test_tools::per_element());
    BOOST_TEST(diagonal_columns(Shape(), {0, 1, 0}).empty());
}

BOOST_AUTO_TEST_CASE(each_diagonal_column_has_N_ones_for_every_size) {
    for (std::size_t n = 1; n <= 16; ++n) {
        const Shape shape = Shape::for_size(n);
        std::vector<std::size_t> sums(2 * n, 0);
        std::size_t ones = 0;
        bool in_range = true;
        for (std::size_t row = 0; row < shape.candidate_count(); ++row)
            for (std::size_t column :
                 diagonal_columns(shape, sudoku::candidate_at(shape, row))) {
                in_range =
                    in_range && column >= 4 * n * n && column < 4 * n * n + 2 * n;
                if (in_range) ++sums[column - 4 * n * n];
                ++ones;
            }
        BOOST_TEST(in_range);
        // two diagonals of N cells, N values each
        BOOST_TEST(ones == 2 * n * n, "N = " << n);
        for (std::size_t s : sums) BOOST_TEST(s == n, "N = " << n);
    }
}
