// Chapter 9: Algorithm C (exact_cover::ColourDlx) against Knuth's dlx2 on problems
// whose options list their items in random order, not the order of the item line:
// dlx2 takes an option's items as written, and so does the engine. dlx2's counts are
// recorded in tests/ch09/data/dlx2_random.txt by tools/record-knuth-counts (CI has no
// dlx2): 200 random problems with colours and chapter 9's 6 x 6 grids with equal
// opposite corners.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "exact_cover/colour_dlx.hpp"
#include "exact_cover/knuth_format.hpp"
#include "sudoku/variants.hpp"
#include "test_support/knuth_counts.hpp"

using exact_cover::ColourDlx;
using exact_cover::ColourResult;
using exact_cover::Problem;
using test_support::KnuthCounts;

namespace {

const std::string data_file = BOOK_SOURCE_DIR "/tests/ch09/data/dlx2_random.txt";

// Whether @p r is what dlx2 printed on line @p row (dlx2 counts the root as a node).
void check_dlx2s_counts(const ColourResult& r, const KnuthCounts& row) {
    BOOST_TEST_CONTEXT("line " << row.line << " of " << data_file) {
        BOOST_TEST(r.solutions == row.at("solutions"));
        BOOST_TEST(r.updates == row.at("updates"));
        BOOST_TEST(r.cleansings == row.at("cleansings"));
        BOOST_TEST(r.nodes + 1 == row.at("nodes"));
    }
}

// How many options of @p p do not list their items in the order of the item line.
std::size_t options_out_of_order(const Problem& p) {
    std::size_t count = 0;
    for (exact_cover::Option o = 0; o < p.option_count(); ++o)
        count += !std::is_sorted(p.option(o).begin(), p.option(o).end());
    return count;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(ch09_dlx2)

BOOST_AUTO_TEST_CASE(the_issues_example_counts_as_dlx2_on_its_options_as_written) {
    // Knuth's format, each option's items out of the item line's order; dlx2 (built
    // from ascherer/cwebtest, 28 November 2026): "Altogether 6 solutions, ...,
    // 177 updates, 16 cleansings, ..., 14 nodes". The same options with their items
    // sorted make 176 updates and 17 cleansings, dlx2's as well as the engine's.
    std::istringstream in(
        "p0 p1 p2 p3 p4 | s0 s1 s2 s3\n"
        "p4 p1 p3 s3:a\np4 p1 p2 s3:a\np0 s1:c s2\n"
        "p4 p1 p3 s3:a s2:a\np3 p1 s3:b s2:a\np1 p0 s1:a s2:b\n"
        "p2 p4 p3 s3 s2:c\np1 p3 p0 s1:c s2:c\np4 p0 s0\np2\n"
        "p3 p2 p1 s1:a s0:a\np3 p1 p0 s3:a s2:b\np0\np0 s2:c\n"
        "p3 p1 s1:c\n");
    const ColourResult r =
        ColourDlx(exact_cover::read_knuth_format(in)).count_solutions();
    BOOST_TEST(r.solutions == 6u);
    BOOST_TEST(r.updates == 177u);
    BOOST_TEST(r.cleansings == 16u);
    BOOST_TEST(r.nodes + 1 == 14u);
}

BOOST_AUTO_TEST_CASE(algorithm_c_counts_as_dlx2_on_200_random_problems_with_colours) {
    std::size_t problems = 0, out_of_order = 0, options = 0;
    for (const KnuthCounts& row : test_support::read_knuth_counts(data_file)) {
        if (row.problem != "random") continue;
        const Problem p = row.random_problem();
        check_dlx2s_counts(ColourDlx(p).count_solutions(), row);
        ++problems;
        out_of_order += options_out_of_order(p);
        options += p.option_count();
    }
    BOOST_TEST(problems >= 200u);
    // the items' order is tested: most options are not in the item line's order
    BOOST_TEST(2 * out_of_order > options, out_of_order << " of " << options);
}

BOOST_AUTO_TEST_CASE(algorithm_c_counts_as_dlx2_on_the_grids_with_equal_corners) {
    // ch09_colours's problem, which it writes with --corners for dlx2: about a second.
    const std::vector<sudoku::CellPair> pairs = {{{0, 0}, {5, 5}}, {{0, 5}, {5, 0}}};
    const Problem p = sudoku::equal_cells_problem(sudoku::Shape(2, 3), pairs);
    const std::vector<KnuthCounts> rows = test_support::read_knuth_counts(data_file);
    const auto corners =
        std::find_if(rows.begin(), rows.end(),
                     [](const KnuthCounts& r) { return r.problem == "corners"; });
    BOOST_TEST_REQUIRE((corners != rows.end()), data_file << " has no line 'corners'");
    check_dlx2s_counts(ColourDlx(p).count_solutions(), *corners);
}

BOOST_AUTO_TEST_SUITE_END()
