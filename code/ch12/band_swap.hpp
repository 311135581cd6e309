// Chapter 12's worked move, the 4 x 4 grids' band swap, in one place: ch12_one_move
// works it through, and ch12_essentially finds its class in the 4 x 4 sum by its
// A(sigma).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "sudoku/shape.hpp"

namespace ch12 {

/// The shape of the worked example: 4 x 4, two bands of two rows.
inline const sudoku::Shape four_by_four(2, 2);

/// The band swap of 4 x 4 as a map of cells: cell p takes its value from sigma[p].
inline std::vector<std::uint16_t> band_swap() {
    // [start:move]
    const std::size_t n = four_by_four.size();
    // sigma: rows r and r + 2 (mod 4) trade places, the column stays: the bands swap
    std::vector<std::uint16_t> sigma(n * n);
    for (std::size_t r = 0; r < n; ++r)
        for (std::size_t c = 0; c < n; ++c)
            sigma[r * n + c] = static_cast<std::uint16_t>((r + 2) % n * n + c);
    return sigma;
    // [end:move]
}

}  // namespace ch12
