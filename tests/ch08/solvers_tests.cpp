// Chapter 8: propagation at every node (generic), the CSP solver and its rating, and
// every solver of the book agreeing on the public slices.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <numeric>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "exact_cover/brute_force.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/problems/queens.hpp"
#include "exact_cover/propagating_search.hpp"
#include "exact_cover/verify.hpp"
#include "sudoku/csp_solver.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/solvers.hpp"
#include "sudoku/verify.hpp"
#include "test_support/data_slices.hpp"
#include "test_support/random_problems.hpp"

using exact_cover::Option;
using Covers = std::vector<std::vector<Option>>;

namespace {

Covers all_covers(exact_cover::PropagatingSearch& search,
                  exact_cover::PropagationResult* stats = nullptr) {
    Covers covers;
    const auto s = search.search([&covers](std::span<const Option> c) {
        covers.emplace_back(c.begin(), c.end());
        std::sort(covers.back().begin(), covers.back().end());
        return exact_cover::Next::proceed;
    });
    if (stats) *stats = s;
    std::sort(covers.begin(), covers.end());
    return covers;
}

const char* const nine_by_nine[] = {"puzzles2_17_clue.first100.txt",
                                    "puzzles3_magictour_top1465.first100.txt",
                                    "puzzles5_forum_hardest_1905_11+.first100.txt",
                                    "puzzles6_forum_hardest_1106.first100.txt"};

}  // namespace

BOOST_AUTO_TEST_SUITE(propagating_search)

BOOST_AUTO_TEST_CASE(the_chapter_1_problems_have_their_covers) {
    for (const std::size_t subset : {0u, 2u, 4u}) {
        const exact_cover::Problem small = exact_cover::small_example();
        exact_cover::PropagatingSearch a(small, {subset});
        BOOST_TEST((all_covers(a) == Covers{{0, 3, 4}}));  // A, D, E
        const exact_cover::Problem knuth = exact_cover::knuth_example();
        exact_cover::PropagatingSearch b(knuth, {subset});
        BOOST_TEST((all_covers(b) == Covers{{0, 3, 4}}));  // rows 1, 4 and 5
    }
}

BOOST_AUTO_TEST_CASE(queens_with_secondary_items) {
    const std::size_t counts[] = {1, 1, 0, 0, 2, 10, 4, 40, 92};
    for (std::size_t n = 1; n <= 8; ++n) {
        const exact_cover::Problem q = exact_cover::queens_problem(n);
        for (const std::size_t subset : {0u, 3u}) {
            exact_cover::PropagatingSearch search(q, {subset});
            const Covers covers = all_covers(search);
            BOOST_TEST(covers.size() == counts[n],
                       "n = " << n << ", subset " << subset);
            for (const auto& c : covers)
                BOOST_TEST(exact_cover::check_cover(q, c).ok());
        }
    }
}

BOOST_AUTO_TEST_CASE(random_problems_agree_with_brute_force) {
    std::mt19937 rng(2026);
    for (int trial = 0; trial < 300; ++trial) {
        const exact_cover::Problem p =
            test_support::random_problem(rng, 6, trial % 3, 12);
        Covers expected = exact_cover::brute_force_covers(p);
        for (auto& c : expected) std::sort(c.begin(), c.end());
        std::sort(expected.begin(), expected.end());
        for (const std::size_t subset : {0u, 2u, 6u}) {
            exact_cover::PropagatingSearch search(p, {subset});
            BOOST_TEST((all_covers(search) == expected),
                       "trial " << trial << ", subset " << subset);
        }
    }
}

// The tree a search that propagates to a fixed point must walk, written as plainly as
// possible: a state is which options are alive and which items covered, and each node
// applies the singles and the subset rule, in no particular order, until neither
// changes anything. The fixed point does not depend on the order (every rule that can
// act on a state can act on any state below it), so neither do the branch points, the
// nodes or the contradictions: PropagatingSearch, with the memory of its subset rule,
// must meet this walk exactly.
struct PlainWalk {
    PlainWalk(const exact_cover::Problem& p, std::size_t subset)
        : problem(p), subset_max_len(subset), column(p.item_count()) {
        for (Option o = 0; o < p.option_count(); ++o)
            for (exact_cover::Item i : p.option(o)) column[i].push_back(o);
    }
    const exact_cover::Problem& problem;
    std::size_t subset_max_len;
    std::vector<std::vector<Option>> column;  // the options of each item
    std::uint64_t nodes = 0, solutions = 0, contradictions = 0;

