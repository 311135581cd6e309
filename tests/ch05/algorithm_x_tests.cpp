// Chapter 5: Algorithm X on the remaining matrix, checked against brute force and
// N-queens.
#include <boost/test/data/monomorphic.hpp>
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <numeric>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "exact_cover/algorithm_x.hpp"
#include "exact_cover/brute_force.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/propagation.hpp"
#include "exact_cover/verify.hpp"
#include "test_support/known_counts.hpp"
#include "test_support/random_problems.hpp"

using namespace exact_cover;
using Options = std::vector<Option>;
using Covers = std::vector<Options>;

namespace {

constexpr ItemChoice both_rules[] = {ItemChoice::fewest_options, ItemChoice::first};

// Every solution the search reports, each checked against the definition and sorted;
// the list sorted too, so that it compares with brute_force_covers().
Covers all_solutions(const Problem& p, ItemChoice rule, SearchResult* stats = nullptr) {
    Covers found;
    AlgorithmX x(p, rule);
    const SearchResult s = x.search([&](std::span<const Option> solution) {
        BOOST_TEST(check_cover(p, solution).ok(), check_cover(p, solution).reason);
        Options sorted(solution.begin(), solution.end());
        std::sort(sorted.begin(), sorted.end());
        found.push_back(sorted);
        return Next::proceed;
    });
    std::sort(found.begin(), found.end());
    if (stats) *stats = s;
    return found;
}

// brute_force_covers() in lexicographic order, to compare with all_solutions().
Covers sorted_brute_force_covers(const Problem& p) {
    Covers covers = brute_force_covers(p);
    std::sort(covers.begin(), covers.end());
    return covers;
}

// The four covers of chapter 1: {1},{2} or {1,2}, then {3,4} or {3},{4}.
Problem four_covers() {
    Problem p({"1", "2", "3", "4"});
    p.add_option_by_names({"1"});       // 0
    p.add_option_by_names({"2"});       // 1
    p.add_option_by_names({"3", "4"});  // 2
    p.add_option_by_names({"1", "2"});  // 3
    p.add_option_by_names({"3"});       // 4
    p.add_option_by_names({"4"});       // 5
    return p;
}

// [start:n_queens]
// N-queens as exact cover: a queen on (r, c) covers row r and column c, which every
// solution must fill (primary items), and two diagonals, which it may leave empty
// (secondary items): a (up) for r + c and b (down) for r - c + N - 1.
Problem n_queens(std::size_t n) {
    std::vector<std::string> primary, secondary;
    for (std::size_t k = 0; k < n; ++k) primary.push_back("r" + std::to_string(k));
    for (std::size_t k = 0; k < n; ++k) primary.push_back("c" + std::to_string(k));
    for (std::size_t k = 0; k + 1 < 2 * n; ++k)
        secondary.push_back("a" + std::to_string(k));
    for (std::size_t k = 0; k + 1 < 2 * n; ++k)
        secondary.push_back("b" + std::to_string(k));
    Problem p(primary, secondary);
    for (std::size_t r = 0; r < n; ++r)
        for (std::size_t c = 0; c < n; ++c)
            p.add_option(
                {r, n + c, 2 * n + r + c, 2 * n + (2 * n - 1) + (r + n - 1 - c)});
    return p;
}
// [end:n_queens]

}  // namespace

BOOST_AUTO_TEST_SUITE(ch05_algorithm_x)

BOOST_AUTO_TEST_CASE(a_problem_with_no_cover_has_no_solution) {
    Problem p({"1", "2", "3"});
    p.add_option_by_names({"1", "2"});
    p.add_option_by_names({"2", "3"});
    p.add_option_by_names({"1", "3"});
    for (ItemChoice rule : both_rules) {
        AlgorithmX x(p, rule);
        BOOST_TEST(!x.first_solution().has_value());
        const SearchResult count = x.count_solutions();
        BOOST_TEST(count.solutions == 0u);
        BOOST_TEST(!count.stopped());
    }
}

BOOST_AUTO_TEST_CASE(several_covers_are_each_found_once) {
    const Problem p = four_covers();
    for (ItemChoice rule : both_rules)
        BOOST_TEST(all_solutions(p, rule) == sorted_brute_force_covers(p));
}

