// Exercise 2 of "Going faster: bands and triads": write cells_with_count(). Edit this
// file; `cmake --workflow --preset exercises` runs its test. The reference answer is in
// code/solutions/faster_bands/; try without it first.
#include "faster_bands/cells_with_count.hpp"

namespace exercises {

std::uint32_t cells_with_count(const std::array<std::uint32_t, 9>& words, int k) {
    // Your code here: keep each cell's count in bit planes (one word per bit of the
    // count) and add the nine words to them. For now: no cell has any count.
    (void)words;
    (void)k;
    return 0;
}

}  // namespace exercises
