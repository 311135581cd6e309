// Exercise 5.1, reference solution.
#include "ch05/fewest_options_item.hpp"

namespace exercises {

// [start:fewest_options_item]
std::optional<exact_cover::Item> fewest_options_item(
    std::span<const std::size_t> len, std::span<const exact_cover::Item> open_items) {
    std::optional<exact_cover::Item> best;
    for (exact_cover::Item i : open_items)
        if (!best || len[i] < len[*best] || (len[i] == len[*best] && i < *best))
            best = i;
    return best;
}
// [end:fewest_options_item]

}  // namespace exercises
