// Exercise 6.2: first_solutions().
#include <boost/test/unit_test.hpp>

#include <set>

#include "ch06/solution_limit.hpp"
#include "exact_cover/problems/queens.hpp"
#include "exact_cover/verify.hpp"

using exact_cover::BaselineDlx;
using exact_cover::Option;

BOOST_AUTO_TEST_CASE(three_solutions_and_a_stopped_search) {
    const exact_cover::Problem p = exact_cover::queens_problem(8);
    BaselineDlx dlx(p);
    const auto [found, result] = exercises::first_solutions(dlx, 3);
    BOOST_TEST_REQUIRE(found.size() == 3u);
    for (const auto& s : found) BOOST_TEST(exact_cover::check_cover(p, s).ok());
    BOOST_TEST(std::set<std::vector<Option>>(found.begin(), found.end()).size() == 3u);
    BOOST_TEST((result.ending == exact_cover::Ending::visitor));
    BOOST_TEST(result.solutions == 3u);
    // stopped at once: no node beyond the third solution's
    const exact_cover::SearchResult limited = dlx.count_solutions({.solutions = 3});
    BOOST_TEST(result.nodes == limited.nodes);
}

BOOST_AUTO_TEST_CASE(the_same_as_the_start_of_the_full_list) {
    BaselineDlx dlx(exact_cover::queens_problem(6));
    std::vector<std::vector<Option>> all;
    (void)dlx.search([&all](std::span<const Option> s) {
        all.emplace_back(s.begin(), s.end());
        return exact_cover::Next::proceed;
    });
    const auto two = exercises::first_solutions(dlx, 2).solutions;
    BOOST_TEST_REQUIRE(two.size() == 2u);
    BOOST_TEST((two[0] == all[0]));
    BOOST_TEST((two[1] == all[1]));
}

BOOST_AUTO_TEST_CASE(fewer_when_there_are_fewer) {
    BaselineDlx dlx(exact_cover::queens_problem(6));
    const auto [found, result] = exercises::first_solutions(dlx, 10);
    BOOST_TEST(found.size() == 4u);
    BOOST_TEST(!result.stopped());
    BOOST_TEST(result.solutions == 4u);
}

BOOST_AUTO_TEST_CASE(zero_means_no_search) {
    BaselineDlx dlx(exact_cover::queens_problem(8));
    const auto [found, result] = exercises::first_solutions(dlx, 0);
    BOOST_TEST(found.empty());
    BOOST_TEST(result.nodes == 0u);
    BOOST_TEST((result.ending == exact_cover::Ending::solution_limit));
}
