// Going faster, bands and triads: the band solver agrees with Dancing Links on every
// 9 x 9 slice and on random puzzles from full grids down to the empty one, with each of
// its ideas on or off; its tables say what they should; it counts, stops and rejects as
// every solver of the book does.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "sudoku/band_solver.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/solvers.hpp"
#include "sudoku/validate.hpp"

namespace {

using exact_cover::Next;

std::vector<sudoku::Grid> slice(const std::string& name) {
    return sudoku::read_puzzle_file(std::string(BOOK_SOURCE_DIR) + "/data/sudoku/" +
                                    name);
}

// Every combination of the solver's ideas.
std::vector<sudoku::BandOptions> every_option() {
    std::vector<sudoku::BandOptions> all;
    for (int m = 0; m < 8; ++m)
        all.push_back({.triads = (m & 1) != 0,
                       .stacks = (m & 2) != 0,
                       .configurations = (m & 4) != 0});
    return all;
}

std::string name(const sudoku::BandOptions& o) {
    return std::string("triads ") + (o.triads ? "on" : "off") + ", stacks " +
           (o.stacks ? "on" : "off") + ", configurations " +
           (o.configurations ? "on" : "off");
}

// A search's counters and its solutions, as lines, in the order found.
struct Listed {
    exact_cover::SearchResult result;
    std::vector<std::string> found;
};

Listed listed(sudoku::BandSolver& solver, const sudoku::Grid& p,
              exact_cover::Limits limits) {
    Listed run;
    run.result = solver.solve(
        p,
        [&](const sudoku::Grid& g) {
            run.found.push_back(sudoku::format_line(g));
            return Next::proceed;
        },
        limits);
    return run;
}

// The solutions, as lines, up to @p limit of them.
std::vector<std::string> solutions(sudoku::BandSolver& solver, const sudoku::Grid& p,
                                   std::uint64_t limit) {
    return listed(solver, p, {.solutions = limit}).found;
}

std::vector<std::string> dlx_solutions(const sudoku::Grid& p, std::uint64_t limit) {
    std::vector<std::string> found;
    (void)sudoku::solve_with(sudoku::Algorithm::dlx, p,
                             [&](const sudoku::Grid& g) {
                                 found.push_back(sudoku::format_line(g));
                                 return Next::proceed;
                             },
                             {.solutions = limit});
    return found;
}

// The triads of a word, cell by cell.
std::uint32_t triads_by_hand(std::uint32_t word) {
    std::uint32_t triads = 0;
    for (int r = 0; r < 3; ++r)
        for (int k = 0; k < 3; ++k)
            if (word >> (9 * r + 3 * k) & 7) triads |= 1u << (3 * r + k);
    return triads;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(band_solver)

BOOST_AUTO_TEST_CASE(the_triads_of_a_word_with_or_without_pext) {
    // every pattern of one row, in each row, then random words
    for (std::uint32_t row = 0; row < 512; ++row)
        for (int r = 0; r < 3; ++r) {
            const std::uint32_t word = row << 9 * r;
            BOOST_TEST(sudoku::band_triads(word) == triads_by_hand(word));
        }
    sudoku::SplitMix64 random(21);
    for (int k = 0; k < 100000; ++k) {
        const auto word = static_cast<std::uint32_t>(random.next()) & 0x7FFFFFF;
        BOOST_TEST_REQUIRE(sudoku::band_triads(word) == triads_by_hand(word));
    }
}

BOOST_AUTO_TEST_CASE(six_configurations_one_triad_per_row_and_box) {
    const auto configurations = sudoku::band_configurations();
    std::set<std::uint16_t> distinct(configurations.begin(), configurations.end());
    BOOST_TEST(distinct.size() == 6u);
    for (const std::uint16_t c : configurations) {
        for (int r = 0; r < 3; ++r) BOOST_TEST(std::popcount(c >> 3 * r & 7u) == 1);
        for (int k = 0; k < 3; ++k) BOOST_TEST(std::popcount(c & 0111u << k) == 1);
    }
    BOOST_TEST(sudoku::fitting_configurations(0x1FF) == 0x3Fu);
    BOOST_TEST(sudoku::fitting_configurations(0) == 0u);
    // the diagonal triads are configuration 0's, and only it fits them
    BOOST_TEST(sudoku::fitting_configurations(0421) == 1u);
    // every key against the definition
    for (std::uint32_t triads = 0; triads < 512; ++triads) {
        std::uint32_t expected = 0;
        for (int c = 0; c < 6; ++c)
            if ((configurations[c] & triads) == configurations[c]) expected |= 1u << c;
        BOOST_TEST_REQUIRE(sudoku::fitting_configurations(triads) == expected);
    }
}

BOOST_AUTO_TEST_CASE(every_slice_solved_and_counted_like_dancing_links) {
    for (const char* file :
         {"puzzles2_17_clue.first100.txt", "puzzles3_magictour_top1465.first100.txt",
          "puzzles5_forum_hardest_1905_11+.first100.txt",
          "puzzles6_forum_hardest_1106.first100.txt",
          "puzzles7_serg_benchmark.first100.txt"}) {
        const std::vector<sudoku::Grid> puzzles = slice(file);
        std::vector<std::uint64_t> expected;
        for (const sudoku::Grid& puzzle : puzzles)
            expected.push_back(sudoku::count_solutions(sudoku::Algorithm::dlx, puzzle,
                                                       {.solutions = 2})
                                   .solutions);
        for (const sudoku::BandOptions& options : every_option()) {
            sudoku::BandSolver solver(options);
            for (std::size_t k = 0; k < puzzles.size(); ++k) {
                const sudoku::Grid& puzzle = puzzles[k];
                bool all_valid = true;
                const exact_cover::SearchResult result = solver.solve(
                    puzzle,
                    [&](const sudoku::Grid& solution) {
                        all_valid =
                            all_valid && sudoku::check_solution(puzzle, solution).ok();
                        return Next::proceed;
                    },
                    {.solutions = 2});
                BOOST_TEST_REQUIRE(all_valid, file << ", " << name(options) << ": "
                                                   << sudoku::format_line(puzzle));
                BOOST_TEST_REQUIRE(result.solutions == expected[k],
                                   file << ", " << name(options) << ": "
                                        << sudoku::format_line(puzzle));
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(random_puzzles_of_every_difficulty_have_dancing_links_solutions) {
    // From a random full grid, keep k givens in random cells: with many givens the
    // puzzle is solved by singles, near 17 it is hard, below it has many solutions.
    // Where there are fewer than the limit, the solutions are the same set as Dancing
    // Links' (in the order of the solver's branching); where there are more, both
    // stop at the limit with distinct, valid solutions. Branching on configurations
    // without the intersection rule can wander for hundreds of thousands of nodes on a
    // grid with few givens (it may give four values to one triad and not see it): that
    // combination gets a node budget, and must still give only valid solutions.
    constexpr std::uint64_t limit = 40;
    sudoku::SplitMix64 random(2026);
    for (const std::size_t givens : {81, 60, 45, 35, 30, 27, 25, 23, 21, 19, 17, 12, 0})
        for (int round = 0; round < 4; ++round) {
            const std::optional<sudoku::Grid> grid =
                sudoku::random_grid(sudoku::Shape(3, 3), random);
            BOOST_TEST_REQUIRE(grid.has_value());
            std::array<int, 81> order{};
            for (int k = 0; k < 81; ++k) order[k] = k;
            for (int k = 80; k > 0; --k)
                std::swap(order[k],
                          order[random.below(static_cast<std::size_t>(k + 1))]);
            sudoku::Grid puzzle = *grid;
            for (std::size_t k = givens; k < 81; ++k)
                puzzle.set(static_cast<std::size_t>(order[k] / 9),
                           static_cast<std::size_t>(order[k] % 9), 0);
            std::vector<std::string> expected = dlx_solutions(puzzle, limit);
            std::sort(expected.begin(), expected.end());
            for (const sudoku::BandOptions& options : every_option()) {
                sudoku::BandSolver solver(options);
                const bool wanders = options.configurations && !options.triads;
                std::vector<std::string> found;
                const exact_cover::SearchResult result = solver.solve(
                    puzzle,
                    [&](const sudoku::Grid& g) {
                        found.push_back(sudoku::format_line(g));
                        return Next::proceed;
                    },
                    {.solutions = limit,
                     .nodes = wanders ? 20000 : exact_cover::Limits::none});
                std::sort(found.begin(), found.end());
                if (result.gave_up()) {
                    BOOST_TEST(wanders);
                    BOOST_TEST(found.size() <= expected.size());
                    BOOST_TEST((std::includes(expected.begin(), expected.end(),
                                              found.begin(), found.end()) ||
                                expected.size() == limit));
                }
                BOOST_TEST_REQUIRE(
                    (result.gave_up() || found.size() == expected.size()),
                    givens << " givens, " << name(options) << ": "
                           << sudoku::format_line(puzzle));
                BOOST_TEST(
                    (std::adjacent_find(found.begin(), found.end()) == found.end()));
                for (const std::string& line : found)
                    BOOST_TEST_REQUIRE(
                        sudoku::check_solution(puzzle, sudoku::parse_line(line)).ok());
                if (expected.size() < limit)
                    BOOST_TEST_REQUIRE(found == expected,
                                       givens << " givens, " << name(options));
            }
        }
}

// Propagating by sweeps reaches the fixed point that the worklist reaches, so with
// every combination of the other ideas, the two walk the same tree: the same nodes, the
// same solutions in the same order, on every slice and on random puzzles from 81 givens
// down to none; so do the two copies of the sweep, AVX-512's and AVX2's, each where the
// processor has its instructions. On a processor without them there is no sweep to
// compare, and the solver must say so.
BOOST_AUTO_TEST_CASE(sweeps_walk_the_same_tree_as_the_worklist) {
    using sudoku::BandPropagation;
    const bool wide = sudoku::BandSolver::can_sweep_avx512();
    const bool any = sudoku::BandSolver::can_sweep();
    BOOST_TEST(
        (sudoku::BandSolver().propagation() == (wide  ? BandPropagation::avx512
                                                : any ? BandPropagation::avx2
                                                      : BandPropagation::work_list)));
    BOOST_TEST((sudoku::BandSolver({.avx512 = false}).propagation() ==
                (any ? BandPropagation::avx2 : BandPropagation::work_list)));
    BOOST_TEST(!sudoku::BandSolver({.sweep = false}).sweeps());
    BOOST_TEST((!wide || any));  // a processor with AVX-512 has AVX2
    if (!any) {
        BOOST_TEST_MESSAGE("this processor cannot sweep: nothing to compare");
        return;
    }
    std::vector<sudoku::Grid> puzzles;
    for (const char* file :
         {"puzzles2_17_clue.first100.txt", "puzzles3_magictour_top1465.first100.txt",
          "puzzles5_forum_hardest_1905_11+.first100.txt",
          "puzzles6_forum_hardest_1106.first100.txt",
          "puzzles7_serg_benchmark.first100.txt"})
        for (const sudoku::Grid& puzzle : slice(file)) puzzles.push_back(puzzle);
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
            puzzles.push_back(puzzle);
        }
    for (const bool avx512 : {true, false})
        for (sudoku::BandOptions options : every_option()) {
            options.avx512 = avx512;
            sudoku::BandOptions worklist = options;
            worklist.sweep = false;
            sudoku::BandSolver sweeping(options), one_by_one(worklist);
            BOOST_TEST_REQUIRE(sweeping.sweeps());
            BOOST_TEST_REQUIRE(!one_by_one.sweeps());
            if (avx512 && !wide) continue;  // (the AVX2 copy: compared next)
            BOOST_TEST_REQUIRE(
                (sweeping.propagation() ==
                 (avx512 ? BandPropagation::avx512 : BandPropagation::avx2)));
            // budgeted: without the intersection rule, branching on configurations
            // can wander on the emptiest grids (see above)
            const exact_cover::Limits limits{.solutions = 20, .nodes = 20000};
            const std::string copy = avx512 ? "AVX-512, " : "AVX2, ";
            for (const sudoku::Grid& puzzle : puzzles) {
                const Listed a = listed(sweeping, puzzle, limits);
                const Listed b = listed(one_by_one, puzzle, limits);
                BOOST_TEST_REQUIRE(
                    a.result.nodes == b.result.nodes,
                    copy << name(options) << ": " << sudoku::format_line(puzzle));
                BOOST_TEST_REQUIRE(
                    a.found == b.found,
                    copy << name(options) << ": " << sudoku::format_line(puzzle));
                BOOST_TEST_REQUIRE((a.result.ending == b.result.ending));
            }
        }
}

BOOST_AUTO_TEST_CASE(minimal_puzzles_with_one_solution) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        const sudoku::Grid puzzle =
            sudoku::generate_puzzle(sudoku::Shape(3, 3), seed).puzzle;
        const std::vector<std::string> expected = dlx_solutions(puzzle, 2);
        BOOST_TEST_REQUIRE(expected.size() == 1u);
        for (const sudoku::BandOptions& options : every_option()) {
            sudoku::BandSolver solver(options);
            BOOST_TEST(solutions(solver, puzzle, 2) == expected, name(options));
        }
    }
}

BOOST_AUTO_TEST_CASE(no_solution_with_or_without_a_clash) {
    sudoku::BandSolver solver;
    // row 1 leaves r1c9 only 9, which column 9 already has below
    BOOST_TEST(solutions(solver,
                         sudoku::parse_line("12345678." + std::string(8, '.') + "9" +
                                            std::string(63, '.')),
                         1)
                   .empty());
    sudoku::Grid clash(sudoku::Shape(3, 3));
    clash.set(0, 0, 5);
    clash.set(8, 0, 5);  // the same value twice in column 1
    const exact_cover::SearchResult clashed =
        solver.solve(clash, [](const sudoku::Grid&) { return Next::proceed; });
    BOOST_TEST(clashed.solutions == 0u);
    BOOST_TEST(clashed.nodes == 0u);
    BOOST_TEST((clashed.ending == exact_cover::Ending::clash));
}

BOOST_AUTO_TEST_CASE(the_givens_clash_exactly_when_find_clash_says_so) {
    // The solver checks the givens in its own words: a value twice in a row, a box or a
    // column of the grid. Random givens, a few to many, clash in every way and often
    // in several at once; a valid puzzle with a random value put in a random cell
    // clashes in none, one, two or three houses.
    sudoku::SplitMix64 random(38);
    sudoku::BandSolver solver;
    const auto none = [](const sudoku::Grid&) { return Next::proceed; };
    int clashes = 0, checked = 0;
    for (int round = 0; round < 2000; ++round) {
        sudoku::Grid puzzle(sudoku::Shape(3, 3));
        if (round % 2 == 0) {
            const std::size_t givens = 2 + random.below(20);
            for (std::size_t k = 0; k < givens; ++k)
                puzzle.set(random.below(9), random.below(9), 1 + random.below(9));
        } else {
            puzzle = *sudoku::random_grid(sudoku::Shape(3, 3), random);
            for (int k = 0; k < 50; ++k)
                puzzle.set(random.below(9), random.below(9), 0);
            puzzle.set(random.below(9), random.below(9), 1 + random.below(9));
        }
        const bool clash = sudoku::find_clash(puzzle).has_value();
        const exact_cover::SearchResult result =
            solver.solve(puzzle, none, {.solutions = 1, .nodes = 1});
        BOOST_TEST_INFO(sudoku::format_line(puzzle));
        BOOST_TEST((result.ending == exact_cover::Ending::clash) == clash);
        clashes += clash ? 1 : 0;
        ++checked;
    }
    BOOST_TEST(clashes > checked / 4);  // both answers are well tried
    BOOST_TEST(clashes < 3 * checked / 4);
}

BOOST_AUTO_TEST_CASE(limits_stop_the_search) {
    sudoku::BandSolver solver;
    const auto none = [](const sudoku::Grid&) { return Next::proceed; };
    const sudoku::Grid empty(sudoku::Shape(3, 3));
    const auto zero = solver.solve(empty, none, {.solutions = 0});
    BOOST_TEST(zero.nodes == 0u);
    BOOST_TEST((zero.ending == exact_cover::Ending::solution_limit));
    const auto thousand = solver.solve(empty, none, {.solutions = 1000});
    BOOST_TEST(thousand.solutions == 1000u);
    BOOST_TEST((thousand.ending == exact_cover::Ending::solution_limit));
    const auto budget = solver.solve(empty, none, {.nodes = 10});
    BOOST_TEST(budget.gave_up());
    BOOST_TEST(budget.nodes == 10u);
    const auto stopped =
        solver.solve(empty, [](const sudoku::Grid&) { return Next::stop; });
    BOOST_TEST(stopped.solutions == 1u);
    BOOST_TEST((stopped.ending == exact_cover::Ending::visitor));
}

BOOST_AUTO_TEST_CASE(nine_by_nine_only_and_the_named_solver_falls_back) {
    sudoku::BandSolver solver;
    BOOST_CHECK_THROW(
        (void)solver.solve(sudoku::Grid(sudoku::Shape(2, 2)),
                           [](const sudoku::Grid&) { return Next::stop; }),
        std::invalid_argument);
    BOOST_TEST((sudoku::algorithm_by_name("bands") == sudoku::Algorithm::bands));
    const sudoku::Grid sixteen = slice("16x16_goomii17.first20.txt").front();
    const auto solution = sudoku::first_solution(sudoku::Algorithm::bands, sixteen);
    BOOST_REQUIRE(solution.has_value());
    BOOST_TEST(sudoku::check_solution(sixteen, *solution).ok());
}

BOOST_AUTO_TEST_SUITE_END()
