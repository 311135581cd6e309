// Exercise 11.1, a reference answer: grids_from_two_bands().
#include <cstdint>

#include "ch11/two_bands.hpp"
#include "sudoku/band_count.hpp"

namespace exercises {

sudoku::WideCount grids_from_two_bands(const sudoku::Shape& tall) {
    sudoku::WideCount grids = 0;
    for (const sudoku::BandTable& table : sudoku::band_tables(tall)) {
        const sudoku::WideCount n = sudoku::bands_with_table(tall, table);
        // the second band's table is this one with each stack's columns swapped: same n
        grids += sudoku::WideCount{sudoku::labellings(table)} * n * n;
    }
    return grids;
}

}  // namespace exercises
