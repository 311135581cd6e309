#include "sudoku/dlx_solver.hpp"

#include <stdexcept>

#include "sudoku/cover_matrix.hpp"
#include "sudoku/row_index.hpp"

namespace sudoku {

// [start:dlx_solve]
exact_cover::SearchStats DlxSolver::solve(const Grid& puzzle, const GridVisitor& visit, std::uint64_t node_limit) {
    const Shape& shape = puzzle.shape();
    if (!shape_ || !(*shape_ == shape)) {  // a new shape: build its matrix once
        engine_.load(cover_matrix_by_rows(shape));
        shape_ = shape;
    }
    engine_.unchoose_all();
    try {
        for (const Candidate& given : puzzle.givens()) engine_.choose(row_index(shape, given));
    } catch (const std::invalid_argument&) {  // two givens share a column: no solution
        engine_.unchoose_all();
        return {};
    }
    Grid grid = puzzle;
    engine_.set_node_limit(node_limit);
    const exact_cover::SearchStats stats = engine_.search([&](std::span<const exact_cover::Option> rows) {
        for (exact_cover::Option row : rows) {  // the givens' rows come first; writing them again is harmless
            const Candidate c = candidate_at(shape, row);
            grid.set(c.r, c.c, c.v + 1);
        }
        return visit(grid);
    });
    engine_.unchoose_all();
    return stats;
}
// [end:dlx_solve]

}  // namespace sudoku
