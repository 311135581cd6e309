// The CSP made fit for timing (sudoku::CspSolver) walks solve_csp()'s tree node for
// node, depth for depth (the same profile, adding up to the nodes), and the
// naked-subset rule keeps every solution.
#include <boost/test/unit_test.hpp>

#include <numeric>
#include <string>
#include <vector>

#include "sudoku/csp_solver.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/verify.hpp"
#include "test_support/data_slices.hpp"

namespace {

// Every solution's line, in the order found, and the counters.
std::pair<std::vector<std::string>, sudoku::CspResult> run(
    const sudoku::Grid& puzzle, sudoku::CspSolver* solver,
    exact_cover::Limits limits = {}, sudoku::CspOptions options = {}) {
    std::vector<std::string> found;
    const auto keep = [&found](const sudoku::Grid& g) {
        found.push_back(sudoku::format_line(g));
        return exact_cover::Next::proceed;
    };
    const sudoku::CspResult result =
        solver ? solver->solve(puzzle, keep, limits, options)
               : sudoku::solve_csp(puzzle, keep, limits, options);
    return {found, result};
}

void same_tree(const sudoku::Grid& puzzle, sudoku::CspSolver& solver,
               exact_cover::Limits limits, double cap = 1e300) {
    const auto [plain_found, plain] = run(puzzle, nullptr, limits, {.max_rating = cap});
    const auto [tuned_found, tuned] = run(puzzle, &solver, limits, {.max_rating = cap});
    BOOST_TEST_CONTEXT(sudoku::format_line(puzzle)) {
        BOOST_TEST(tuned.nodes == plain.nodes);
        BOOST_TEST(tuned.profile == plain.profile, boost::test_tools::per_element());
        BOOST_TEST(std::accumulate(plain.profile.begin(), plain.profile.end(),
                                   std::uint64_t{0}) == plain.nodes);
        BOOST_TEST((plain.profile.empty() || plain.profile.back() > 0u));
        BOOST_TEST(tuned.backtracks == plain.backtracks);
        BOOST_TEST(tuned.forced == plain.forced);
        BOOST_TEST(tuned.rating == plain.rating);
        BOOST_TEST(tuned.solutions == plain.solutions);
        BOOST_TEST((tuned.ending == plain.ending));
        BOOST_TEST(tuned_found == plain_found, boost::test_tools::per_element());
    }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(csp_solver)

BOOST_AUTO_TEST_CASE(walks_the_plain_csp_tree_on_every_slice) {
    sudoku::CspSolver solver;  // one solver for every puzzle and shape: peers kept
    for (const char* file :
         {"puzzles2_17_clue.first100.txt", "puzzles3_magictour_top1465.first100.txt",
          "puzzles6_forum_hardest_1106.first100.txt", "16x16_goomii17.first20.txt"})
        for (const sudoku::Grid& puzzle : test_support::sudoku_slice(file, 15))
            same_tree(puzzle, solver, {.solutions = 2, .nodes = 50'000});
}

BOOST_AUTO_TEST_CASE(walks_the_plain_csp_tree_when_counting_and_capped) {
    sudoku::CspSolver solver;
    sudoku::SplitMix64 random(8);
    for (int k = 0; k < 20; ++k) {
        // a random grid with most cells emptied: many solutions
        std::optional<sudoku::Grid> grid =
            sudoku::random_grid(sudoku::Shape(2, 3), random);
        BOOST_REQUIRE(grid.has_value());
        for (std::size_t cell = 0; cell < 36; ++cell)
            if (random.below(3) != 0) grid->set(cell / 6, cell % 6, 0);
        same_tree(*grid, solver, {.solutions = 50});
        same_tree(*grid, solver, {}, 3.5);  // stopped by the rating cap
    }
    same_tree(sudoku::Grid(sudoku::Shape(2, 2)), solver, {});  // all 288 4x4 grids
}

BOOST_AUTO_TEST_CASE(naked_subsets_keep_every_solution_and_prune) {
    sudoku::CspSolver solver;
    std::uint64_t plain_nodes = 0, naked_nodes = 0, eliminated = 0;
    for (const sudoku::Grid& puzzle :
         test_support::sudoku_slice("puzzles6_forum_hardest_1106.first100.txt", 20)) {
        const auto [plain_found, plain] = run(puzzle, &solver, {.solutions = 2});
        const auto [naked_found, naked] =
            run(puzzle, &solver, {.solutions = 2}, {.naked_subsets = 4});
        BOOST_TEST(naked_found == plain_found, boost::test_tools::per_element());
        for (const std::string& line : naked_found)
            BOOST_TEST(sudoku::check_solution(puzzle, sudoku::parse_line(line)).ok());
        plain_nodes += plain.nodes;
        naked_nodes += naked.nodes;
        eliminated += naked.eliminated;
    }
    BOOST_TEST(eliminated > 0U);
    BOOST_TEST(naked_nodes < plain_nodes);
    // and on a puzzle with many solutions, every one of them: counted, not kept, since
    // a line per solution would cost more than both searches. The 6 x 6 grid with its
    // first row given has 28,200,960 / 6! = 39,168 (every order of the first row is one
    // relabelling away from this one).
    sudoku::Grid open(sudoku::Shape(2, 3));
    for (std::size_t c = 0; c < 6; ++c) open.set(0, c, c + 1);
    const auto count = [](const sudoku::Grid&) { return exact_cover::Next::proceed; };
    const sudoku::CspResult counted =
        solver.solve(open, count, {}, {.naked_subsets = 4});
    const sudoku::CspResult counted_plain = solver.solve(open, count, {});
    BOOST_TEST(counted.solutions == counted_plain.solutions);
    BOOST_TEST(counted.solutions == 28200960u / 720);
}

BOOST_AUTO_TEST_CASE(clashing_givens_and_an_empty_domain) {
    sudoku::CspSolver solver;
    sudoku::Grid clash;
    clash.set(0, 0, 1);
    clash.set(0, 1, 1);
    BOOST_TEST((run(clash, &solver).second.ending == exact_cover::Ending::clash));
    // r0c8 can only be 9, which column 8 already has
    const sudoku::Grid none =
        sudoku::parse_line("12345678.........9" + std::string(63, '.'));
    const auto [found, result] = run(none, &solver);
    BOOST_TEST(found.empty());
    BOOST_TEST(result.nodes == run(none, nullptr).second.nodes);
}

BOOST_AUTO_TEST_SUITE_END()
