// Exercise 4.1: write single_option_items(). Edit this file; `cmake --workflow --preset
// exercises` runs its test. The reference answer is in code/solutions/ch04/; try
// without it first.
#include "ch04/single_option_items.hpp"

namespace exercises {

std::vector<exact_cover::Item> single_option_items(
    const exact_cover::RemainingMatrix& matrix) {
    // Your code here: go through the primary items 0 .. primary_count() - 1 of
    // matrix.problem(); keep those that are not covered and whose len() is 1.
    return {};
}

}  // namespace exercises
