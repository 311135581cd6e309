// Chapter 6: the baseline Dancing Links, the engine the chapter shows, checked against
// brute force, chapter 5's Algorithm X and the counts of Knuth's dlx1.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstdint>
#include <random>
#include <sstream>
#include <vector>

#include "exact_cover/algorithm_x.hpp"
#include "exact_cover/brute_force.hpp"
#include "exact_cover/dlx.hpp"
#include "exact_cover/knuth_format.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/problems/queens.hpp"
#include "exact_cover/verify.hpp"
#include "test_support/random_problems.hpp"

using namespace exact_cover;
using Covers = std::vector<std::vector<Option>>;

namespace {

constexpr ItemChoice both_rules[] = {ItemChoice::fewest_options, ItemChoice::first};

// Every solution, in the order the search finds them.
Covers in_order(BaselineDlx& dlx) {
    Covers covers;
    dlx.search([&covers](std::span<const Option> s) {
        covers.emplace_back(s.begin(), s.end());
        return Next::proceed;
    });
    return covers;
}

// The same, each sorted and the list sorted: comparable with brute force.
Covers sorted(Covers covers) {
    for (auto& cover : covers) std::sort(cover.begin(), cover.end());
    std::sort(covers.begin(), covers.end());
    return covers;
}

// The state of the links, to compare before and after.
struct Snapshot {
    std::vector<BaselineDlx::Node> nodes;
    std::vector<BaselineDlx::ItemLinks> items;
    explicit Snapshot(const BaselineDlx& dlx)
        : nodes(dlx.nodes().begin(), dlx.nodes().end()),
          items(dlx.item_links().begin(), dlx.item_links().end()) {}
    bool operator==(const Snapshot&) const = default;
};

// Knuth's example as dlx1's documentation writes it (the matrix of his 2000 paper).
constexpr const char* dlx1_example =
    "a b c d e f g\nc e f\na d g\nb c f\na d\nb g\nd e g\n";

Problem read(const char* text) {
    std::istringstream in(text);
    return read_knuth_format(in);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(ch06_dlx_baseline)

BOOST_AUTO_TEST_CASE(the_first_example_has_the_single_cover_A_D_E) {
    for (ItemChoice rule : both_rules) {
        BaselineDlx dlx(small_example(), rule);
        BOOST_TEST(sorted(in_order(dlx)) == (Covers{{0, 3, 4}}));
        BOOST_TEST(dlx.stats().solutions == 1u);
        BOOST_TEST(!dlx.stats().stopped());
    }
}

BOOST_AUTO_TEST_CASE(the_counters_are_dlx1s) {
    // What Knuth's dlx1 prints for the same input (run on this project's machine):
    // "Altogether 1 solution, 30 updates, 6 nodes", profile 1, 2, 2, 1 for levels 0
    // to 3; and for eight queens written by write_knuth_format(): 92 solutions,
    // 21375 updates, 1199 nodes. dlx1 counts the root as a node too: one more than
    // the options tried.
    BaselineDlx example(read(dlx1_example));
    BOOST_TEST(example.count_solutions().solutions == 1u);
    BOOST_TEST(example.stats().updates == 30u);
    BOOST_TEST(example.stats().nodes + 1 == 6u);
    BOOST_TEST(example.stats().profile == (std::vector<std::uint64_t>{2, 2, 1}),
               boost::test_tools::per_element());
    std::stringstream queens;
    write_knuth_format(queens, queens_problem(8));
    BaselineDlx eight(read_knuth_format(queens));
    BOOST_TEST(eight.count_solutions().solutions == 92u);
    BOOST_TEST(eight.stats().updates == 21375u);
    BOOST_TEST(eight.stats().nodes + 1 == 1199u);
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

BOOST_AUTO_TEST_CASE(random_problems_agree_with_brute_force) {
    std::mt19937 rng(61);
    for (int trial = 0; trial < 300; ++trial) {
        const std::size_t primary = 2 + trial % 7, secondary = trial % 3,
                          options = 4 + trial % 14;
        const Problem p =
            test_support::random_problem(rng, primary, secondary, options);
        const Covers expected = sorted(brute_force_covers(p));
        for (ItemChoice rule : both_rules) {
            BaselineDlx dlx(p, rule);
            const Covers found = in_order(dlx);
            BOOST_TEST(sorted(found) == expected, "trial " << trial);
            for (const auto& cover : found)
                BOOST_TEST(check_cover(p, cover).ok(), "trial " << trial);
            BOOST_TEST(dlx.count_solutions().solutions == expected.size());
        }
    }
}

BOOST_AUTO_TEST_CASE(the_search_tree_is_algorithm_xs) {
    // Same item choice, same order of options: the same tree, node for node.
    std::mt19937 rng(5);
    for (int trial = 0; trial < 60; ++trial) {
        const Problem p = trial < 5 ? queens_problem(4 + trial)
                                    : test_support::random_problem(rng, 8, 2, 24);
        for (ItemChoice rule : both_rules) {
            BaselineDlx dlx(p, rule);
            AlgorithmX x(p, rule);
            BOOST_TEST(dlx.count_solutions().solutions ==
                       x.count_solutions().solutions);
            BOOST_TEST(dlx.stats().nodes == x.stats().nodes, "trial " << trial);
            BOOST_TEST(dlx.stats().profile == x.stats().profile,
                       boost::test_tools::per_element());
        }
    }
}

BOOST_AUTO_TEST_CASE(uncover_restores_every_link) {
    BaselineDlx dlx(queens_problem(6));
    const Snapshot before(dlx);
    for (Item i = 0; i < 22; ++i) {  // rows and columns, then diagonals (secondary)
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
    BOOST_TEST(dlx.stats().updates == 3u);       // two nodes and the item itself
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

BOOST_AUTO_TEST_CASE(a_visitor_stops_the_search_at_once) {
    BaselineDlx dlx(queens_problem(8));
    const Covers all = in_order(dlx);
    BOOST_TEST_REQUIRE(all.size() == 92u);
    Covers first_three;
    dlx.search([&](std::span<const Option> s) {
        first_three.emplace_back(s.begin(), s.end());
        return first_three.size() == 3 ? Next::stop : Next::proceed;
    });
    BOOST_TEST((first_three == Covers(all.begin(), all.begin() + 3)));
    BOOST_TEST(dlx.stats().stopped());
    BOOST_TEST(dlx.stats().solutions == 3u);
    BOOST_TEST(dlx.count_solutions({.solutions = 10}).solutions == 10u);
    BOOST_TEST(dlx.stats().stopped());
    BOOST_TEST(dlx.count_solutions({.solutions = 0}).solutions == 0u);
    BOOST_TEST(dlx.count_solutions().solutions == 92u);
    BOOST_TEST(!dlx.stats().stopped());
}

BOOST_AUTO_TEST_CASE(secondary_items_are_covered_at_most_once) {
    // Primary x, y; secondary s. {x, s} and {y, s} cannot both be chosen.
    Problem p({"x", "y"}, {"s"});
    p.add_option_by_names({"x", "s"});
    p.add_option_by_names({"y", "s"});
    p.add_option_by_names({"y"});
    BaselineDlx dlx(p);
    BOOST_TEST(sorted(in_order(dlx)) == (Covers{{0, 2}}));
}

BOOST_AUTO_TEST_CASE(no_primary_item_means_one_empty_cover) {
    BaselineDlx dlx(Problem{});
    BOOST_TEST(dlx.count_solutions().solutions == 1u);
    BOOST_TEST(dlx.stats().nodes == 0u);
}

BOOST_AUTO_TEST_SUITE_END()
