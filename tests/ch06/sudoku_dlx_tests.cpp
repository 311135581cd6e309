// Chapter 6: Sudoku on the engine. The solver builds each puzzle's reduced matrix
// directly; the search must be the one Dancing Links makes on the full matrix with the
// givens chosen up front.
#include <boost/test/unit_test.hpp>

#include <string>
#include <vector>

#include "exact_cover/tuned_dlx.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/reduced_matrix_solver.hpp"
#include "sudoku/row_index.hpp"
#include "sudoku/verify.hpp"
#include "test_support/data_slices.hpp"

namespace {}  // namespace

BOOST_AUTO_TEST_SUITE(ch06_sudoku)

BOOST_AUTO_TEST_CASE(the_reduced_matrix_gives_the_same_search_as_the_chosen_givens) {
    const char* files[] = {"puzzles2_17_clue.first100.txt",
                           "puzzles3_magictour_top1465.first100.txt",
                           "16x16_eliejaz_10.txt"};
    sudoku::ReducedMatrixSolver solver;  // one solver for every puzzle and both shapes
    for (const char* file : files)
        for (const sudoku::Grid& puzzle : test_support::sudoku_slice(file, 25)) {
            std::vector<sudoku::Grid> found;
            const exact_cover::SearchResult reduced =
                solver.solve(puzzle, [&found](const sudoku::Grid& grid) {
                    found.push_back(grid);
                    return exact_cover::Next::proceed;
                });
            exact_cover::TunedDlx full(sudoku::cover_matrix_by_rows(puzzle.shape()));
            for (const sudoku::Candidate& given : puzzle.givens())
                BOOST_TEST(!full.choose(sudoku::row_index(puzzle.shape(), given)));
            const exact_cover::SearchResult chosen =
                full.search([](auto) { return exact_cover::Next::proceed; });
            BOOST_TEST(reduced.nodes == chosen.nodes, file);
            BOOST_TEST(reduced.updates == chosen.updates, file);
            BOOST_TEST(reduced.profile == chosen.profile, file);
            BOOST_TEST(reduced.solutions == chosen.solutions, file);
            BOOST_TEST_REQUIRE(found.size() == 1u, file);
            BOOST_TEST(sudoku::check_solution(puzzle, found.front()).ok(), file);
        }
}

BOOST_AUTO_TEST_CASE(clashing_givens_have_no_solution_and_search_nothing) {
    sudoku::Grid puzzle(sudoku::Shape(3, 3));
    puzzle.set(0, 0, 5);
    puzzle.set(8, 0, 5);  // the same column
    sudoku::ReducedMatrixSolver solver;
    const exact_cover::SearchResult stats = solver.solve(
        puzzle, [](const sudoku::Grid&) { return exact_cover::Next::proceed; });
    BOOST_TEST(stats.solutions == 0u);
    BOOST_TEST(stats.nodes == 0u);
    BOOST_TEST((stats.ending == exact_cover::Ending::clash));
}

BOOST_AUTO_TEST_CASE(a_full_grid_is_its_own_solution) {
    const sudoku::Grid puzzle =
        test_support::sudoku_slice("puzzles3_magictour_top1465.first100.txt", 1)
            .front();
    sudoku::ReducedMatrixSolver solver;
    sudoku::Grid solution = puzzle;
    (void)solver.solve(puzzle, [&solution](const sudoku::Grid& grid) {
        solution = grid;
        return exact_cover::Next::stop;
    });
    std::size_t solutions = 0;
    const exact_cover::SearchResult stats =
        solver.solve(solution, [&solutions](const sudoku::Grid& grid) {
            ++solutions;
            BOOST_TEST(grid.cells()[0] != 0);
            return exact_cover::Next::proceed;
        });
    BOOST_TEST(solutions == 1u);
    BOOST_TEST(stats.nodes == 0u);
}

BOOST_AUTO_TEST_SUITE_END()
