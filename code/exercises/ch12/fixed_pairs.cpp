// Exercise 12.1: write fixed_pairs(). Edit this file; `cmake --workflow --preset
// exercises` runs its test. The reference answer is in code/solutions/ch12/; try
// without it first.
#include "ch12/fixed_pairs.hpp"

#include "exact_cover/tuned_dlx.hpp"
#include "sudoku/fixed_grids.hpp"

namespace exercises {

std::uint64_t fixed_pairs(const sudoku::Shape& shape,
                          std::span<const std::uint16_t> move) {
    // Your code here: go through the cycle types of N values (the partitions of N),
    // count the covers of sudoku::fixed_grid_problem() for each, and weigh each count
    // by how many relabellings have that type. How many commute with one of them?
    (void)shape;
    (void)move;
    return 0;
}

}  // namespace exercises
