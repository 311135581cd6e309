#include "sudoku/measuring/dlx_reduction.hpp"

namespace sudoku::measuring {

std::optional<exact_cover::ProblemArrays> DlxReduction::reduce(DlxSolver& solver,
                                                               const Grid& puzzle) {
    return solver.reduce(puzzle);
}

}  // namespace sudoku::measuring
