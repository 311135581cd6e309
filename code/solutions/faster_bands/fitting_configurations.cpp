// Exercise 1 of "Going faster: bands and triads", reference solution.
#include "faster_bands/fitting_configurations.hpp"

namespace exercises {

std::uint32_t fitting_configurations(std::uint32_t word) {
    // Each triad's three cells folded onto its first bit, 9r + 3k: the open triads.
    const std::uint32_t open = (word | word >> 1 | word >> 2) & 01111111111u;
    constexpr int rows[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    std::uint32_t fits = 0;
    for (int p = 0; p < 6; ++p) {
        std::uint32_t triads = 0;  // configuration p's triads, by their first bits
        for (int k = 0; k < 3; ++k) triads |= 1u << (9 * rows[p][k] + 3 * k);
        if ((open & triads) == triads) fits |= 1u << p;
    }
    return fits;
}

}  // namespace exercises
