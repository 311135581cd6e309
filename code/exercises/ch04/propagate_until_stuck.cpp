// Exercise 4.2: write propagate_until_stuck(). Edit this file; `cmake --workflow
// --preset exercises` runs its test. The reference answer is in code/solutions/ch04/.
#include "ch04/propagate_until_stuck.hpp"

#include "exact_cover/remaining_matrix.hpp"

namespace exercises {

std::vector<exact_cover::Option> propagate_until_stuck(
    const exact_cover::Problem& problem) {
    // Your code here: make a RemainingMatrix of the problem. In a loop, scan the
    // uncovered primary items: stop at one with len() == 0; remember the first with
    // len() == 1. If there is none, stop; otherwise find its alive option in column(),
    // choose() it and record it.
    return {};
}

}  // namespace exercises
