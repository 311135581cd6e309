// Exercise 5.3: the reader's Algorithm X by copying against the library's, which
// undoes: the same covers in the same order, and the same number of search nodes.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <random>
#include <vector>

#include "ch05/algorithm_x.hpp"
#include "exact_cover/algorithm_x.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/problems/queens.hpp"
#include "test_support/random_problems.hpp"

using exact_cover::Option;
using exact_cover::Problem;

namespace {

void expect_same(const Problem& p) {
    exercises::Covers want;
    exact_cover::AlgorithmX x(p);
    want.nodes = x.search([&](std::span<const Option> s) {
                      want.solutions.emplace_back(s.begin(), s.end());
                      return exact_cover::Next::proceed;
                  }).nodes;
    const exercises::Covers got = exercises::all_covers_by_copying(p);
    BOOST_TEST((got.solutions == want.solutions));
    BOOST_TEST(got.nodes == want.nodes);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(exercise_5_3_algorithm_x)

BOOST_AUTO_TEST_CASE(the_first_example_has_the_cover_A_D_E) {
    const exercises::Covers got =
        exercises::all_covers_by_copying(exact_cover::small_example());
    BOOST_TEST_REQUIRE(got.solutions.size() == 1u);
    std::vector<Option> cover = got.solutions[0];
    std::sort(cover.begin(), cover.end());
    BOOST_TEST((cover == std::vector<Option>{0, 3, 4}));
}

BOOST_AUTO_TEST_CASE(knuths_examples_and_queens) {
    expect_same(exact_cover::small_example());
    expect_same(exact_cover::knuth_example());
    for (std::size_t n = 4; n <= 7; ++n) expect_same(exact_cover::queens_problem(n));
}

BOOST_AUTO_TEST_CASE(random_problems) {
    std::mt19937 rng(53);
    for (int trial = 0; trial < 100; ++trial) {
        BOOST_TEST_CONTEXT("trial " << trial) {
            expect_same(test_support::random_problem(rng, 3 + trial % 7, trial % 3,
                                                     5 + trial % 13));
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
