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
#include "test_support/random_problems.hpp"
#include "test_support/thrown.hpp"

using namespace exact_cover;
using Covers = std::vector<std::vector<Option>>;
using Options = std::vector<Option>;

namespace {

constexpr ItemChoice both_rules[] = {ItemChoice::fewest_options, ItemChoice::first};

// Every solution the engine reports, each sorted, the list sorted: comparable with
// brute force.
Covers all_solutions(TunedDlx& dlx) {
    Covers covers;
    (void)dlx.search([&covers](std::span<const Option> s) {
        covers.emplace_back(s.begin(), s.end());
        std::sort(covers.back().begin(), covers.back().end());
        return Next::proceed;
    });
    std::sort(covers.begin(), covers.end());
    return covers;
}

// The whole state of the links, to compare before and after.
struct Snapshot {
    std::vector<TunedDlx::NodeLinks> links;
    std::vector<TunedDlx::NodePlace> places;
    std::vector<TunedDlx::ItemLinks> items;
    std::vector<TunedDlx::Index> lens;
    explicit Snapshot(const TunedDlx& dlx)
        : links(dlx.node_links().begin(), dlx.node_links().end()),
          places(dlx.node_places().begin(), dlx.node_places().end()),
          items(dlx.item_links().begin(), dlx.item_links().end()),
          lens(dlx.lens().begin(), dlx.lens().end()) {}
    bool operator==(const Snapshot&) const = default;
};

}  // namespace

BOOST_AUTO_TEST_SUITE(ch06_dlx)

BOOST_AUTO_TEST_CASE(the_first_example_has_the_single_cover_A_D_E) {
    for (ItemChoice rule : both_rules) {
        TunedDlx dlx(small_example(), {rule, {}});
        BOOST_TEST(all_solutions(dlx) == (Covers{{0, 3, 4}}));
        BOOST_TEST(dlx.stats().solutions == 1u);
        BOOST_TEST(!dlx.stats().stopped());
    }
}

