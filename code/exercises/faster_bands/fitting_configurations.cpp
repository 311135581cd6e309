// Exercise 1 of "Going faster: bands and triads": write fitting_configurations(). Edit
// this file; `cmake --workflow --preset exercises` runs its test. The reference answer
// is in code/solutions/faster_bands/; try without it first.
#include "faster_bands/fitting_configurations.hpp"

namespace exercises {

std::uint32_t fitting_configurations(std::uint32_t word) {
    // Your code here: find which of the nine triads have a cell in the word, then test
    // each configuration's three triads. For now: no configuration fits.
    (void)word;
    return 0;
}

}  // namespace exercises