    struct State {
        std::vector<bool> alive, covered;
    };
    std::vector<Option> options_of(const State& s, exact_cover::Item i) const {
        std::vector<Option> out;
        for (Option o : column[i])
            if (s.alive[o]) out.push_back(o);
        return out;
    }
    bool contains(Option o, exact_cover::Item i) const {
        return std::binary_search(column[i].begin(), column[i].end(), o);
    }
    void choose(State& s, Option o) const {
        for (exact_cover::Item i : problem.option(o)) {
            s.covered[i] = true;
            for (Option other : column[i]) s.alive[other] = false;
        }
    }
    bool fixed_point(State& s) const {  // false on a contradiction
        for (bool changed = true; changed;) {
            changed = false;
            for (exact_cover::Item a = 0; a < problem.primary_count(); ++a) {
                if (s.covered[a]) continue;
                const std::vector<Option> of_a = options_of(s, a);
                if (of_a.empty()) return false;
                if (of_a.size() == 1) {
                    choose(s, of_a.front());
                    changed = true;
                    continue;
                }
                if (of_a.size() > subset_max_len) continue;
                for (exact_cover::Item b = 0; b < problem.item_count(); ++b) {
                    if (b == a || s.covered[b] ||
                        !std::all_of(of_a.begin(), of_a.end(),
                                     [&](Option o) { return contains(o, b); }))
                        continue;
                    for (Option o : options_of(s, b))
                        if (!contains(o, a)) s.alive[o] = false, changed = true;
                }
            }
        }
        return true;
    }
    void walk(State s) {
        if (!fixed_point(s)) {
            ++contradictions;
            return;
        }
        std::optional<exact_cover::Item> best;  // fewest options, leftmost on ties
        std::size_t fewest = 0;
        for (exact_cover::Item i = 0; i < problem.primary_count(); ++i)
            if (!s.covered[i] && (!best || options_of(s, i).size() < fewest))
                best = i, fewest = options_of(s, i).size();
        if (!best) {
            ++solutions;
            return;
        }
        for (Option o : options_of(s, *best)) {
            ++nodes;
            State below = s;
            choose(below, o);
            walk(below);
        }
    }
};

BOOST_AUTO_TEST_CASE(the_subset_rules_memory_walks_the_plain_tree) {
    std::mt19937 rng(48);
    for (int trial = 0; trial < 60; ++trial) {
        const exact_cover::Problem p =
            trial % 2 == 0 ? test_support::random_problem(rng, 12, trial % 4, 30)
                           : test_support::planted_problem(rng, 12, 4, 1, 3);
        for (const std::size_t subset : {0u, 2u, 3u, 8u}) {
            PlainWalk plain(p, subset);
            plain.walk({std::vector<bool>(p.option_count(), true),
                        std::vector<bool>(p.item_count(), false)});
            exact_cover::PropagatingSearch search(p, {subset});
            const exact_cover::PropagationResult r = search.search(
                [](std::span<const Option>) { return exact_cover::Next::proceed; });
            BOOST_TEST(r.nodes == plain.nodes,
                       "trial " << trial << ", subset " << subset);
            BOOST_TEST(r.solutions == plain.solutions);
            BOOST_TEST(r.contradictions == plain.contradictions);
        }
    }
}

