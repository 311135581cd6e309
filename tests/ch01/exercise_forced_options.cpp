// Exercise 1.1: forced_options().
#include <boost/test/unit_test.hpp>

#include <vector>

#include "ch01/forced_options.hpp"
#include "exact_cover/problems/examples.hpp"

using exact_cover::Option;
using exact_cover::Problem;
using exercises::forced_options;

BOOST_AUTO_TEST_CASE(the_first_example_forces_D_and_E) {
    // 4 and 6 lie only in D (option 3), 7 only in E (option 4); D is listed once.
    BOOST_TEST(
        forced_options(exact_cover::small_example()) == (std::vector<Option>{3, 4}),
        boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(knuths_example_forces_nothing) {
    // Every item of a..g lies in at least two options.
    BOOST_TEST(forced_options(exact_cover::knuth_example()).empty());
}

BOOST_AUTO_TEST_CASE(secondary_items_force_nothing) {
    Problem p({"a", "b"}, {"s"});
    p.add_option_by_names({"a", "s"});
    p.add_option_by_names({"a", "b"});
    p.add_option_by_names({"b"});
    // a has two options and b has two; s has one, but it is secondary.
    BOOST_TEST(forced_options(p).empty());
}

BOOST_AUTO_TEST_CASE(forced_options_come_sorted_and_once) {
    Problem p({"a", "b", "c", "d"});
    p.add_option_by_names({"c", "d"});  // 0: the only option of c and of d
    p.add_option_by_names({"a"});       // 1
    p.add_option_by_names({"a", "b"});  // 2: the only option of b
    BOOST_TEST(forced_options(p) == (std::vector<Option>{0, 2}),
               boost::test_tools::per_element());
}
