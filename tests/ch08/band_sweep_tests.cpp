// Going faster, every word at once: each copy of the sweep, AVX-512's and AVX2's, walks
// the work list's tree. Propagating by sweeps reaches the fixed point that the work
// list reaches, so with every combination of the other ideas the two walk the same
// tree: the same nodes and profile, the same solutions in the same order, the same
// ending, on every slice and on random puzzles from 81 givens down to none.
//
// A program of its own, which ctest runs once per copy (ch08.sweep.avx512 and
// ch08.sweep.avx2): `ch08_sweep_tests COPY [Boost.Test options]`. Where the processor
// lacks the copy's instructions there is nothing to compare: the program says so and
// exits with skipped_code (77), which ctest reports as a skipped test
// (SKIP_RETURN_CODE), never as a pass. The environment variable BOOK_PRETEND_WITHOUT,
// a comma-separated list of copies (avx512, avx2), makes it behave as if the processor
// lacked them, to see the skip on a machine that has them:
//   BOOK_PRETEND_WITHOUT=avx512,avx2 ctest --test-dir build/test -R ch08.sweep
#define BOOST_TEST_MODULE band_sweeps
#define BOOST_TEST_NO_MAIN
#include <boost/test/unit_test.hpp>

#include <cstdlib>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "sudoku/generator.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/measuring/band_search.hpp"
#include "test_support/band_cases.hpp"

namespace {

using sudoku::measuring::BandOptions;
using sudoku::measuring::BandPropagation;
using sudoku::measuring::BandSearch;

// What ctest's SKIP_RETURN_CODE is set to for these tests (tests/ch08/CMakeLists.txt).
constexpr int skipped_code = 77;

// The copy this run compares with the work list (main() sets it from its argument).
bool avx512_copy = false;

// The slices and random puzzles from 81 givens down to none.
std::vector<sudoku::Grid> puzzles() {
    std::vector<sudoku::Grid> all;
    for (const std::string& file : test_support::nine_by_nine_slices)
        for (const sudoku::Grid& puzzle : test_support::sudoku_slice(file))
            all.push_back(puzzle);
    sudoku::SplitMix64 random(38);
    for (const std::size_t givens : {81, 40, 30, 25, 22, 20, 18, 12, 0})
        for (int round = 0; round < 5; ++round) {
            const std::optional<sudoku::Grid> grid =
                sudoku::random_grid(sudoku::Shape(3, 3), random);
            BOOST_TEST_REQUIRE(grid.has_value());
            sudoku::Grid puzzle = *grid;
            for (std::size_t blank = 0; blank < 81 - givens;) {
                const std::size_t cell = random.below(81);
                if (puzzle.at(cell / 9, cell % 9) == 0) continue;
                puzzle.set(cell / 9, cell % 9, 0);
                ++blank;
            }
            all.push_back(puzzle);
        }
    return all;
}

// Whether BOOK_PRETEND_WITHOUT names @p copy.
bool pretended_absent(const std::string& copy) {
    const char* const list = std::getenv("BOOK_PRETEND_WITHOUT");
    std::istringstream names(list ? list : "");
    for (std::string name; std::getline(names, name, ',');)
        if (name == copy) return true;
    return false;
}

}  // namespace

BOOST_AUTO_TEST_CASE(sweeps_walk_the_same_tree_as_the_worklist) {
    const std::vector<sudoku::Grid> all = puzzles();
    for (BandOptions options : test_support::every_band_option()) {
        options.avx512 = avx512_copy;
        BandOptions worklist = options;
        worklist.sweep = false;
        BandSearch sweeping(options), one_by_one(worklist);
        BOOST_TEST_REQUIRE(
            (sweeping.propagation() ==
             (avx512_copy ? BandPropagation::avx512 : BandPropagation::avx2)));
        BOOST_TEST_REQUIRE((one_by_one.propagation() == BandPropagation::work_list));
        // budgeted: without the intersection rule, branching on configurations can
        // wander on the emptiest grids (band_solver_tests.cpp)
        const exact_cover::Limits limits{.solutions = 20, .nodes = 20000};
        const std::string name = test_support::band_option_name(options);
        for (const sudoku::Grid& puzzle : all) {
            const test_support::Listed a =
                test_support::listed(sweeping, puzzle, limits);
            const test_support::Listed b =
                test_support::listed(one_by_one, puzzle, limits);
            BOOST_TEST_INFO(name << ": " << sudoku::format_line(puzzle));
            BOOST_TEST_REQUIRE(a.result.nodes == b.result.nodes);
            BOOST_TEST_REQUIRE(a.result.profile == b.result.profile,
                               boost::test_tools::per_element());
            BOOST_TEST_REQUIRE(a.found == b.found, boost::test_tools::per_element());
            BOOST_TEST_REQUIRE((a.result.ending == b.result.ending));
        }
    }
}

int main(int argc, char* argv[]) {
    const std::string copy = argc > 1 ? argv[1] : "";
    if (copy != "avx512" && copy != "avx2") {
        std::cerr << "usage: ch08_sweep_tests avx512|avx2 [Boost.Test options]\n";
        return 2;
    }
    const bool present =
        copy == "avx512" ? BandSearch::can_sweep_avx512() : BandSearch::can_sweep();
    if (!present || pretended_absent(copy)) {
        std::cout << "skipped: " << (present ? "BOOK_PRETEND_WITHOUT names " : "")
                  << (present ? copy : "this build or processor has no " + copy)
                  << ", so there is no " << copy << " sweep to compare\n";
        return skipped_code;
    }
    avx512_copy = copy == "avx512";
    argv[1] = argv[0];  // the copy's name is not Boost.Test's
    return boost::unit_test::unit_test_main(&init_unit_test, argc - 1, argv + 1);
}
