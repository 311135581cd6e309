// Exercise 11.1: write top_band_completions(). Edit this file; `cmake --workflow
// --preset exercises` runs its test. The reference answer is in code/solutions/ch11/;
// try without it first.
#include "ch11/top_band.hpp"

#include <stdexcept>

#include "sudoku/band_count.hpp"

namespace exercises {

std::uint64_t top_band_completions(const sudoku::Grid& grid) {
    // Your code here: refuse a shape without two tall bands, find the type of each
    // value of the top band (its column in each stack), make the band table, and ask
    // sudoku::bands_with_table() the right question. Which column sets must the second
    // band have?
    (void)grid;
    return 0;
}

}  // namespace exercises
