// Chapter 6: the baseline Dancing Links, the engine the chapter shows, checked against
// brute force, chapter 5's Algorithm X and the counts of Knuth's dlx1.
#include <boost/mpl/list.hpp>
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstdint>
#include <random>
#include <sstream>
#include <vector>

#include "exact_cover/algorithm_x.hpp"
#include "exact_cover/baseline_dlx.hpp"
#include "exact_cover/brute_force.hpp"
#include "exact_cover/knuth_format.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/problems/queens.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "exact_cover/verify.hpp"
#include "test_support/links.hpp"
#include "test_support/random_problems.hpp"

using namespace exact_cover;
using test_support::Snapshot;
using Covers = std::vector<std::vector<Option>>;

namespace {

// Knuth's example as dlx1's documentation writes it (the matrix of his 2000 paper).
constexpr const char* dlx1_example =
    "a b c d e f g\nc e f\na d g\nb c f\na d\nb g\nd e g\n";

Problem read(const char* text) {
    std::istringstream in(text);
    return read_knuth_format(in);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(ch06_dlx_baseline)

BOOST_AUTO_TEST_CASE(the_counters_are_dlx1s) {
    // What Knuth's dlx1 prints for the same input (run on this project's machine):
    // "Altogether 1 solution, 30 updates, 6 nodes", profile 1, 2, 2, 1 for levels 0
    // to 3; and for eight queens written by write_knuth_format(): 92 solutions,
    // 21375 updates, 1199 nodes. dlx1 counts the root as a node too: one more than
    // the options tried.
    BaselineDlx example(read(dlx1_example));
    const SearchResult one = example.count_solutions();
    BOOST_TEST(one.solutions == 1u);
    BOOST_TEST(one.updates == 30u);
    BOOST_TEST(one.nodes + 1 == 6u);
    BOOST_TEST(one.profile == (std::vector<std::uint64_t>{2, 2, 1}),
               boost::test_tools::per_element());
    std::stringstream queens;
    write_knuth_format(queens, queens_problem(8));
    BaselineDlx eight(read_knuth_format(queens));
    const SearchResult all = eight.count_solutions();
    BOOST_TEST(all.solutions == 92u);
    BOOST_TEST(all.updates == 21375u);
    BOOST_TEST(all.nodes + 1 == 1199u);
}

BOOST_AUTO_TEST_CASE(the_mems_are_dlx1s_plus_the_steps_of_taocp) {
    // What Knuth's dlx1 (from the CWEB source, gcc -O2) prints for the inputs that
    // write_knuth_format() writes, as "Altogether S solutions, I+M mems": M is the
    // search's mems. The engine counts where dlx1 counts, except that it follows
    // TAOCP's steps: X2 looks at RLINK(0) at the root too, and X6 reads x_l again after
    // a solution, where dlx1 keeps it in a register: 1 + 2 per solution more.
    struct Published {
        Problem problem;
        std::uint64_t solutions, mems;
    };
    const Published runs[] = {{queens_problem(6), 4, 28041},
                              {queens_problem(8), 92, 305205},
                              {queens_problem(10), 724, 4493113}};
    for (const Published& run : runs) {
        std::stringstream text;
        write_knuth_format(text, run.problem);
        BaselineDlx dlx(read_knuth_format(text));
        const SearchResult result = dlx.count_solutions();
        BOOST_TEST(result.solutions == run.solutions);
        BOOST_TEST(result.mems == run.mems + 1 + 2 * run.solutions,
                   run.solutions << " solutions");
    }
}

// Both engines on index arrays: a cover and its uncover leave every word as it was,
// alone and nested as the search nests them (last covered, first uncovered).
using LinkEngines = boost::mpl::list<BaselineDlx, TunedDlx>;
BOOST_AUTO_TEST_CASE_TEMPLATE(uncover_restores_every_link, Engine, LinkEngines) {
    const Problem queens = queens_problem(6);
    Engine dlx(queens);
    const Snapshot before(dlx);
    for (Item i = 0; i < queens.item_count(); ++i) {  // secondary items too
        dlx.cover_item(i);
        BOOST_TEST(!(Snapshot(dlx) == before));
        dlx.uncover_item(i);
        BOOST_TEST((Snapshot(dlx) == before), "item " << i);
    }
    dlx.cover_item(0);
    dlx.cover_item(7);
    dlx.cover_item(13);
    dlx.uncover_item(13);
    dlx.uncover_item(7);
    dlx.uncover_item(0);
    BOOST_TEST((Snapshot(dlx) == before));
}

BOOST_AUTO_TEST_CASE(cover_takes_the_item_out_and_hides_its_options) {
    // Item 3 ("4") of chapter 1's example is only in option D = {4, 5, 6}.
    BaselineDlx dlx(small_example());
    BOOST_TEST(dlx.len(4) == 2u);
    BOOST_TEST(dlx.len(5) == 1u);
    dlx.cover_item(3);
    BOOST_TEST(dlx.item_links()[3].rlink == 5);  // item 2 ("3") now skips to item 4
    BOOST_TEST(dlx.len(4) == 1u);                // D left the list of item 4 ("5")
    BOOST_TEST(dlx.len(5) == 0u);                // and of item 5 ("6")
    BOOST_TEST(dlx.manual_updates() == 3u);      // two nodes and the item itself
    dlx.uncover_item(3);
    BOOST_TEST(dlx.len(5) == 1u);
}

BOOST_AUTO_TEST_CASE(every_search_leaves_the_links_as_it_found_them) {
    std::mt19937 rng(17);
    for (int trial = 0; trial < 40; ++trial) {
        BaselineDlx dlx(test_support::random_problem(rng, 7, 2, 20));
        const Snapshot before(dlx);
        (void)dlx.count_solutions();
        BOOST_TEST((Snapshot(dlx) == before));
        (void)dlx.count_solutions({.solutions = 1})
            .solutions;  // stopped at the first solution
        BOOST_TEST((Snapshot(dlx) == before));
        (void)dlx.first_solution();
        BOOST_TEST((Snapshot(dlx) == before));
    }
}

BOOST_AUTO_TEST_SUITE_END()
