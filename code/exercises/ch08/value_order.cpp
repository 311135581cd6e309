// Exercise 8.1: write least_constraining_order(). Edit this file; `cmake --workflow
// --preset exercises` runs its test. The reference answer is in code/solutions/ch08/;
// try without it first.
#include "ch08/value_order.hpp"

namespace exercises {

std::vector<std::size_t> least_constraining_order(
    std::uint64_t domain, std::span<const std::uint64_t> peer_domains) {
    // Your code here: count, for each value in the domain, the peer domains that
    // contain it, then sort. For now: the values in increasing order, as plain
    // backtracking tries them.
    (void)peer_domains;
    std::vector<std::size_t> values;
    for (std::size_t v = 1; v <= 64; ++v)
        if (domain >> (v - 1) & 1) values.push_back(v);
    return values;
}

}  // namespace exercises
