// Chapter 2: shapes, candidates and the row index.
#include <boost/test/unit_test.hpp>

#include <stdexcept>
#include <vector>

#include "sudoku/candidate.hpp"
#include "sudoku/row_index.hpp"
#include "sudoku/shape.hpp"
#include "test_support/thrown.hpp"

using namespace sudoku;

namespace {

// Every shape R x C with N = R·C at most max_n.
std::vector<Shape> shapes_up_to(std::size_t max_n) {
    std::vector<Shape> shapes;
    for (std::size_t r = 1; r <= max_n; ++r)
        for (std::size_t c = 1; r * c <= max_n; ++c) shapes.emplace_back(r, c);
    return shapes;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(ch02_shape)

BOOST_AUTO_TEST_CASE(the_default_split_takes_the_largest_divisor_not_above_the_root) {
    BOOST_TEST((Shape::for_size(4) == Shape(2, 2)));
    BOOST_TEST((Shape::for_size(6) == Shape(2, 3)));
    BOOST_TEST((Shape::for_size(8) == Shape(2, 4)));
    BOOST_TEST((Shape::for_size(9) == Shape(3, 3)));
    BOOST_TEST((Shape::for_size(12) == Shape(3, 4)));
    BOOST_TEST((Shape::for_size(16) == Shape(4, 4)));
    BOOST_TEST((Shape::for_size(25) == Shape(5, 5)));
    BOOST_TEST((Shape::for_size(36) == Shape(6, 6)));
    BOOST_TEST((Shape::for_size(7) == Shape(1, 7)));
    BOOST_TEST((Shape::for_size(64) == Shape(8, 8)));
    BOOST_TEST((Shape() == Shape(3, 3)));
}

BOOST_AUTO_TEST_CASE(the_default_split_is_as_square_as_possible_for_every_size) {
    for (std::size_t n = 1; n <= max_size; ++n) {
        const Shape s = Shape::for_size(n);
        BOOST_TEST(s.size() == n);
        BOOST_TEST(s.box_rows() <= s.box_columns());
        for (std::size_t d = s.box_rows() + 1; d * d <= n; ++d) BOOST_TEST(n % d != 0);
    }
}

BOOST_AUTO_TEST_CASE(a_shape_knows_its_counts) {
    const Shape s(2, 3);
    BOOST_TEST(s.size() == 6u);
    BOOST_TEST(s.cell_count() == 36u);
    BOOST_TEST(s.candidate_count() == 216u);
    BOOST_TEST(s.constraint_count() == 144u);
    BOOST_TEST(to_string(s) == "2x3");
    BOOST_TEST(!(Shape(2, 3) == Shape(3, 2)));
}

BOOST_AUTO_TEST_CASE(a_number_of_cells_gives_the_size_only_when_it_is_a_square) {
    for (std::size_t n = 0; n <= max_size; ++n) BOOST_TEST(size_for_cells(n * n) == n);
    for (const std::size_t cells : {2u, 3u, 80u, 82u, 255u, 257u, 4095u})
        BOOST_TEST(size_for_cells(cells) == 0u, cells << " cells");
}

BOOST_AUTO_TEST_CASE(impossible_shapes_are_rejected) {
    BOOST_CHECK_THROW(Shape(0, 3), std::invalid_argument);
    BOOST_CHECK_THROW(Shape(3, 0), std::invalid_argument);
    BOOST_CHECK_THROW(Shape(5, 13), std::invalid_argument);  // N = 65
    BOOST_CHECK_THROW((void)Shape::for_size(0), std::invalid_argument);
    BOOST_CHECK_THROW((void)Shape::for_size(max_size + 1), std::invalid_argument);
    BOOST_CHECK_NO_THROW(Shape(8, 8));
    BOOST_TEST(test_support::message_of<std::invalid_argument>([] { Shape(0, 3); }) ==
               "a box needs at least one row and one column, not 0x3");
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(ch02_row_index)

BOOST_AUTO_TEST_CASE(the_index_is_a_bijection_for_every_shape_up_to_36) {
    for (const Shape& shape : shapes_up_to(36)) {
        const std::size_t n = shape.size();
        std::vector<bool> seen(shape.candidate_count(), false);
        bool ok = true;
        for (std::size_t r = 0; r < n; ++r)
            for (std::size_t c = 0; c < n; ++c)
                for (std::size_t v = 0; v < n; ++v) {
                    const Candidate candidate{r, c, v};
                    const std::size_t index = row_index(shape, candidate);
                    ok = ok && index < shape.candidate_count() && !seen[index] &&
                         candidate_at(shape, index) == candidate;
                    if (index < seen.size()) seen[index] = true;
                }
        BOOST_TEST(ok, "shape " << to_string(shape));
    }
}

BOOST_AUTO_TEST_CASE(every_index_round_trips) {
    for (const Shape& shape : {Shape(2, 2), Shape(2, 3), Shape(3, 3), Shape(3, 4),
                               Shape(5, 5), Shape(6, 6)}) {
        bool ok = true;
        for (std::size_t index = 0; index < shape.candidate_count(); ++index)
            ok = ok && row_index(shape, candidate_at(shape, index)) == index;
        BOOST_TEST(ok, "shape " << to_string(shape));
    }
}

BOOST_AUTO_TEST_CASE(the_value_wheel_turns_fastest) {
    const Shape shape(2, 2);  // N = 4
    BOOST_TEST(row_index(shape, {0, 0, 0}) == 0u);
    BOOST_TEST(row_index(shape, {0, 0, 1}) == 1u);   // next value: next row
    BOOST_TEST(row_index(shape, {0, 1, 0}) == 4u);   // next cell: N rows on
    BOOST_TEST(row_index(shape, {1, 0, 0}) == 16u);  // next grid row: N^2 rows on
    BOOST_TEST(row_index(shape, {3, 3, 3}) == 63u);
    BOOST_TEST((candidate_at(shape, 27) == Candidate{1, 2, 3}));  // 27 = 1·16 + 2·4 + 3
}

BOOST_AUTO_TEST_CASE(the_one_based_form_for_9x9_is_the_index_plus_one) {
    const Shape shape(3, 3);
    for (std::size_t r = 1; r <= 9; ++r)
        for (std::size_t c = 1; c <= 9; ++c)
            for (std::size_t v = 1; v <= 9; ++v)
                BOOST_TEST((r - 1) * 81 + (c - 1) * 9 + v ==
                           row_index(shape, {r - 1, c - 1, v - 1}) + 1);
}

BOOST_AUTO_TEST_CASE(names_count_from_one) {
    BOOST_TEST(candidate_name({0, 0, 0}) == "r1c1n1");
    BOOST_TEST(candidate_name({8, 8, 8}) == "r9c9n9");
    BOOST_TEST(candidate_name({11, 2, 9}) == "r12c3n10");
    BOOST_TEST(candidate_name(candidate_at(Shape(), 728)) == "r9c9n9");
    BOOST_TEST(candidate_name(candidate_at(Shape(), 40)) == "r1c5n5");  // 40 = 4·9 + 4
}

BOOST_AUTO_TEST_CASE(out_of_range_candidates_and_indices_are_rejected) {
    const Shape shape(2, 2);
    BOOST_CHECK_THROW((void)row_index(shape, {4, 0, 0}), std::out_of_range);
    BOOST_CHECK_THROW((void)row_index(shape, {0, 4, 0}), std::out_of_range);
    BOOST_CHECK_THROW((void)row_index(shape, {0, 0, 4}), std::out_of_range);
    BOOST_CHECK_THROW((void)candidate_at(shape, 64), std::out_of_range);
    BOOST_TEST(test_support::message_of<std::out_of_range>([&] {
                   (void)row_index(shape, {0, 0, 4});
               }) == "candidate r1c1n5 does not fit a 4x4 grid");
}

BOOST_AUTO_TEST_SUITE_END()
