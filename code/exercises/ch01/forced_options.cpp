// Exercise 1.1: write forced_options(). Edit this file; `cmake --workflow --preset
// exercises` runs its test. The reference answer is in code/solutions/ch01/; try
// without it first.
#include "ch01/forced_options.hpp"

namespace exercises {

std::vector<exact_cover::Option> forced_options(const exact_cover::Problem& problem) {
    // Your code here: for each primary item, count the options that contain it; an item
    // with exactly one option forces that option.
    return {};
}

}  // namespace exercises
