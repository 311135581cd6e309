// Chapter 4: propagation on the Sudoku matrix reaches each of its three outcomes.
#include <boost/test/unit_test.hpp>

#include <vector>

#include "exact_cover/propagation.hpp"
#include "sudoku/constraints.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/examples.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/row_index.hpp"
#include "sudoku/verify.hpp"

using exact_cover::PropagationOutcome;

namespace {

exact_cover::Propagation propagate_line(const exact_cover::Problem& matrix,
                                        const sudoku::Grid& puzzle) {
    std::vector<exact_cover::Option> givens;
    for (const sudoku::Candidate& g : puzzle.givens())
        givens.push_back(sudoku::row_index(puzzle.shape(), g));
    return exact_cover::propagate(matrix, givens);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(ch04_sudoku_propagation)

BOOST_AUTO_TEST_CASE(
    the_chapter_example_is_solved_by_singles_and_the_validator_agrees) {
    const sudoku::Grid puzzle = sudoku::parse_line(sudoku::propagation_example);
    const exact_cover::Problem matrix = sudoku::cover_matrix_by_rows(puzzle.shape());
    const exact_cover::Propagation result = propagate_line(matrix, puzzle);
    BOOST_TEST((result.outcome == PropagationOutcome::solved));
    BOOST_TEST(result.rounds.size() == 3u);
    BOOST_TEST(result.forced.size() == 81u - puzzle.givens().size());
    // Entering 33 givens leaves 4 * 81 - 4 * 33 columns: each given covers four of its
    // own.
    BOOST_TEST(result.items_at_start == 324u - 4u * 33u);
    sudoku::Grid grid = puzzle;
    for (exact_cover::Option row : result.remaining.chosen()) {
        const sudoku::Candidate c = sudoku::candidate_at(puzzle.shape(), row);
        grid.set(c.r, c.c, c.v + 1);
    }
    BOOST_TEST(sudoku::check_solution(puzzle, grid).ok());
}

BOOST_AUTO_TEST_CASE(naked_and_hidden_singles_both_occur_in_the_example) {
    const sudoku::Grid puzzle = sudoku::parse_line(sudoku::propagation_example);
    const exact_cover::Problem matrix = sudoku::cover_matrix_by_rows(puzzle.shape());
    std::size_t naked = 0, hidden = 0;
    for (const auto& round : propagate_line(matrix, puzzle).rounds)
        for (const exact_cover::Forcing& f : round.forced)
            (sudoku::constraint_at(puzzle.shape(), f.item).family ==
                     sudoku::Family::cell
                 ? naked
                 : hidden) += 1;
    BOOST_TEST(naked > 0u);
    BOOST_TEST(hidden > 0u);
    BOOST_TEST(naked + hidden == 48u);
}

BOOST_AUTO_TEST_CASE(a_hard_puzzle_leaves_propagation_stuck) {
    const sudoku::Grid puzzle = sudoku::parse_line(sudoku::stuck_example);
    const exact_cover::Problem matrix = sudoku::cover_matrix_by_rows(puzzle.shape());
    const exact_cover::Propagation result = propagate_line(matrix, puzzle);
    BOOST_TEST((result.outcome == PropagationOutcome::stuck));
    BOOST_TEST(!result.empty_item.has_value());
    BOOST_TEST(result.remaining.primary_items_remaining() > 0u);
}

BOOST_AUTO_TEST_CASE(
    a_puzzle_without_a_solution_ends_in_a_contradiction_on_the_empty_cell) {
    const sudoku::Grid puzzle = sudoku::parse_line(sudoku::contradiction_example);
    const exact_cover::Problem matrix = sudoku::cover_matrix_by_rows(puzzle.shape());
    const exact_cover::Propagation result = propagate_line(matrix, puzzle);
    BOOST_TEST((result.outcome == PropagationOutcome::contradiction));
    BOOST_TEST_REQUIRE(result.empty_item.has_value());
    const sudoku::Constraint empty =
        sudoku::constraint_at(puzzle.shape(), *result.empty_item);
    BOOST_TEST((empty.family == sudoku::Family::cell));
    BOOST_TEST(empty.first == 0u);   // row 1
    BOOST_TEST(empty.second == 8u);  // column 9
}

BOOST_AUTO_TEST_SUITE_END()
