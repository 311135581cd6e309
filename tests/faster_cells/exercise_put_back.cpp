// Exercise 1 of "Going faster: dancing cells": PutBackSet::put_back() takes back a
// removal in any order.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstdint>
#include <random>
#include <stdexcept>
#include <vector>

#include "faster_cells/put_back.hpp"

using exercises::PutBackSet;
using Elements = std::vector<std::uint32_t>;

namespace {

// The members, sorted: what membership says, whatever the order.
Elements sorted_members(const PutBackSet& s) {
    Elements m(s.members().begin(), s.members().end());
    std::sort(m.begin(), m.end());
    return m;
}

// The set holds exactly @p expected (sorted), and its two arrays agree: each member
// stands where position() says, and an element is contained exactly when it is a
// member.
void expect_set(const PutBackSet& s, std::uint32_t n, const Elements& expected) {
    BOOST_TEST(s.size() == expected.size());
    BOOST_TEST((sorted_members(s) == expected));
    for (std::size_t k = 0; k < s.size(); ++k)
        BOOST_TEST(s.position(s.members()[k]) == k, "the inverse array at " << k);
    for (std::uint32_t x = 0; x < n; ++x)
        BOOST_TEST(s.contains(x) ==
                   std::binary_search(expected.begin(), expected.end(), x));
}

}  // namespace

BOOST_AUTO_TEST_CASE(the_last_removal_put_back) {
    PutBackSet s(4);
    s.remove(1);
    s.remove(3);
    s.put_back(3);  // the last removed: lengthening the set would do
    expect_set(s, 4, {0, 2, 3});
}

BOOST_AUTO_TEST_CASE(the_first_removal_put_back_alone) {
    PutBackSet s(4);
    s.remove(1);
    s.remove(3);
    s.put_back(1);
    BOOST_TEST(s.contains(1));
    BOOST_TEST(!s.contains(3),
               "lengthening the set brings back the element just past the members, 3, "
               "the last removed: 1 stands further on");
    expect_set(s, 4, {0, 1, 2});
}

BOOST_AUTO_TEST_CASE(a_batch_put_back_in_the_order_it_was_removed) {
    PutBackSet s(6);
    const Elements batch{4, 0, 5, 2};
    for (const std::uint32_t x : batch) s.remove(x);
    Elements expected{1, 3};
    for (const std::uint32_t x : batch) {
        s.put_back(x);
        expected.push_back(x);
        std::sort(expected.begin(), expected.end());
        expect_set(s, 6, expected);
    }
}

BOOST_AUTO_TEST_CASE(putting_back_a_member_is_refused) {
    PutBackSet s(3);
    BOOST_CHECK_THROW(s.put_back(1), std::invalid_argument);
    s.remove(1);
    s.put_back(1);
    BOOST_CHECK_THROW(s.put_back(1), std::invalid_argument);
    expect_set(s, 3, {0, 1, 2});
}

BOOST_AUTO_TEST_CASE(removals_and_put_backs_in_any_order) {
    std::mt19937 rng(49);
    for (int round = 0; round < 200; ++round) {
        const auto n = static_cast<std::uint32_t>(1 + rng() % 12);
        PutBackSet s(n);
        Elements in(n);
        for (std::uint32_t x = 0; x < n; ++x) in[x] = x;
        Elements out;  // the elements removed, in no particular order
        for (int step = 0; step < 40; ++step) {
            if (!in.empty() && (out.empty() || rng() % 2 == 0)) {
                const std::size_t k = rng() % in.size();
                s.remove(in[k]);
                out.push_back(in[k]);
                in.erase(in.begin() + static_cast<std::ptrdiff_t>(k));
            } else if (!out.empty()) {
                const std::size_t k = rng() % out.size();  // any of them
                s.put_back(out[k]);
                in.push_back(out[k]);
                out.erase(out.begin() + static_cast<std::ptrdiff_t>(k));
                std::sort(in.begin(), in.end());
            }
            expect_set(s, n, in);
        }
    }
}

BOOST_AUTO_TEST_CASE(a_size_saved_before_still_restores_its_members) {
    std::mt19937 rng(11);
    for (int round = 0; round < 200; ++round) {
        const auto n = static_cast<std::uint32_t>(2 + rng() % 12);
        PutBackSet s(n);
        // some removals before the size is saved, as the levels above would make
        for (std::size_t k = rng() % n; k > 0; --k)
            s.remove(s.members()[rng() % s.size()]);
        const std::size_t saved = s.size();
        const Elements then = sorted_members(s);
        // then removals, and put_backs in any order of what was removed since
        Elements since;
        for (int step = 0; step < 20; ++step) {
            if (s.size() > 0 && (since.empty() || rng() % 2 == 0)) {
                const std::uint32_t x = s.members()[rng() % s.size()];
                s.remove(x);
                since.push_back(x);
            } else if (!since.empty()) {
                const std::size_t k = rng() % since.size();
                s.put_back(since[k]);
                since.erase(since.begin() + static_cast<std::ptrdiff_t>(k));
            }
        }
        s.restore(saved);
        expect_set(s, n, then);
    }
}
