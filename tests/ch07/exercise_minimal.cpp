// Exercise 7.1: is_minimal().
#include <boost/test/unit_test.hpp>

#include <cstdint>

#include "ch07/minimal.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/solvers.hpp"

BOOST_AUTO_TEST_CASE(generated_puzzles_are_minimal) {
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        BOOST_TEST(exercises::is_minimal(
                       sudoku::generate_puzzle(sudoku::Shape(2, 2), seed).puzzle),
                   "4x4, seed " << seed);
        BOOST_TEST(exercises::is_minimal(
                       sudoku::generate_puzzle(sudoku::Shape(2, 3), seed).puzzle),
                   "6x6, seed " << seed);
        BOOST_TEST(exercises::is_minimal(
                       sudoku::generate_puzzle(sudoku::Shape(3, 3), seed).puzzle),
                   "9x9, seed " << seed);
    }
}

BOOST_AUTO_TEST_CASE(one_given_more_is_not_minimal) {
    const sudoku::Grid puzzle = sudoku::generate_puzzle(sudoku::Shape(3, 3), 5).puzzle;
    const auto solution = sudoku::first_solution(sudoku::Algorithm::dlx, puzzle);
    BOOST_REQUIRE(solution.has_value());
    for (std::size_t cell = 0; cell < 81; ++cell) {
        if (puzzle.at(cell / 9, cell % 9) != 0) continue;
        sudoku::Grid more = puzzle;  // still one solution, but this given is not needed
        more.set(cell / 9, cell % 9, solution->at(cell / 9, cell % 9));
        BOOST_TEST(!exercises::is_minimal(more),
                   "with the solution's value in cell " << cell);
        if (cell > 20) break;
    }
    // a full grid: every given is superfluous
    BOOST_TEST(!exercises::is_minimal(*solution));
}

BOOST_AUTO_TEST_CASE(puzzles_without_exactly_one_solution_are_not_minimal) {
    // 288 solutions
    BOOST_TEST(!exercises::is_minimal(sudoku::Grid(sudoku::Shape(2, 2))));
    sudoku::Grid two = sudoku::generate_puzzle(sudoku::Shape(2, 2), 1).puzzle;
    for (std::size_t cell = 0; cell < 16; ++cell)
        if (two.at(cell / 4, cell % 4) != 0) {
            // a minimal puzzle less one given: two or more solutions
            two.set(cell / 4, cell % 4, 0);
            break;
        }
    BOOST_TEST(!exercises::is_minimal(two));
}