BOOST_AUTO_TEST_CASE(knuths_example_has_the_single_cover_of_rows_1_4_5) {
    TunedDlx dlx(knuth_example());
    const auto first = dlx.first_solution();
    BOOST_TEST_REQUIRE(first.has_value());
    // Branch on a ({a,d,g}, {a,d,f}); under {a,d,f}, b offers {b,g}, then c offers
    // {c,e}.
    BOOST_TEST(*first == (Options{3, 4, 0}), boost::test_tools::per_element());
    BOOST_TEST(check_cover(knuth_example(), *first).ok());
    BOOST_TEST(dlx.stats().nodes == 5u);
    BOOST_TEST(dlx.stats().profile == (std::vector<std::uint64_t>{2, 2, 1}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(the_counters_are_knuths_on_his_example) {
    // Counted by hand as dlx1 counts, an update being one removal from a list: covering
    // a takes 5, the branch {a,d,g} 12 more (ending on e with an empty list), the
    // branch {a,d,f} 12 more, down to the cover. 29 in all, and 5 options tried.
    TunedDlx dlx(knuth_example());
    BOOST_TEST(dlx.count_solutions().solutions == 1u);
    BOOST_TEST(dlx.stats().updates == 29u);
    BOOST_TEST(dlx.stats().nodes == 5u);
}

BOOST_AUTO_TEST_CASE(random_problems_agree_with_brute_force) {
    std::mt19937 rng(6);
    for (int trial = 0; trial < 300; ++trial) {
        const std::size_t primary = 2 + trial % 7, secondary = trial % 3,
                          options = 4 + trial % 14;
        const Problem p =
            test_support::random_problem(rng, primary, secondary, options);
        Covers expected = brute_force_covers(p);
        std::sort(expected.begin(), expected.end());
        for (ItemChoice rule : both_rules) {
            TunedDlx dlx(p, {rule, {}});
            const Covers found = all_solutions(dlx);
            BOOST_TEST(found == expected, "trial " << trial);
            for (const auto& cover : found)
                BOOST_TEST(check_cover(p, cover).ok(), "trial " << trial);
            BOOST_TEST(dlx.count_solutions().solutions == expected.size());
        }
    }
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
        BOOST_TEST(all_solutions(from_arrays) == all_solutions(from_problem),
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

// One case per board size, against OEIS A000170 (test_support/known_counts.hpp).
BOOST_DATA_TEST_CASE(n_queens_counts_with_secondary_diagonals,
                     boost::unit_test::data::xrange(std::size_t{1}, std::size_t{10}),
                     n) {
    TunedDlx dlx(queens_problem(n));
    BOOST_TEST(dlx.count_solutions().solutions == test_support::queens_count(n));
}

BOOST_AUTO_TEST_CASE(eight_queens_solutions_are_covers) {
    TunedDlx dlx;
    const Problem eight = queens_problem(8);
    dlx.load(eight);
    std::uint64_t checked = 0;
    (void)dlx.search([&](std::span<const Option> s) {
        BOOST_TEST(check_cover(eight, s).ok());
        ++checked;
        return Next::proceed;
    });
    BOOST_TEST(checked == 92u);
}

BOOST_AUTO_TEST_CASE(the_search_tree_is_algorithm_xs) {
    // Same item choice, same option order: chapter 5's search visits the same tree,
    // only slower. (Its `updates` follow its own counting rule, so they are not
    // compared here.)
    for (std::size_t n = 4; n <= 7; ++n) {
        const Problem p = queens_problem(n);
        for (ItemChoice rule : both_rules) {
            TunedDlx dlx(p, {rule, {}});
            AlgorithmX x(p, rule);
            BOOST_TEST(dlx.count_solutions().solutions ==
                       x.count_solutions().solutions);
            BOOST_TEST(dlx.stats().nodes == x.stats().nodes);
            BOOST_TEST(dlx.stats().profile == x.stats().profile,
                       boost::test_tools::per_element());
        }
    }
}

BOOST_AUTO_TEST_CASE(the_profile_adds_up_to_the_nodes) {
    TunedDlx dlx(queens_problem(8));
    (void)dlx.count_solutions();
    const auto& s = dlx.stats();
    BOOST_TEST(std::accumulate(s.profile.begin(), s.profile.end(), std::uint64_t{0}) ==
               s.nodes);
    BOOST_TEST(s.profile.size() == 8u);  // eight queens: solutions at depth 8
    BOOST_TEST(s.profile[0] == 8u);      // the first row's eight squares
}

BOOST_AUTO_TEST_CASE(uncover_restores_every_link) {
    TunedDlx dlx(queens_problem(6));
    const Snapshot before(dlx);
    for (Item i = 0; i < dlx.item_count(); ++i) {
        dlx.cover_item(i);
        BOOST_TEST(!(Snapshot(dlx) == before));
        dlx.uncover_item(i);
        BOOST_TEST((Snapshot(dlx) == before), "item " << i);
    }
    // Nested, as the search nests them: last covered, first uncovered.
    dlx.cover_item(0);
    dlx.cover_item(7);
    dlx.cover_item(13);
    dlx.uncover_item(13);
    dlx.uncover_item(7);
    dlx.uncover_item(0);
    BOOST_TEST((Snapshot(dlx) == before));
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

BOOST_AUTO_TEST_CASE(a_search_told_not_to_unwind_stops_in_place_until_the_next_load) {
    const Problem problem = queens_problem(8);
    TunedDlx unwinding(problem);
    TunedDlx in_place(problem, TunedDlxOptions{ItemChoice::fewest_options, {}, false});
    const Snapshot before(in_place);
    // The same run, the same counters and the same first solution.
    const auto first = unwinding.first_solution();
    BOOST_TEST((in_place.first_solution() == first));
    BOOST_TEST(in_place.stats().nodes == unwinding.stats().nodes);
    BOOST_TEST(in_place.stats().updates == unwinding.stats().updates);
    // The links stay as the search left them, and every call that needs them refuses.
    BOOST_TEST(!(Snapshot(in_place) == before));
    BOOST_CHECK_THROW((void)in_place.count_solutions(), std::logic_error);
    BOOST_CHECK_THROW((void)in_place.first_solution(), std::logic_error);
    BOOST_CHECK_THROW((void)in_place.choose(0), std::logic_error);
    BOOST_CHECK_THROW(in_place.cover_item(0), std::logic_error);
    // A load starts afresh, and a search that runs to its end unwinds as it goes.
    in_place.load(problem);
    BOOST_TEST((Snapshot(in_place) == before));
    BOOST_TEST(in_place.count_solutions().solutions == 92u);
    BOOST_TEST((Snapshot(in_place) == before));
    BOOST_TEST(in_place.count_solutions({.solutions = 93}).solutions == 92u);
    BOOST_TEST((Snapshot(in_place) == before));
    // A budget, or a limit reached at the very last solution, stops it in place.
    BOOST_TEST(in_place.count_solutions({.nodes = 10}).gave_up());
    BOOST_CHECK_THROW((void)in_place.count_solutions(), std::logic_error);
    in_place.load(problem);
    BOOST_TEST(in_place.count_solutions({.solutions = 92}).solutions == 92u);
    BOOST_CHECK_THROW(in_place.uncover_item(0), std::logic_error);
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
    BOOST_TEST(counted.count_solutions().solutions == 1u);
    BOOST_TEST(counted.stats().nodes == m);
    BOOST_TEST(counted.stats().updates == 2 * 150 - m);
    BOOST_TEST(counted.stats().profile == std::vector<std::uint64_t>(m, 1),
               boost::test_tools::per_element());
    expect_same_run(counted.stats(), walk(walked));
    BOOST_TEST((Snapshot(counted) == before));
    // give up inside the path, or not
    for (std::uint64_t budget : {std::uint64_t{1}, m - 1, m, m + 1}) {
        BOOST_TEST_CONTEXT("node limit " << budget) {
            (void)counted.count_solutions({.nodes = budget});
            expect_same_run(counted.stats(), walk(walked, {.nodes = budget}));
            BOOST_TEST((Snapshot(counted) == before));
        }
    }
}

BOOST_AUTO_TEST_CASE(counting_and_walking_agree_on_problems_with_many_forced_paths) {
    // Options of mixed sizes, then all of 3 items (as a Sudoku's are all of 4).
    std::mt19937 rng(2026);
    for (int trial = 0; trial < 18; ++trial) {
        const bool uniform = trial >= 12;
        const Problem problem =
            uniform ? test_support::planted_problem(rng, 150, 2 + trial % 3, 3, 3)
                    : test_support::planted_problem(rng, 140 + trial, 2 + trial % 3);
        TunedDlx counted(problem);
        TunedDlx walked(problem);
        const Snapshot before(counted);
        BOOST_TEST_CONTEXT("trial " << trial) {
            (void)counted.count_solutions();
            // the planted ones
            BOOST_TEST(counted.stats().solutions >=
                       static_cast<std::uint64_t>(2 + trial % 3));
            expect_same_run(counted.stats(), walk(walked));
            const std::uint64_t nodes = counted.stats().nodes;
            for (std::uint64_t limit : {1, 2, 3}) {
                (void)counted.count_solutions({.solutions = limit});
                expect_same_run(counted.stats(), walk(walked, {.solutions = limit}));
            }
            for (std::uint64_t budget : {nodes / 3, nodes / 2, nodes - 1}) {
                (void)counted.count_solutions({.nodes = budget});
                expect_same_run(counted.stats(), walk(walked, {.nodes = budget}));
            }
            BOOST_TEST((Snapshot(counted) == before));
        }
    }
}

BOOST_AUTO_TEST_CASE(a_limit_stops_the_count) {
    TunedDlx dlx(queens_problem(8));
    BOOST_TEST(dlx.count_solutions({.solutions = 10}).solutions == 10u);
    BOOST_TEST(dlx.stats().stopped());
    const std::uint64_t nodes_to_ten = dlx.stats().nodes;
    BOOST_TEST(dlx.count_solutions({.solutions = 2}).solutions ==
               2u);  // limit 2 decides uniqueness
    BOOST_TEST(dlx.stats().nodes < nodes_to_ten);
    BOOST_TEST(dlx.count_solutions({.solutions = 0}).solutions == 0u);
    BOOST_TEST(dlx.count_solutions({.solutions = 1000}).solutions == 92u);
    BOOST_TEST(!dlx.stats().stopped());
    BOOST_TEST(dlx.count_solutions().solutions == 92u);
}

BOOST_AUTO_TEST_CASE(a_visitor_stops_the_search) {
    TunedDlx dlx(queens_problem(8));
    std::vector<Options> seen;
    const SearchResult stats = dlx.search([&seen](std::span<const Option> s) {
        seen.emplace_back(s.begin(), s.end());
        return seen.size() == 3 ? Next::stop : Next::proceed;
    });
    BOOST_TEST(seen.size() == 3u);
    BOOST_TEST(stats.solutions == 3u);
    BOOST_TEST(stats.stopped());
    for (const auto& s : seen) BOOST_TEST(check_cover(queens_problem(8), s).ok());
    // The same three come first on a second run: the search is deterministic.
    std::vector<Options> again;
    (void)dlx.search([&again](std::span<const Option> s) {
        again.emplace_back(s.begin(), s.end());
        return again.size() == 3 ? Next::stop : Next::proceed;
    });
    BOOST_TEST((again == seen));
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
    BOOST_TEST(all_solutions(dlx) == (Covers{{0, 3, 4}}));
    dlx.load(queens_problem(8));
    BOOST_TEST(dlx.node_links().data() == storage);  // no reallocation
    BOOST_TEST(dlx.node_links().size() < capacity);
    BOOST_TEST(dlx.count_solutions().solutions == 92u);
    dlx.load(knuth_example());
    BOOST_TEST(all_solutions(dlx) == (Covers{{0, 3, 4}}));
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
    BOOST_TEST(all_solutions(dlx) == (Covers{{0, 3, 4}}));
    BOOST_CHECK_THROW(TunedDlx().unchoose(), std::logic_error);
}

BOOST_AUTO_TEST_CASE(a_secondary_item_may_stay_uncovered_but_not_be_covered_twice) {
    Problem p({"a", "b"}, {"s"});
    p.add_option_by_names({"a", "s"});  // 0
    p.add_option_by_names({"b", "s"});  // 1
    p.add_option_by_names({"a"});       // 2
    p.add_option_by_names({"b"});       // 3
    TunedDlx dlx(p);
    BOOST_TEST(all_solutions(dlx) == (Covers{{0, 3}, {1, 2}, {2, 3}}));
    Covers expected = brute_force_covers(p);
    std::sort(expected.begin(), expected.end());
    BOOST_TEST(all_solutions(dlx) == expected);
}

BOOST_AUTO_TEST_CASE(an_item_with_no_option_has_no_cover) {
    Problem p({"a", "b"});
    p.add_option_by_names({"a"});
    TunedDlx dlx(p);
    BOOST_TEST(dlx.count_solutions().solutions == 0u);
    BOOST_TEST(dlx.stats().nodes == 0u);
    BOOST_TEST(!dlx.first_solution().has_value());
}

BOOST_AUTO_TEST_SUITE_END()