BOOST_AUTO_TEST_CASE(runs_are_repeatable_and_the_profile_adds_up_to_the_nodes) {
    const Problem p = n_queens(6);
    AlgorithmX x(p);
    const SearchResult one =
        x.search([](std::span<const Option>) { return Next::proceed; });
    const SearchResult two =
        x.search([](std::span<const Option>) { return Next::proceed; });
    BOOST_TEST(one.nodes == two.nodes);
    BOOST_TEST(one.updates == two.updates);
    BOOST_TEST(one.profile == two.profile, boost::test_tools::per_element());
    BOOST_TEST(std::accumulate(one.profile.begin(), one.profile.end(),
                               std::uint64_t{0}) == one.nodes);
    BOOST_TEST(one.profile.size() == 6u);  // six queens: solutions at depth 6
}

BOOST_AUTO_TEST_CASE(options_of_secondary_items_alone_are_never_chosen) {
    Problem p({"a"}, {"s"});
    p.add_option_by_names({"a"});  // 0
    p.add_option_by_names({"s"});  // 1: no primary item
    // By the definition {0} and {0, 1} are both exact covers; the search, like Knuth's,
    // finds {0}.
    BOOST_TEST(brute_force_covers(p).size() == 2u);
    for (ItemChoice rule : both_rules)
        BOOST_TEST(all_solutions(p, rule) == (Covers{{0}}));
}

// One case per board size and both item rules, against OEIS A000170
// (test_support/known_counts.hpp).
BOOST_DATA_TEST_CASE(n_queens_counts,
                     boost::unit_test::data::xrange(std::size_t{1}, std::size_t{9}),
                     n) {
    const Problem p = n_queens(n);
    for (ItemChoice rule : both_rules) {
        AlgorithmX x(p, rule);
        BOOST_TEST(x.count_solutions().solutions == test_support::queens_count(n));
    }
}

BOOST_AUTO_TEST_CASE(both_rules_find_the_same_eight_queens_solutions) {
    const Problem eight = n_queens(8);
    BOOST_TEST(all_solutions(eight, ItemChoice::fewest_options) ==
               all_solutions(eight, ItemChoice::first));
}

BOOST_AUTO_TEST_CASE(fewest_options_explores_no_more_nodes_than_first) {
    for (const Problem& p :
         {small_example(), knuth_example(), four_covers(), n_queens(6), n_queens(8)}) {
        SearchResult fewest, first;
        (void)all_solutions(p, ItemChoice::fewest_options, &fewest);
        (void)all_solutions(p, ItemChoice::first, &first);
        BOOST_TEST(fewest.nodes <= first.nodes);
    }
}

BOOST_AUTO_TEST_CASE(a_search_can_continue_where_propagation_got_stuck) {
    const Problem p = four_covers();
    // {1}: removes {1,2}, so {2} is forced; 3 and 4 are left open
    const Options given{0};
    Propagation r = propagate(p, given);
    BOOST_TEST((r.outcome == PropagationOutcome::stuck));
    AlgorithmX x(std::move(r.remaining));
    Covers found;
    (void)x.search([&](std::span<const Option> solution) {
        BOOST_TEST(check_cover(p, solution).ok());
        found.emplace_back(solution.begin(), solution.end());
        return Next::proceed;
    });
    BOOST_TEST(found == (Covers{{0, 1, 2}, {0, 1, 4, 5}}));
}

BOOST_AUTO_TEST_CASE(choose_item_follows_each_rule) {
    Problem p({"a", "b", "c"});
    p.add_option_by_names({"a", "b"});
    p.add_option_by_names({"a", "c"});
    p.add_option_by_names({"a"});
    p.add_option_by_names({"b"});
    p.add_option_by_names({"c"});
    RemainingMatrix m(p);
    // len: a 3, b 2, c 2. The fewest, leftmost on ties, is b.
    BOOST_TEST(*choose_item(m, ItemChoice::fewest_options) == 1u);
    BOOST_TEST(*choose_item(m, ItemChoice::first) == 0u);
    m.choose(2);  // {a}: removes {a,b} and {a,c}; b and c keep one option each
    BOOST_TEST(*choose_item(m, ItemChoice::first) == 1u);
    m.choose(3);
    m.choose(4);
    BOOST_TEST(!choose_item(m, ItemChoice::fewest_options).has_value());
}

BOOST_AUTO_TEST_SUITE_END()
