#include "sudoku/reduced_matrix_solver.hpp"

#include "sudoku/constraints.hpp"
#include "sudoku/givens.hpp"

namespace sudoku {

// Keeping the columns' order and the rows' keeps Dancing Links' choices, hence its
// search tree, exactly those it makes on the full matrix with the givens covered.
// [start:dlx_reduce]
std::optional<exact_cover::ProblemArrays> ReducedMatrixSolver::reduce(
    const Grid& puzzle) {
    const Shape& shape = puzzle.shape();
    const std::size_t n = shape.size();
    // a new shape: each cell's four columns for value 1
    if (!shape_ || !(*shape_ == shape)) {
        shape_ = shape;
        first_columns_.resize(n * n);
        for (std::size_t r = 0; r < n; ++r)
            for (std::size_t c = 0; c < n; ++c) {
                const auto column = [&](Family family, std::size_t first,
                                        std::size_t second) {
                    return static_cast<std::uint32_t>(
                        column_of(shape, {family, first, second}));
                };
                first_columns_[r * n + c] = {
                    column(Family::cell, r, c), column(Family::row, r, 0),
                    column(Family::column, c, 0),
                    column(Family::box, box_of(shape, r, c), 0)};
            }
    }
    const std::span<const std::uint8_t> cells = puzzle.cells();
    satisfied_.assign(4 * n * n, 0);  // per column: 1 once a given satisfies it
    std::uint8_t clash = 0;           // 1 once a given satisfies a satisfied column
    for (std::size_t cell = 0; cell < n * n; ++cell) {
        if (cells[cell] == 0) continue;
        const auto& [own, row, column, box] = first_columns_[cell];
        const std::size_t v = cells[cell] - 1u;
        for (std::size_t satisfied : {std::size_t{own}, row + v, column + v, box + v}) {
            clash |= satisfied_[satisfied];
            satisfied_[satisfied] = 1;
        }
    }
    if (clash) return std::nullopt;
    item_.resize(4 * n * n);  // the unsatisfied columns, renumbered in order
    std::uint32_t items = 0;
    for (std::size_t column = 0; column < 4 * n * n; ++column) {
        item_[column] = items;
        items += 1u - satisfied_[column];
    }
    // [end:dlx_reduce]
    // [start:dlx_reduce_rows]
    // The rows: every value of every empty cell, written in place and kept (m advances)
    // only if none of its columns is satisfied; no branch to mispredict.
    entries_.resize(4 * n * n * n);
    moves_.resize(n * n * n);
    std::size_t m = 0;
    for (std::size_t r = 0; r < n; ++r)
        for (std::size_t c = 0; c < n; ++c) {
            if (cells[r * n + c] != 0) continue;
            // (a copy: through a reference, the compiler would load the four again
            // after every store into entries_, which might for all it knows change
            // them)
            const auto [own, row, column, box] = first_columns_[r * n + c];
            for (std::size_t v = 0; v < n; ++v) {
                std::uint32_t* e = &entries_[4 * m];
                e[0] = item_[own];
                e[1] = item_[row + v];
                e[2] = item_[column + v];
                e[3] = item_[box + v];
                moves_[m] = {static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(c),
                             static_cast<std::uint8_t>(v + 1)};  // for the solution
                m += 1u - (satisfied_[row + v] | satisfied_[column + v] |
                           satisfied_[box + v]);
            }
        }
    offsets_.resize(m + 1);
    for (std::size_t k = 0; k <= m; ++k)
        offsets_[k] = static_cast<std::uint32_t>(4 * k);
    return exact_cover::ProblemArrays{items, items, offsets_,
                                      std::span(entries_).first(4 * m)};
}
// [end:dlx_reduce_rows]

// [start:dlx_solve]
exact_cover::SearchResult ReducedMatrixSolver::solve(const Grid& puzzle,
                                                     const GridVisitor& visit,
                                                     exact_cover::Limits limits,
                                                     Engine engine) {
    const std::optional<exact_cover::ProblemArrays> reduced = reduce(puzzle);
    if (!reduced) return clash_result();  // no solution, nothing searched
    grid_ = puzzle;  // (a copy into the scratch grid: no allocation after the first)
    // (two captures, a pointer each: a std::function keeps so small a callable in
    // place, where a larger one would be allocated on the heap once per puzzle)
    const auto moves = [this, &visit](std::span<const exact_cover::Option> options) {
        for (exact_cover::Option o : options)
            grid_.set(moves_[o].r, moves_[o].c, moves_[o].value);
        return visit(grid_);
    };
    if (engine == Engine::cells) {
        cells_.load(*reduced);
        return cells_.search(moves, limits);
    }
    return engine_.search_once(*reduced, moves, limits);
}
// [end:dlx_solve]

}  // namespace sudoku
