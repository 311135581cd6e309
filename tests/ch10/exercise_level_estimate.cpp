// Exercise 10.1: estimate_level() and depth_from_estimate().
#include <boost/test/unit_test.hpp>

#include <cmath>

#include "ch10/level_estimate.hpp"
#include "exact_cover/problems/queens.hpp"
#include "exact_cover/split.hpp"

using exact_cover::TunedDlx;

namespace {

// n items, each covered by any of k one-item options: k^d nodes at depth d, on every
// path.
exact_cover::Problem uniform_tree(std::size_t n, std::size_t k) {
    exact_cover::Problem p = exact_cover::Problem::with_item_count(n, 0);
    for (exact_cover::Item i = 0; i < n; ++i)
        for (std::size_t c = 0; c < k; ++c) p.add_option({i});
    return p;
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_uniform_tree_is_estimated_exactly) {
    TunedDlx engine(uniform_tree(4, 3));
    BOOST_TEST(exercises::estimate_level(engine, 0, 5, 1) == 1.0);
    BOOST_TEST(exercises::estimate_level(engine, 2, 5, 1) == 9.0);
    BOOST_TEST(exercises::estimate_level(engine, 4, 5, 1) == 81.0);
    BOOST_TEST(exercises::estimate_level(engine, 5, 5, 1) == 0.0);  // below the leaves
}

BOOST_AUTO_TEST_CASE(the_levels_of_ten_queens_are_estimated_closely) {
    TunedDlx engine(exact_cover::queens_problem(10));
    for (std::size_t depth = 1; depth <= 5; ++depth) {
        const double truth =
            static_cast<double>(exact_cover::cut_tree(engine, depth).pieces.size());
        const double estimate = exercises::estimate_level(engine, depth, 20000, 3);
        BOOST_TEST(std::abs(estimate - truth) <= 0.1 * truth,
                   "depth " << depth << ": " << estimate << " for " << truth);
    }
}

BOOST_AUTO_TEST_CASE(the_engine_is_left_as_it_was) {
    TunedDlx engine(exact_cover::queens_problem(8));
    const exact_cover::SearchResult before = engine.count_solutions();
    (void)exercises::estimate_level(engine, 6, 500, 9);
    BOOST_TEST(engine.chosen().empty());
    const exact_cover::SearchResult after = engine.count_solutions();
    BOOST_TEST(after.nodes == before.nodes);
    BOOST_TEST(after.updates == before.updates);
}

BOOST_AUTO_TEST_CASE(the_depth_from_the_estimate_is_the_walked_one_or_next_to_it) {
    TunedDlx engine(exact_cover::queens_problem(10));
    for (const std::size_t wanted : {1, 10, 100, 400, 2000}) {
        const std::size_t walked = exact_cover::depth_for(engine, wanted);
        const std::size_t estimated =
            exercises::depth_from_estimate(engine, wanted, 5000);
        BOOST_TEST(estimated + 1 >= walked, "wanted " << wanted);
        BOOST_TEST(estimated <= walked + 1, "wanted " << wanted);
    }
    TunedDlx uniform(uniform_tree(4, 3));
    BOOST_TEST(exercises::depth_from_estimate(uniform, 10, 10) == 3U);
    BOOST_TEST(exercises::depth_from_estimate(uniform, 1000, 10) ==
               5U);  // none so wide
}
