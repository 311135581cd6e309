// Exercise 11.1: write grids_from_two_bands(). Edit this file; `cmake --workflow
// --preset exercises` runs its test. The reference answer is in code/solutions/ch11/;
// try without it first.
#include "ch11/two_bands.hpp"

#include "sudoku/band_count.hpp"

namespace exercises {

sudoku::WideCount grids_from_two_bands(const sudoku::Shape& tall) {
    // Your code here: for every table of sudoku::band_tables(tall), take n =
    // sudoku::bands_with_table(tall, table) and add labellings(table) · n · n,
    // multiplying as sudoku::WideCount (the 8 × 8 total needs more than 64 bits).
    (void)tall;
    return 0;
}

}  // namespace exercises
