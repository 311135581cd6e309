// Chapter 5: the cell-by-cell backtracking baseline, checked by the independent
// validator.
#include <boost/test/unit_test.hpp>

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sudoku/backtracking.hpp"
#include "sudoku/examples.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/solvers.hpp"
#include "sudoku/verify.hpp"
#include "test_support/runs.hpp"

using namespace sudoku;
using exact_cover::Next;
using exact_cover::SearchResult;
using test_support::first_with_result;

namespace {

// Chapter 4's example: propagation alone solves it, so it has exactly one solution.
const std::string chapter4(sudoku::propagation_example);

// The first solution of the puzzle `line` by `algorithm`, and what the search did: each
// search run once for the suite, since two test cases look at the same ones (Algorithm
// X on the first column needs 18 million nodes and seconds for the stuck example).
const std::pair<std::optional<Grid>, SearchResult>& first_found(Algorithm algorithm,
                                                                std::string_view line) {
    static std::map<std::pair<Algorithm, std::string_view>,
                    std::pair<std::optional<Grid>, SearchResult>>
        found;
    const auto key = std::make_pair(algorithm, line);
    auto at = found.find(key);
    if (at == found.end())
        at = found.emplace(key, first_with_result(algorithm, parse_line(line))).first;
    return at->second;
}

// A grid with only the given cells blank, taken from a solved grid.
Grid blank_cells(Grid solved,
                 const std::vector<std::pair<std::size_t, std::size_t>>& cells) {
    for (auto [r, c] : cells) solved.set(r, c, 0);
    return solved;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(ch05_baseline)

BOOST_AUTO_TEST_CASE(
    backtracking_solves_the_chapter_4_puzzle_and_the_validator_agrees) {
    const Grid puzzle = parse_line(chapter4);
    const auto [solution, stats] = first_with_result(Algorithm::backtracking, puzzle);
    BOOST_TEST_REQUIRE(solution.has_value());
    const SolutionCheck check = check_solution(puzzle, *solution);
    BOOST_TEST(check.ok(), check.reason);
    // at least one node per blank cell (45 blanks)
    BOOST_TEST(stats.nodes >= 81u - 36u);
    BOOST_TEST(count_solutions(Algorithm::backtracking, puzzle).solutions == 1u);
}

BOOST_AUTO_TEST_CASE(a_puzzle_without_clashing_givens_can_still_have_no_solution) {
    // r1c9 must be 9 (row 1 holds 1..8), but column 9 already has a 9 in r2c9.
    const Grid puzzle = parse_line(contradiction_example);
    const SearchResult stats = count_solutions(Algorithm::backtracking, puzzle);
    BOOST_TEST(stats.solutions == 0u);
    BOOST_TEST(!stats.stopped());
}

BOOST_AUTO_TEST_CASE(a_unique_rectangle_opened_up_gives_exactly_two_solutions) {
    const Grid puzzle = parse_line(chapter4);
    const Grid solved = *first_solution(Algorithm::backtracking, puzzle);
    // Find a rectangle a b / b a over two boxes; blanking it leaves exactly two
    // completions.
    const Shape& s = solved.shape();
    auto box = [&](std::size_t r, std::size_t c) {
        return (r / s.box_rows()) * s.box_rows() + c / s.box_columns();
    };
    bool found = false;
    for (std::size_t r1 = 0; r1 < 9 && !found; ++r1)
        for (std::size_t r2 = r1 + 1; r2 < 9 && !found; ++r2)
            for (std::size_t c1 = 0; c1 < 9 && !found; ++c1)
                for (std::size_t c2 = c1 + 1; c2 < 9 && !found; ++c2) {
                    if (solved.at(r1, c1) != solved.at(r2, c2) ||
                        solved.at(r1, c2) != solved.at(r2, c1))
                        continue;
                    const bool two_boxes =
                        (box(r1, c1) == box(r1, c2)) != (box(r1, c1) == box(r2, c1));
                    if (!two_boxes) continue;
                    found = true;
                    const Grid open =
                        blank_cells(solved, {{r1, c1}, {r1, c2}, {r2, c1}, {r2, c2}});
                    std::vector<Grid> solutions;
                    backtrack(open, [&](const Grid& g) {
                        solutions.push_back(g);
                        return Next::proceed;
                    });
                    BOOST_TEST_REQUIRE(solutions.size() == 2u);
                    for (const Grid& g : solutions)
                        BOOST_TEST(check_solution(open, g).ok());
                    BOOST_TEST(!(solutions[0] == solutions[1]));
                }
    BOOST_TEST(found);
}

BOOST_AUTO_TEST_CASE(
    the_empty_4x4_grid_has_288_solutions_and_the_limit_stops_counting) {
    const Grid empty{Shape(2, 2)};
    const SearchResult all = count_solutions(Algorithm::backtracking, empty);
    BOOST_TEST(all.solutions == 288u);
    BOOST_TEST(!all.stopped());
    const SearchResult some =
        count_solutions(Algorithm::backtracking, empty, {.solutions = 100});
    BOOST_TEST(some.solutions == 100u);
    BOOST_TEST((some.ending == exact_cover::Ending::solution_limit));
}

BOOST_AUTO_TEST_CASE(counting_an_empty_9x9_grid_stops_at_the_limit) {
    const SearchResult stats =
        count_solutions(Algorithm::backtracking, Grid{}, {.solutions = 1000});
    BOOST_TEST(stats.solutions == 1000u);
    BOOST_TEST(stats.stopped());
    BOOST_TEST(stats.profile.size() == 81u);  // one level per cell
}

BOOST_AUTO_TEST_CASE(clashing_givens_give_no_solution) {
    Grid g;  // the parser rejects clashes, so build the grid cell by cell
    g.set(0, 0, 5);
    g.set(0, 8, 5);
    // every solver: no solution, nothing searched, and the clash said so
    for (const AlgorithmInfo& info : algorithms()) {
        const SearchResult result = count_solutions(info.algorithm, g);
        BOOST_TEST(result.solutions == 0u, info.name);
        BOOST_TEST(result.nodes == 0u, info.name);
        BOOST_TEST((result.ending == exact_cover::Ending::clash), info.name);
    }
    const std::optional<GivenClash> clash = find_clash(g);
    BOOST_TEST_REQUIRE(clash.has_value());
    BOOST_TEST(clash_message(g.shape(), *clash) ==
               "the givens r1c1n5 and r1c9n5 both satisfy r0v5: no grid has both");
}

BOOST_AUTO_TEST_CASE(the_validator_names_what_is_wrong) {
    const Grid puzzle = parse_line(chapter4);
    const Grid good = *first_solution(Algorithm::backtracking, puzzle);
    BOOST_TEST(check_solution(puzzle, good).ok());
    BOOST_TEST(check_solution(puzzle, good).reason.empty());

    Grid blank = good;
    blank.set(4, 4, 0);
    BOOST_TEST(check_solution(puzzle, blank).reason == "cell r5c5 is blank");

    Grid changed = good;  // r1c1 is the given 1
    changed.set(0, 0, good.at(0, 0) % 9 + 1);
    BOOST_TEST(check_solution(puzzle, changed).reason ==
               "cell r1c1 changes the given 1");

    // Swap two cells of row 1 that are not givens: the row stays a permutation, columns
    // break.
    Grid swapped = good;
    const std::size_t a = good.at(0, 1), b = good.at(0, 2);
    swapped.set(0, 1, b);
    swapped.set(0, 2, a);
    const std::string reason = check_solution(puzzle, swapped).reason;
    BOOST_TEST(reason.rfind("column ", 0) == 0u, reason);

    Grid other_shape{Shape(2, 2)};
    BOOST_TEST(!check_solution(puzzle, other_shape).ok());

    Grid twice = good;  // a 1 where the 2 of row 1 is: row 1 now holds 1 twice
    for (std::size_t c = 1; c < 9; ++c)
        if (good.at(0, c) == 2) twice.set(0, c, 1);
    BOOST_TEST(check_solution(Grid{}, twice).reason == "row 1 holds 1 twice");
}

BOOST_AUTO_TEST_CASE(a_node_budget_stops_every_solver_where_it_says) {
    const Grid hard = parse_line(stuck_example);
    for (Algorithm a : {Algorithm::backtracking, Algorithm::algorithm_x_first,
                        Algorithm::algorithm_x}) {
        const auto [solution, stats] = first_with_result(a, hard, {.nodes = 5});
        BOOST_TEST(!solution.has_value());
        BOOST_TEST(stats.gave_up());
        BOOST_TEST(stats.nodes == 5u);
        // Without a budget the same solver solves it, and the validator agrees.
        const std::optional<Grid>& full = first_found(a, stuck_example).first;
        BOOST_TEST_REQUIRE(full.has_value());
        BOOST_TEST(check_solution(hard, *full).ok());
    }
}

BOOST_AUTO_TEST_CASE(
    algorithm_x_on_the_first_column_searches_the_same_tree_as_backtracking) {
    for (std::string_view line : {propagation_example, stuck_example, example_puzzle}) {
        const auto& [a, cells] = first_found(Algorithm::backtracking, line);
        const auto& [b, first] = first_found(Algorithm::algorithm_x_first, line);
        BOOST_TEST_REQUIRE((a.has_value() && b.has_value()));
        BOOST_TEST((*a == *b));
        BOOST_TEST(cells.nodes == first.nodes);
        BOOST_TEST(cells.profile == first.profile, boost::test_tools::per_element());
    }
}

BOOST_AUTO_TEST_SUITE_END()
