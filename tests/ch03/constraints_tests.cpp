// Chapter 3: the four constraint families, their column formulas and names.
#include <boost/test/unit_test.hpp>

#include <set>
#include <stdexcept>
#include <string>

#include "shapes.hpp"
#include "sudoku/constraints.hpp"
#include "sudoku/row_index.hpp"

using namespace sudoku;

BOOST_AUTO_TEST_SUITE(ch03_constraints)

BOOST_AUTO_TEST_CASE(boxes_are_numbered_row_by_row_for_every_box_shape) {
    const Shape two_by_three(2, 3);  // 6x6: bands of 2 rows, stacks of 3 columns
    BOOST_TEST(box_of(two_by_three, 0, 0) == 0u);
    BOOST_TEST(box_of(two_by_three, 0, 3) == 1u);
    BOOST_TEST(box_of(two_by_three, 1, 5) == 1u);
    BOOST_TEST(box_of(two_by_three, 2, 0) == 2u);
    BOOST_TEST(box_of(two_by_three, 5, 5) == 5u);
    const Shape three_by_two(3, 2);  // 6x6: bands of 3 rows, stacks of 2 columns
    BOOST_TEST(box_of(three_by_two, 0, 2) == 1u);
    BOOST_TEST(box_of(three_by_two, 0, 4) == 2u);
    BOOST_TEST(box_of(three_by_two, 3, 0) == 3u);
    BOOST_TEST(box_of(Shape(3, 3), 4, 4) == 4u);
    BOOST_TEST(box_of(Shape(3, 3), 8, 0) == 6u);
    BOOST_CHECK_THROW((void)box_of(two_by_three, 6, 0), std::out_of_range);
}

BOOST_AUTO_TEST_CASE(every_box_holds_N_cells_of_R_rows_and_C_columns) {
    for (const Shape& shape : ch03_tests::shapes_up_to(16)) {
        const std::size_t n = shape.size();
        for (std::size_t b = 0; b < n; ++b) {
            std::set<std::size_t> rows, columns;
            std::size_t cells = 0;
            for (std::size_t r = 0; r < n; ++r)
                for (std::size_t c = 0; c < n; ++c)
                    if (box_of(shape, r, c) == b) {
                        rows.insert(r);
                        columns.insert(c);
                        ++cells;
                    }
            BOOST_TEST(cells == n);
            BOOST_TEST(rows.size() == shape.box_rows());
            BOOST_TEST(columns.size() == shape.box_columns());
        }
    }
}

BOOST_AUTO_TEST_CASE(the_column_formulas_of_r5c3n7) {
    // Zero-based (4, 2, 6) in 9x9: cell 4·9+2, row 81+4·9+6, column 162+2·9+6, box
    // 243+3·9+6.
    const auto columns = constraint_columns(Shape(), {4, 2, 6});
    BOOST_TEST(columns[0] == 38u);
    BOOST_TEST(columns[1] == 123u);
    BOOST_TEST(columns[2] == 186u);
    BOOST_TEST(columns[3] == 276u);
}

BOOST_AUTO_TEST_CASE(each_candidate_has_one_column_in_each_family) {
    for (const Shape& shape : ch03_tests::shapes_up_to(16)) {
        const std::size_t n2 = shape.cell_count();
        bool ok = true;
        for (std::size_t row = 0; row < shape.candidate_count(); ++row) {
            const auto columns = constraint_columns(shape, candidate_at(shape, row));
            for (std::size_t k = 0; k < 4; ++k)
                ok = ok && columns[k] / n2 == k &&
                     constraint_at(shape, columns[k]).family == static_cast<Family>(k);
        }
        BOOST_TEST(ok, "shape " << to_string(shape));
    }
}

BOOST_AUTO_TEST_CASE(a_column_is_satisfied_by_exactly_the_candidates_that_list_it) {
    for (const Shape& shape : ch03_tests::shapes_up_to(12)) {
        bool ok = true;
        for (std::size_t column = 0; column < shape.constraint_count(); ++column) {
            const Constraint constraint = constraint_at(shape, column);
            ok = ok && column_of(shape, constraint) == column;
            std::size_t previous = 0, count = 0;
            for (const Candidate& candidate :
                 satisfying_candidates(shape, constraint)) {
                const auto columns = constraint_columns(shape, candidate);
                const std::size_t row = row_index(shape, candidate);
                ok = ok && columns[column / shape.cell_count()] == column &&
                     (count == 0 || row > previous);
                previous = row;
                ++count;
            }
            ok = ok && count == shape.size();
        }
        BOOST_TEST(ok, "shape " << to_string(shape));
    }
}

BOOST_AUTO_TEST_CASE(item_names_follow_knuth_for_9x9) {
    const Shape shape;
    BOOST_TEST(column_name(shape, 0) == "p00");
    BOOST_TEST(column_name(shape, 1 * 9 + 2) == "p12");
    BOOST_TEST(column_name(shape, 81 + 3 * 9 + 4) == "r3v5");
    BOOST_TEST(column_name(shape, 162 + 4 * 9 + 6) == "c4v7");
    BOOST_TEST(column_name(shape, 243 + 2 * 9 + 8) == "b2v9");
    BOOST_TEST(column_name(shape, 323) == "b8v9");
}

BOOST_AUTO_TEST_CASE(item_names_are_distinct_and_short_for_every_size) {
    for (std::size_t n = 1; n <= max_size; ++n) {
        const Shape shape = Shape::for_size(n);
        std::set<std::string> names;
        for (std::size_t column = 0; column < shape.constraint_count(); ++column) {
            const std::string name = column_name(shape, column);
            BOOST_TEST(name.size() <= 8u);
            names.insert(name);
        }
        BOOST_TEST(names.size() == shape.constraint_count());
    }
    BOOST_TEST(column_name(Shape(4, 4), 1 * 16 + 11) == "p1.11");
    BOOST_TEST(column_name(Shape(4, 4), 11 * 16 + 1) == "p11.1");
    BOOST_TEST(column_name(Shape(4, 4), 256 + 10 * 16 + 15) == "r10v16");
}

BOOST_AUTO_TEST_CASE(bad_columns_and_constraints_are_rejected) {
    BOOST_CHECK_THROW((void)constraint_at(Shape(2, 2), 64), std::out_of_range);
    BOOST_CHECK_THROW((void)column_name(Shape(2, 2), 64), std::out_of_range);
    BOOST_CHECK_THROW((void)column_of(Shape(2, 2), {Family::row, 4, 0}),
                      std::out_of_range);
    BOOST_CHECK_THROW((void)constraint_columns(Shape(2, 2), {0, 0, 4}),
                      std::out_of_range);
}

BOOST_AUTO_TEST_SUITE_END()
