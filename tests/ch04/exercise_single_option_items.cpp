// Exercise 4.1: single_option_items().
#include <boost/test/unit_test.hpp>

#include <random>
#include <vector>

#include "ch04/single_option_items.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/propagation.hpp"

using exact_cover::Item;
using exact_cover::Problem;
using exact_cover::RemainingMatrix;
using exercises::single_option_items;

BOOST_AUTO_TEST_CASE(the_first_example_has_single_items_4_6_and_7) {
    const Problem p = exact_cover::small_example();
    const RemainingMatrix m(p);
    BOOST_TEST(single_option_items(m) == (std::vector<Item>{3, 5, 6}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(knuths_example_has_none) {
    const Problem p = exact_cover::knuth_example();
    BOOST_TEST(single_option_items(RemainingMatrix(p)).empty());
}

BOOST_AUTO_TEST_CASE(covered_items_and_secondary_items_are_left_out) {
    Problem p({"a", "b", "c"}, {"s"});
    p.add_option_by_names({"a", "s"});  // 0
    p.add_option_by_names({"b", "c"});  // 1
    p.add_option_by_names({"c"});       // 2
    RemainingMatrix m(p);
    // a and b have one option each; s too, but it is secondary.
    BOOST_TEST(single_option_items(m) == (std::vector<Item>{0, 1}),
               boost::test_tools::per_element());
    m.choose(1);  // covers b and c (c's other option goes); b is no longer a column
    BOOST_TEST(single_option_items(m) == (std::vector<Item>{0}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(agrees_with_find_singles_on_random_states) {
    std::mt19937 random(41);
    for (int trial = 0; trial < 200; ++trial) {
        Problem p = Problem::with_item_count(1 + random() % 8, random() % 3);
        for (int k = 0; k < 10; ++k) {
            std::vector<Item> items;
            for (Item i = 0; i < p.item_count(); ++i)
                if (random() % 3 == 0) items.push_back(i);
            if (!items.empty()) p.add_option(items);
        }
        RemainingMatrix m(p);
        for (exact_cover::Option o = 0; o < p.option_count(); ++o)
            if (m.is_alive(o) && random() % 3 == 0) m.choose(o);
        std::vector<Item> expected;
        for (const exact_cover::Forcing& f : exact_cover::find_singles(m))
            expected.push_back(f.item);
        BOOST_TEST(single_option_items(m) == expected,
                   boost::test_tools::per_element());
    }
}
