// Exercise 8.2: write common_items(). Edit this file; `cmake --workflow --preset
// exercises` runs its test. The reference answer is in code/solutions/ch08/; try
// without it first.
#include "ch08/common_items.hpp"

namespace exercises {

std::vector<exact_cover::Item> common_items(
    const exact_cover::Problem& problem, std::span<const exact_cover::Option> options) {
    // Your code here: count, for each item, the options of the list that contain it.
    (void)problem;
    (void)options;
    return {};
}

}  // namespace exercises
