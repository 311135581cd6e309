// Chapter 3: three constructions of the Sudoku matrix, and its properties for every
// shape.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <vector>

#include "exact_cover/dense_matrix.hpp"
#include "shapes.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/kronecker_view.hpp"

using namespace sudoku;
using exact_cover::DenseMatrix;
using exact_cover::Item;
using exact_cover::Option;
using exact_cover::Problem;

BOOST_AUTO_TEST_SUITE(ch03_cover_matrix)

BOOST_AUTO_TEST_CASE(row_by_row_and_column_by_column_agree_for_every_shape_up_to_16) {
    for (const Shape& shape : ch03_tests::shapes_up_to(16))
        BOOST_TEST((cover_matrix_by_rows(shape) == cover_matrix_by_columns(shape)),
                   "shape " << to_string(shape));
}

BOOST_AUTO_TEST_CASE(the_kronecker_view_agrees_for_every_shape_up_to_16) {
    for (const Shape& shape : ch03_tests::shapes_up_to(16))
        BOOST_TEST((kronecker_cover_matrix(shape) ==
                    exact_cover::indicator_matrix(cover_matrix_by_rows(shape))),
                   "shape " << to_string(shape));
}

BOOST_AUTO_TEST_CASE(the_matrix_has_the_right_size_and_ones_for_every_shape_up_to_16) {
    for (const Shape& shape : ch03_tests::shapes_up_to(16)) {
        const std::size_t n = shape.size();
        const Problem p = cover_matrix_by_rows(shape);
        BOOST_TEST(p.option_count() == n * n * n);
        BOOST_TEST(p.item_count() == 4 * n * n);
        BOOST_TEST(p.primary_count() == 4 * n * n);
        BOOST_TEST(p.entry_count() == 4 * n * n * n);
        std::vector<std::size_t> column_sum(p.item_count(), 0);
        bool four_per_row = true;
        for (Option o = 0; o < p.option_count(); ++o) {
            four_per_row = four_per_row && p.option(o).size() == 4;
            for (Item i : p.option(o)) ++column_sum[i];
        }
        BOOST_TEST(four_per_row, "shape " << to_string(shape));
        BOOST_TEST(std::all_of(column_sum.begin(), column_sum.end(),
                               [n](std::size_t s) { return s == n; }),
                   "shape " << to_string(shape));
    }
}

BOOST_AUTO_TEST_CASE(no_two_rows_are_alike_for_every_shape_up_to_16) {
    for (const Shape& shape : ch03_tests::shapes_up_to(16)) {
        const Problem p = cover_matrix_by_rows(shape);
        std::vector<std::vector<Item>> rows;
        for (Option o = 0; o < p.option_count(); ++o)
            rows.emplace_back(p.option(o).begin(), p.option(o).end());
        std::sort(rows.begin(), rows.end());
        BOOST_TEST((std::adjacent_find(rows.begin(), rows.end()) == rows.end()),
                   "shape " << to_string(shape));
    }
}

BOOST_AUTO_TEST_CASE(the_classic_matrix_is_729_by_324_with_2916_ones) {
    const Problem p = cover_matrix_by_rows(Shape());
    BOOST_TEST(p.option_count() == 729u);
    BOOST_TEST(p.item_count() == 324u);
    BOOST_TEST(p.entry_count() == 2916u);
    BOOST_TEST(p.option_name(0) == "r1c1n1");
    BOOST_TEST(p.item_name(0) == "p00");
    // r5c3n7 meets p42, r4v7, c2v7 and b3v7.
    const auto items = p.option(4 * 81 + 2 * 9 + 6);
    std::vector<std::string> names;
    for (Item i : items) names.push_back(p.item_name(i));
    BOOST_TEST(names == (std::vector<std::string>{"p42", "r4v7", "c2v7", "b3v7"}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(kronecker_products_multiply_the_shapes_and_nest_the_blocks) {
    DenseMatrix a(2, 2);
    a.set(0, 1);
    a.set(1, 0);
    const DenseMatrix product = kronecker(a, ones(3));
    BOOST_TEST(product.rows() == 6u);
    BOOST_TEST(product.columns() == 2u);
    for (std::size_t i = 0; i < 6; ++i) {
        BOOST_TEST(product.at(i, 0) == (i >= 3 ? 1 : 0));
        BOOST_TEST(product.at(i, 1) == (i < 3 ? 1 : 0));
    }
    BOOST_TEST((kronecker(identity(2), identity(3)) == identity(6)));
    BOOST_TEST((kronecker({ones(2), ones(3)}) == ones(6)));
    BOOST_CHECK_THROW((void)side_by_side({identity(2), identity(3)}),
                      std::invalid_argument);
    BOOST_CHECK_THROW((void)kronecker(std::initializer_list<DenseMatrix>{}),
                      std::invalid_argument);
}

BOOST_AUTO_TEST_SUITE_END()
