// Going faster: the tuned Dancing Links (exact_cover::TunedDlx) and what only it has
// (options chosen up front, bare arrays, node budgets, forced paths), checked against
// brute force and known counts.
#include <boost/test/data/monomorphic.hpp>
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "exact_cover/algorithm_x.hpp"
#include "exact_cover/brute_force.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/problems/queens.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "exact_cover/verify.hpp"
#include "test_support/known_counts.hpp"
#include "test_support/links.hpp"
#include "test_support/random_problems.hpp"
#include "test_support/runs.hpp"
#include "test_support/thrown.hpp"

using namespace exact_cover;
using test_support::Snapshot;
using Covers = std::vector<std::vector<Option>>;
using Options = std::vector<Option>;

namespace {}  // namespace

BOOST_AUTO_TEST_SUITE(ch06_dlx)

BOOST_AUTO_TEST_CASE(knuths_example_has_the_single_cover_of_rows_1_4_5) {
    TunedDlx dlx(knuth_example());
    const auto first = dlx.first_solution();
    BOOST_TEST_REQUIRE(first.has_value());
    // Branch on a ({a,d,g}, {a,d,f}); under {a,d,f}, b offers {b,g}, then c offers
    // {c,e}.
    BOOST_TEST(*first == (Options{3, 4, 0}), boost::test_tools::per_element());
}

// The arrays a program builds by hand, from a Problem.
struct Arrays {
    std::vector<std::uint32_t> offsets{0};
    std::vector<std::uint32_t> entries;
    explicit Arrays(const Problem& p) {
        for (Option o = 0; o < p.option_count(); ++o) {
            for (Item i : p.option(o)) entries.push_back(static_cast<std::uint32_t>(i));
            offsets.push_back(static_cast<std::uint32_t>(entries.size()));
        }
    }
};

BOOST_AUTO_TEST_CASE(problems_as_bare_arrays_load_as_problems_do) {
    std::mt19937 rng(61);
    TunedDlx from_arrays;  // one engine for every trial: load() replaces what was there
    for (int trial = 0; trial < 200; ++trial) {
        const std::size_t primary = 1 + trial % 8, secondary = trial % 3,
                          options = 3 + trial % 15;
        const Problem p =
            test_support::random_problem(rng, primary, secondary, options);
        const Arrays a(p);
        from_arrays.load(
            ProblemArrays{p.item_count(), p.primary_count(), a.offsets, a.entries});
        TunedDlx from_problem(p);
        BOOST_TEST((Snapshot(from_arrays) == Snapshot(from_problem)),
                   "trial " << trial);
        BOOST_TEST(test_support::sorted_covers(from_arrays) ==
                       test_support::sorted_covers(from_problem),
                   "trial " << trial);
    }
}

BOOST_AUTO_TEST_CASE(bad_arrays_are_refused_with_the_reason) {
    const std::vector<std::uint32_t> offsets{0, 2, 4}, entries{0, 1, 1, 2};
    const auto refused = [](const ProblemArrays& arrays, const std::string& reason) {
        TunedDlx dlx(small_example());
        const std::string message =
            test_support::message_of<std::invalid_argument>([&] { dlx.load(arrays); });
        BOOST_TEST(message.find(reason) != std::string::npos, message);
        BOOST_TEST(dlx.item_count() == 0u);  // left empty, not half built
    };
    TunedDlx fine;
    fine.load(ProblemArrays{3, 3, offsets, entries});
    BOOST_TEST(fine.count_solutions().solutions == 0u);
    // item 2 secondary: {0, 1} covers 0 and 1
    fine.load(ProblemArrays{3, 2, offsets, entries});
    BOOST_TEST(fine.count_solutions().solutions == 1u);
    refused(ProblemArrays{2, 2, offsets, entries},
            "option 1 has item 2, but there are only 2 items");
    const std::vector<std::uint32_t> twice{0, 1, 1, 2};
    refused(ProblemArrays{3, 3, std::vector<std::uint32_t>{0, 3, 4}, twice},
            "option 0 has item 1 twice");
    const std::vector<std::uint32_t> three{0, 1, 2, 0};
    refused(ProblemArrays{3, 3, std::vector<std::uint32_t>{0, 3, 2, 4}, three},
            "the offsets of option 1 decrease");
    refused(ProblemArrays{3, 3, std::vector<std::uint32_t>{0, 2}, entries},
            "the offsets must run from 0 to");
    refused(ProblemArrays{3, 4, offsets, entries}, "4 primary items but only 3 items");
}

