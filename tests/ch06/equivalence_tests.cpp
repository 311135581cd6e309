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
#include <tuple>
#include <vector>

#include "exact_cover/baseline_dlx.hpp"
#include "exact_cover/measuring/tuned_search.hpp"  // the search over its speed-ups
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

// The tuned search with the speed-ups of S, as an engine: what the tests below need of
// one (search and count, under limits).
template <class S>
struct EngineWith {
    TunedDlx dlx;
    SearchResult search(const SolutionVisitor& visit, Limits limits = {}) {
        return TunedSearch<S>::run(dlx, &visit, limits, true);
    }
    SearchResult count_solutions(Limits limits = {}) {
        return TunedSearch<S>::run(dlx, nullptr, limits, true);
    }
};

// Every set of speed-ups: each scan, with the counts off, on, and with forced paths.
template <Scan S>
using SetsFor = std::tuple<Speedups<S, false, false>, Speedups<S, true, false>,
                           Speedups<S, false, true>, Speedups<S, true, true>>;
using EverySet = decltype(std::tuple_cat(
    SetsFor<Scan::links>{}, SetsFor<Scan::blocks>{}, SetsFor<Scan::block_versions>{}));
// Only the shipped set, and the baseline's way with none.
using ShippedAndNone = std::tuple<ShippedSpeedups, Speedups<Scan::links, false, false>>;

template <class S>
std::string describe() {
    std::ostringstream out;
    out << "scan " << static_cast<int>(S::scan) << ", count_empty " << S::count_empty
        << ", forced_paths " << S::forced_paths;
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

// A set of speed-ups against the baseline on one problem: all solutions in order, the
// first one to three (walking and counting), and, for the tuned engine, node budgets.
template <class S>
void expect_same_tree(const Problem& p, ItemChoice rule, const Run& all) {
    BOOST_TEST_CONTEXT(describe<S>()) {
        EngineWith<S> dlx{TunedDlx(p, rule)};
        const Run run = walked(dlx);
        BOOST_TEST((run.solutions == all.solutions));
        expect_same_stats(run.stats, all.stats);
        expect_same_stats(dlx.count_solutions(), all.stats);
        for (std::uint64_t limit : {1, 2, 3}) {
            const Run some = baseline(p, rule, {.solutions = limit});
            const Run tuned = walked(dlx, {.solutions = limit});
            BOOST_TEST((tuned.solutions == some.solutions));
            expect_same_stats(tuned.stats, some.stats);
            expect_same_stats(dlx.count_solutions({.solutions = limit}), some.stats);
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

// Each set of speed-ups in Sets against the baseline on one problem.
template <class Sets = EverySet>
void expect_same_trees(const Problem& p, ItemChoice rule = ItemChoice::fewest_options) {
    const Run all = baseline(p, rule);
    std::apply(
        [&](auto... sets) { (expect_same_tree<decltype(sets)>(p, rule, all), ...); },
        Sets{});
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
    expect_same_trees<ShippedAndNone>(pentomino_problem(20, 3));
}

BOOST_AUTO_TEST_CASE(sudoku_puzzles) {
    // 324 items: the block scan, the counts and (when counting) the forced paths.
    const auto puzzles = sudoku::read_puzzle_file(
        BOOK_SOURCE_DIR "/data/sudoku/puzzles3_magictour_top1465.first100.txt");
    for (std::size_t k = 0; k < 6; ++k) BOOST_TEST_CONTEXT("puzzle " << k) {
            expect_same_trees(sudoku::precover_givens(puzzles[k]).value().problem);
        }
}

BOOST_AUTO_TEST_SUITE_END()
