// Exercise 7.1: write is_minimal(). Edit this file; `cmake --workflow --preset
// exercises` runs its test. The reference answer is in code/solutions/ch07/; try
// without it first.
#include "ch07/minimal.hpp"

namespace exercises {

bool is_minimal(const sudoku::Grid& puzzle) {
    // Your code here: count the solutions of the puzzle, then of the puzzle with each
    // given removed in turn, counting no further than 2
    // (sudoku::Solver::count_solutions with exact_cover::Limits{.solutions = 2}).
    (void)puzzle;
    return false;
}

}  // namespace exercises
