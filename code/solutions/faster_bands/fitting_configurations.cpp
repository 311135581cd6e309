// Exercise 1 of "Going faster: bands and triads", reference solution.
#include "faster_bands/fitting_configurations.hpp"

#include "sudoku/band_layout.hpp"

namespace exercises {

using namespace sudoku::band_layout;  // triad_heads, triad_head(),
                                      // permutations_of_three

std::uint32_t fitting_configurations(std::uint32_t word) {
    // Each triad's three cells folded onto its first bit, 9r + 3k: the open triads.
    // (Bits 27 to 31 of the word may be set: triad_heads keeps bits 0 to 24 only.)
    const std::uint32_t open = (word | word >> 1 | word >> 2) & triad_heads;
    std::uint32_t fits = 0;
    for (int p = 0; p < 6; ++p) {
        std::uint32_t triads = 0;  // configuration p's triads, by their first bits
        for (int k = 0; k < 3; ++k)
            triads |= 1u << triad_head(permutations_of_three[p][k], k);
        if ((open & triads) == triads) fits |= 1u << p;
    }
    return fits;
}

}  // namespace exercises
