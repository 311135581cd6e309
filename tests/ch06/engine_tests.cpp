// One contract, every engine: what every exact-cover search of the book promises (the
// covers, the limits, the endings, the counters it shares with dlx1), checked once,
// with each engine a type of the same test cases. Chapter 5's Algorithm X, chapter 6's
// pointer and array versions of Dancing Links, the tuned engine of "Going faster" and
// chapter 8's propagating search. What only one engine has (its links, its arrays, its
// listing) is tested in that engine's own file.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <numeric>
#include <random>
#include <tuple>
#include <vector>

#include "exact_cover/algorithm_x.hpp"
#include "exact_cover/brute_force.hpp"
#include "exact_cover/dancing_links_pointers.hpp"
#include "exact_cover/dlx.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/problems/queens.hpp"
#include "exact_cover/propagating_search.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "exact_cover/verify.hpp"
#include "test_support/known_counts.hpp"
#include "test_support/random_problems.hpp"

using namespace exact_cover;
using Covers = std::vector<std::vector<Option>>;

namespace {

// Each engine behind one face: search(problem, rule, visitor, limits) builds it and
// runs one search. `rules` says whether it takes an item-choice rule (the others
// always take the fewest options); `same_tree` whether it walks Algorithm X's tree,
// node for node; `dlx_updates` whether it counts updates as dlx1 does.
struct UsingAlgorithmX {
    static constexpr bool rules = true, same_tree = true, dlx_updates = false;
    static SearchResult search(const Problem& p, ItemChoice rule,
                               const SolutionVisitor& visit, Limits limits) {
        AlgorithmX x(p, rule);
        return x.search(visit, limits);
    }
};

struct UsingPointerDlx {
    static constexpr bool rules = false, same_tree = true, dlx_updates = true;
    static SearchResult search(const Problem& p, ItemChoice,
                               const SolutionVisitor& visit, Limits limits) {
        PointerDlx dlx(p);
        return dlx.search(visit, limits);
    }
};

struct UsingBaselineDlx {
    static constexpr bool rules = true, same_tree = true, dlx_updates = true;
    static SearchResult search(const Problem& p, ItemChoice rule,
                               const SolutionVisitor& visit, Limits limits) {
        BaselineDlx dlx(p, rule);
        return dlx.search(visit, limits);
    }
};

struct UsingTunedDlx {
    static constexpr bool rules = true, same_tree = true, dlx_updates = true;
    static SearchResult search(const Problem& p, ItemChoice rule,
                               const SolutionVisitor& visit, Limits limits) {
        TunedDlx dlx(p, rule);
        return dlx.search(visit, limits);
    }
};

struct UsingPropagatingSearch {
    [[maybe_unused]] static constexpr bool rules = false, same_tree = false,
                                           dlx_updates = false;
    static SearchResult search(const Problem& p, ItemChoice,
                               const SolutionVisitor& visit, Limits limits) {
        PropagatingSearch search(p);
        return search.search(visit, {}, limits);
    }
};

using Engines = std::tuple<UsingAlgorithmX, UsingPointerDlx, UsingBaselineDlx,
                           UsingTunedDlx, UsingPropagatingSearch>;

// The rules an engine takes.
template <class Engine>
std::vector<ItemChoice> rules_of() {
    if (Engine::rules) return {ItemChoice::fewest_options, ItemChoice::first};
    return {ItemChoice::fewest_options};
}

// A search's covers in the order found, and what it returned.
struct Run {
    Covers covers;
    SearchResult result;
};

template <class Engine>
Run run(const Problem& p, ItemChoice rule = ItemChoice::fewest_options,
        Limits limits = {}) {
    Run run;
    run.result = Engine::search(
        p, rule,
        [&run](std::span<const Option> s) {
            run.covers.emplace_back(s.begin(), s.end());
            return Next::proceed;
        },
        limits);
    return run;
}

// Each cover sorted, and the list sorted: comparable with brute force.
Covers sorted(Covers covers) {
    for (auto& cover : covers) std::sort(cover.begin(), cover.end());
    std::sort(covers.begin(), covers.end());
    return covers;
}

// Primary a, b; secondary s: {a, s} and {b, s} cannot both be chosen.
Problem secondary_example() {
    Problem p({"a", "b"}, {"s"});
    p.add_option_by_names({"a", "s"});  // 0
    p.add_option_by_names({"b", "s"});  // 1
    p.add_option_by_names({"a"});       // 2
    p.add_option_by_names({"b"});       // 3
    return p;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(ch06_every_engine)

BOOST_AUTO_TEST_CASE_TEMPLATE(chapter_1s_examples_have_their_single_covers, Engine,
                              Engines) {
    for (ItemChoice rule : rules_of<Engine>()) {
        for (const Problem& p : {small_example(), knuth_example()}) {
            const Run r = run<Engine>(p, rule);
            BOOST_TEST(sorted(r.covers) == (Covers{{0, 3, 4}}));
            BOOST_TEST(r.result.solutions == 1u);
            BOOST_TEST((r.result.ending == Ending::complete));
        }
    }
}

BOOST_AUTO_TEST_CASE_TEMPLATE(random_problems_agree_with_brute_force, Engine, Engines) {
    std::mt19937 rng(61);
    for (int trial = 0; trial < 200; ++trial) {
        const Problem p =
            test_support::random_problem(rng, 2 + trial % 7, trial % 3, 4 + trial % 14);
        const Covers expected = sorted(brute_force_covers(p));
        for (ItemChoice rule : rules_of<Engine>()) {
            const Run r = run<Engine>(p, rule);
            BOOST_TEST(sorted(r.covers) == expected, "trial " << trial);
            BOOST_TEST(r.result.solutions == expected.size());
            for (const auto& cover : r.covers)
                BOOST_TEST(check_cover(p, cover).ok(), "trial " << trial);
        }
    }
}

BOOST_AUTO_TEST_CASE_TEMPLATE(n_queens_counts_are_oeis_a000170, Engine, Engines) {
    for (std::size_t n = 1; n <= 8; ++n)
        BOOST_TEST(run<Engine>(queens_problem(n)).result.solutions ==
                       test_support::queens_count(n),
                   "n = " << n);
}

BOOST_AUTO_TEST_CASE_TEMPLATE(the_tree_is_algorithm_xs, Engine, Engines) {
    // Same item choice, same order of options: the same tree, node for node, and the
    // same covers in the same order. (Propagation walks a smaller tree of its own.)
    if constexpr (Engine::same_tree) {
        std::mt19937 rng(5);
        for (int trial = 0; trial < 40; ++trial) {
            const Problem p = trial < 5 ? queens_problem(4 + trial)
                                        : test_support::random_problem(rng, 8, 2, 24);
            for (ItemChoice rule : rules_of<Engine>()) {
                const Run r = run<Engine>(p, rule);
                const Run x = run<UsingAlgorithmX>(p, rule);
                BOOST_TEST((r.covers == x.covers), "trial " << trial);
                BOOST_TEST(r.result.nodes == x.result.nodes, "trial " << trial);
                BOOST_TEST(r.result.profile == x.result.profile,
                           boost::test_tools::per_element());
                if constexpr (Engine::dlx_updates)  // and the same list removals
                    BOOST_TEST(r.result.updates ==
                                   run<UsingBaselineDlx>(p, rule).result.updates,
                               "trial " << trial);
            }
        }
    }
}

BOOST_AUTO_TEST_CASE_TEMPLATE(the_counters_on_knuths_example_are_dlx1s, Engine,
                              Engines) {
    // dlx1 on the matrix of Knuth's paper: 5 options tried (it counts the root too, 6),
    // 2 at depth 0, 2 at depth 1, 1 at depth 2; 29 updates, counted by hand as dlx1
    // counts them, one removal from a list each.
    if constexpr (Engine::same_tree) {
        const SearchResult r = run<Engine>(knuth_example()).result;
        BOOST_TEST(r.nodes == 5u);
        BOOST_TEST(r.profile == (std::vector<std::uint64_t>{2, 2, 1}),
                   boost::test_tools::per_element());
        if constexpr (Engine::dlx_updates) BOOST_TEST(r.updates == 29u);
    }
}

BOOST_AUTO_TEST_CASE_TEMPLATE(the_profile_adds_up_to_the_nodes, Engine, Engines) {
    const SearchResult r = run<Engine>(queens_problem(8)).result;
    BOOST_TEST(std::accumulate(r.profile.begin(), r.profile.end(), std::uint64_t{0}) ==
               r.nodes);
    BOOST_TEST(r.nodes > 0u);
    BOOST_TEST((r.profile.empty() || r.profile.back() > 0u));  // no trailing zeros
}

BOOST_AUTO_TEST_CASE_TEMPLATE(a_solution_limit_stops_the_search_after_that_many, Engine,
                              Engines) {
    const Problem p = queens_problem(8);
    const Run all = run<Engine>(p);
    BOOST_TEST_REQUIRE(all.covers.size() == 92u);
    const Run ten = run<Engine>(p, ItemChoice::fewest_options, {.solutions = 10});
    BOOST_TEST((ten.covers == Covers(all.covers.begin(), all.covers.begin() + 10)));
    BOOST_TEST((ten.result.ending == Ending::solution_limit));
    const Run two = run<Engine>(p, ItemChoice::fewest_options, {.solutions = 2});
    BOOST_TEST(two.result.nodes < ten.result.nodes);
    const Run enough = run<Engine>(p, ItemChoice::fewest_options, {.solutions = 1000});
    BOOST_TEST(enough.result.solutions == 92u);
    BOOST_TEST((enough.result.ending == Ending::complete));
}

BOOST_AUTO_TEST_CASE_TEMPLATE(a_limit_of_no_solution_searches_nothing, Engine,
                              Engines) {
    const Run none =
        run<Engine>(queens_problem(6), ItemChoice::fewest_options, {.solutions = 0});
    BOOST_TEST(none.covers.empty());
    BOOST_TEST(none.result.nodes == 0u);
    BOOST_TEST((none.result.ending == Ending::solution_limit));
}

BOOST_AUTO_TEST_CASE_TEMPLATE(a_visitor_stops_the_search_at_once, Engine, Engines) {
    const Problem p = queens_problem(8);
    const Run all = run<Engine>(p);
    Covers first_three;
    const SearchResult r =
        Engine::search(p, ItemChoice::fewest_options,
                       [&](std::span<const Option> s) {
                           first_three.emplace_back(s.begin(), s.end());
                           return first_three.size() == 3 ? Next::stop : Next::proceed;
                       },
                       {});
    BOOST_TEST((first_three == Covers(all.covers.begin(), all.covers.begin() + 3)));
    BOOST_TEST(r.solutions == 3u);
    BOOST_TEST((r.ending == Ending::visitor));
    // no node after the third: a limit of three stops at the same place
    BOOST_TEST(
        r.nodes ==
        run<Engine>(p, ItemChoice::fewest_options, {.solutions = 3}).result.nodes);
}

BOOST_AUTO_TEST_CASE_TEMPLATE(a_node_budget_ends_the_search_where_it_says, Engine,
                              Engines) {
    const Problem p = queens_problem(8);
    const Run all = run<Engine>(p);
    for (std::uint64_t budget : {std::uint64_t{1}, all.result.nodes / 2,
                                 all.result.nodes - 1, all.result.nodes}) {
        BOOST_TEST_CONTEXT("budget " << budget) {
            const Run r = run<Engine>(p, ItemChoice::fewest_options, {.nodes = budget});
            // the covers found are the first ones of the whole run
            BOOST_TEST_REQUIRE(r.covers.size() <= all.covers.size());
            BOOST_TEST(
                (r.covers == Covers(all.covers.begin(),
                                    all.covers.begin() +
                                        static_cast<std::ptrdiff_t>(r.covers.size()))));
            if (budget < all.result.nodes) {
                BOOST_TEST(r.result.nodes == budget);
                BOOST_TEST((r.result.ending == Ending::budget));
                BOOST_TEST(r.result.gave_up());
            } else {
                BOOST_TEST((r.result.ending == Ending::complete));
                BOOST_TEST(r.result.solutions == 92u);
            }
        }
    }
}

BOOST_AUTO_TEST_CASE_TEMPLATE(a_raised_interrupt_ends_the_search_before_any_node,
                              Engine, Engines) {
    std::atomic<bool> interrupt = true;
    const Run r = run<Engine>(queens_problem(8), ItemChoice::fewest_options,
                              {.interrupt = &interrupt});
    BOOST_TEST(r.result.nodes == 0u);
    BOOST_TEST((r.result.ending == Ending::interrupted));
}

BOOST_AUTO_TEST_CASE_TEMPLATE(a_secondary_item_may_stay_uncovered_but_not_twice, Engine,
                              Engines) {
    for (ItemChoice rule : rules_of<Engine>())
        BOOST_TEST(sorted(run<Engine>(secondary_example(), rule).covers) ==
                   (Covers{{0, 3}, {1, 2}, {2, 3}}));
}

BOOST_AUTO_TEST_CASE_TEMPLATE(no_primary_item_means_one_empty_cover, Engine, Engines) {
    const Run r = run<Engine>(Problem{});
    BOOST_TEST(r.covers == (Covers{{}}));
    BOOST_TEST(r.result.nodes == 0u);
}

BOOST_AUTO_TEST_CASE_TEMPLATE(an_item_with_no_option_means_no_cover, Engine, Engines) {
    Problem p({"a", "b"});
    p.add_option_by_names({"a"});
    const Run r = run<Engine>(p);
    BOOST_TEST(r.covers.empty());
    BOOST_TEST(r.result.nodes == 0u);
    BOOST_TEST((r.result.ending == Ending::complete));
}

BOOST_AUTO_TEST_SUITE_END()
