// Exercise 8.2: common_items().
#include <boost/test/unit_test.hpp>

#include <vector>

#include "ch08/common_items.hpp"
#include "exact_cover/problems/examples.hpp"
#include "sudoku/constraints.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/row_index.hpp"

using exact_cover::Item;
using exact_cover::Option;
using Items = std::vector<Item>;

BOOST_AUTO_TEST_CASE(chapter_1s_example) {
    // A = {1,3,9}, B = {1,2,3}, F = {1,5,8}
    const exact_cover::Problem p = exact_cover::small_example();
    // 1 and 3
    BOOST_TEST((exercises::common_items(p, std::vector<Option>{0, 1}) == Items{0, 2}));
    // 1
    BOOST_TEST((exercises::common_items(p, std::vector<Option>{0, 1, 5}) == Items{0}));
    // D itself
    BOOST_TEST((exercises::common_items(p, std::vector<Option>{3}) == Items{3, 4, 5}));
    BOOST_TEST(exercises::common_items(p, std::vector<Option>{}).empty());
}

BOOST_AUTO_TEST_CASE(locked_candidates_in_a_sudoku) {
    // Value 5 in row 0, allowed only in columns 0, 1 and 2: all three candidates lie in
    // box 0, so the row item and the box item (row 0, value 5) and (box 0, value 5) are
    // common.
    const sudoku::Shape shape;
    const exact_cover::Problem m = sudoku::cover_matrix_by_rows(shape);
    std::vector<Option> options;
    for (std::size_t c = 0; c < 3; ++c)
        options.push_back(sudoku::row_index(shape, {0, c, 4}));
    const Items common = exercises::common_items(m, options);
    const auto columns = sudoku::constraint_columns(shape, {0, 0, 4});
    // its row item and its box item
    BOOST_TEST((common == Items{columns[1], columns[3]}));
}
