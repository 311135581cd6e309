// Exercise 3.2: competitors().
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <vector>

#include "ch03/competitors.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/row_index.hpp"

using exercises::competitors;
using sudoku::Shape;

BOOST_AUTO_TEST_CASE(a_9x9_candidate_has_28_competitors) {
    const auto rows = competitors(Shape(), {0, 0, 0});
    BOOST_TEST(rows.size() == 28u);
    // not itself
    BOOST_TEST((std::find(rows.begin(), rows.end(), 0u) == rows.end()));
    // r1c1n2: same cell
    BOOST_TEST((std::find(rows.begin(), rows.end(), 1u) != rows.end()));
    // r2c2n1: same box
    BOOST_TEST((std::find(rows.begin(), rows.end(), 10u * 9u) != rows.end()));
}

BOOST_AUTO_TEST_CASE(
    competitors_are_the_rows_that_share_a_column_for_every_shape_up_to_9) {
    for (std::size_t R = 1; R <= 9; ++R)
        for (std::size_t C = 1; R * C <= 9; ++C) {
            const Shape shape(R, C);
            const std::size_t n = shape.size();
            const exact_cover::Problem matrix = sudoku::cover_matrix_by_rows(shape);
            bool ok = true;
            for (std::size_t row = 0; row < shape.candidate_count(); row += 7) {
                std::vector<std::size_t> expected;
                const auto mine = matrix.option(row);
                for (std::size_t other = 0; other < matrix.option_count(); ++other) {
                    const auto theirs = matrix.option(other);
                    const bool meets =
                        std::any_of(theirs.begin(), theirs.end(), [&](std::size_t i) {
                            return std::find(mine.begin(), mine.end(), i) != mine.end();
                        });
                    if (other != row && meets) expected.push_back(other);
                }
                const auto found = competitors(shape, sudoku::candidate_at(shape, row));
                ok = ok && found == expected &&
                     found.size() == 3 * (n - 1) + (R - 1) * (C - 1);
            }
            BOOST_TEST(ok, "shape " << R << "x" << C);
        }
}
