// Chapter 7: the book's solvers against published answers. Each data set comes with the
// solutions its source published (data/sudoku/README.md); every solver must find
// exactly those. One test case per (data set, solver), so a failure names both.
#include <boost/test/data/monomorphic.hpp>
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>
#include <string>
#include <vector>

#include "sudoku/line_format.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/solvers.hpp"
#include "test_support/data_slices.hpp"

namespace data = boost::unit_test::data;

namespace {

// The sets with published solutions, small enough for every run of the tests (the two
// hard 25 x 25 puzzles are the slow tests, ch07.eliejaz25_*).
const char* const sets[] = {"16x16_goomii17.first20", "16x16_eliejaz_10"};
// The book's solvers for any N x N grid that reach these answers in milliseconds. (The
// CSP solver of chapter 8, blind to hidden singles, takes over a minute on one 16 x 16
// puzzle here; chapter 8 says why.)
const char* const solvers[] = {"dlx", "fast", "algorithm-x", "propagation",
                               "propagation-subset"};

}  // namespace

BOOST_AUTO_TEST_SUITE(ch07_published_solutions)

BOOST_DATA_TEST_CASE(every_solver_finds_the_published_solution,
                     data::make(sets) * data::make(solvers), set, solver) {
    const std::vector<sudoku::Grid> puzzles =
        sudoku::read_puzzle_file(test_support::sudoku_data(std::string(set) + ".txt"));
    const std::vector<sudoku::Grid> published = sudoku::read_puzzle_file(
        test_support::sudoku_data(std::string(set) + "_solutions.txt"));
    BOOST_TEST_REQUIRE(puzzles.size() == published.size());
    const std::optional<sudoku::Algorithm> algorithm =
        sudoku::algorithm_by_name(solver);
    BOOST_TEST_REQUIRE(algorithm.has_value());
    sudoku::Solver solve(*algorithm);
    for (std::size_t k = 0; k < puzzles.size(); ++k) {
        const std::optional<sudoku::Grid> found = solve.first_solution(puzzles[k]);
        BOOST_TEST_REQUIRE(found.has_value(), "puzzle " << k + 1);
        BOOST_TEST(sudoku::format_line(*found) == sudoku::format_line(published[k]),
                   "puzzle " << k + 1);
    }
}

BOOST_AUTO_TEST_SUITE_END()
