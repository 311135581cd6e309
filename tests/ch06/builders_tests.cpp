// Chapter 6: the problem builders (N queens, polyomino tilings) and the engine on them.
#include <boost/test/unit_test.hpp>

#include <set>
#include <vector>

#include "exact_cover/baseline_dlx.hpp"
#include "exact_cover/problems/pentominoes.hpp"
#include "exact_cover/problems/queens.hpp"
#include "exact_cover/verify.hpp"

using namespace exact_cover;

BOOST_AUTO_TEST_SUITE(ch06_builders)

BOOST_AUTO_TEST_CASE(queens_have_rows_and_columns_primary_diagonals_secondary) {
    const Problem p = queens_problem(4);
    BOOST_TEST(p.primary_count() == 8u);
    BOOST_TEST(p.item_count() == 8u + 14u);
    BOOST_TEST(p.option_count() == 16u);
    BOOST_TEST(p.option_name(6) == "q2.3");
    // Row 2, column 3: r2, c3, a5 (2 + 3), b3 (2 - 3 + 4).
    std::vector<std::string> names;
    for (Item i : p.option(6)) names.push_back(p.item_name(i));
    BOOST_TEST(names == (std::vector<std::string>{"r2", "c3", "a5", "b3"}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(the_pentominoes_have_their_orientations) {
    const std::vector<Polyomino> pieces = pentominoes();
    BOOST_TEST_REQUIRE(pieces.size() == 12u);
    std::size_t total = 0;
    for (const Polyomino& piece : pieces) {
        BOOST_TEST(piece.cells.size() == 5u);
        const std::size_t n = orientations(piece.cells).size();
        total += n;
        if (piece.name == "X") BOOST_TEST(n == 1u);
        if (piece.name == "I") BOOST_TEST(n == 2u);
        if (piece.name == "F") BOOST_TEST(n == 8u);
        if (piece.name == "Z") BOOST_TEST(n == 4u);
    }
    BOOST_TEST(total == 63u);  // the 63 fixed pentominoes
}

BOOST_AUTO_TEST_CASE(the_6_by_10_problem_has_its_known_size) {
    const Problem p = pentomino_problem(10, 6);
    BOOST_TEST(p.item_count() == 72u);
    // placements of the 63 orientations in a 6 x 10 box
    BOOST_TEST(p.option_count() == 2056u);
    BOOST_TEST(p.entry_count() == 6u * 2056u);
}

BOOST_AUTO_TEST_CASE(the_3_by_20_rectangle_has_eight_tilings) {
    // Two tilings up to symmetry, each seen in all four symmetries of the rectangle.
    const Problem p = pentomino_problem(20, 3);
    BaselineDlx dlx(p);
    std::set<std::vector<Option>> distinct;
    const SearchResult all = dlx.search([&](std::span<const Option> s) {
        BOOST_TEST(check_cover(p, s).ok());
        std::vector<Option> sorted(s.begin(), s.end());
        std::sort(sorted.begin(), sorted.end());
        distinct.insert(sorted);
        return Next::proceed;
    });
    BOOST_TEST(all.solutions == 8u);
    BOOST_TEST(distinct.size() == 8u);
}

BOOST_AUTO_TEST_CASE(small_boards_of_polyominoes) {
    // Dominoes on a 2 x n board: Fibonacci numbers, here with one piece per domino, so
    // a problem of 2 pieces on a 2 x 2 board: the two dominoes placed side by side or
    // stacked.
    const std::vector<Polyomino> dominoes = {{"A", {{0, 0}, {0, 1}}},
                                             {"B", {{0, 0}, {0, 1}}}};
    const Problem p = tiling_problem(dominoes, 2, 2);
    BaselineDlx dlx(p);
    BOOST_TEST(dlx.count_solutions().solutions ==
               4u);  // 2 layouts x 2 ways to name the pieces
    BOOST_CHECK_THROW((void)tiling_problem(dominoes, 0, 2), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(wrong_sized_rectangles_have_no_tilings) {
    // A 60 x 1 strip: only I fits, so the other pieces' items have empty lists and the
    // search ends at its first choice without trying anything.
    BaselineDlx dlx(pentomino_problem(60, 1));
    const SearchResult none = dlx.count_solutions();
    BOOST_TEST(none.solutions == 0u);
    BOOST_TEST(none.nodes == 0u);
}

BOOST_AUTO_TEST_SUITE_END()
