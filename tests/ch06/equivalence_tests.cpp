// Going faster: the tuned Dancing Links walks the baseline's tree. For every
// combination of its speed-ups, on random problems (with secondary items), on problems
// full of forced paths, on Knuth's instances and on Sudoku puzzles: the same solutions
// in the same order, the same updates, nodes and profile; with solution limits and node
// budgets too.
#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "exact_cover/dlx.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/problems/pentominoes.hpp"
#include "exact_cover/problems/queens.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "test_support/random_problems.hpp"

using namespace exact_cover;

namespace {

// A run: the solutions in order, and the counters.
struct Run {
    std::vector<std::vector<Option>> solutions;
    SearchResult stats;
};

// Every tuning: each speed-up on or off (2^4 combinations).
std::vector<DlxTuning> every_tuning() {
    std::vector<DlxTuning> all;
    for (int bits = 0; bits < 16; ++bits)
        all.push_back(
            {(bits & 1) != 0, (bits & 2) != 0, (bits & 4) != 0, (bits & 8) != 0});
    return all;
}

std::string describe(const DlxTuning& t) {
    std::ostringstream out;
    out << "block_scan " << t.block_scan << ", scan_versions " << t.scan_versions
        << ", count_empty " << t.count_empty << ", forced_paths " << t.forced_paths;
    return out.str();
}

// A run of either engine under `limits`, walking with a visitor that keeps every
// solution.
template <class Engine>
Run walked(Engine& dlx, Limits limits = {}) {
    Run run;
    run.stats = dlx.search(
        [&](std::span<const Option> s) {
            run.solutions.emplace_back(s.begin(), s.end());
            return Next::proceed;
        },
        limits);
    return run;
}

// The baseline's run.
Run baseline(const Problem& p, ItemChoice rule, Limits limits = {}) {
    BaselineDlx dlx(p, rule);
    return walked(dlx, limits);
}

void expect_same_stats(const SearchResult& tuned, const SearchResult& base) {
    BOOST_TEST(tuned.solutions == base.solutions);
    BOOST_TEST(tuned.nodes == base.nodes);
    BOOST_TEST(tuned.updates == base.updates);
    BOOST_TEST(tuned.profile == base.profile, boost::test_tools::per_element());
    BOOST_TEST((tuned.ending == base.ending));
}

// Every tuning against the baseline on one problem: all solutions in order, the first
// one to three (walking and counting), and, for the tuned engine, node budgets.
void expect_same_trees(const Problem& p, ItemChoice rule = ItemChoice::fewest_options,
                       const std::vector<DlxTuning>& tunings = every_tuning()) {
    const Run all = baseline(p, rule);
    for (const DlxTuning& tuning : tunings) {
        BOOST_TEST_CONTEXT(describe(tuning)) {
            TunedDlx dlx(p, {rule, tuning});
            const Run run = walked(dlx);
            BOOST_TEST((run.solutions == all.solutions));
            expect_same_stats(run.stats, all.stats);
            expect_same_stats(dlx.count_solutions(), all.stats);
            for (std::uint64_t limit : {1, 2, 3}) {
                const Run some = baseline(p, rule, {.solutions = limit});
                const Run tuned = walked(dlx, {.solutions = limit});
                BOOST_TEST((tuned.solutions == some.solutions));
                expect_same_stats(tuned.stats, some.stats);
                expect_same_stats(dlx.count_solutions({.solutions = limit}),
                                  some.stats);
            }
            const std::uint64_t nodes = all.stats.nodes;
            for (std::uint64_t budget : {nodes / 3, nodes / 2, nodes - 1}) {
                if (budget == 0 || budget >= nodes) continue;
                const Run within = baseline(p, rule, {.nodes = budget});
                const Run tuned = walked(dlx, {.nodes = budget});
                BOOST_TEST((tuned.solutions == within.solutions), "budget " << budget);
                BOOST_TEST(tuned.stats.nodes == budget);
                BOOST_TEST(tuned.stats.gave_up());
                expect_same_stats(tuned.stats, within.stats);
                const SearchResult counted = dlx.count_solutions({.nodes = budget});
                BOOST_TEST(counted.solutions == within.solutions.size());
                BOOST_TEST(counted.nodes == budget);
                BOOST_TEST(counted.gave_up());
            }
        }
    }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(going_faster_equivalence)

BOOST_AUTO_TEST_CASE(random_problems_with_secondary_items) {
    std::mt19937 rng(1515);
    for (int trial = 0; trial < 40; ++trial) {
        const Problem p = test_support::random_problem(rng, 6 + trial % 5, trial % 4,
                                                       14 + trial % 11);
        BOOST_TEST_CONTEXT("trial " << trial) {
            expect_same_trees(p, ItemChoice::fewest_options);
            if (trial % 4 == 0) expect_same_trees(p, ItemChoice::first);
        }
    }
}

BOOST_AUTO_TEST_CASE(large_problems_where_the_counts_and_forced_paths_apply) {
    // More than 128 primary items: the empty lists are counted, and counting skips
    // forced paths. Planted covers make many such paths; secondary items, none.
    std::mt19937 rng(2027);
    for (int trial = 0; trial < 6; ++trial) {
        const Problem p =
            trial < 3 ? test_support::planted_problem(rng, 140 + trial, 2 + trial % 2)
                      : test_support::planted_problem(rng, 150, 2 + trial % 2, 3, 3);
        BOOST_TEST_CONTEXT("trial " << trial) { expect_same_trees(p); }
    }
    // Planted covers again, with a secondary item in a third of the options: the counts
    // still apply, the forced paths no longer do.
    const Problem planted = test_support::planted_problem(rng, 140, 3);
    Problem with_secondary = Problem::with_item_count(140, 4);
    std::uniform_int_distribution<std::size_t> secondary(140, 145);  // 144, 145: none
    for (Option o = 0; o < planted.option_count(); ++o) {
        std::vector<Item> items(planted.option(o).begin(), planted.option(o).end());
        if (const std::size_t s = secondary(rng); s < 144) items.push_back(s);
        with_secondary.add_option(items);
    }
    expect_same_trees(with_secondary);
}

BOOST_AUTO_TEST_CASE(knuths_instances) {
    expect_same_trees(small_example());
    expect_same_trees(knuth_example());
    for (std::size_t n = 1; n <= 7; ++n) BOOST_TEST_CONTEXT("queens " << n) {
            expect_same_trees(queens_problem(n));
        }
    // 72 items: the counts do not apply, so the scans are what differs (and the tree
    // is large: only every speed-up on, and every one off).
    expect_same_trees(pentomino_problem(20, 3), ItemChoice::fewest_options,
                      {DlxTuning{}, DlxTuning{false, false, false, false}});
}

BOOST_AUTO_TEST_CASE(sudoku_puzzles) {
    // 324 items: the block scan, the counts and (when counting) the forced paths.
    const auto puzzles = sudoku::read_puzzle_file(
        BOOK_SOURCE_DIR "/data/sudoku/puzzles3_magictour_top1465.first100.txt");
    for (std::size_t k = 0; k < 6; ++k) BOOST_TEST_CONTEXT("puzzle " << k) {
            expect_same_trees(sudoku::precover_givens(puzzles[k]).problem);
        }
}

BOOST_AUTO_TEST_SUITE_END()
