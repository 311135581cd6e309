// Chapter 1: the Problem value type and its indicator matrix.
#include <boost/test/unit_test.hpp>

#include <stdexcept>
#include <string>
#include <vector>

#include "exact_cover/dense_matrix.hpp"
#include "exact_cover/problem.hpp"
#include "exact_cover/problems/examples.hpp"
#include "test_support/thrown.hpp"

using namespace exact_cover;

BOOST_AUTO_TEST_SUITE(ch01_problem)

BOOST_AUTO_TEST_CASE(small_example_has_six_options_over_nine_items) {
    const Problem p = small_example();
    BOOST_TEST(p.item_count() == 9u);
    BOOST_TEST(p.primary_count() == 9u);
    BOOST_TEST(p.option_count() == 6u);
    BOOST_TEST(p.entry_count() == 18u);
    BOOST_TEST(p.option_name(3) == "D");
    const std::vector<Item> d(p.option(3).begin(), p.option(3).end());
    BOOST_TEST(d == (std::vector<Item>{3, 4, 5}), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(column_sums_count_the_options_of_each_item) {
    // 1 is in A, B, F; 2 in B, C, E; 3 in A, B; 4 in D; 5 in D, F; 6 in D; 7 in E;
    // 8 in C, E, F; 9 in A, C.
    const std::vector<std::size_t> expected{3, 3, 2, 1, 2, 1, 1, 3, 2};
    const std::vector<std::size_t> sums =
        indicator_matrix(small_example()).column_sums();
    BOOST_TEST(sums == expected, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(indicator_matrix_has_a_one_exactly_where_an_option_holds_an_item) {
    const Problem p = knuth_example();
    const DenseMatrix m = indicator_matrix(p);
    BOOST_TEST(m.rows() == 6u);
    BOOST_TEST(m.columns() == 7u);
    std::size_t ones = 0;
    for (Option o = 0; o < p.option_count(); ++o)
        for (Item i = 0; i < p.item_count(); ++i) {
            const auto items = p.option(o);
            const bool contains =
                std::find(items.begin(), items.end(), i) != items.end();
            BOOST_TEST(m.at(o, i) == (contains ? 1 : 0));
            ones += m.at(o, i);
        }
    BOOST_TEST(ones == p.entry_count());
}

BOOST_AUTO_TEST_CASE(option_items_keep_the_order_they_were_given_in) {
    // Knuth's programs take an option's items as written, and so do the engines that
    // count as they do (chapters 6, 9 and 12).
    Problem p({"x", "y", "z"}, {"s"});
    p.add_option({2, 0});
    p.add_option_by_names({"z", "y"});
    p.add_coloured_option({{3, p.colour("red")}, {1, 0}});
    BOOST_TEST(std::vector<Item>(p.option(0).begin(), p.option(0).end()) ==
                   (std::vector<Item>{2, 0}),
               boost::test_tools::per_element());
    BOOST_TEST(std::vector<Item>(p.option(1).begin(), p.option(1).end()) ==
                   (std::vector<Item>{2, 1}),
               boost::test_tools::per_element());
    BOOST_TEST(std::vector<Item>(p.option(2).begin(), p.option(2).end()) ==
                   (std::vector<Item>{3, 1}),
               boost::test_tools::per_element());
    BOOST_TEST(p.option_colours(2) == (std::vector<Colour>{p.colour("red"), 0}),
               boost::test_tools::per_element());
    BOOST_TEST(p.option_name(1) == "1");  // unnamed options are called by their index
}

BOOST_AUTO_TEST_CASE(a_long_option_keeps_its_order_and_its_repeats_are_found_too) {
    // more items than the check of repeats keeps on the stack
    Problem p = Problem::with_item_count(40);
    std::vector<Item> backwards;
    for (Item i = 40; i-- > 0;) backwards.push_back(i);
    p.add_option(backwards);
    BOOST_TEST(std::vector<Item>(p.option(0).begin(), p.option(0).end()) == backwards,
               boost::test_tools::per_element());
    backwards.back() = 20;
    BOOST_TEST(test_support::message_of<std::invalid_argument>([&] {
                   p.add_option(backwards);
               }) == "item '20' appears twice in one option");
    BOOST_TEST(p.option_count() == 1u);
}

BOOST_AUTO_TEST_CASE(secondary_items_follow_the_primary_ones) {
    const Problem p({"a", "b"}, {"s"});
    BOOST_TEST(p.item_count() == 3u);
    BOOST_TEST(p.primary_count() == 2u);
    BOOST_TEST(p.is_primary(1));
    BOOST_TEST(!p.is_primary(2));
    BOOST_TEST(*p.find_item("s") == 2u);
    BOOST_TEST(!p.find_item("t").has_value());
}

BOOST_AUTO_TEST_CASE(bad_items_and_options_are_rejected_with_the_reason) {
    BOOST_CHECK_THROW(Problem({"a", "a"}), std::invalid_argument);
    BOOST_CHECK_THROW(Problem({"a", ""}), std::invalid_argument);
    Problem p({"a", "b"});
    BOOST_CHECK_THROW(p.add_option({0, 2}), std::invalid_argument);
    BOOST_CHECK_THROW(p.add_option({1, 1}), std::invalid_argument);
    BOOST_TEST(test_support::message_of<std::invalid_argument>([&] {
                   p.add_option({1, 0, 1});  // a repeat, not side by side
               }) == "item 'b' appears twice in one option");
    BOOST_TEST(test_support::message_of<std::invalid_argument>([&] {
                   p.add_option_by_names({"a", "q"});
               }) == "unknown item 'q'");
    BOOST_TEST(p.option_count() == 0u);  // a rejected option leaves no trace
}

BOOST_AUTO_TEST_CASE(equal_problems_compare_equal) {
    BOOST_TEST((small_example() == small_example()));
    BOOST_TEST(!(small_example() == knuth_example()));
    // the same items in another order make another option
    Problem a({"x", "y"}), b({"x", "y"});
    a.add_option({0, 1});
    b.add_option({1, 0});
    BOOST_TEST(!(a == b));
}

BOOST_AUTO_TEST_SUITE_END()