BOOST_AUTO_TEST_CASE(givens_and_a_node_limit) {
    const exact_cover::Problem q = exact_cover::queens_problem(8);
    exact_cover::PropagatingSearch search(q);
    const auto stats = search.search(
        [&](std::span<const Option>) { return exact_cover::Next::proceed; }, {},
        {.nodes = 3});
    BOOST_TEST(stats.nodes == 3u);
    BOOST_TEST(stats.gave_up());
    BOOST_TEST(all_covers(search).size() == 92u);  // the undo left nothing behind
    // givens that share an item end the search before it starts
    const auto clash = search.search(
        [&](std::span<const Option>) { return exact_cover::Next::proceed; }, {0, 1});
    BOOST_TEST((clash.ending == exact_cover::Ending::clash));
    BOOST_TEST(clash.nodes == 0u);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(sudoku_solvers)

BOOST_AUTO_TEST_CASE(every_solver_solves_the_first_puzzles_of_every_slice) {
    for (const char* name : nine_by_nine)
        for (const sudoku::Grid& puzzle : test_support::sudoku_slice(name, 8))
            for (const sudoku::Algorithm a :
                 {sudoku::Algorithm::csp, sudoku::Algorithm::propagation,
                  sudoku::Algorithm::propagation_subset, sudoku::Algorithm::dlx}) {
                const auto solution = sudoku::first_solution(a, puzzle);
                BOOST_REQUIRE(solution.has_value());
                BOOST_TEST(sudoku::check_solution(puzzle, *solution).ok(),
                           sudoku::algorithm_name(a)
                               << " on " << sudoku::format_line(puzzle));
            }
}

BOOST_AUTO_TEST_CASE(every_solver_counts_like_dancing_links) {
    for (const sudoku::Grid& puzzle :
         test_support::sudoku_slice("puzzles7_serg_benchmark.first100.txt", 20)) {
        const std::uint64_t expected =
            sudoku::count_solutions(sudoku::Algorithm::dlx, puzzle, {.solutions = 30})
                .solutions;
        BOOST_TEST(expected >= 2u);
        for (const sudoku::Algorithm a :
             {sudoku::Algorithm::csp, sudoku::Algorithm::propagation,
              sudoku::Algorithm::propagation_subset})
            BOOST_TEST(
                sudoku::count_solutions(a, puzzle, {.solutions = 30}).solutions ==
                    expected,
                sudoku::algorithm_name(a));
    }
}

// Not puzzle by puzzle: removing options can change which item has the fewest, and so
// the tree.
// Every solver fills its profile, nodes per depth, and it adds up to the nodes: on the
// hard slices, where every solver branches (but backtracking, which takes too long
// there: chapter 5's tests check its profile).
BOOST_AUTO_TEST_CASE(every_solver_profiles_its_nodes) {
    for (const sudoku::AlgorithmInfo& info : sudoku::algorithms()) {
        if (info.algorithm == sudoku::Algorithm::backtracking) continue;
        sudoku::Solver solver(info.algorithm);
        std::uint64_t nodes = 0;
        for (const char* name : {"puzzles3_magictour_top1465.first100.txt",
                                 "puzzles6_forum_hardest_1106.first100.txt"})
            for (const sudoku::Grid& puzzle : test_support::sudoku_slice(name, 5)) {
                const sudoku::SolveResult r =
                    solver.count_solutions(puzzle, {.solutions = 2, .nodes = 100'000});
                BOOST_TEST_INFO(info.name << " on " << sudoku::format_line(puzzle));
                BOOST_TEST(std::accumulate(r.profile.begin(), r.profile.end(),
                                           std::uint64_t{0}) == r.nodes);
                BOOST_TEST((r.profile.empty() || r.profile.back() > 0u));
                nodes += r.nodes;
            }
        BOOST_TEST(nodes > 0u, info.name);  // (so the profiles were not all empty)
    }
}

BOOST_AUTO_TEST_CASE(the_subset_rule_branches_less_on_hard_puzzles) {
    std::uint64_t singles = 0, subset = 0;
    for (const sudoku::Grid& puzzle :
         test_support::sudoku_slice("puzzles6_forum_hardest_1106.first100.txt", 20)) {
        exact_cover::SearchResult a, b;
        a = sudoku::Solver(sudoku::Algorithm::propagation)
                .solve(puzzle,
                       [](const sudoku::Grid&) { return exact_cover::Next::proceed; });
        b = sudoku::Solver(sudoku::Algorithm::propagation_subset)
                .solve(puzzle,
                       [](const sudoku::Grid&) { return exact_cover::Next::proceed; });
        singles += a.nodes;
        subset += b.nodes;
    }
    BOOST_TEST(subset < singles);
}

BOOST_AUTO_TEST_CASE(contradictory_and_empty_puzzles) {
    const sudoku::Grid no_solution =
        sudoku::parse_line("12345678.........9" + std::string(63, '.'));
    for (const sudoku::Algorithm a :
         {sudoku::Algorithm::csp, sudoku::Algorithm::propagation,
          sudoku::Algorithm::propagation_subset})
        BOOST_TEST(sudoku::count_solutions(a, no_solution).solutions == 0u,
                   sudoku::algorithm_name(a));
    BOOST_TEST(sudoku::count_solutions(sudoku::Algorithm::csp,
                                       sudoku::Grid(sudoku::Shape(2, 2)))
                   .solutions == 288u);
    BOOST_TEST(sudoku::count_solutions(sudoku::Algorithm::propagation_subset,
                                       sudoku::Grid(sudoku::Shape(2, 2)))
                   .solutions == 288u);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(rating)

BOOST_AUTO_TEST_CASE(singles_only_rates_zero) {
    // Chapter 4's example: propagation alone solves it, and so do naked singles.
    const sudoku::Grid easy = sudoku::parse_line(
        "1.......3..726.48.4..935..6.3.48.2...416.93....6...89.578.4...2...3...7.2....."
        "..5");
    const sudoku::CspResult stats = sudoku::rate_puzzle(easy);
    BOOST_TEST(stats.rating == 0.0);
    BOOST_TEST(stats.backtracks == 0u);
    BOOST_TEST(stats.forced == stats.nodes);
}

BOOST_AUTO_TEST_CASE(the_rating_adds_choices_and_backtracks) {
    for (const sudoku::Grid& puzzle :
         test_support::sudoku_slice("puzzles6_forum_hardest_1106.first100.txt", 5)) {
        const sudoku::CspResult stats = sudoku::rate_puzzle(puzzle);
        BOOST_TEST(stats.rating > 0.0);
        BOOST_TEST(stats.rating >= static_cast<double>(stats.backtracks));
        BOOST_TEST(!stats.gave_up());
        BOOST_TEST(stats.solutions == 1u);
    }
}

BOOST_AUTO_TEST_CASE(the_cap_stops_a_search) {
    const sudoku::Grid hard =
        test_support::sudoku_slice("puzzles6_forum_hardest_1106.first100.txt", 1)
            .front();
    const sudoku::CspResult stats = sudoku::rate_puzzle(hard, {.max_rating = 10});
    const double rating = stats.rating;
    BOOST_TEST(stats.gave_up());
    BOOST_TEST(rating > 10.0);
    // one step past the cap at most: a step weighs at most 8, plus 1
    BOOST_TEST(rating < 10.0 + 9.0);
}

BOOST_AUTO_TEST_SUITE_END()
