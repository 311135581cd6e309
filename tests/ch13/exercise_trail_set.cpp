// Exercise 13.1: TrailSet::undo() takes back one removal and restores the order.
#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <random>
#include <stdexcept>
#include <vector>

#include "ch13/trail_set.hpp"

using exercises::TrailSet;
using Order = std::vector<std::uint32_t>;

namespace {

Order order(const TrailSet& s) { return {s.members().begin(), s.members().end()}; }

}  // namespace

BOOST_AUTO_TEST_CASE(one_removal_undone) {
    TrailSet s(4);
    s.remove(1);
    BOOST_TEST((order(s) == Order{0, 3, 2}));  // the last member took 1's place
    BOOST_TEST(!s.contains(1));
    s.undo();
    BOOST_TEST(s.contains(1));
    BOOST_TEST((order(s) == Order{0, 1, 2, 3}),
               "lengthening the set brings 1 back, but after 3, which took its place: "
               "undo() must swap them back");
}

BOOST_AUTO_TEST_CASE(undo_without_a_removal_is_refused) {
    TrailSet s(3);
    BOOST_CHECK_THROW(s.undo(), std::logic_error);
    s.remove(0);
    s.undo();
    BOOST_CHECK_THROW(s.undo(), std::logic_error);
    BOOST_TEST((order(s) == Order{0, 1, 2}));
}

BOOST_AUTO_TEST_CASE(the_last_member_removed_and_undone) {
    TrailSet s(3);
    s.remove(2);  // a swap with itself
    s.undo();
    BOOST_TEST((order(s) == Order{0, 1, 2}));
}

BOOST_AUTO_TEST_CASE(removals_undone_in_reverse_restore_every_order_on_the_way) {
    std::mt19937 rng(12);
    for (int round = 0; round < 200; ++round) {
        const auto n = static_cast<std::uint32_t>(1 + rng() % 12);
        TrailSet s(n);
        std::vector<Order> before;  // the order before each removal still in force
        for (int step = 0; step < 40; ++step) {
            const bool remove = s.size() > 0 && (before.empty() || rng() % 3 != 0);
            if (remove) {
                before.push_back(order(s));
                s.remove(s.members()[rng() % s.size()]);
            } else if (!before.empty()) {
                s.undo();
                BOOST_TEST((order(s) == before.back()),
                           "round " << round << ", step " << step);
                before.pop_back();
            }
            for (std::uint32_t x = 0; x < n; ++x) {
                bool member = false;
                for (std::uint32_t m : s.members()) member = member || m == x;
                BOOST_TEST(s.contains(x) == member);
            }
            for (std::size_t k = 0; k < s.size(); ++k)  // the inverse follows the list
                BOOST_TEST(s.position(s.members()[k]) == k);
        }
        while (!before.empty()) {
            s.undo();
            BOOST_TEST((order(s) == before.back()));
            before.pop_back();
        }
        Order all(n);
        for (std::uint32_t x = 0; x < n; ++x) all[x] = x;
        BOOST_TEST((order(s) == all), "every removal undone: the set as it began");
    }
}
