// Exercise 10.2: count_static().
#include <boost/test/unit_test.hpp>

#include "ch10/static_split.hpp"
#include "exact_cover/problems/pentominoes.hpp"
#include "exact_cover/problems/queens.hpp"

using exact_cover::SearchResult;
using exact_cover::TunedDlx;

namespace {

void same_counts(const TunedDlx& engine, std::size_t depth, unsigned threads) {
    TunedDlx walker = engine;
    const SearchResult truth = walker.count_solutions();
    const exact_cover::Cut cut = exact_cover::cut_tree(walker, depth);
    const SearchResult total = exercises::count_static(engine, cut, threads);
    BOOST_TEST(total.solutions == truth.solutions);
    BOOST_TEST(total.nodes == truth.nodes);
    BOOST_TEST(total.updates == truth.updates);
    BOOST_TEST(total.profile == truth.profile);
    BOOST_TEST(!total.stopped());
}

}  // namespace

BOOST_AUTO_TEST_CASE(eight_queens_on_one_two_and_three_threads) {
    const TunedDlx engine(exact_cover::queens_problem(8));
    for (unsigned threads = 1; threads <= 3; ++threads)
        for (std::size_t depth = 0; depth <= 4; ++depth)
            same_counts(engine, depth, threads);
}

BOOST_AUTO_TEST_CASE(more_threads_than_pieces) {
    const TunedDlx engine(exact_cover::queens_problem(6));
    same_counts(engine, 1, 16);
}

BOOST_AUTO_TEST_CASE(the_3x20_pentominoes) {
    const TunedDlx engine(exact_cover::pentomino_problem(20, 3));
    same_counts(engine, 2, 2);
    same_counts(engine, 3, 3);
}
