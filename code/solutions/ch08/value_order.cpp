// Exercise 8.1, reference solution.
#include "ch08/value_order.hpp"

#include <algorithm>
#include <utility>

namespace exercises {

// [start:least_constraining_order]
std::vector<std::size_t> least_constraining_order(
    std::uint64_t domain, std::span<const std::uint64_t> peer_domains) {
    // (peers that lose it, value)
    std::vector<std::pair<std::size_t, std::size_t>> ranked;
    for (std::size_t v = 1; v <= 64; ++v) {
        if (!(domain >> (v - 1) & 1)) continue;
        std::size_t ruled_out = 0;
        for (std::uint64_t peer : peer_domains) ruled_out += peer >> (v - 1) & 1;
        ranked.push_back({ruled_out, v});
    }
    std::sort(ranked.begin(), ranked.end());  // by count, then by value
    std::vector<std::size_t> values;
    for (const auto& [count, v] : ranked) values.push_back(v);
    return values;
}
// [end:least_constraining_order]

}  // namespace exercises
