// Exercise 1.2: check a cover with bit masks. Edit this file; `cmake --workflow
// --preset exercises` runs its test. The reference answer is in code/solutions/ch01/.
#include "ch01/bitmask_cover.hpp"

namespace exercises {

std::uint64_t option_mask(const exact_cover::Problem& problem,
                          exact_cover::Option option) {
    // Your code here: set bit i for every item i of the option.
    return 0;
}

bool is_exact_cover_bitmask(const exact_cover::Problem& problem,
                            std::span<const exact_cover::Option> selection) {
    // Your code here: keep the union of the masks seen so far; a mask that meets it
    // covers an item twice. At the end, compare the union with the primary items.
    return false;
}

}  // namespace exercises
