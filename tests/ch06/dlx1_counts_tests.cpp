// Chapter 6: the baseline Dancing Links (exact_cover::BaselineDlx) and the tuned one
// against Knuth's dlx1 on 120 random problems with secondary items, whose options list
// their items in random order, not the order of the item line: dlx1 takes them as
// written, and so do the engines. dlx1's counts are recorded in
// tests/ch06/data/dlx1_random.txt by tools/record-knuth-counts (CI has no dlx1).
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <string>

#include "exact_cover/baseline_dlx.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "test_support/knuth_counts.hpp"

using exact_cover::Problem;
using exact_cover::SearchResult;
using test_support::KnuthCounts;

BOOST_AUTO_TEST_SUITE(ch06_dlx1)

BOOST_AUTO_TEST_CASE(both_engines_count_as_dlx1_on_120_random_problems) {
    std::size_t problems = 0, out_of_order = 0, options = 0;
    for (const KnuthCounts& row : test_support::read_knuth_counts(
             BOOK_SOURCE_DIR "/tests/ch06/data/dlx1_random.txt")) {
        const Problem p = row.random_problem();
        const SearchResult baseline = exact_cover::BaselineDlx(p).count_solutions();
        const SearchResult tuned = exact_cover::TunedDlx(p).count_solutions();
        BOOST_TEST_CONTEXT("line " << row.line << " of dlx1_random.txt") {
            for (const SearchResult& r : {baseline, tuned}) {
                BOOST_TEST(r.solutions == row.at("solutions"));
                BOOST_TEST(r.updates == row.at("updates"));
                BOOST_TEST(r.nodes + 1 == row.at("nodes"));  // dlx1 counts the root
            }
            // the search's mems, counted as dlx1 counts them but for TAOCP's steps: X2
            // reads RLINK(0) at the root too, X6 reads x_l again after each solution
            BOOST_TEST(baseline.mems == row.at("mems") + 1 + 2 * row.at("solutions"));
        }
        ++problems;
        for (exact_cover::Option o = 0; o < p.option_count(); ++o)
            out_of_order += !std::is_sorted(p.option(o).begin(), p.option(o).end());
        options += p.option_count();
    }
    BOOST_TEST(problems >= 100u);
    // the items' order is tested: many options are not in the item line's order
    BOOST_TEST(3 * out_of_order > options, out_of_order << " of " << options);
}

BOOST_AUTO_TEST_SUITE_END()
