// Chapter 8: the bit-set solver agrees with Dancing Links on every 9 x 9 slice, counts
// (its profile adding up to its nodes), stops and rejects what it should.
#include <boost/test/unit_test.hpp>

#include <array>
#include <numeric>
#include <stdexcept>
#include <string>
#include <vector>

#include "sudoku/fast_solver.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/solvers.hpp"
#include "sudoku/verify.hpp"
#include "test_support/data_slices.hpp"

namespace {

std::uint64_t count(sudoku::FastSolver& solver, const sudoku::Grid& puzzle,
                    std::uint64_t limit = exact_cover::Limits::none) {
    return solver
        .solve(puzzle, [](const sudoku::Grid&) { return exact_cover::Next::proceed; },
               {.solutions = limit})
        .solutions;
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_slice_solved_and_checked_and_counted_like_dancing_links) {
    sudoku::FastSolver fast;
    sudoku::Solver dlx(sudoku::Algorithm::dlx);
    for (const char* name :
         {"puzzles2_17_clue.first100.txt", "puzzles3_magictour_top1465.first100.txt",
          "puzzles5_forum_hardest_1905_11+.first100.txt",
          "puzzles6_forum_hardest_1106.first100.txt",
          "puzzles7_serg_benchmark.first100.txt"}) {
        for (const sudoku::Grid& puzzle : test_support::sudoku_slice(name)) {
            const auto check = [&](const sudoku::Grid& solution) {
                BOOST_TEST(sudoku::check_solution(puzzle, solution).ok(),
                           name << ": " << sudoku::format_line(puzzle));
                return exact_cover::Next::proceed;
            };
            const exact_cover::SearchResult fast_count =
                fast.solve(puzzle, check, {.solutions = 2});
            BOOST_TEST(std::accumulate(fast_count.profile.begin(),
                                       fast_count.profile.end(),
                                       std::uint64_t{0}) == fast_count.nodes);
            BOOST_TEST((fast_count.profile.empty() || fast_count.profile.back() > 0u));
            BOOST_TEST(fast_count.solutions ==
                           dlx.count_solutions(puzzle, {.solutions = 2}).solutions,
                       name << ": " << sudoku::format_line(puzzle));
        }
    }
}

BOOST_AUTO_TEST_CASE(counts_of_puzzles_with_many_solutions) {
    sudoku::FastSolver fast;
    sudoku::Solver dlx(sudoku::Algorithm::dlx);
    std::vector<sudoku::Grid> serg =
        test_support::sudoku_slice("puzzles7_serg_benchmark.first100.txt");
    serg.resize(20);
    for (const sudoku::Grid& puzzle : serg)
        BOOST_TEST(count(fast, puzzle, 40) ==
                   dlx.count_solutions(puzzle, {.solutions = 40}).solutions);
    // the empty grid: stop at the limit
    BOOST_TEST(count(fast, sudoku::Grid(sudoku::Shape(3, 3)), 1000) == 1000u);
}

BOOST_AUTO_TEST_CASE(no_solution_with_or_without_a_clash) {
    sudoku::FastSolver fast;
    BOOST_TEST(count(fast,
                     sudoku::parse_line("12345678." + std::string(8, '.') + "9" +
                                        std::string(63, '.')),
                     1) == 0u);
    sudoku::Grid clash(sudoku::Shape(3, 3));
    clash.set(0, 0, 5);
    clash.set(8, 0, 5);  // the same value twice in column 1
    const exact_cover::SearchResult clashed = fast.solve(
        clash, [](const sudoku::Grid&) { return exact_cover::Next::proceed; });
    BOOST_TEST(clashed.solutions == 0u);
    BOOST_TEST(clashed.nodes == 0u);
    BOOST_TEST((clashed.ending == exact_cover::Ending::clash));
    sudoku::Grid in_box(sudoku::Shape(3, 3));
    in_box.set(0, 0, 7);
    in_box.set(2, 2, 7);  // the same value twice in box 1
    BOOST_TEST(count(fast, in_box) == 0u);
}

BOOST_AUTO_TEST_CASE(a_limit_of_no_solutions_searches_nothing) {
    sudoku::FastSolver fast;
    const auto stats =
        fast.solve(sudoku::Grid(sudoku::Shape(3, 3)),
                   [](const sudoku::Grid&) { return exact_cover::Next::proceed; },
                   {.solutions = 0});
    BOOST_TEST(stats.nodes == 0u);
    BOOST_TEST((stats.ending == exact_cover::Ending::solution_limit));
}

BOOST_AUTO_TEST_CASE(a_node_limit_stops_the_search) {
    sudoku::FastSolver fast;
    const auto stats = fast.solve(
        sudoku::Grid(sudoku::Shape(3, 3)),
        [](const sudoku::Grid&) { return exact_cover::Next::proceed; }, {.nodes = 10});
    BOOST_TEST(stats.gave_up());
    BOOST_TEST(stats.nodes == 10u);
    BOOST_TEST(std::accumulate(stats.profile.begin(), stats.profile.end(),
                               std::uint64_t{0}) == 10u);
}

// profile[d] counts the values tried at depth d: on the empty grid, to the first
// solution, the search goes down without a dead end (as it happens), one node at each
// depth.
BOOST_AUTO_TEST_CASE(the_profile_counts_the_nodes_of_each_depth) {
    sudoku::FastSolver fast;
    const auto first =
        fast.solve(sudoku::Grid(sudoku::Shape(3, 3)),
                   [](const sudoku::Grid&) { return exact_cover::Next::stop; });
    BOOST_TEST(first.nodes > 1u);
    BOOST_TEST(first.profile == std::vector<std::uint64_t>(first.nodes, 1),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(nine_by_nine_only_and_the_solver_falls_back) {
    sudoku::FastSolver fast;
    BOOST_CHECK_THROW(
        (void)fast.solve(sudoku::Grid(sudoku::Shape(2, 2)),
                         [](const sudoku::Grid&) { return exact_cover::Next::stop; }),
        std::invalid_argument);
    const sudoku::Grid sixteen =
        test_support::sudoku_slice("16x16_goomii17.first20.txt").front();
    const auto solution = sudoku::first_solution(sudoku::Algorithm::fast, sixteen);
    BOOST_REQUIRE(solution.has_value());
    BOOST_TEST(sudoku::check_solution(sixteen, *solution).ok());
}
