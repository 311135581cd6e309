// Chapter 6: the pointer version of Dancing Links, and its trace.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <random>
#include <vector>

#include "exact_cover/brute_force.hpp"
#include "exact_cover/dancing_links_pointers.hpp"
#include "exact_cover/dlx.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/problems/queens.hpp"
#include "exact_cover/verify.hpp"
#include "test_support/random_problems.hpp"

using namespace exact_cover;
using Covers = std::vector<std::vector<Option>>;

namespace {

Covers all_solutions(PointerDlx& dlx) {
    Covers covers;
    (void)dlx.search([&covers](std::span<const Option> s) {
        covers.emplace_back(s.begin(), s.end());
        std::sort(covers.back().begin(), covers.back().end());
        return Next::proceed;
    });
    std::sort(covers.begin(), covers.end());
    return covers;
}

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
    (void)all_solutions(dlx);
    BOOST_TEST((picture(dlx, items) == before));
}

BOOST_AUTO_TEST_CASE(the_trace_nests_covers_and_uncovers) {
    PointerDlx dlx(small_example());
    std::vector<DanceStep> steps;
    dlx.trace([&steps](const DanceStep& step) { steps.push_back(step); });
    (void)all_solutions(dlx);
    std::vector<Item> stack;
    std::size_t solutions = 0;
    for (const DanceStep& step : steps) {
        if (step.kind == DanceStep::Kind::cover) stack.push_back(step.item);
        if (step.kind == DanceStep::Kind::uncover) {
            BOOST_TEST_REQUIRE(!stack.empty());
            BOOST_TEST(stack.back() == step.item);  // last covered, first uncovered
            stack.pop_back();
        }
        if (step.kind == DanceStep::Kind::solution) ++solutions;
    }
    BOOST_TEST(stack.empty());
    BOOST_TEST(solutions == 1u);
    // The search starts on item 4 (index 3), which only D contains, by the
    // smallest-column rule.
    BOOST_TEST_REQUIRE(steps.size() >= 2u);
    BOOST_TEST((steps[0].kind == DanceStep::Kind::cover && steps[0].item == 3u));
    BOOST_TEST((steps[1].kind == DanceStep::Kind::choose && steps[1].option == 3u));
}

BOOST_AUTO_TEST_SUITE_END()
