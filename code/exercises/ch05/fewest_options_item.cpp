// Exercise 5.1: write fewest_options_item(). Edit this file; `cmake --workflow --preset
// exercises` runs its test. The reference answer is in code/solutions/ch05/.
#include "ch05/fewest_options_item.hpp"

namespace exercises {

std::optional<exact_cover::Item> fewest_options_item(
    std::span<const std::size_t> len, std::span<const exact_cover::Item> open_items) {
    // Your code here: keep the best item so far; a candidate replaces it when its count
    // is smaller, or equal with a smaller index (the open items need not come in
    // order).
    return std::nullopt;
}

}  // namespace exercises