BOOST_AUTO_TEST_CASE(cover_takes_the_item_out_and_counts_its_options_away) {
    TunedDlx dlx(small_example());
    // Item 1 lies in A = {1,3,9}, B = {1,2,3} and F = {1,5,8}.
    dlx.cover_item(0);
    BOOST_TEST(!dlx.is_active(0));
    BOOST_TEST(dlx.len(2) == 0u);  // item 3 was only in A and B
    BOOST_TEST(dlx.len(8) == 1u);  // item 9: C is left
    BOOST_TEST(dlx.len(7) == 2u);  // item 8: C and E are left
    BOOST_TEST(dlx.manual_updates() == 1u + 2u + 2u + 2u);
    dlx.uncover_item(0);
    BOOST_TEST(dlx.is_active(0));
    BOOST_TEST(dlx.len(2) == 2u);
}

BOOST_AUTO_TEST_CASE(every_search_leaves_the_links_as_it_found_them) {
    TunedDlx dlx(queens_problem(6));
    const Snapshot before(dlx);
    (void)dlx.count_solutions();
    BOOST_TEST((Snapshot(dlx) == before));
    (void)dlx.count_solutions({.solutions = 1})
        .solutions;  // stopped at the first solution, deep in the tree
    BOOST_TEST((Snapshot(dlx) == before));
    (void)dlx.first_solution();
    BOOST_TEST((Snapshot(dlx) == before));
}

// count_solutions() finishes a level where every list holds one option without walking
// the forced path below it; search() with a visitor walks every level. Their trees and
// counters must be the same, with and without a limit on solutions or on nodes.
void expect_same_run(const SearchResult& counted, const SearchResult& walked) {
    BOOST_TEST(counted.solutions == walked.solutions);
    BOOST_TEST(counted.nodes == walked.nodes);
    BOOST_TEST(counted.updates == walked.updates);
    BOOST_TEST(counted.stopped() == walked.stopped());
    BOOST_TEST(counted.profile == walked.profile, boost::test_tools::per_element());
}

SearchResult walk(TunedDlx& dlx, Limits limits = {}) {
    return dlx.search([](std::span<const Option>) { return Next::proceed; }, limits);
}

BOOST_AUTO_TEST_CASE(a_forced_path_is_counted_as_if_it_were_walked) {
    // One partition of 150 items into options: every list holds one option from the
    // start, so count_solutions() counts the whole path at the root. Each level covers
    // its option of k items in k + (k - 1) updates: 2 * 150 - m for m options.
    std::mt19937 rng(7);
    const Problem problem = test_support::planted_problem(rng, 150, 1);
    const auto m = static_cast<std::uint64_t>(problem.option_count());
    TunedDlx counted(problem);
    TunedDlx walked(problem);
    const Snapshot before(counted);
    const SearchResult count = counted.count_solutions();
    BOOST_TEST(count.solutions == 1u);
    BOOST_TEST(count.nodes == m);
    BOOST_TEST(count.updates == 2 * 150 - m);
    BOOST_TEST(count.profile == std::vector<std::uint64_t>(m, 1),
               boost::test_tools::per_element());
    expect_same_run(count, walk(walked));
    BOOST_TEST((Snapshot(counted) == before));
    // give up inside the path, or not
    for (std::uint64_t budget : {std::uint64_t{1}, m - 1, m, m + 1}) {
        BOOST_TEST_CONTEXT("node limit " << budget) {
            expect_same_run(counted.count_solutions({.nodes = budget}),
                            walk(walked, {.nodes = budget}));
            BOOST_TEST((Snapshot(counted) == before));
        }
    }
}

