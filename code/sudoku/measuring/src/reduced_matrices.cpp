#include "sudoku/measuring/reduced_matrices.hpp"

namespace sudoku::measuring {

std::optional<exact_cover::ProblemArrays> ReducedMatrices::reduce(
    ReducedMatrixSolver& solver, const Grid& puzzle) {
    return solver.reduce(puzzle);
}

}  // namespace sudoku::measuring
