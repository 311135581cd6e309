/// @file
/// Sudoku on Dancing Links: the matrix loaded once, each puzzle's givens pre-covered (chapter 6).
#pragma once

#include <cstdint>
#include <optional>

#include "exact_cover/dlx.hpp"
#include "exact_cover/search.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/grid_visitor.hpp"
#include "sudoku/shape.hpp"

namespace sudoku {

/// Solves puzzles with an exact_cover::Dlx engine that keeps the whole N³ × 4N² matrix of the
/// last shape it saw.
///
/// For each puzzle it chooses the givens' rows up front, which covers their columns (the
/// pre-cover of chapter 3, done by the engine's own cover operation), searches what remains,
/// and undoes the givens again, so the links are back to the empty grid for the next puzzle.
/// Loading the matrix costs far more than solving an easy puzzle; doing it once per shape
/// instead of once per puzzle is what makes a file of puzzles fast.
class DlxSolver {
public:
    /// Calls @p visit with each solution of @p puzzle until it answers stop or (nonzero
    /// @p node_limit) the search has visited that many nodes. Givens that clash give no
    /// solution. Returns the engine's counters for the search (`stopped` set in either case).
    exact_cover::SearchStats solve(const Grid& puzzle, const GridVisitor& visit, std::uint64_t node_limit = 0);

private:
    std::optional<Shape> shape_;
    exact_cover::Dlx engine_;
};

}  // namespace sudoku
