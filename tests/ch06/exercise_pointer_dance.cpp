// Exercise 6.3: the reader's pointer Dancing Links without recursion against the
// library's engine: the same solutions in the same order, the same updates and nodes,
// the links restored; and a search 10,000 levels deep on a thread whose stack a
// recursive search would overflow.
#include <boost/test/unit_test.hpp>

#include <pthread.h>

#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "ch06/pointer_dance.hpp"
#include "exact_cover/baseline_dlx.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/problems/queens.hpp"
#include "test_support/random_problems.hpp"

using exact_cover::Option;
using exact_cover::Problem;

namespace {

// The library's run: every solution in order, and the counters.
exercises::Dance expected(const Problem& p) {
    exercises::Dance d;
    exact_cover::BaselineDlx dlx(p);
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

// A problem whose every solution is `depth` options deep: items 1..depth, each with
// its own option, and one option holding them all.
Problem deep_problem(std::size_t depth) {
    std::vector<std::string> names;
    for (std::size_t i = 0; i < depth; ++i) names.push_back("i" + std::to_string(i));
    Problem p(names);
    std::vector<exact_cover::Item> all;
    for (exact_cover::Item i = 0; i < depth; ++i) {
        p.add_option({i});
        all.push_back(i);
    }
    p.add_option(all);
    return p;
}

// Runs dance() on a thread whose stack holds @p stack_bytes: a search that recursed
// once per level would overflow it, and the process would die there.
struct OnSmallStack {
    exercises::Links* links;
    exercises::Dance result;
};

void* run_dance(void* argument) {
    auto* job = static_cast<OnSmallStack*>(argument);
    job->result = exercises::dance(*job->links);
    return nullptr;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(exercise_6_3_pointer_dance)

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

BOOST_AUTO_TEST_CASE(a_search_10000_levels_deep_needs_no_deep_call_stack) {
    const std::size_t depth = 10000;
    const Problem p = deep_problem(depth);
    const auto links = exercises::make_links(p);
    OnSmallStack job{links.get(), {}};
    std::cerr << "exercise 6.3: dance() on a problem " << depth
              << " levels deep, on a thread with a 128 KiB stack (if the test dies "
                 "here, the search recursed once per level)\n";
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setstacksize(&attributes, 128 * 1024);
    pthread_t thread;
    BOOST_REQUIRE(pthread_create(&thread, &attributes, run_dance, &job) == 0);
    pthread_join(thread, nullptr);
    pthread_attr_destroy(&attributes);
    const exercises::Dance want = expected(p);
    BOOST_TEST(job.result.solutions.size() == want.solutions.size());
    BOOST_TEST(job.result.nodes == want.nodes);
    BOOST_TEST(job.result.updates == want.updates);
}

BOOST_AUTO_TEST_SUITE_END()
