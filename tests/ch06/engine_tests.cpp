// One contract, every engine: what every exact-cover search of the book promises (the
// covers, the limits, the endings, the profile, the counters it shares with dlx1 or
// ssxc1), checked once, with each engine a row of the same test cases: chapter 5's
// Algorithm X, chapter 6's pointer and array versions of Dancing Links, the tuned
// engine of "Going faster", chapter 8's propagating search, chapter 9's Algorithm C,
// chapter 13's dancing cells, tuned, and the measuring layer's versions of it. What
// only one engine has (its links, its arrays, its listing) is tested in that engine's
// own file. (Rows, not types: each case is compiled once, for every engine.)
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <numeric>
#include <ostream>
#include <random>
#include <string>
#include <vector>

#include "exact_cover/algorithm_x.hpp"
#include "exact_cover/baseline_dlx.hpp"
#include "exact_cover/brute_force.hpp"
#include "exact_cover/colour_dlx.hpp"
#include "exact_cover/dancing_cells.hpp"
#include "exact_cover/measuring/cells_variants.hpp"
#include "exact_cover/pointer_dlx.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/problems/queens.hpp"
#include "exact_cover/propagating_search.hpp"
#include "exact_cover/tuned_cells.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "exact_cover/verify.hpp"
#include "test_support/known_counts.hpp"
#include "test_support/random_problems.hpp"

using namespace exact_cover;
using Covers = std::vector<std::vector<Option>>;
namespace data = boost::unit_test::data;

