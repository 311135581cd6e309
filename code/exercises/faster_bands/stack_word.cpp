// Exercise 3 of "Going faster: bands and triads": write stack_word(). Edit this file;
// `cmake --workflow --preset exercises` runs its test. The reference answer is in
// code/solutions/faster_bands/; try without it first.
#include "faster_bands/stack_word.hpp"

#include <stdexcept>

namespace exercises {

std::uint32_t stack_word(const std::array<std::uint32_t, 3>& bands, int t) {
    // Your code here: check t, then move each of the stack's cells to its place. For
    // now: the stack has no cell.
    (void)bands;
    (void)t;
    return 0;
}

}  // namespace exercises
