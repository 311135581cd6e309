// Exercise 8.1: least_constraining_order().
#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <vector>

#include "ch08/value_order.hpp"

using Values = std::vector<std::size_t>;

namespace {

std::uint64_t mask(std::initializer_list<std::size_t> values) {
    std::uint64_t m = 0;
    for (std::size_t v : values) m |= std::uint64_t{1} << (v - 1);
    return m;
}

}  // namespace

BOOST_AUTO_TEST_CASE(the_value_fewest_peers_allow_comes_first) {
    const std::vector<std::uint64_t> peers{mask({1, 2}), mask({1, 5}), mask({1, 2, 9}),
                                           mask({5})};
    // value 1: three peers, 2: two, 5: two, 7: none
    BOOST_TEST((exercises::least_constraining_order(mask({1, 2, 5, 7}), peers) ==
                Values{7, 2, 5, 1}));
}

BOOST_AUTO_TEST_CASE(ties_keep_the_smaller_value_first) {
    const std::vector<std::uint64_t> peers{mask({3, 4}), mask({4, 3})};
    BOOST_TEST((exercises::least_constraining_order(mask({4, 3, 8}), peers) ==
                Values{8, 3, 4}));
}

BOOST_AUTO_TEST_CASE(no_peers_and_empty_domains) {
    BOOST_TEST((exercises::least_constraining_order(mask({2, 9}), {}) == Values{2, 9}));
    BOOST_TEST(
        exercises::least_constraining_order(0, std::vector<std::uint64_t>{mask({1})})
            .empty());
    BOOST_TEST(
        (exercises::least_constraining_order(
             mask({64, 1}), std::vector<std::uint64_t>{mask({1})}) == Values{64, 1}));
}
