// Chapter 13: dancing cells (exact_cover::DancingCells, and the tuned engine of "Going
// faster", exact_cover::TunedCells) against Knuth's ssxc1 and ssxcc1, whose counters
// both reproduce, against each other, whose trees must be the same, and against chapter
// 6's Dancing Links and chapter 9's Algorithm C, whose solutions they must find: on the
// book's example problems, queens, Langford pairs, pentominoes, Sudoku puzzles, word
// rectangles and random problems with secondary items and colours; with limits, and run
// twice.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <map>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "exact_cover/baseline_dlx.hpp"
#include "exact_cover/colour_dlx.hpp"
#include "exact_cover/dancing_cells.hpp"
#include "exact_cover/measuring/cells_search.hpp"
#include "exact_cover/measuring/cells_variants.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/problems/langford.hpp"
#include "exact_cover/problems/pentominoes.hpp"
#include "exact_cover/problems/queens.hpp"
#include "exact_cover/problems/word_rectangles.hpp"
#include "exact_cover/sparse_set.hpp"
#include "exact_cover/tuned_cells.hpp"
#include "exact_cover/verify.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "test_support/known_counts.hpp"
#include "test_support/random_problems.hpp"

using namespace exact_cover;

namespace {

// A version of TunedCells from the measuring layer, called as an engine is called.
struct Version {
    TunedCells cells;
    measuring::CellsOptions options;
    SearchResult search(const exact_cover::SolutionVisitor& visit, Limits limits = {}) {
        return measuring::search(cells, options, visit, limits);
    }
    SearchResult count_solutions(Limits limits = {}) {
        return measuring::count_solutions(cells, options, limits);
    }
    bool tests_on_bitsets() const {
        return measuring::tests_on_bitsets(cells, options);
    }
};

using Solutions = std::vector<std::vector<Option>>;

// Every solution an engine finds, each sorted, the list sorted: the engines walk
// different trees, so they find the same covers in different orders.
template <class Engine>
Solutions covers(Engine& engine, SearchResult* result = nullptr) {
    Solutions all;
    const SearchResult r = engine.search([&](std::span<const Option> s) {
        all.emplace_back(s.begin(), s.end());
        std::sort(all.back().begin(), all.back().end());
        return Next::proceed;
    });
    if (result) *result = r;
    std::sort(all.begin(), all.end());
    return all;
}

// Every solution in the order found, and the counters.
template <class Engine>
std::pair<Solutions, SearchResult> walk(Engine& engine, Limits limits = {}) {
    Solutions all;
    const SearchResult r = engine.search(
        [&](std::span<const Option> s) {
            all.emplace_back(s.begin(), s.end());
            return Next::proceed;
        },
        limits);
    return {all, r};
}

// TunedCells walks DancingCells' tree: the same solutions in the same order, the same
// nodes, updates and profile, the same mems when it counts them and none when not, the
// same ending; whole, and within @p limits.
void expect_same_tree(const Problem& p, Limits limits = {}) {
    DancingCells plain(p);
    TunedCells tuned(p);
    Version counting{TunedCells(p), {.counting = measuring::Counting::mems}};
    const auto [solutions, r] = walk(plain, limits);
    const auto [tuned_solutions, t] = walk(tuned, limits);
    BOOST_TEST((tuned_solutions == solutions));
    BOOST_TEST(t.nodes == r.nodes);
    BOOST_TEST(t.updates == r.updates);
    BOOST_TEST(t.profile == r.profile, boost::test_tools::per_element());
    BOOST_TEST((t.ending == r.ending));
    BOOST_TEST(t.mems == 0u);
    const SearchResult c = counting.count_solutions(limits);
    BOOST_TEST(c.solutions == r.solutions);
    BOOST_TEST(c.nodes == r.nodes);
    BOOST_TEST(c.mems == r.mems);
    BOOST_TEST(c.doomed == r.doomed);
    BOOST_TEST(t.doomed == 0u);  // counted only with the mems
}

// TunedCells testing for doom before any hide (DoomTest::before_hiding) finds the
// covers @p found of DancingCells, whose search gave @p plain, and makes the same nodes
// at the root, where both judge every option against the same sets; below, its ties and
// so its tree may differ. A second search walks its tree again. With colours it tests
// while hiding, and walks DancingCells' tree.
void expect_lookahead(const Problem& p, const Solutions& found,
                      const SearchResult& plain) {
    Version look{TunedCells(p), {.doom = measuring::DoomTest::before_hiding}};
    BOOST_TEST(look.tests_on_bitsets() == !p.has_colours());
    SearchResult r;
    BOOST_TEST((covers(look, &r) == found));
    const auto root = [](const SearchResult& s) {
        return s.profile.empty() ? std::uint64_t{0} : s.profile[0];
    };
    BOOST_TEST(root(r) == root(plain));
    const SearchResult again = look.count_solutions();
    BOOST_TEST(again.nodes == r.nodes);
    BOOST_TEST(again.updates == r.updates);
    if (p.has_colours()) {
        BOOST_TEST(r.nodes == plain.nodes);
        BOOST_TEST(r.updates == plain.updates);
    }
}

// DancingCells finds exactly the covers BaselineDlx finds, each a cover; TunedCells
// walks its tree, and finds the same covers when it tests for doom before any hide.
void expect_same_covers(const Problem& p) {
    BaselineDlx dlx(p);
    DancingCells cells(p);
    SearchResult r;
    const Solutions found = covers(cells, &r);
    BOOST_TEST((found == covers(dlx)));
    for (const auto& s : found) BOOST_TEST(is_exact_cover(p, s));
    expect_same_tree(p);
    expect_lookahead(p, found, r);
}

// What ssxc1 (or ssxcc1, for colours) printed for a problem, written by
// write_knuth_format: "Altogether S solutions, I+M mems, U updates, B bytes, N nodes"
// (N counts the root: one more than the engines' nodes).
struct Ssxc1 {
    std::uint64_t solutions, mems, updates, nodes;
};

void expect_counts(const SearchResult& r, const Ssxc1& knuth) {
    BOOST_TEST(r.solutions == knuth.solutions);
    BOOST_TEST(r.mems == knuth.mems);
    BOOST_TEST(r.updates == knuth.updates);
    BOOST_TEST(r.nodes + 1 == knuth.nodes);
}

void expect_ssxc1(const Problem& p, const Ssxc1& knuth) {
    BOOST_TEST_CONTEXT("DancingCells") {
        expect_counts(DancingCells(p).count_solutions(), knuth);
    }
    BOOST_TEST_CONTEXT("TunedCells") {
        Version counting{TunedCells(p), {.counting = measuring::Counting::mems}};
        expect_counts(counting.count_solutions(), knuth);
    }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(dancing_cells)

// ssxc1 built from ascherer/cwebtest's ssxc1.w (ctangle, gcc -O3 -march=native) on 27
// November 2026, each problem written in Knuth's format by write_knuth_format.
BOOST_AUTO_TEST_CASE(the_counters_are_ssxc1s) {
    expect_ssxc1(small_example(), {1, 274, 21, 4});
    expect_ssxc1(knuth_example(), {1, 336, 25, 5});
    expect_ssxc1(queens_problem(8), {92, 274959, 18412, 890});
    expect_ssxc1(langford_problem(8), {300, 432268, 35282, 2295});
    expect_ssxc1(pentomino_problem(20, 3), {8, 83833423, 9565732, 9639});
    expect_same_tree(pentomino_problem(20, 3));
}

BOOST_AUTO_TEST_CASE(the_same_covers_as_dancing_links_on_the_books_problems) {
    expect_same_covers(small_example());
    expect_same_covers(knuth_example());
    for (std::size_t n = 1; n <= 9; ++n) BOOST_TEST_CONTEXT("queens " << n) {
            expect_same_covers(queens_problem(n));
            DancingCells cells(queens_problem(n));
            BOOST_TEST(cells.count_solutions().solutions ==
                       test_support::queens_count(n));
        }
    for (std::size_t n = 3; n <= 8; ++n) BOOST_TEST_CONTEXT("Langford " << n) {
            expect_same_covers(langford_problem(n));
        }
    DancingCells tilings(pentomino_problem(20, 3));
    SearchResult r;
    const Solutions found = covers(tilings, &r);
    BOOST_TEST(found.size() == 8u);  // 2 up to symmetry
    expect_lookahead(pentomino_problem(20, 3), found, r);
}

BOOST_AUTO_TEST_CASE(the_same_covers_on_sudoku_puzzles) {
    for (const char* file : {"/data/sudoku/puzzles2_17_clue.first100.txt",
                             "/data/sudoku/puzzles6_forum_hardest_1106.first100.txt"}) {
        const auto puzzles =
            sudoku::read_puzzle_file(std::string(BOOK_SOURCE_DIR) + file);
        for (std::size_t k = 0; k < 5; ++k)
            BOOST_TEST_CONTEXT(file << " puzzle " << k) {
                const Problem p = sudoku::precover_givens(puzzles[k]).value().problem;
                expect_same_covers(p);
                DancingCells cells(p);
                BOOST_TEST(cells.count_solutions().solutions == 1u);
            }
    }
}

BOOST_AUTO_TEST_CASE(the_same_covers_on_random_problems_with_secondary_items) {
    std::mt19937 rng(12);
    for (int k = 0; k < 300; ++k) BOOST_TEST_CONTEXT("problem " << k) {
            std::uniform_int_distribution<std::size_t> primary(1, 10), secondary(0, 5),
                options(1, 50);
            expect_same_covers(test_support::random_problem(
                rng, primary(rng), secondary(rng), options(rng)));
        }
}

// Chapter 13 prints this layout (code/ch13/cells_layout.cpp, the same problem with
// names): each option's nodes and its spacer (minus the option's length; its number),
// each node's place in its item's set, the sets in option order; options without a
// primary item are dropped. A search leaves the sets' orders as its swaps left them,
// and the next search starts from this layout again.
BOOST_AUTO_TEST_CASE(the_layout_of_a_small_problem) {
    Problem p = Problem::with_item_count(3, 1);
    p.add_option({0, 1});
    p.add_option({1, 2});
    p.add_option({3});  // secondary alone: dropped
    p.add_option({0, 2});
    p.add_option({2});
    DancingCells cells(p);
    const std::string expected =
        "node q          0   1   2   3   4   5   6   7   8   9  10\n"
        "  item          0   1  -2   1   2  -2   0   2  -2   2  -1\n"
        "  loc           0   2   0   3   4   1   1   5   3   6   4\n"
        "place k         0   1   2   3   4   5   6\n"
        "  set_[k]       0   6   1   3   4   7   9\n"
        "item i          0   1   2   3\n"
        "  start         0   2   4   7\n"
        "  size          2   2   3   0\n"
        "active list     0   1   2   3\n"
        "  active        4\n";
    BOOST_TEST(cells.layout() == expected);
    const SearchResult first = cells.count_solutions();  // {0 1} {2}
    BOOST_TEST(first.solutions == 1u);
    // a's second option, {0 2}, leaves b nothing: doomed, abandoned before it is a node
    BOOST_TEST(first.doomed == 1u);
    BOOST_TEST(first.nodes == 2u);
    // the trail's share of the mems: the root saves b, c and the secondary x (3 pairs,
    // 3 mems each), level 1 saves x (after covering c), and the root restores its 3
    // pairs once, before a c (2 + 2 · 3); level 1 has no second option to restore for
    BOOST_TEST(first.trail_mems == 9u + 3u + 8u);
    BOOST_TEST(first.trail_mems < first.mems);
    BOOST_TEST(cells.layout() != expected);
    const SearchResult again = cells.count_solutions();
    BOOST_TEST(again.nodes == first.nodes);
    BOOST_TEST(again.updates == first.updates);
    // A budget of no node stops the search on entering its first node, nothing undone:
    // a chosen (a tie with b, and a comes first), covered, option {0 1} tried; b's
    // option {1 2} left c's set, and a's {0 2} too; a and b are out of the active list.
    exact_cover::Limits none;
    none.nodes = 0;
    (void)cells.count_solutions(none);
    BOOST_TEST(cells.layout() ==
               "node q          0   1   2   3   4   5   6   7   8   9  10\n"
               "  item          0   1  -2   1   2  -2   0   2  -2   2  -1\n"
               "  loc           0   3   0   2   5   1   1   6   3   4   4\n"
               "place k         0   1   2   3   4   5   6\n"
               "  set_[k]       0   6   3   1   9   4   7\n"
               "item i          0   1   2   3\n"
               "  start         0   2   4   7\n"
               "  size          2   1   1   0\n"
               "active list     3   2   1   0\n"
               "  active        2\n");
}

// Chapter 13's example of colours: a x:red, b x:red, b x:blue. Purifying x for a's
// option takes b x:blue out of b's set and leaves x's own set whole; b's hide below
// skips x, purified above, so x's set keeps both its options.
BOOST_AUTO_TEST_CASE(the_layout_of_a_purified_item) {
    Problem p({"a", "b"}, {"x"});
    const exact_cover::Colour red = p.colour("red"), blue = p.colour("blue");
    p.add_coloured_option({{0, 0}, {2, red}});
    p.add_coloured_option({{1, 0}, {2, red}});
    p.add_coloured_option({{1, 0}, {2, blue}});
    DancingCells cells(p);
    BOOST_TEST(
        cells.layout().find("  colour        0   1   0   0   1   0   0   2   0\n") !=
        std::string::npos);
    exact_cover::Limits limits;
    limits.nodes = 0;
    (void)cells.count_solutions(limits);
    const std::string first = cells.layout();
    BOOST_TEST(first.find("  set_[k]       0   3   6   7   4   1\n") !=
               std::string::npos);
    BOOST_TEST(first.find("  size          1   1   2\n") != std::string::npos);
    BOOST_TEST(first.find("  before_       2\n") != std::string::npos);
    limits.nodes = 1;
    const SearchResult r = cells.count_solutions(limits);
    BOOST_TEST((r.ending == exact_cover::Ending::budget));
    const std::string second = cells.layout();
    BOOST_TEST(second.find("  size          1   1   2\n") != std::string::npos);
    BOOST_TEST(second.find("  before_       0\n") != std::string::npos);
    BOOST_TEST(DancingCells(p).count_solutions().solutions == 1u);
}

BOOST_AUTO_TEST_CASE(a_primary_item_without_options_means_no_search) {
    Problem p = Problem::with_item_count(3, 1);
    p.add_option({0, 1});
    p.add_option({0, 3});
    DancingCells cells(p);
    const SearchResult r = cells.count_solutions();
    BOOST_TEST(r.solutions == 0u);
    BOOST_TEST(r.nodes == 0u);
    BOOST_TEST(!r.stopped());
    expect_same_tree(p);
}

// ssxc1 answers "no solutions" for this one: its input check treats the first
// secondary item, here unused, as a primary item without options.
BOOST_AUTO_TEST_CASE(an_unused_secondary_item_changes_nothing) {
    Problem p = Problem::with_item_count(2, 2);
    p.add_option({0, 3});
    p.add_option({1});
    DancingCells cells(p);
    BOOST_TEST(cells.count_solutions().solutions == 1u);
    expect_same_tree(p);
}

BOOST_AUTO_TEST_CASE(no_primary_items_is_one_empty_cover) {
    DancingCells cells(Problem::with_item_count(0, 2));
    const SearchResult r = cells.count_solutions();
    BOOST_TEST(r.solutions == 1u);
    BOOST_TEST(r.nodes == 0u);
    expect_same_tree(Problem::with_item_count(0, 2));
}

BOOST_AUTO_TEST_CASE(options_without_a_primary_item_are_never_chosen) {
    Problem p = Problem::with_item_count(1, 1);
    p.add_option({1});
    p.add_option({0, 1});
    DancingCells cells(p);
    const auto first = cells.first_solution();
    BOOST_REQUIRE(first.has_value());
    BOOST_TEST((*first == std::vector<Option>{1}));
    expect_same_tree(p);
}

BOOST_AUTO_TEST_CASE(the_tuned_engine_stops_where_the_plain_one_does) {
    const Problem p = queens_problem(8);
    for (std::uint64_t k = 1; k <= 4; ++k) BOOST_TEST_CONTEXT("limit " << k) {
            expect_same_tree(p, {.solutions = k});
            expect_same_tree(knuth_example(), {.solutions = k});
        }
    for (std::uint64_t nodes : {0, 1, 2, 17, 100, 500})
        BOOST_TEST_CONTEXT(nodes << " nodes") {
            expect_same_tree(p, {.nodes = nodes});
            expect_same_tree(langford_problem(7), {.nodes = nodes});
        }
}

BOOST_AUTO_TEST_CASE(limits_stop_the_search_and_a_second_run_walks_the_same_tree) {
    const Problem p = queens_problem(8);
    DancingCells cells(p);
    const SearchResult all = cells.count_solutions();
    const SearchResult again = cells.count_solutions();
    BOOST_TEST(again.solutions == all.solutions);
    BOOST_TEST(again.nodes == all.nodes);
    BOOST_TEST(again.updates == all.updates);
    BOOST_TEST(again.mems == all.mems);
    BOOST_TEST(again.profile == all.profile, boost::test_tools::per_element());

    const SearchResult three = cells.count_solutions({.solutions = 3});
    BOOST_TEST(three.solutions == 3u);
    BOOST_TEST((three.ending == Ending::solution_limit));

    const SearchResult budget = cells.count_solutions({.nodes = 100});
    BOOST_TEST(budget.nodes == 100u);
    BOOST_TEST(budget.gave_up());

    std::atomic<bool> raised{true};
    const SearchResult stopped = cells.count_solutions({.interrupt = &raised});
    BOOST_TEST((stopped.ending == Ending::interrupted));
    BOOST_TEST(stopped.nodes == 0u);

    int seen = 0;
    const SearchResult visited = cells.search([&](std::span<const Option> s) {
        BOOST_TEST(is_exact_cover(p, s));
        return ++seen == 5 ? Next::stop : Next::proceed;
    });
    BOOST_TEST(visited.solutions == 5u);
    BOOST_TEST((visited.ending == Ending::visitor));
    BOOST_TEST(cells.count_solutions({.solutions = 0}).solutions == 0u);
}

BOOST_AUTO_TEST_CASE(the_profile_adds_up_to_the_nodes) {
    DancingCells cells(langford_problem(7));
    const SearchResult r = cells.count_solutions();
    std::uint64_t sum = 0;
    for (const std::uint64_t n : r.profile) sum += n;
    BOOST_TEST(sum == r.nodes);
    BOOST_TEST(r.solutions == 52u);  // 26 pairs of Langford sequences and reversals
}

// ssxcc1, Knuth's program of dancing cells with colours (ascherer/cwebtest's ssxcc1.w,
// built as ssxc1), on Knuth's example of colours and on chapter 9's word rectangles,
// both written by write_knuth_format.
BOOST_AUTO_TEST_CASE(colours_are_searched_as_ssxcc1_searches_them) {
    Problem knuth = Problem::with_item_count(3, 2);
    const Colour zero = knuth.colour("0"), one = knuth.colour("1");
    knuth.add_coloured_option({{0, 0}, {1, 0}, {3, zero}, {4, zero}});
    knuth.add_coloured_option({{0, 0}, {2, 0}, {3, one}, {4, one}});
    knuth.add_coloured_option({{1, 0}, {3, one}});
    knuth.add_coloured_option({{2, 0}, {4, one}});
    expect_ssxc1(knuth, {1, 225, 16, 3});
    expect_same_tree(knuth);
    const std::vector<std::string> words = three_letter_words();
    const Problem rectangles = word_rectangle_problem(3, 3, words);
    expect_ssxc1(rectangles, {115, 511640, 47022, 528});
    expect_same_tree(rectangles);
}

BOOST_AUTO_TEST_CASE(colours_give_the_covers_of_algorithm_c) {
    std::mt19937 rng(37);
    for (int k = 0; k < 200; ++k) BOOST_TEST_CONTEXT("problem " << k) {
            std::uniform_int_distribution<std::size_t> primary(1, 8), secondary(1, 4),
                options(1, 30), size(0, 4), colour(0, 3);
            Problem p = Problem::with_item_count(primary(rng), secondary(rng));
            const std::size_t n = p.item_count();
            const std::vector<Colour> colours{0, p.colour("a"), p.colour("b"),
                                              p.colour("c")};
            std::uniform_int_distribution<std::size_t> any(0, n - 1),
                first(0, p.primary_count() - 1);
            for (std::size_t o = options(rng); o > 0; --o) {
                std::map<Item, Colour> items{{first(rng), 0}};
                for (std::size_t j = size(rng); j > 0; --j) {
                    const Item i = any(rng);
                    items.emplace(i, p.is_primary(i) ? 0 : colours[colour(rng)]);
                }
                p.add_coloured_option({items.begin(), items.end()});
            }
            ColourDlx dlx(p);
            DancingCells cells(p);
            SearchResult r;
            const Solutions found = covers(cells, &r);
            BOOST_TEST((found == covers(dlx)));
            for (const auto& s : found) BOOST_TEST(is_exact_cover(p, s));
            expect_same_tree(p);
            expect_lookahead(p, found, r);
        }
}

BOOST_AUTO_TEST_CASE(the_doom_test_on_bitsets_leaves_out_what_it_cannot_hold) {
    // one row of bits per item, a bit per option: 600 items and 30,000 options need
    // 600 rows of 469 words, more than max_bitset_words
    Problem big = Problem::with_item_count(600);
    for (Item i = 0; i < 30000; ++i) big.add_option({i % 600});
    const measuring::CellsOptions before{.doom = measuring::DoomTest::before_hiding};
    Version large{TunedCells(big), before};
    BOOST_TEST(600 * 469 > exact_cover::max_bitset_words);
    BOOST_TEST(!large.tests_on_bitsets());
    Version small{TunedCells(knuth_example()), before};
    BOOST_TEST(small.tests_on_bitsets());
    const Version plain{TunedCells(knuth_example()), {}};
    BOOST_TEST(!plain.tests_on_bitsets());  // not asked for
    // load() makes the rows again for each problem, or none
    small.cells.load({3, 3, std::vector<std::uint32_t>{0, 1, 3},
                      std::vector<std::uint32_t>{0, 1, 2}});
    BOOST_TEST(small.tests_on_bitsets());
    BOOST_TEST(small.count_solutions().solutions == 1u);
}

BOOST_AUTO_TEST_CASE(load_takes_bare_arrays_and_refuses_bad_ones) {
    // Knuth's example (items a .. g as 0 .. 6), as bare arrays
    const std::vector<std::uint32_t> offsets{0, 2, 5, 8, 11, 13, 16};
    const std::vector<std::uint32_t> entries{2, 4, 0, 3, 6, 1, 2, 5,
                                             0, 3, 5, 1, 6, 3, 4, 6};
    Version cells{TunedCells(), {.counting = measuring::Counting::mems}};
    cells.cells.load({7, 7, offsets, entries});
    const SearchResult r = cells.count_solutions();
    BOOST_TEST(r.solutions == 1u);
    BOOST_TEST(r.mems == 336u);  // as from the Problem: ssxc1's
    const std::vector<std::uint32_t> twice{0, 1, 3, 0};
    BOOST_CHECK_THROW(cells.cells.load({3, 3, std::vector<std::uint32_t>{0, 2}, twice}),
                      std::invalid_argument);
    BOOST_TEST(cells.count_solutions().solutions == 1u);  // refused: the empty problem
    const std::vector<std::uint32_t> beyond{0, 5};
    BOOST_CHECK_THROW(
        cells.cells.load({3, 3, std::vector<std::uint32_t>{0, 2}, beyond}),
        std::invalid_argument);
    BOOST_CHECK_THROW(cells.cells.load({3, 4, std::vector<std::uint32_t>{0}, {}}),
                      std::invalid_argument);
    BOOST_CHECK_THROW(cells.cells.load({3, 3, std::vector<std::uint32_t>{0, 1}, {}}),
                      std::invalid_argument);
    cells.cells.load({7, 7, offsets, entries});
    BOOST_TEST(cells.count_solutions().mems == 336u);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(sparse_set)

BOOST_AUTO_TEST_CASE(
    removing_swaps_with_the_last_member_and_restoring_brings_all_back) {
    SparseSet s(5);
    BOOST_TEST(s.size() == 5u);
    s.remove(1);
    BOOST_TEST((std::vector<SparseSet::Index>(s.members().begin(), s.members().end()) ==
                std::vector<SparseSet::Index>{0, 4, 2, 3}));
    BOOST_TEST(!s.contains(1));
    BOOST_TEST(s.position(1) == 4u);
    s.remove(0);
    BOOST_TEST((std::vector<SparseSet::Index>(s.members().begin(), s.members().end()) ==
                std::vector<SparseSet::Index>{3, 4, 2}));
    s.restore(5);
    for (SparseSet::Index x = 0; x < 5; ++x) BOOST_TEST(s.contains(x));
    // the same members, in another order
    BOOST_TEST((std::vector<SparseSet::Index>(s.members().begin(), s.members().end()) ==
                std::vector<SparseSet::Index>{3, 4, 2, 0, 1}));
}

BOOST_AUTO_TEST_CASE(broken_preconditions_are_refused) {
    SparseSet s(3);
    s.remove(2);
    BOOST_CHECK_THROW(s.remove(2), std::invalid_argument);  // not a member
    BOOST_CHECK_THROW(s.remove(7), std::out_of_range);      // not an element
    BOOST_CHECK_THROW(s.restore(1), std::invalid_argument);
    BOOST_CHECK_THROW(s.restore(4), std::invalid_argument);
    s.restore(3);
    BOOST_TEST(s.contains(2));
}

// Issue 52, item 4: the trail saves sizes at every level, depth × items on a chain of
// one-item options (gigabytes for 20,000 of them); past trail_limit() the search ends
// as at a spent budget, for every engine and version, and a shallower problem is
// searched to the end by the same engines.
BOOST_AUTO_TEST_CASE(a_tree_too_deep_for_the_trail_ends_as_a_spent_budget) {
    const auto chain = [](int n) {
        std::vector<std::string> names;
        for (int k = 0; k < n; ++k) names.push_back("a" + std::to_string(k));
        Problem p(names);
        for (Item k = 0; k < names.size(); ++k) p.add_option({k});
        return p;
    };
    const Problem deep = chain(20000), shallow = chain(500);
    DancingCells plain(deep);
    BOOST_TEST((plain.count_solutions().ending == Ending::budget));
    BOOST_TEST(DancingCells(shallow).count_solutions().solutions == 1U);
    for (const measuring::DoomTest doom :
         {measuring::DoomTest::while_hiding, measuring::DoomTest::before_hiding}) {
        TunedCells tuned(deep);
        BOOST_TEST((measuring::count_solutions(tuned, {.doom = doom}, {}).ending ==
                    Ending::budget));
        TunedCells small(shallow);
        BOOST_TEST(measuring::count_solutions(small, {.doom = doom}, {}).solutions ==
                   1U);
    }
}

BOOST_AUTO_TEST_SUITE_END()
