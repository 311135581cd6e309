// Chapter 10: Knuth's random probes (exact_cover::probe, estimate_tree) and sampled
// pieces (probe_piece, estimate_by_pieces): exact on a tree whose every path looks the
// same, close to the truth on real trees, and harmless to the engine.
#include <boost/test/unit_test.hpp>

#include <cmath>
#include <random>

#include "exact_cover/estimate.hpp"
#include "exact_cover/problems/pentominoes.hpp"
#include "exact_cover/problems/queens.hpp"
#include "exact_cover/tuned_dlx.hpp"

using namespace exact_cover;

namespace {

// n items, each covered by any of k one-item options: every node at depth d has k
// children, so every path weighs the same and one probe is exact.
Problem uniform_tree(std::size_t n, std::size_t k) {
    Problem p = Problem::with_item_count(n, 0);
    for (Item i = 0; i < n; ++i)
        for (std::size_t c = 0; c < k; ++c) p.add_option({i});
    return p;
}

// Within `sigmas` standard errors of the truth.
bool near(double estimate, double error, double truth, double sigmas) {
    return std::abs(estimate - truth) <= sigmas * error;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(ch10_estimate)

BOOST_AUTO_TEST_CASE(a_uniform_tree_is_estimated_exactly) {
    TunedDlx engine(uniform_tree(4, 3));
    const SearchResult truth = engine.count_solutions();
    const Estimate e = estimate_tree(engine, 10, 1);
    BOOST_TEST(truth.nodes == 3U + 9U + 27U + 81U);
    BOOST_TEST(e.nodes == static_cast<double>(truth.nodes));
    BOOST_TEST(e.updates == static_cast<double>(truth.updates));
    BOOST_TEST(e.solutions == 81.0);
    BOOST_TEST(e.nodes_error == 0.0);
    BOOST_TEST(e.mean_depth == 4.0);
}

BOOST_AUTO_TEST_CASE(eight_queens_is_estimated_within_its_error) {
    TunedDlx engine(queens_problem(8));
    const SearchResult truth = engine.count_solutions();
    const Estimate e = estimate_tree(engine, 20000, 7);
    BOOST_TEST(e.probes == 20000U);
    BOOST_TEST(near(e.nodes, e.nodes_error, static_cast<double>(truth.nodes), 4));
    BOOST_TEST(near(e.updates, e.updates_error, static_cast<double>(truth.updates), 4));
    BOOST_TEST(near(e.solutions, e.solutions_error, 92.0, 4));
    BOOST_TEST(e.nodes_error < 0.05 * e.nodes);  // 20,000 probes: a few per cent
}

BOOST_AUTO_TEST_CASE(pentominoes_are_estimated_within_their_error) {
    TunedDlx engine(pentomino_problem(20, 3));  // the 3 x 20 box: 8 tilings
    const SearchResult truth = engine.count_solutions();
    const Estimate e = estimate_tree(engine, 5000, 3);
    BOOST_TEST(truth.solutions == 8U);
    BOOST_TEST(near(e.nodes, e.nodes_error, static_cast<double>(truth.nodes), 4));
    BOOST_TEST(near(e.updates, e.updates_error, static_cast<double>(truth.updates), 4));
    // Eight tilings among thousands of dead ends: few paths, if any, end in a solution,
    // so the solution estimate is the weak one (chapter 10); it is 0 or near 8.
    BOOST_TEST((e.solutions == 0 || near(e.solutions, e.solutions_error, 8.0, 4)),
               e.solutions << " +- " << e.solutions_error);
}

BOOST_AUTO_TEST_CASE(probes_leave_the_engine_as_they_found_it) {
    TunedDlx engine(queens_problem(6));
    const SearchResult before = engine.count_solutions();
    std::mt19937_64 random(5);
    for (int k = 0; k < 100; ++k) (void)probe(engine, random);
    BOOST_TEST(engine.chosen().empty());
    const SearchResult after = engine.count_solutions();
    BOOST_TEST(after.updates == before.updates);
    BOOST_TEST(after.nodes == before.nodes);
}

BOOST_AUTO_TEST_CASE(the_same_seed_gives_the_same_estimate) {
    TunedDlx engine(queens_problem(10));
    const Estimate a = estimate_tree(engine, 500, 42);
    const Estimate b = estimate_tree(engine, 500, 42);
    const Estimate c = estimate_tree(engine, 500, 43);
    BOOST_TEST(a.nodes == b.nodes);
    BOOST_TEST(a.nodes != c.nodes);
}

BOOST_AUTO_TEST_CASE(a_piece_at_depth_zero_is_the_whole_tree_counted) {
    TunedDlx engine(queens_problem(8));
    const SearchResult truth = engine.count_solutions();
    const Estimate e = estimate_by_pieces(engine, 3, 0, 1);
    BOOST_TEST(e.solutions == 92.0);
    BOOST_TEST(e.nodes == static_cast<double>(truth.nodes));
    BOOST_TEST(e.updates == static_cast<double>(truth.updates));
    BOOST_TEST(e.solutions_error == 0.0);
}

BOOST_AUTO_TEST_CASE(sampled_pieces_estimate_within_their_error_and_closer) {
    TunedDlx engine(queens_problem(10));
    const SearchResult truth = engine.count_solutions();  // 724 solutions
    const Estimate paths = estimate_tree(engine, 2000, 11);
    const Estimate pieces = estimate_by_pieces(engine, 2000, 3, 11);
    BOOST_TEST(near(pieces.solutions, pieces.solutions_error, 724.0, 4));
    BOOST_TEST(
        near(pieces.nodes, pieces.nodes_error, static_cast<double>(truth.nodes), 4));
    BOOST_TEST(near(pieces.updates, pieces.updates_error,
                    static_cast<double>(truth.updates), 4));
    // counting below the cut removes the spread of the levels below it
    BOOST_TEST(pieces.solutions_error < paths.solutions_error);
    BOOST_TEST(pieces.nodes_error < paths.nodes_error);
    BOOST_TEST(engine.chosen().empty());
}

BOOST_AUTO_TEST_SUITE_END()
