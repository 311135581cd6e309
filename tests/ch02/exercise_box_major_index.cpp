// Exercise 2.2: box_major_index() and candidate_at_box_major().
#include <boost/test/unit_test.hpp>

#include <vector>

#include "ch02/box_major_index.hpp"

using exercises::box_major_index;
using exercises::candidate_at_box_major;
using sudoku::Candidate;
using sudoku::Shape;

BOOST_AUTO_TEST_CASE(the_first_box_comes_first) {
    const Shape shape(3, 3);
    BOOST_TEST(box_major_index(shape, {0, 0, 0}) == 0u);
    BOOST_TEST(box_major_index(shape, {0, 0, 8}) == 8u);
    BOOST_TEST(box_major_index(shape, {0, 1, 0}) == 9u);
    BOOST_TEST(box_major_index(shape, {1, 0, 0}) == 27u);   // fourth cell of box 0
    BOOST_TEST(box_major_index(shape, {0, 3, 0}) == 81u);   // first cell of box 1
    BOOST_TEST(box_major_index(shape, {3, 0, 0}) == 243u);  // first cell of box 3
    BOOST_TEST(box_major_index(shape, {8, 8, 8}) == 728u);
    // 2x3 boxes: column 3 opens box 1
    BOOST_TEST(box_major_index(Shape(2, 3), {0, 3, 0}) == 36u);
    // 3x2 boxes: second cell of box 1
    BOOST_TEST(box_major_index(Shape(3, 2), {0, 3, 0}) == 36u + 6u);
}

BOOST_AUTO_TEST_CASE(it_is_a_bijection_with_an_inverse_for_every_shape_up_to_16) {
    for (std::size_t R = 1; R <= 16; ++R)
        for (std::size_t C = 1; R * C <= 16; ++C) {
            const Shape shape(R, C);
            const std::size_t n = shape.size();
            std::vector<bool> seen(shape.candidate_count(), false);
            bool ok = true;
            for (std::size_t r = 0; r < n; ++r)
                for (std::size_t c = 0; c < n; ++c)
                    for (std::size_t v = 0; v < n; ++v) {
                        const std::size_t index = box_major_index(shape, {r, c, v});
                        ok = ok && index < seen.size() && !seen[index] &&
                             candidate_at_box_major(shape, index) == Candidate{r, c, v};
                        if (index < seen.size()) seen[index] = true;
                        // All candidates of one box share the slowest wheel.
                        ok = ok && index / (n * n) == (r / R) * R + c / C;
                    }
            BOOST_TEST(ok, "shape " << R << "x" << C);
        }
}
