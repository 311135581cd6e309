/// @file
/// Each puzzle's reduced matrix, as sudoku::ReducedMatrixSolver writes it for its
/// engine, handed to Going faster's programs that load it into engines of their own
/// ("Going faster: Dancing Links", code/faster/givens.cpp). Not installed: a user of
/// the library solves with ReducedMatrixSolver::solve() and never needs the arrays.
#pragma once

#include <optional>

#include "exact_cover/problem.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/reduced_matrix_solver.hpp"

namespace sudoku::measuring {

/// The measuring layer's door to ReducedMatrixSolver's reduction (a friend of the
/// solver).
struct ReducedMatrices {
    /// The reduced matrix of @p puzzle as @p solver's engine loads it: the columns no
    /// given satisfies, renumbered in their order, and the rows of the empty cells that
    /// clash with no given, in row order. Nothing when two givens clash. The arrays are
    /// @p solver's, valid until its next call.
    [[nodiscard]] static std::optional<exact_cover::ProblemArrays> reduce(
        ReducedMatrixSolver& solver, const Grid& puzzle);
};

}  // namespace sudoku::measuring
