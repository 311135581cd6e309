// Going faster, bands and triads: the band solver agrees with Dancing Links on every
// 9 x 9 slice and on random puzzles from full grids down to the empty one, with each of
// its ideas on or off (the measuring layer's BandSearch); the installed BandSolver is
// the search with its defaults; its tables say what they should; it counts, profiles,
// stops and rejects as every solver of the book does. The sweeps against the work list
// are band_sweep_tests.cpp, a program of its own that reports itself skipped where the
// processor cannot sweep.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <numeric>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "sudoku/band_layout.hpp"
#include "sudoku/band_solver.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/measuring/band_search.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/solvers.hpp"
#include "sudoku/verify.hpp"
#include "test_support/band_cases.hpp"

namespace {

using exact_cover::Next;
using sudoku::measuring::BandOptions;
using sudoku::measuring::BandPropagation;
using sudoku::measuring::BandSearch;
using test_support::Listed;
using test_support::listed;
namespace layout = sudoku::band_layout;

std::vector<BandOptions> every_option() { return test_support::every_band_option(); }

std::string name(const BandOptions& o) { return test_support::band_option_name(o); }

// The solutions, as lines, up to @p limit of them.
template <class Solver>
std::vector<std::string> solutions(Solver& solver, const sudoku::Grid& p,
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

// The profile adds up to the nodes, and ends on a depth that had some.
bool profile_adds_up(const exact_cover::SearchResult& r) {
    return std::accumulate(r.profile.begin(), r.profile.end(), std::uint64_t{0}) ==
               r.nodes &&
           (r.profile.empty() || r.profile.back() > 0);
}

// The triads of a word, cell by cell.
std::uint32_t triads_by_hand(std::uint32_t word) {
    std::uint32_t triads = 0;
    for (int r = 0; r < 3; ++r)
        for (int k = 0; k < 3; ++k)
            if (word >> layout::triad_head(r, k) & 7)
                triads |= 1u << layout::triad(r, k);
    return triads;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(band_solver)

// band_layout.hpp's names say what its pictures show: rows, boxes and triads each cut
// the 27 cells of a band into disjoint parts, the triads' first cells are nine bits,
// the words are numbered 0 to 26 once each, and the configurations are the tables'.
BOOST_AUTO_TEST_CASE(the_layout_names_what_its_pictures_show) {
    std::uint32_t rows = 0, boxes = 0, triads = 0, heads = 0;
    for (int i = 0; i < 3; ++i) {
        BOOST_TEST((rows & layout::row_cells(i)) == 0u);
        BOOST_TEST((boxes & layout::box_cells(i)) == 0u);
        BOOST_TEST(std::popcount(layout::row_cells(i)) == 9);
        BOOST_TEST(std::popcount(layout::box_cells(i)) == 9);
        rows |= layout::row_cells(i);
        boxes |= layout::box_cells(i);
    }
    for (int t = 0; t < 9; ++t) {
        const std::uint32_t cells = layout::triad_cells(t);
        BOOST_TEST((triads & cells) == 0u);
        BOOST_TEST((cells & layout::row_cells(t / 3)) == cells);
        BOOST_TEST((cells & layout::box_cells(t % 3)) == cells);
        BOOST_TEST((layout::box_triads(t % 3) >> t & 1u) == 1u);
        BOOST_TEST((layout::row_triads(t / 3) >> t & 1u) == 1u);
        triads |= cells;
        heads |= 1u << std::countr_zero(cells);
    }
    BOOST_TEST(rows == layout::all_cells);
    BOOST_TEST(boxes == layout::all_cells);
    BOOST_TEST(triads == layout::all_cells);
    BOOST_TEST(heads == layout::triad_heads);
    BOOST_TEST(std::popcount(layout::triad_heads) == 9);  // nine triads, nine bits
    BOOST_TEST((layout::triad_heads & ~layout::all_cells) == 0u);
    for (int c = 0; c < 9; ++c)  // column c: its cell in each row
        BOOST_TEST((layout::one_column << c) ==
                   (1u << layout::cell(0, c) | 1u << layout::cell(1, c) |
                    1u << layout::cell(2, c)));
    BOOST_TEST(layout::row_cells(0) == layout::one_row);
    std::uint32_t words = 0;
    for (int v = 0; v < 9; ++v)
        for (int b = 0; b < 3; ++b) {
            const int w = layout::word(v, b);
            BOOST_TEST((words >> w & 1u) == 0u);
            words |= 1u << w;
            BOOST_TEST(layout::value_of_word(w) == v);
            BOOST_TEST(layout::band_of_word(w) == b);
            BOOST_TEST((layout::band_words(b) >> w & 1u) == 1u);
            BOOST_TEST((layout::value_words(v) >> w & 1u) == 1u);
        }
    BOOST_TEST(words == layout::all_words);
    for (int k = 0; k < 81; ++k)
        BOOST_TEST(
            layout::grid_cell(layout::band_of_cell(k), layout::cell_in_band(k)) == k);
    const auto configurations = sudoku::band_configurations();
    for (int p = 0; p < 6; ++p) {
        BOOST_TEST(configurations[p] == layout::configuration_triads(p));
        std::uint32_t heads_of_p = 0;
        for (std::uint32_t m = layout::configuration_triads(p); m != 0; m &= m - 1)
            heads_of_p |=
                1u << std::countr_zero(layout::triad_cells(std::countr_zero(m)));
        BOOST_TEST(layout::configuration_heads(p) == heads_of_p);
    }
}

BOOST_AUTO_TEST_CASE(the_triads_of_a_word_with_or_without_pext) {
    // every pattern of one row, in each row, then random words
    for (std::uint32_t row = 0; row < 512; ++row)
        for (int r = 0; r < 3; ++r) {
            const std::uint32_t word = row << 9 * r;
            BOOST_TEST(sudoku::band_triads(word) == triads_by_hand(word));
        }
    sudoku::SplitMix64 random(21);
    for (int k = 0; k < 100000; ++k) {
        const auto word = static_cast<std::uint32_t>(random.next()) & layout::all_cells;
        BOOST_TEST_REQUIRE(sudoku::band_triads(word) == triads_by_hand(word));
    }
}

BOOST_AUTO_TEST_CASE(six_configurations_one_triad_per_row_and_box) {
    const auto configurations = sudoku::band_configurations();
    std::set<std::uint16_t> distinct(configurations.begin(), configurations.end());
    BOOST_TEST(distinct.size() == 6u);
    for (const std::uint16_t c : configurations) {
        for (int r = 0; r < 3; ++r)
            BOOST_TEST(std::popcount(c & layout::row_triads(r)) == 1);
        for (int k = 0; k < 3; ++k)
            BOOST_TEST(std::popcount(c & layout::box_triads(k)) == 1);
    }
    BOOST_TEST(sudoku::fitting_configurations(layout::all_triads) == 0x3Fu);
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
    for (const std::string& file : test_support::nine_by_nine_slices) {
        const std::vector<sudoku::Grid> puzzles = test_support::sudoku_slice(file);
        std::vector<std::uint64_t> expected;
        for (const sudoku::Grid& puzzle : puzzles)
            expected.push_back(sudoku::count_solutions(sudoku::Algorithm::dlx, puzzle,
                                                       {.solutions = 2})
                                   .solutions);
        for (const BandOptions& options : every_option()) {
            BandSearch solver(options);
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
                BOOST_TEST_REQUIRE(profile_adds_up(result),
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
            for (const BandOptions& options : every_option()) {
                BandSearch solver(options);
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

// The search propagates by sweeps with the widest instructions the processor has, and
// one word at a time where it has neither AVX2 nor AVX-512 or when told to; whether the
// sweeps walk the work list's tree is band_sweep_tests.cpp's question.
BOOST_AUTO_TEST_CASE(the_search_sweeps_with_the_widest_instructions_there_are) {
    const bool wide = BandSearch::can_sweep_avx512();
    const bool any = BandSearch::can_sweep();
    BOOST_TEST((!wide || any));  // a processor with AVX-512 has AVX2
    BOOST_TEST((BandSearch().propagation() == (wide  ? BandPropagation::avx512
                                               : any ? BandPropagation::avx2
                                                     : BandPropagation::work_list)));
    BOOST_TEST((BandSearch({.avx512 = false}).propagation() ==
                (any ? BandPropagation::avx2 : BandPropagation::work_list)));
    BOOST_TEST(BandSearch().sweeps() == any);
    BOOST_TEST(
        (BandSearch({.sweep = false}).propagation() == BandPropagation::work_list));
    BOOST_TEST(!BandSearch({.sweep = false}).sweeps());
}

// The installed solver is the measuring layer's search with its defaults: the same
// solutions in the same order and the same counters, profile included.
BOOST_AUTO_TEST_CASE(the_installed_solver_is_the_search_with_its_defaults) {
    sudoku::BandSolver installed;
    BandSearch defaults;
    std::vector<sudoku::Grid> puzzles =
        test_support::sudoku_slice("puzzles6_forum_hardest_1106.first100.txt");
    puzzles.push_back(sudoku::Grid(sudoku::Shape(3, 3)));  // many solutions
    for (const sudoku::Grid& puzzle : puzzles) {
        const exact_cover::Limits limits{.solutions = 20};
        const Listed a = listed(installed, puzzle, limits);
        const Listed b = listed(defaults, puzzle, limits);
        BOOST_TEST_INFO(sudoku::format_line(puzzle));
        BOOST_TEST_REQUIRE(a.found == b.found);
        BOOST_TEST(a.result.nodes == b.result.nodes);
        BOOST_TEST(a.result.updates == b.result.updates);
        BOOST_TEST(a.result.profile == b.result.profile,
                   boost::test_tools::per_element());
        BOOST_TEST((a.result.ending == b.result.ending));
        BOOST_TEST(profile_adds_up(a.result));
    }
}

// profile[d] counts the branches tried at depth d. The search visits its nodes depth
// first, so with a budget of k + 1 nodes the profile is that of k nodes and one more
// node, the first at depth 0 and each one at most one deeper than the one before (a
// child, or a sibling of it or of a node above). On the empty grid, to the first
// solution, the search goes down without a dead end (as it happens, with every
// combination of the ideas but the one that wanders, configurations without the
// intersection rule: see above), one node at each depth.
BOOST_AUTO_TEST_CASE(the_profile_counts_the_nodes_of_each_depth) {
    const sudoku::Grid empty(sudoku::Shape(3, 3));
    const auto none = [](const sudoku::Grid&) { return Next::proceed; };
    for (const BandOptions& options : every_option()) {
        BandSearch solver(options);
        BOOST_TEST_INFO(name(options));
        if (!(options.configurations && !options.triads)) {
            const exact_cover::SearchResult first = solver.solve(
                empty, [](const sudoku::Grid&) { return Next::stop; }, {.nodes = 1000});
            BOOST_TEST(first.solutions == 1u);
            BOOST_TEST(first.nodes > 1u);
            BOOST_TEST(first.profile == std::vector<std::uint64_t>(first.nodes, 1),
                       boost::test_tools::per_element());
        }
        for (const char* file : {"puzzles3_magictour_top1465.first100.txt",
                                 "puzzles6_forum_hardest_1106.first100.txt"}) {
            const sudoku::Grid puzzle = test_support::sudoku_slice(file).front();
            std::vector<std::uint64_t> before;
            std::size_t depth = 0;  // of the last node
            for (std::uint64_t k = 1; k <= 40; ++k) {
                const exact_cover::SearchResult r =
                    solver.solve(puzzle, none, {.nodes = k});
                if (r.nodes < k) break;  // the whole tree has fewer nodes
                BOOST_TEST_REQUIRE(profile_adds_up(r));
                std::vector<std::uint64_t> grown = before;
                std::size_t d = 0;  // the depth of node k: where the profile grew
                while (d < grown.size() && d < r.profile.size() &&
                       grown[d] == r.profile[d])
                    ++d;
                BOOST_TEST_REQUIRE(d < r.profile.size());
                if (grown.size() <= d) grown.resize(d + 1, 0);
                ++grown[d];
                BOOST_TEST_REQUIRE(grown == r.profile,
                                   boost::test_tools::per_element());
                BOOST_TEST_REQUIRE((k == 1 ? d == 0 : d <= depth + 1));
                depth = d;
                before = r.profile;
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(minimal_puzzles_with_one_solution) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        const sudoku::Grid puzzle =
            sudoku::generate_puzzle(sudoku::Shape(3, 3), seed).puzzle;
        const std::vector<std::string> expected = dlx_solutions(puzzle, 2);
        BOOST_TEST_REQUIRE(expected.size() == 1u);
        for (const BandOptions& options : every_option()) {
            BandSearch solver(options);
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
    const sudoku::Grid sixteen =
        test_support::sudoku_slice("16x16_goomii17.first20.txt").front();
    const auto solution = sudoku::first_solution(sudoku::Algorithm::bands, sixteen);
    BOOST_REQUIRE(solution.has_value());
    BOOST_TEST(sudoku::check_solution(sixteen, *solution).ok());
}

BOOST_AUTO_TEST_SUITE_END()
