// Exercise 4.2: propagate_until_stuck().
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <random>
#include <vector>

#include "ch04/propagate_until_stuck.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/propagation.hpp"
#include "exact_cover/verify.hpp"

using exact_cover::Option;
using exact_cover::Problem;
using exercises::propagate_until_stuck;

BOOST_AUTO_TEST_CASE(the_first_example_is_solved_by_D_then_E_then_A) {
    const Problem p = exact_cover::small_example();
    const std::vector<Option> forced = propagate_until_stuck(p);
    BOOST_TEST(forced == (std::vector<Option>{3, 4, 0}),
               boost::test_tools::per_element());
    BOOST_TEST(exact_cover::check_cover(p, forced).ok());
}

BOOST_AUTO_TEST_CASE(knuths_example_forces_nothing) {
    BOOST_TEST(propagate_until_stuck(exact_cover::knuth_example()).empty());
}

BOOST_AUTO_TEST_CASE(one_at_a_time_takes_the_leftmost_single_item_each_time) {
    Problem p({"a", "b", "c", "d"});
    p.add_option_by_names({"a", "b"});  // 0
    p.add_option_by_names({"b", "c"});  // 1
    p.add_option_by_names({"c", "d"});  // 2
    p.add_option_by_names({"d"});       // 3
    // a forces {a,b}, which removes {b,c}; then c's only option is {c,d}.
    BOOST_TEST(propagate_until_stuck(p) == (std::vector<Option>{0, 2}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_contradiction_stops_it) {
    Problem p({"a", "b", "c"});
    p.add_option_by_names({"a", "b"});
    p.add_option_by_names({"b", "c"});
    // a forces {a,b}; that empties c, so {b,c} is never chosen.
    BOOST_TEST(propagate_until_stuck(p) == (std::vector<Option>{0}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(forces_what_rounds_force_on_random_problems) {
    std::mt19937 random(42);
    int compared = 0;
    for (int trial = 0; trial < 300; ++trial) {
        Problem p = Problem::with_item_count(1 + random() % 7, random() % 2);
        for (int k = 0; k < 8; ++k) {
            std::vector<exact_cover::Item> items;
            for (exact_cover::Item i = 0; i < p.item_count(); ++i)
                if (random() % 3 == 0) items.push_back(i);
            if (!items.empty()) p.add_option(items);
        }
        const exact_cover::Propagation rounds = exact_cover::propagate(p);
        if (rounds.outcome == exact_cover::PropagationOutcome::contradiction) continue;
        // Without a contradiction both orders reach the same fixed point.
        std::vector<Option> mine = propagate_until_stuck(p), theirs = rounds.forced;
        std::sort(mine.begin(), mine.end());
        std::sort(theirs.begin(), theirs.end());
        BOOST_TEST(mine == theirs, boost::test_tools::per_element());
        ++compared;
    }
    BOOST_TEST(compared > 50);
}
