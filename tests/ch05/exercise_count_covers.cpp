// Exercise 5.2: count_covers().
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "ch05/count_covers.hpp"
#include "exact_cover/brute_force.hpp"
#include "exact_cover/problems/examples.hpp"

using exact_cover::Problem;
using exercises::count_covers;

BOOST_AUTO_TEST_CASE(the_chapter_1_examples_have_one_cover) {
    BOOST_TEST(count_covers(exact_cover::small_example(), 10) == 1u);
    BOOST_TEST(count_covers(exact_cover::knuth_example(), 2) == 1u);
}

BOOST_AUTO_TEST_CASE(counting_stops_at_the_limit) {
    // Items 1..4: {1},{2} or {1,2}; {3,4} or {3},{4}: four covers.
    Problem p({"1", "2", "3", "4"});
    p.add_option_by_names({"1"});
    p.add_option_by_names({"2"});
    p.add_option_by_names({"3", "4"});
    p.add_option_by_names({"1", "2"});
    p.add_option_by_names({"3"});
    p.add_option_by_names({"4"});
    BOOST_TEST(count_covers(p, 100) == 4u);
    BOOST_TEST(count_covers(p, 4) == 4u);
    BOOST_TEST(count_covers(p, 2) == 2u);
    BOOST_TEST(count_covers(p, 1) == 1u);
    BOOST_TEST(count_covers(p, 0) == 0u);
}

BOOST_AUTO_TEST_CASE(a_problem_without_cover_counts_zero) {
    Problem p({"1", "2", "3"});
    p.add_option_by_names({"1", "2"});
    p.add_option_by_names({"2", "3"});
    p.add_option_by_names({"1", "3"});
    BOOST_TEST(count_covers(p, 5) == 0u);
}

BOOST_AUTO_TEST_CASE(agrees_with_brute_force_on_random_problems_with_secondary_items) {
    std::mt19937 random(52);
    for (int trial = 0; trial < 300; ++trial) {
        Problem p = Problem::with_item_count(1 + random() % 7, random() % 3);
        for (int k = 0; k < 12; ++k) {
            std::vector<exact_cover::Item> items;
            for (exact_cover::Item i = 0; i < p.item_count(); ++i)
                if (random() % 4 == 0) items.push_back(i);
            // a primary item in each
            if (!items.empty() && items[0] < p.primary_count()) p.add_option(items);
        }
        const std::uint64_t all = exact_cover::brute_force_covers(p).size();
        BOOST_TEST(count_covers(p, 1000) == all);
        BOOST_TEST(count_covers(p, 2) == std::min<std::uint64_t>(all, 2));
    }
}
