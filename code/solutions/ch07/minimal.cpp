// Exercise 7.1, reference solution.
#include "ch07/minimal.hpp"

#include "sudoku/solvers.hpp"

namespace exercises {

// [start:is_minimal]
bool is_minimal(const sudoku::Grid& puzzle) {
    sudoku::Solver solver(sudoku::Algorithm::dlx);  // one matrix for all the counts
    if (solver.count_solutions(puzzle, {.solutions = 2}).solutions != 1) return false;
    const std::size_t n = puzzle.shape().size();
    sudoku::Grid fewer = puzzle;
    for (std::size_t r = 0; r < n; ++r)
        for (std::size_t c = 0; c < n; ++c) {
            const std::size_t value = puzzle.at(r, c);
            if (value == 0) continue;
            fewer.set(r, c, 0);
            // this given was not needed
            if (solver.count_solutions(fewer, {.solutions = 2}).solutions < 2)
                return false;
            fewer.set(r, c, value);
        }
    return true;
}
// [end:is_minimal]

}  // namespace exercises
