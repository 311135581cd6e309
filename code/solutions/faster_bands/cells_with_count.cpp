// Exercise 2 of "Going faster: bands and triads", reference solution.
#include "faster_bands/cells_with_count.hpp"

#include "sudoku/band_layout.hpp"

namespace exercises {

std::uint32_t cells_with_count(const std::array<std::uint32_t, 9>& words, int k) {
    if (k < 0 || k > 9) return 0;
    // Each cell's count, 0 to 9, in four bit planes: plane i holds bit i of every
    // count.
    std::uint32_t plane[4] = {};
    for (const std::uint32_t word : words) {
        std::uint32_t carry = word;  // adding one where the word has the cell
        for (std::uint32_t& bits : plane) {
            const std::uint32_t next = bits & carry;
            bits ^= carry;
            carry = next;
        }
    }
    std::uint32_t cells = sudoku::band_layout::all_cells;  // whose 4 bits spell k
    for (int i = 0; i < 4; ++i) cells &= k >> i & 1 ? plane[i] : ~plane[i];
    return cells;
}

}  // namespace exercises
