// Chapter 6: the pointer version of Dancing Links, and the recording that watches it.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <random>
#include <vector>

#include "exact_cover/baseline_dlx.hpp"
#include "exact_cover/brute_force.hpp"
#include "exact_cover/pointer_dlx.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/problems/queens.hpp"
#include "exact_cover/search_trace.hpp"
#include "exact_cover/verify.hpp"
#include "test_support/random_problems.hpp"
#include "test_support/runs.hpp"

using namespace exact_cover;
using Covers = std::vector<std::vector<Option>>;

namespace {

// Every link of every node and header, as addresses: equal states have equal pictures.
std::vector<const void*> picture(const PointerDlx& dlx, std::size_t items) {
    std::vector<const void*> links{dlx.root().left, dlx.root().right};
    const auto add = [&links](const LinkedNode& x) {
        links.insert(links.end(), {x.left, x.right, x.up, x.down, x.column});
    };
    for (Item i = 0; i < items; ++i) {
        add(dlx.column(i));
        links.push_back(reinterpret_cast<const void*>(dlx.column(i).size));
    }
    for (const LinkedNode& x : dlx.nodes()) add(x);
    return links;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(ch06_pointers)

BOOST_AUTO_TEST_CASE(uncover_restores_every_link) {
    PointerDlx dlx(queens_problem(5));
    const std::size_t items = queens_problem(5).item_count();
    const auto before = picture(dlx, items);
    for (Item i = 0; i < items; ++i) {
        dlx.cover(i);
        dlx.uncover(i);
        BOOST_TEST((picture(dlx, items) == before), "item " << i);
    }
    (void)test_support::sorted_covers(dlx);
    BOOST_TEST((picture(dlx, items) == before));
}

// The one way the book watches a search is to record it (record_search); the dance of
// chapter 6 replays the recording on these links. So the recording must be this
// search's tree: its options in the order tried, its solutions in order, its nodes.
BOOST_AUTO_TEST_CASE(the_recorded_search_walks_the_pointer_versions_tree) {
    std::mt19937 random(66);
    std::vector<Problem> problems{small_example(), knuth_example(), queens_problem(6)};
    for (int k = 0; k < 60; ++k)
        problems.push_back(test_support::random_problem(random, 7, k % 3, 14));
    for (std::size_t k = 0; k < problems.size(); ++k)
        BOOST_TEST_CONTEXT("problem " << k) {
            PointerDlx dlx(problems[k]);
            Covers in_order;
            const SearchResult result = dlx.search([&](std::span<const Option> s) {
                in_order.emplace_back(s.begin(), s.end());
                return Next::proceed;
            });
            const SearchTrace trace = record_search(problems[k]);
            BOOST_TEST((trace.result.ending == exact_cover::Ending::complete));
            BOOST_TEST(trace.result.nodes == result.nodes);
            BOOST_TEST(trace.result.profile == result.profile,
                       boost::test_tools::per_element());
            // (not the updates: the recording counts chapter 4's, on the remaining
            // matrix; ch06_dance counts the links' own as it replays, and checks them)
            Covers recorded;
            std::vector<Option> chosen;
            for (const TraceStep& step : trace.steps) {
                if (step.kind == TraceStep::Kind::try_option)
                    chosen.push_back(static_cast<Option>(step.option));
                if (step.kind == TraceStep::Kind::undo) chosen.pop_back();
                if (step.kind == TraceStep::Kind::solution) recorded.push_back(chosen);
            }
            BOOST_TEST((recorded == in_order));
        }
}

BOOST_AUTO_TEST_SUITE_END()
