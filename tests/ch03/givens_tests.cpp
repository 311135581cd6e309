// Chapter 3: entering the givens, by deleting competitors and by pre-covering.
#include <boost/test/unit_test.hpp>

#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "exact_cover/brute_force.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/examples.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/row_index.hpp"

using namespace sudoku;
using exact_cover::Item;
using exact_cover::Option;
using exact_cover::Problem;

namespace {

std::vector<std::string> item_names(const Problem& p, Option o) {
    std::vector<std::string> names;
    for (Item i : p.option(o)) names.push_back(p.item_name(i));
    return names;
}

// Deleting competitors and then taking the givens' rows with their columns out must
// leave exactly the pre-covered problem: same rows, same items, same names, same order.
void check_both_ways_agree(const Grid& puzzle) {
    const ReducedProblem deleted = delete_competitors(puzzle).value();
    const ReducedProblem precovered = precover_givens(puzzle).value();
    std::set<std::size_t> given_rows;
    std::set<std::string> given_columns;
    for (const Candidate& given : puzzle.givens())
        given_rows.insert(row_index(puzzle.shape(), given));
    for (Option o = 0; o < deleted.problem.option_count(); ++o)
        if (given_rows.count(deleted.rows[o]))
            for (const std::string& name : item_names(deleted.problem, o))
                given_columns.insert(name);

    std::vector<std::string> rest_columns;
    for (Item i = 0; i < deleted.problem.item_count(); ++i)
        if (!given_columns.count(deleted.problem.item_name(i)))
            rest_columns.push_back(deleted.problem.item_name(i));
    std::vector<std::string> precovered_columns;
    for (Item i = 0; i < precovered.problem.item_count(); ++i)
        precovered_columns.push_back(precovered.problem.item_name(i));
    BOOST_TEST(rest_columns == precovered_columns, boost::test_tools::per_element());

    std::vector<std::size_t> rest_rows;
    for (Option o = 0; o < deleted.problem.option_count(); ++o)
        if (!given_rows.count(deleted.rows[o])) {
            rest_rows.push_back(deleted.rows[o]);
            const Option p = rest_rows.size() - 1;
            if (p < precovered.problem.option_count())
                BOOST_TEST(
                    item_names(deleted.problem, o) == item_names(precovered.problem, p),
                    boost::test_tools::per_element());
        }
    BOOST_TEST(rest_rows == precovered.rows, boost::test_tools::per_element());
    BOOST_TEST(deleted.problem.option_count() ==
               precovered.problem.option_count() + given_rows.size());
    BOOST_TEST(deleted.problem.item_count() == puzzle.shape().constraint_count());
    BOOST_TEST(precovered.problem.item_count() ==
               puzzle.shape().constraint_count() - 4 * given_rows.size());
}

}  // namespace

BOOST_AUTO_TEST_SUITE(ch03_givens)

BOOST_AUTO_TEST_CASE(both_ways_of_entering_givens_leave_the_same_problem) {
    check_both_ways_agree(parse_line(example_puzzle));
    check_both_ways_agree(parse_line(small_puzzle));
    check_both_ways_agree(parse_line("1.....4...2..3....5...3.."));  // 5x5, boxes 1x5
    // 6x6, boxes 2x3
    check_both_ways_agree(parse_line("12....3..4....5..6....1...2...4....."));
    check_both_ways_agree(
        parse_line("12....3..4....5..6....1...2...4.....", Shape(3, 2)));
}

BOOST_AUTO_TEST_CASE(the_example_keeps_the_rows_no_given_rules_out) {
    const Grid puzzle = parse_line(example_puzzle);
    const ReducedProblem precovered = precover_givens(puzzle).value();
    BOOST_TEST(precovered.problem.item_count() == 324u - 4 * 30);
    // Each kept option has all four of its constraints still open.
    bool four = true;
    for (Option o = 0; o < precovered.problem.option_count(); ++o)
        four = four && precovered.problem.option(o).size() == 4;
    BOOST_TEST(four);
    // The solution's moves for the blank cells all survive.
    const Grid solution = parse_line(example_solution);
    std::set<std::size_t> kept(precovered.rows.begin(), precovered.rows.end());
    for (const Candidate& move : solution.givens())
        if (puzzle.at(move.r, move.c) == 0)
            BOOST_TEST(kept.count(row_index(puzzle.shape(), move)) == 1u);
}

BOOST_AUTO_TEST_CASE(an_empty_grid_leaves_the_whole_matrix) {
    const Grid empty(Shape(2, 2));
    const Problem full = cover_matrix_by_rows(empty.shape());
    BOOST_TEST((delete_competitors(empty).value().problem == full));
    BOOST_TEST((precover_givens(empty).value().problem == full));
    BOOST_TEST(precover_givens(empty).value().rows.size() == 64u);
}

BOOST_AUTO_TEST_CASE(a_cover_of_the_reduced_problem_maps_back_to_the_solved_grid) {
    const Grid puzzle = parse_line(small_puzzle);
    const Grid solution = parse_line(small_solution);
    for (const ReducedProblem& reduced :
         {precover_givens(puzzle).value(), delete_competitors(puzzle).value()}) {
        const auto covers = exact_cover::brute_force_covers(reduced.problem);
        BOOST_TEST_REQUIRE(covers.size() == 1u);
        BOOST_TEST((apply_solution(puzzle, reduced, covers[0]) == solution));
    }
    const ReducedProblem precovered = precover_givens(puzzle).value();
    BOOST_CHECK_THROW(
        (void)apply_solution(puzzle, precovered, std::vector<Option>{999}),
        std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(givens_that_clash_leave_nothing_to_solve_and_are_named) {
    Grid puzzle(Shape(2, 2));
    puzzle.set(0, 0, 1);
    puzzle.set(0, 3, 1);
    BOOST_TEST(!delete_competitors(puzzle));
    BOOST_TEST(!precover_givens(puzzle));
    const std::optional<GivenClash> clash = find_clash(puzzle);
    BOOST_TEST_REQUIRE(clash.has_value());
    BOOST_TEST(clash_message(puzzle.shape(), *clash) ==
               "the givens r1c1n1 and r1c4n1 both satisfy r0v1: no grid has both");
}

BOOST_AUTO_TEST_SUITE_END()
