#include "sudoku/dlx_solver.hpp"

#include "sudoku/constraints.hpp"

namespace sudoku {

// [start:dlx_reduce]
// Writes the puzzle's reduced matrix into the scratch arrays: the columns no given satisfies,
// renumbered in their order, and the rows of the empty cells that clash with no given, in row
// order. Keeping both orders keeps Dancing Links' choices, hence its search tree, exactly those
// it makes on the full matrix with the givens covered. False if two givens clash.
bool DlxSolver::reduce(const Grid& puzzle) {
    const Shape& shape = puzzle.shape();
    if (!shape_ || !(*shape_ == shape)) {  // a new shape: the first box column of each cell
        shape_ = shape;
        box_column_.resize(shape.size() * shape.size());
        for (std::size_t r = 0; r < shape.size(); ++r)
            for (std::size_t c = 0; c < shape.size(); ++c)
                box_column_[r * shape.size() + c] = static_cast<std::uint32_t>(column_of(shape, {Family::box, box_of(shape, r, c), 0}));
    }
    const std::size_t n = shape.size();
    const std::size_t n2 = n * n;
    const std::span<const std::uint8_t> cells = puzzle.cells();
    satisfied_.assign(4 * n2, 0);  // per column: 1 once a given satisfies it
    for (std::size_t r = 0; r < n; ++r)
        for (std::size_t c = 0; c < n; ++c) {
            const std::size_t cell = r * n + c;
            if (cells[cell] == 0) continue;
            const std::size_t v = cells[cell] - 1u;  // chapter 3's four columns
            for (std::size_t column : {cell, n2 + r * n + v, 2 * n2 + c * n + v, box_column_[cell] + v}) {
                if (satisfied_[column]) return false;  // two givens satisfy one column
                satisfied_[column] = 1;
            }
        }
    item_.resize(4 * n2);  // the unsatisfied columns, renumbered in order
    std::uint32_t items = 0;
    for (std::size_t column = 0; column < 4 * n2; ++column) {
        item_[column] = items;
        items += 1u - satisfied_[column];
    }
    // The rows: every value of every empty cell, written in place and kept (m advances) only
    // if none of its columns is satisfied; no branch to mispredict.
    entries_.resize(4 * n2 * n);
    rows_.resize(n2 * n);
    std::size_t m = 0;
    for (std::size_t r = 0; r < n; ++r)
        for (std::size_t c = 0; c < n; ++c) {
            const std::size_t cell = r * n + c;
            if (cells[cell] != 0) continue;
            const std::size_t row = n2 + r * n, column = 2 * n2 + c * n, box = box_column_[cell];
            for (std::size_t v = 0; v < n; ++v) {
                std::uint32_t* e = &entries_[4 * m];
                e[0] = item_[cell];
                e[1] = item_[row + v];
                e[2] = item_[column + v];
                e[3] = item_[box + v];
                rows_[m] = static_cast<std::uint32_t>(cell * n + v);
                m += 1u - (satisfied_[row + v] | satisfied_[column + v] | satisfied_[box + v]);
            }
        }
    offsets_.resize(m + 1);
    for (std::size_t k = 0; k <= m; ++k) offsets_[k] = static_cast<std::uint32_t>(4 * k);
    engine_.load(exact_cover::ProblemArrays{items, items, offsets_, std::span(entries_).first(4 * m)});
    return true;
}
// [end:dlx_reduce]

// [start:dlx_solve]
exact_cover::SearchStats DlxSolver::solve(const Grid& puzzle, const GridVisitor& visit, std::uint64_t node_limit) {
    if (!reduce(puzzle)) return {};  // two givens clash: no solution, nothing searched
    const std::size_t n = puzzle.shape().size();
    Grid grid = puzzle;
    engine_.set_node_limit(node_limit);
    return engine_.search([&](std::span<const exact_cover::Option> options) {
        for (exact_cover::Option o : options) {  // row (r·N + c)·N + v of the full matrix
            const std::size_t row = rows_[o];
            grid.set(row / (n * n), row / n % n, row % n + 1);
        }
        return visit(grid);
    });
}
// [end:dlx_solve]

}  // namespace sudoku
