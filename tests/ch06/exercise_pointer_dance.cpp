// Exercise 6.3: the reader's pointer Dancing Links against the library's engine: the
// same solutions in the same order, the same updates and nodes, and the links restored.
#define BOOST_TEST_MODULE exercise_6_3_pointer_dance
#include <boost/test/unit_test.hpp>

#include <random>
#include <vector>

#include "ch06/pointer_dance.hpp"
#include "exact_cover/dlx.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/problems/queens.hpp"
#include "test_support/random_problems.hpp"

using exact_cover::Option;
using exact_cover::Problem;

namespace {

// The library's run: every solution in order, and the counters.
exercises::Dance expected(const Problem& p) {
    exercises::Dance d;
    exact_cover::Dlx dlx(p);
    const exact_cover::SearchResult stats = dlx.search([&](std::span<const Option> s) {
        d.solutions.emplace_back(s.begin(), s.end());
        return exact_cover::Next::proceed;
    });
    d.updates = stats.updates;
    d.nodes = stats.nodes;
    return d;
}

// Every link and size of every column and node, to see that a dance leaves them as it
// found them.
struct Picture {
    std::vector<const exercises::Node*> links;
    std::vector<std::size_t> sizes;
    bool operator==(const Picture&) const = default;
};

Picture picture(const exercises::Links& t) {
    Picture p{{t.root.left, t.root.right}, {}};
    for (const auto& c : t.columns) {
        p.links.insert(p.links.end(), {c.left, c.right, c.up, c.down});
        p.sizes.push_back(c.size);
    }
    for (const auto& x : t.nodes)
        p.links.insert(p.links.end(), {x.left, x.right, x.up, x.down});
    return p;
}

void expect_same(const Problem& p) {
    const auto links = exercises::make_links(p);
    const auto before = picture(*links);
    const exercises::Dance got = exercises::dance(*links);
    const exercises::Dance want = expected(p);
    BOOST_TEST((got.solutions == want.solutions));
    BOOST_TEST(got.updates == want.updates);
    BOOST_TEST(got.nodes == want.nodes);
    BOOST_TEST((picture(*links) == before), "the links are not as they were built");
}

}  // namespace

BOOST_AUTO_TEST_SUITE(exercise_6_3_pointer_dance)

BOOST_AUTO_TEST_CASE(cover_and_uncover_restore_every_link) {
    const auto links = exercises::make_links(exact_cover::small_example());
    const auto before = picture(*links);
    std::uint64_t updates = 0;
    exercises::cover(&links->columns[3], updates);  // item 4: one option, D = {4, 5, 6}
    BOOST_TEST(updates == 3u);
    BOOST_TEST(links->columns[5].size == 0u);
    BOOST_TEST(links->columns[2].right == &links->columns[4]);
    exercises::uncover(&links->columns[3]);
    BOOST_TEST((picture(*links) == before));
}

BOOST_AUTO_TEST_CASE(knuths_examples) {
    expect_same(exact_cover::small_example());
    expect_same(exact_cover::knuth_example());
    for (std::size_t n = 4; n <= 7; ++n) expect_same(exact_cover::queens_problem(n));
}

BOOST_AUTO_TEST_CASE(random_problems_with_secondary_items) {
    std::mt19937 rng(63);
    for (int trial = 0; trial < 100; ++trial) {
        BOOST_TEST_CONTEXT("trial " << trial) {
            expect_same(test_support::random_problem(rng, 3 + trial % 6, trial % 3,
                                                     6 + trial % 12));
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
