// Chapter 1: checking covers, and finding every cover by brute force.
#include <boost/test/unit_test.hpp>

#include <stdexcept>
#include <vector>

#include "exact_cover/brute_force.hpp"
#include "exact_cover/problem.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/verify.hpp"

using namespace exact_cover;
using Covers = std::vector<std::vector<Option>>;

BOOST_AUTO_TEST_SUITE(ch01_covers)

BOOST_AUTO_TEST_CASE(the_first_example_has_the_single_cover_A_D_E) {
    const Covers covers = brute_force_covers(small_example());
    BOOST_TEST_REQUIRE(covers.size() == 1u);
    BOOST_TEST(covers[0] == (std::vector<Option>{0, 3, 4}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(knuths_example_has_the_single_cover_of_rows_1_4_5) {
    const Covers covers = brute_force_covers(knuth_example());
    BOOST_TEST_REQUIRE(covers.size() == 1u);
    BOOST_TEST(covers[0] == (std::vector<Option>{0, 3, 4}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_family_with_no_exact_cover_gives_none) {
    // Every option holds two of three items: any two options overlap, one alone misses
    // an item.
    Problem p({"1", "2", "3"});
    p.add_option_by_names({"1", "2"});
    p.add_option_by_names({"2", "3"});
    p.add_option_by_names({"1", "3"});
    BOOST_TEST(brute_force_covers(p).empty());
}

BOOST_AUTO_TEST_CASE(a_family_with_several_covers_gives_each_once) {
    // Items 1..4; singletons and pairs: covers are the set partitions made of these
    // blocks.
    Problem p({"1", "2", "3", "4"});
    p.add_option_by_names({"1"});       // 0
    p.add_option_by_names({"2"});       // 1
    p.add_option_by_names({"3", "4"});  // 2
    p.add_option_by_names({"1", "2"});  // 3
    p.add_option_by_names({"3"});       // 4
    p.add_option_by_names({"4"});       // 5
    const Covers covers = brute_force_covers(p);
    // {1},{2} or {1,2}; then {3,4} or {3},{4}: four covers.
    BOOST_TEST_REQUIRE(covers.size() == 4u);
    for (const auto& cover : covers) BOOST_TEST(is_exact_cover(p, cover));
    BOOST_TEST(covers[0] == (std::vector<Option>{0, 1, 2}),
               boost::test_tools::per_element());
    BOOST_TEST(covers[3] == (std::vector<Option>{3, 4, 5}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(the_empty_selection_covers_only_a_problem_without_primary_items) {
    BOOST_TEST(!is_exact_cover(small_example(), {}));
    const Problem only_secondary({}, {"s"});
    BOOST_TEST(is_exact_cover(only_secondary, {}));
    BOOST_TEST(brute_force_covers(only_secondary).size() == 1u);
}

BOOST_AUTO_TEST_CASE(check_cover_says_what_is_wrong) {
    const Problem p = small_example();
    const std::vector<Option> overlap{0, 1};  // A and B share 1 and 3
    BOOST_TEST(check_cover(p, overlap).reason == "item '1' is covered twice");
    const std::vector<Option> missing{0, 3};  // A and D leave 2, 7, 8
    BOOST_TEST(check_cover(p, missing).reason == "item '2' is not covered");
    const std::vector<Option> bogus{7};
    BOOST_TEST(check_cover(p, bogus).reason == "option 7 does not exist");
    const std::vector<Option> good{4, 0, 3};  // order does not matter
    BOOST_TEST(check_cover(p, good).ok());
    BOOST_TEST(check_cover(p, good).reason.empty());
}

BOOST_AUTO_TEST_CASE(secondary_items_may_stay_uncovered_but_not_be_covered_twice) {
    Problem p({"a"}, {"s"});
    p.add_option_by_names({"a", "s"});  // 0
    p.add_option_by_names({"a"});       // 1
    p.add_option_by_names({"s"});       // 2
    BOOST_TEST(is_exact_cover(p, std::vector<Option>{0}));
    BOOST_TEST(is_exact_cover(p, std::vector<Option>{1}));
    BOOST_TEST(is_exact_cover(p, std::vector<Option>{1, 2}));
    BOOST_TEST(!is_exact_cover(p, std::vector<Option>{0, 2}));
    BOOST_TEST(brute_force_covers(p).size() == 3u);
}

BOOST_AUTO_TEST_CASE(brute_force_refuses_problems_too_large_to_enumerate) {
    Problem p({"x"});
    for (std::size_t k = 0; k <= brute_force_max_options; ++k) p.add_option({0});
    BOOST_CHECK_THROW((void)brute_force_covers(p), std::invalid_argument);
}

BOOST_AUTO_TEST_SUITE_END()
