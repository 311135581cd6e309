// Chapter 7: the node budget of Dancing Links, counting every grid, and the puzzle
// generator.
#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <vector>

#include "exact_cover/tuned_dlx.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/grid_count.hpp"
#include "sudoku/solvers.hpp"
#include "sudoku/verify.hpp"
#include "test_support/links.hpp"

namespace {

const sudoku::Shape small_shapes[] = {{2, 2}, {2, 3}, {3, 2}, {3, 3}};

std::size_t count(const sudoku::Grid& puzzle) {
    return sudoku::count_solutions(sudoku::Algorithm::dlx, puzzle, {.solutions = 2})
        .solutions;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(node_budget)

BOOST_AUTO_TEST_CASE(a_budget_stops_the_search_and_restores_the_links) {
    exact_cover::TunedDlx dlx(sudoku::cover_matrix_by_rows(sudoku::Shape(2, 2)));
    const test_support::Snapshot before(dlx);
    const exact_cover::SearchResult found = dlx.count_solutions({.nodes = 10});
    BOOST_TEST(found.nodes == 10u);
    BOOST_TEST(found.gave_up());
    BOOST_TEST(found.solutions < 288u);
    BOOST_TEST((test_support::Snapshot(dlx) == before));
    const exact_cover::SearchResult all = dlx.count_solutions();
    BOOST_TEST(all.solutions == 288u);
    BOOST_TEST(!all.stopped());
}

BOOST_AUTO_TEST_CASE(a_budget_larger_than_the_tree_changes_nothing) {
    exact_cover::TunedDlx dlx(sudoku::cover_matrix_by_rows(sudoku::Shape(2, 2)));
    const exact_cover::SearchResult free_run = dlx.count_solutions();
    BOOST_TEST(free_run.solutions == 288u);
    const exact_cover::SearchResult budgeted =
        dlx.count_solutions({.nodes = free_run.nodes});
    BOOST_TEST(budgeted.solutions == 288u);
    BOOST_TEST(!budgeted.stopped());
    BOOST_TEST(budgeted.updates == free_run.updates);
}

BOOST_AUTO_TEST_CASE(the_sudoku_solver_passes_the_budget_to_dancing_links) {
    sudoku::Solver solver(sudoku::Algorithm::dlx);
    const exact_cover::SearchResult stats = solver.solve(
        sudoku::Grid(sudoku::Shape(3, 3)),
        [](const sudoku::Grid&) { return exact_cover::Next::stop; }, {.nodes = 5});
    BOOST_TEST(stats.solutions == 0u);
    BOOST_TEST(stats.gave_up());
    BOOST_TEST(stats.nodes == 5u);
    // the links are intact
    BOOST_TEST(solver.first_solution(sudoku::Grid(sudoku::Shape(3, 3))).has_value());
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(counting_grids)

BOOST_AUTO_TEST_CASE(every_4x4_grid_with_and_without_the_first_row_fixed) {
    const sudoku::GridCount free = sudoku::count_grids(sudoku::Shape(2, 2), false);
    BOOST_TEST(free.grids() == 288u);
    BOOST_TEST(free.multiplier == 1u);
    const sudoku::GridCount fixed = sudoku::count_grids(sudoku::Shape(2, 2), true);
    BOOST_TEST(fixed.covers == 12u);
    BOOST_TEST(fixed.multiplier == 24u);
    BOOST_TEST(fixed.grids() == 288u);
}

BOOST_AUTO_TEST_CASE(every_6x6_grid_by_the_first_row_symmetry) {
    const sudoku::GridCount fixed = sudoku::count_grids(sudoku::Shape(2, 3), true);
    BOOST_TEST(fixed.covers == 39168u);
    BOOST_TEST(fixed.multiplier == 720u);
    BOOST_TEST(fixed.grids() == 28200960u);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(generator)

BOOST_AUTO_TEST_CASE(splitmix64_gives_the_published_sequence) {
    // the reference outputs of Vigna's splitmix64.c from seed 0
    sudoku::SplitMix64 random(0);
    BOOST_TEST(random.next() == 0xE220A8397B1DCDAFULL);
    BOOST_TEST(random.next() == 0x6E789E6AA1B965F4ULL);
}

BOOST_AUTO_TEST_CASE(random_grids_are_complete_and_valid) {
    for (const sudoku::Shape& shape :
         {sudoku::Shape(2, 2), sudoku::Shape(2, 3), sudoku::Shape(3, 3),
          sudoku::Shape(3, 4), sudoku::Shape(4, 4), sudoku::Shape(5, 5)}) {
        sudoku::SplitMix64 random(42);
        const auto grid = sudoku::random_grid(shape, random);
        BOOST_REQUIRE(grid.has_value());
        const sudoku::SolutionCheck check =
            sudoku::check_solution(sudoku::Grid(shape), *grid);
        BOOST_TEST(check.ok(), to_string(shape) << ": " << check.reason);
    }
}

BOOST_AUTO_TEST_CASE(random_grids_differ_from_seed_to_seed) {
    sudoku::SplitMix64 a(1), b(2);
    BOOST_TEST(!(*sudoku::random_grid(sudoku::Shape(), a) ==
                 *sudoku::random_grid(sudoku::Shape(), b)));
}

BOOST_AUTO_TEST_CASE(generated_puzzles_are_unique_and_minimal) {
    for (const sudoku::Shape& shape : small_shapes) {
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            const auto [puzzle, report] = sudoku::generate_puzzle(shape, seed);
            BOOST_TEST_CONTEXT(to_string(shape) << " seed " << seed) {
                BOOST_TEST(count(puzzle) == 1u);
                BOOST_TEST(report.gave_up == 0u);
                BOOST_TEST(report.tests == shape.cell_count());
                BOOST_TEST(report.givens == puzzle.givens().size());
                const std::size_t n = shape.size();
                for (std::size_t cell = 0; cell < shape.cell_count(); ++cell) {
                    if (puzzle.at(cell / n, cell % n) == 0) continue;
                    sudoku::Grid fewer = puzzle;
                    fewer.set(cell / n, cell % n, 0);
                    BOOST_TEST(count(fewer) == 2u,
                               "the given in cell " << cell << " is not needed");
                }
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(the_same_seed_gives_the_same_puzzle) {
    BOOST_TEST((sudoku::generate_puzzle(sudoku::Shape(), 7).puzzle ==
                sudoku::generate_puzzle(sudoku::Shape(), 7).puzzle));
    BOOST_TEST(!(sudoku::generate_puzzle(sudoku::Shape(), 7).puzzle ==
                 sudoku::generate_puzzle(sudoku::Shape(), 8).puzzle));
}

BOOST_AUTO_TEST_CASE(a_budget_keeps_uniqueness_when_it_gives_up) {
    const auto [puzzle, report] = sudoku::generate_puzzle(sudoku::Shape(4, 4), 3, {50});
    BOOST_TEST(report.gave_up > 0u);  // 50 nodes are too few for some 16x16 tests
    BOOST_TEST(count(puzzle) == 1u);
}

BOOST_AUTO_TEST_SUITE_END()