namespace {

// The tree an engine walks: Algorithm X's (and so Dancing Links'), dancing cells' (the
// plain engine's, ssxc1's), or one of its own (propagation; the doom tested first).
enum class Tree { algorithm_x, dancing_cells, own };

// Each engine behind one face: `search` builds it for a problem and runs one search.
// `rules`: it takes an item-choice rule (the others always take the fewest options);
// `tree`: whose tree it walks, node for node; `dlx_updates`: it counts updates as dlx1
// does.
struct Engine {
    std::string name;
    bool rules;
    Tree tree;
    bool dlx_updates;
    std::function<SearchResult(const Problem&, ItemChoice, const SolutionVisitor&,
                               Limits)>
        search;
};

std::ostream& operator<<(std::ostream& out, const Engine& e) { return out << e.name; }

template <class Dlx>
SearchResult run_shell(Dlx&& engine, const SolutionVisitor& visit, Limits limits) {
    return engine.search(visit, limits);
}

const std::vector<Engine>& engines() {
    namespace m = measuring;
    static const std::vector<Engine> all{
        {"AlgorithmX", true, Tree::algorithm_x, false,
         [](const Problem& p, ItemChoice rule, const SolutionVisitor& v, Limits l) {
             return run_shell(AlgorithmX(p, rule), v, l);
         }},
        {"PointerDlx", false, Tree::algorithm_x, true,
         [](const Problem& p, ItemChoice, const SolutionVisitor& v, Limits l) {
             PointerDlx dlx(p);
             return dlx.search(v, l);
         }},
        {"BaselineDlx", true, Tree::algorithm_x, true,
         [](const Problem& p, ItemChoice rule, const SolutionVisitor& v, Limits l) {
             return run_shell(BaselineDlx(p, rule), v, l);
         }},
        {"TunedDlx", true, Tree::algorithm_x, true,
         [](const Problem& p, ItemChoice rule, const SolutionVisitor& v, Limits l) {
             return run_shell(TunedDlx(p, rule), v, l);
         }},
        {"PropagatingSearch", false, Tree::own, false,
         [](const Problem& p, ItemChoice, const SolutionVisitor& v, Limits l) {
             PropagatingSearch search(p);
             return SearchResult(search.search(v, {}, l));
         }},
        {"ColourDlx", false, Tree::algorithm_x, true,
         [](const Problem& p, ItemChoice, const SolutionVisitor& v, Limits l) {
             return SearchResult(run_shell(ColourDlx(p), v, l));
         }},
        {"DancingCells", false, Tree::dancing_cells, false,
         [](const Problem& p, ItemChoice, const SolutionVisitor& v, Limits l) {
             return run_shell(DancingCells(p), v, l);
         }},
        {"TunedCells", false, Tree::dancing_cells, false,
         [](const Problem& p, ItemChoice, const SolutionVisitor& v, Limits l) {
             return run_shell(TunedCells(p), v, l);
         }},
        {"TunedCells counting mems", false, Tree::dancing_cells, false,
         [](const Problem& p, ItemChoice, const SolutionVisitor& v, Limits l) {
             TunedCells cells(p);
             return m::search(cells, {.counting = m::Counting::mems}, v, l);
         }},
        {"TunedCells testing doom first", false, Tree::own, false,
         [](const Problem& p, ItemChoice, const SolutionVisitor& v, Limits l) {
             TunedCells cells(p);
             return m::search(cells, {.doom = m::DoomTest::before_hiding}, v, l);
         }},
    };
    return all;
}

const Engine& engine_named(const std::string& name) {
    for (const Engine& e : engines())
        if (e.name == name) return e;
    throw std::logic_error("no engine " + name);
}

// The rules an engine takes.
std::vector<ItemChoice> rules_of(const Engine& engine) {
    if (engine.rules) return {ItemChoice::fewest_options, ItemChoice::first};
    return {ItemChoice::fewest_options};
}

// A search's covers in the order found, and what it returned.
struct Run {
    Covers covers;
    SearchResult result;
};

Run run(const Engine& engine, const Problem& p,
        ItemChoice rule = ItemChoice::fewest_options, Limits limits = {}) {
    Run run;
    run.result = engine.search(
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

BOOST_DATA_TEST_CASE(chapter_1s_examples_have_their_single_covers,
                     data::make(engines()), engine) {
    for (ItemChoice rule : rules_of(engine)) {
        for (const Problem& p : {small_example(), knuth_example()}) {
            const Run r = run(engine, p, rule);
            BOOST_TEST(sorted(r.covers) == (Covers{{0, 3, 4}}));
            BOOST_TEST(r.result.solutions == 1u);
            BOOST_TEST((r.result.ending == Ending::complete));
        }
    }
}

BOOST_DATA_TEST_CASE(random_problems_agree_with_brute_force, data::make(engines()),
                     engine) {
    std::mt19937 rng(61);
    for (int trial = 0; trial < 200; ++trial) {
        const Problem p =
            test_support::random_problem(rng, 2 + trial % 7, trial % 3, 4 + trial % 14);
        const Covers expected = sorted(brute_force_covers(p));
        for (ItemChoice rule : rules_of(engine)) {
            const Run r = run(engine, p, rule);
            BOOST_TEST(sorted(r.covers) == expected, "trial " << trial);
            BOOST_TEST(r.result.solutions == expected.size());
            for (const auto& cover : r.covers)
                BOOST_TEST(check_cover(p, cover).ok(), "trial " << trial);
        }
    }
}

BOOST_DATA_TEST_CASE(n_queens_counts_are_oeis_a000170, data::make(engines()), engine) {
    for (std::size_t n = 1; n <= 8; ++n)
        BOOST_TEST(run(engine, queens_problem(n)).result.solutions ==
                       test_support::queens_count(n),
                   "n = " << n);
}

// The engine whose tree an engine walks, if it walks another's.
const Engine* reference_of(const Engine& engine) {
    switch (engine.tree) {
        case Tree::algorithm_x:
            return &engine_named("AlgorithmX");
        case Tree::dancing_cells:
            return &engine_named("DancingCells");
        case Tree::own:
            return nullptr;
    }
    return nullptr;
}

BOOST_DATA_TEST_CASE(the_tree_is_its_references, data::make(engines()), engine) {
    // Same item choice, same order of options: the same tree, node for node, and the
    // same covers in the same order. Dancing Links walks Algorithm X's tree with dlx1's
    // updates, and tuned dancing cells the plain one's with its updates. (Propagation
    // and the doom tested first walk smaller trees of their own.)
    const Engine* reference = reference_of(engine);
    if (reference == nullptr) return;
    std::mt19937 rng(5);
    for (int trial = 0; trial < 40; ++trial) {
        const Problem p = trial < 5 ? queens_problem(4 + trial)
                                    : test_support::random_problem(rng, 8, 2, 24);
        for (ItemChoice rule : rules_of(engine)) {
            const Run r = run(engine, p, rule);
            const Run x = run(*reference, p, rule);
            BOOST_TEST((r.covers == x.covers), "trial " << trial);
            BOOST_TEST(r.result.nodes == x.result.nodes, "trial " << trial);
            BOOST_TEST(r.result.profile == x.result.profile,
                       boost::test_tools::per_element());
            const Engine& updates = engine.dlx_updates ? engine_named("BaselineDlx")
                                    : engine.tree == Tree::dancing_cells ? *reference
                                                                         : engine;
            BOOST_TEST(r.result.updates == run(updates, p, rule).result.updates,
                       "trial " << trial);
        }
    }
}

BOOST_DATA_TEST_CASE(the_counters_on_knuths_example_are_knuths, data::make(engines()),
                     engine) {
    const SearchResult r = run(engine, knuth_example()).result;
    if (engine.tree == Tree::algorithm_x) {
        // dlx1 on the matrix of Knuth's paper: 5 options tried (it counts the root too,
        // 6), 2 at depth 0, 2 at depth 1, 1 at depth 2; 29 updates, counted by hand as
        // dlx1 counts them, one removal from a list each.
        BOOST_TEST(r.nodes == 5u);
        BOOST_TEST(r.profile == (std::vector<std::uint64_t>{2, 2, 1}),
                   boost::test_tools::per_element());
        if (engine.dlx_updates) BOOST_TEST(r.updates == 29u);
    } else if (engine.tree == Tree::dancing_cells) {
        // ssxc1 on the same matrix: 25 updates and 5 nodes, the root counted
        BOOST_TEST(r.nodes == 4u);
        BOOST_TEST(r.updates == 25u);
    }
}

BOOST_DATA_TEST_CASE(the_mems_are_counted_by_the_engines_that_say_so,
                     data::make(engines()), engine) {
    // search.hpp's table: the plain engines and the version of dancing cells that
    // counts them count the mems; the others leave them 0.
    const bool counts = engine.name == "AlgorithmX" || engine.name == "BaselineDlx" ||
                        engine.name == "DancingCells" ||
                        engine.name == "TunedCells counting mems";
    const SearchResult r = run(engine, knuth_example()).result;
    BOOST_TEST((r.mems > 0) == counts);
    if (engine.name == "TunedCells counting mems")
        BOOST_TEST(r.mems ==
                   run(engine_named("DancingCells"), knuth_example()).result.mems);
}

BOOST_DATA_TEST_CASE(the_profile_adds_up_to_the_nodes, data::make(engines()), engine) {
    const SearchResult r = run(engine, queens_problem(8)).result;
    BOOST_TEST(std::accumulate(r.profile.begin(), r.profile.end(), std::uint64_t{0}) ==
               r.nodes);
    BOOST_TEST(r.nodes > 0u);
    BOOST_TEST((r.profile.empty() || r.profile.back() > 0u));  // no trailing zeros
}

BOOST_DATA_TEST_CASE(a_solution_limit_stops_the_search_after_that_many,
                     data::make(engines()), engine) {
    const Problem p = queens_problem(8);
    const Run all = run(engine, p);
    BOOST_TEST_REQUIRE(all.covers.size() == 92u);
    const Run ten = run(engine, p, ItemChoice::fewest_options, {.solutions = 10});
    BOOST_TEST((ten.covers == Covers(all.covers.begin(), all.covers.begin() + 10)));
    BOOST_TEST((ten.result.ending == Ending::solution_limit));
    const Run two = run(engine, p, ItemChoice::fewest_options, {.solutions = 2});
    BOOST_TEST(two.result.nodes < ten.result.nodes);
    const Run enough = run(engine, p, ItemChoice::fewest_options, {.solutions = 1000});
    BOOST_TEST(enough.result.solutions == 92u);
    BOOST_TEST((enough.result.ending == Ending::complete));
}

BOOST_DATA_TEST_CASE(a_limit_of_no_solution_searches_nothing, data::make(engines()),
                     engine) {
    const Run none =
        run(engine, queens_problem(6), ItemChoice::fewest_options, {.solutions = 0});
    BOOST_TEST(none.covers.empty());
    BOOST_TEST(none.result.nodes == 0u);
    BOOST_TEST((none.result.ending == Ending::solution_limit));
}

BOOST_DATA_TEST_CASE(a_visitor_stops_the_search_at_once, data::make(engines()),
                     engine) {
    const Problem p = queens_problem(8);
    const Run all = run(engine, p);
    Covers first_three;
    const SearchResult r =
        engine.search(p, ItemChoice::fewest_options,
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
        run(engine, p, ItemChoice::fewest_options, {.solutions = 3}).result.nodes);
}

BOOST_DATA_TEST_CASE(a_node_budget_ends_the_search_where_it_says, data::make(engines()),
                     engine) {
    const Problem p = queens_problem(8);
    const Run all = run(engine, p);
    for (std::uint64_t budget : {std::uint64_t{1}, all.result.nodes / 2,
                                 all.result.nodes - 1, all.result.nodes}) {
        BOOST_TEST_CONTEXT("budget " << budget) {
            const Run r = run(engine, p, ItemChoice::fewest_options, {.nodes = budget});
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

BOOST_DATA_TEST_CASE(a_raised_interrupt_ends_the_search_before_any_node,
                     data::make(engines()), engine) {
    std::atomic<bool> interrupt = true;
    const Run r = run(engine, queens_problem(8), ItemChoice::fewest_options,
                      {.interrupt = &interrupt});
    BOOST_TEST(r.result.nodes == 0u);
    BOOST_TEST((r.result.ending == Ending::interrupted));
}

BOOST_DATA_TEST_CASE(a_secondary_item_may_stay_uncovered_but_not_twice,
                     data::make(engines()), engine) {
    for (ItemChoice rule : rules_of(engine))
        BOOST_TEST(sorted(run(engine, secondary_example(), rule).covers) ==
                   (Covers{{0, 3}, {1, 2}, {2, 3}}));
}

BOOST_DATA_TEST_CASE(no_primary_item_means_one_empty_cover, data::make(engines()),
                     engine) {
    const Run r = run(engine, Problem{});
    BOOST_TEST(r.covers == (Covers{{}}));
    BOOST_TEST(r.result.nodes == 0u);
}

BOOST_DATA_TEST_CASE(an_item_with_no_option_means_no_cover, data::make(engines()),
                     engine) {
    Problem p({"a", "b"});
    p.add_option_by_names({"a"});
    const Run r = run(engine, p);
    BOOST_TEST(r.covers.empty());
    BOOST_TEST(r.result.nodes == 0u);
    BOOST_TEST((r.result.ending == Ending::complete));
}

BOOST_AUTO_TEST_SUITE_END()