BOOST_AUTO_TEST_CASE(counting_and_walking_agree_on_problems_with_many_forced_paths) {
    // Options of mixed sizes, then all of 3 items (as a Sudoku's are all of 4).
    // A drawn problem whose tree passes 100,000 nodes is drawn again: this test walks
    // each tree eight times, and two such trees would take most of a minute of the
    // suite.
    std::mt19937 rng(2026);
    for (int trial = 0; trial < 18; ++trial) {
        const bool uniform = trial >= 12;
        const auto draw = [&] {
            return uniform
                       ? test_support::planted_problem(rng, 150, 2 + trial % 3, 3, 3)
                       : test_support::planted_problem(rng, 140 + trial, 2 + trial % 3);
        };
        Problem problem = draw();
        while (TunedDlx(problem).count_solutions({.nodes = 100'000}).ending ==
               Ending::budget)
            problem = draw();
        TunedDlx counted(problem);
        TunedDlx walked(problem);
        const Snapshot before(counted);
        BOOST_TEST_CONTEXT("trial " << trial) {
            const SearchResult count = counted.count_solutions();
            // the planted ones
            BOOST_TEST(count.solutions >= static_cast<std::uint64_t>(2 + trial % 3));
            expect_same_run(count, walk(walked));
            for (std::uint64_t limit : {1, 2, 3})
                expect_same_run(counted.count_solutions({.solutions = limit}),
                                walk(walked, {.solutions = limit}));
            for (std::uint64_t budget :
                 {count.nodes / 3, count.nodes / 2, count.nodes - 1})
                expect_same_run(counted.count_solutions({.nodes = budget}),
                                walk(walked, {.nodes = budget}));
            BOOST_TEST((Snapshot(counted) == before));
        }
    }
}

BOOST_AUTO_TEST_CASE(a_stopped_search_leaves_the_engine_ready_for_the_same_run) {
    TunedDlx dlx(queens_problem(8));
    const auto first_three = [&dlx] {
        std::vector<Options> seen;
        (void)dlx.search([&seen](std::span<const Option> s) {
            seen.emplace_back(s.begin(), s.end());
            return seen.size() == 3 ? Next::stop : Next::proceed;
        });
        return seen;
    };
    const std::vector<Options> seen = first_three();
    BOOST_TEST(seen.size() == 3u);
    BOOST_TEST((first_three() == seen));  // unwound: the second run is the first again
}

BOOST_AUTO_TEST_CASE(search_once_searches_as_search_does_and_drops_the_problem) {
    std::mt19937 rng(34);
    TunedDlx once;
    for (int trial = 0; trial < 60; ++trial) {
        const Problem p = trial < 4 ? queens_problem(5 + trial)
                                    : test_support::random_problem(rng, 9, 2, 26);
        const Arrays a(p);
        const ProblemArrays arrays{p.item_count(), p.primary_count(), a.offsets,
                                   a.entries};
        for (const Limits limits :
             {Limits{}, Limits{.solutions = 1}, Limits{.nodes = 7}}) {
            BOOST_TEST_CONTEXT("trial " << trial << ", limits " << limits.solutions
                                        << " solutions, " << limits.nodes << " nodes") {
                Covers by_search, by_once;
                const auto keep = [](Covers& covers) {
                    return [&covers](std::span<const Option> s) {
                        covers.emplace_back(s.begin(), s.end());
                        return Next::proceed;
                    };
                };
                TunedDlx loaded(p);
                expect_same_run(once.search_once(arrays, keep(by_once), limits),
                                loaded.search(keep(by_search), limits));
                BOOST_TEST((by_once == by_search));
                // nothing loaded now: no item, one empty cover
                BOOST_TEST(once.item_count() == 0u);
                BOOST_TEST(once.option_count() == 0u);
                BOOST_TEST(once.count_solutions().solutions == 1u);
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(one_engine_serves_many_problems) {
    TunedDlx dlx;
    // nothing loaded: no primary item, one empty cover
    BOOST_TEST(dlx.count_solutions().solutions == 1u);
    dlx.load(queens_problem(9));
    BOOST_TEST(dlx.count_solutions().solutions == 352u);
    const std::size_t capacity = dlx.node_links().size();
    const TunedDlx::NodeLinks* storage = dlx.node_links().data();
    dlx.load(small_example());  // smaller: the arrays shrink in size, not in capacity
    BOOST_TEST(test_support::sorted_covers(dlx) == (Covers{{0, 3, 4}}));
    dlx.load(queens_problem(8));
    BOOST_TEST(dlx.node_links().data() == storage);  // no reallocation
    BOOST_TEST(dlx.node_links().size() < capacity);
    BOOST_TEST(dlx.count_solutions().solutions == 92u);
    dlx.load(knuth_example());
    BOOST_TEST(test_support::sorted_covers(dlx) == (Covers{{0, 3, 4}}));
}

// The places load() writes: every node of an option names the spacer after it, a
// spacer names itself and says by its TOP which option it ends, and the spacer's ULINK
// is the option's first node, so the walk round an option needs no test for spacers.
BOOST_AUTO_TEST_CASE(node_places_name_each_option_s_spacer) {
    const Problem p = queens_problem(6);
    TunedDlx dlx(p);
    const auto places = exact_cover::measuring::node_places(dlx);
    const auto links = dlx.node_links();
    BOOST_TEST(places.size() == links.size());
    const auto headers = static_cast<TunedDlx::Index>(dlx.item_count());
    std::size_t options = 0;
    for (TunedDlx::Index node = headers + 2;
         node < static_cast<TunedDlx::Index>(places.size()); ++node) {
        const TunedDlx::Index spacer = places[node].spacer;
        if (spacer == node) {  // a spacer: it ends the option before it
            BOOST_TEST(places[node].top == -static_cast<TunedDlx::Index>(options));
            continue;
        }
        BOOST_TEST(spacer > node);
        BOOST_TEST(places[spacer].spacer == spacer);
        BOOST_TEST(places[node].top >= 1);
        BOOST_TEST(dlx.option_of(node) == -places[spacer].top - 1);
        if (node == links[spacer].up) ++options;  // the option's first node
    }
    BOOST_TEST(options == dlx.option_count());
}

BOOST_AUTO_TEST_CASE(options_chosen_up_front_begin_every_solution) {
    const Problem p = queens_problem(8);
    TunedDlx dlx(p);
    BOOST_TEST(!dlx.choose(0));  // a queen in the corner: row 1, column 1
    BOOST_TEST(dlx.chosen().size() == 1u);
    std::uint64_t count = 0;
    (void)dlx.search([&](std::span<const Option> s) {
        BOOST_TEST(s.front() == 0u);
        BOOST_TEST(check_cover(p, s).ok());
        ++count;
        return Next::proceed;
    });
    BOOST_TEST(count == 4u);  // 4 of the 92 solutions have a queen in a given corner
    BOOST_TEST(!dlx.choose(8 + 4));  // row 2, column 5
    BOOST_TEST(dlx.count_solutions().solutions == 1u);
    dlx.unchoose();
    BOOST_TEST(dlx.count_solutions().solutions == 4u);
    dlx.unchoose_all();
    BOOST_TEST(dlx.count_solutions().solutions == 92u);
}

BOOST_AUTO_TEST_CASE(a_conflicting_choice_is_refused_and_changes_nothing) {
    TunedDlx dlx(small_example());
    BOOST_TEST(!dlx.choose(0));  // A = {1,3,9}
    const Snapshot before(dlx);
    BOOST_TEST(dlx.choose(1).has_value());             // B = {1,2,3} meets A
    const std::optional<Clash> clash = dlx.choose(5);  // F = {1,5,8} meets A in 1
    BOOST_TEST_REQUIRE(clash.has_value());
    BOOST_TEST(clash->option == 5u);
    BOOST_TEST(clash->chosen == 0u);
    BOOST_TEST(clash->item == 0u);
    const std::optional<Clash> again = dlx.choose(0);  // chosen already
    BOOST_TEST_REQUIRE(again.has_value());
    BOOST_TEST(again->chosen == 0u);
    BOOST_CHECK_THROW((void)dlx.choose(6), std::out_of_range);
    BOOST_TEST((Snapshot(dlx) == before));
    BOOST_TEST(dlx.chosen().size() == 1u);
    BOOST_TEST(!dlx.choose(3));  // D
    BOOST_TEST(!dlx.choose(4));  // E: with A and D, a cover already
    BOOST_TEST(test_support::sorted_covers(dlx) == (Covers{{0, 3, 4}}));
    BOOST_CHECK_THROW(TunedDlx().unchoose(), std::logic_error);
}

BOOST_AUTO_TEST_SUITE_END()
