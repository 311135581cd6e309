// Exercise 6.1: unhide() and uncover() in the order dlx1 uses, the order of hide() and
// cover() themselves: every link must come back, and the log of relink() must show the
// order.
#include <boost/test/unit_test.hpp>

#include "ch06/uncover.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/problems/queens.hpp"

using exercises::ToyLinks;

namespace {

// A plain recursive search on the toy links: counts the exact covers.
int count_covers(ToyLinks& t) {
    if (t.rlink[0] == 0) return 1;
    int best = t.rlink[0];
    for (int k = t.rlink[best]; k != 0; k = t.rlink[k])
        if (t.top[k] < t.top[best]) best = k;
    int count = 0;
    exercises::cover(t, best);
    for (int p = t.dlink[best]; p != best; p = t.dlink[p]) {
        for (int q = p + 1; q != p;) {  // cover the option's other items, going right
            if (t.top[q] <= 0) {
                q = t.ulink[q];
            } else {
                exercises::cover(t, t.top[q]);
                ++q;
            }
        }
        count += count_covers(t);
        for (int q = p - 1; q != p;) {  // and uncover them going left
            if (t.top[q] <= 0) {
                q = t.dlink[q];
            } else {
                exercises::uncover(t, t.top[q]);
                --q;
            }
        }
    }
    exercises::uncover(t, best);
    return count;
}

// The nodes hide(p) takes, in its order: right from p + 1, round through the spacer.
std::vector<int> hidden_by(const ToyLinks& t, int p) {
    std::vector<int> nodes;
    for (int q = p + 1; q != p;) {
        if (t.top[q] <= 0) {
            q = t.ulink[q];
        } else {
            nodes.push_back(q);
            ++q;
        }
    }
    return nodes;
}

}  // namespace

BOOST_AUTO_TEST_CASE(unhide_puts_back_what_hide_took) {
    ToyLinks t = exercises::make_toy_links(exact_cover::small_example());
    const ToyLinks before = t;
    // after 9 headers and the first spacer: A's node for item 1
    const int first_node = 9 + 2;
    exercises::hide(t, first_node);
    BOOST_TEST(!(t == before));
    exercises::unhide(t, first_node);
    BOOST_TEST((t == before));
    // A = {1, 3, 9}: its nodes 11, 12, 13; going right from 11: 12, 13
    BOOST_TEST(t.relinked == (std::vector<int>{12, 13}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(unhide_goes_right_round_the_option) {
    ToyLinks t = exercises::make_toy_links(exact_cover::queens_problem(5));
    const ToyLinks before = t;
    // a node in the middle of an option: after it, then round from the option's start
    const int p = t.dlink[5 + 1];  // the first node of column 1's list
    const int middle = p + 2;
    exercises::hide(t, middle);
    exercises::unhide(t, middle);
    BOOST_TEST((t == before));
    BOOST_TEST(t.relinked == hidden_by(before, middle),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(uncover_goes_down_the_list_as_cover_did) {
    ToyLinks t = exercises::make_toy_links(exact_cover::queens_problem(5));
    const ToyLinks before = t;
    for (int i = 1; i < static_cast<int>(t.llink.size()); ++i) {
        std::vector<int> expected;  // each option of i's list from the top, as hidden
        for (int p = t.dlink[i]; p != i; p = t.dlink[p]) {
            const std::vector<int> nodes = hidden_by(t, p);
            expected.insert(expected.end(), nodes.begin(), nodes.end());
        }
        t.relinked.clear();
        exercises::cover(t, i);
        exercises::uncover(t, i);
        BOOST_TEST((t == before), "item " << i);
        BOOST_TEST(t.relinked == expected, "item " << i << ": the order of relink()");
    }
}

BOOST_AUTO_TEST_CASE(uncover_restores_every_link) {
    ToyLinks t = exercises::make_toy_links(exact_cover::queens_problem(5));
    const ToyLinks before = t;
    for (int i = 1; i < static_cast<int>(t.llink.size()); ++i) {
        exercises::cover(t, i);
        exercises::uncover(t, i);
        BOOST_TEST((t == before), "item " << i);
    }
}

BOOST_AUTO_TEST_CASE(nested_covers_unwind_in_reverse) {
    ToyLinks t = exercises::make_toy_links(exact_cover::knuth_example());
    const ToyLinks before = t;
    exercises::cover(t, 1);
    exercises::cover(t, 4);
    exercises::cover(t, 7);
    exercises::uncover(t, 7);
    exercises::uncover(t, 4);
    exercises::uncover(t, 1);
    BOOST_TEST((t == before));
}

BOOST_AUTO_TEST_CASE(a_search_built_on_them_counts_right) {
    ToyLinks knuth = exercises::make_toy_links(exact_cover::knuth_example());
    BOOST_TEST(count_covers(knuth) == 1);
    ToyLinks six = exercises::make_toy_links(exact_cover::queens_problem(6));
    BOOST_TEST(count_covers(six) == 4);
    ToyLinks eight = exercises::make_toy_links(exact_cover::queens_problem(8));
    BOOST_TEST(count_covers(eight) == 92);
}
