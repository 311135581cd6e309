/// @file
/// Sudoku on Dancing Links: the matrix loaded once, each puzzle's givens pre-covered
/// (chapter 6).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "exact_cover/search.hpp"
#include "exact_cover/tuned_cells.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/grid_visitor.hpp"
#include "sudoku/shape.hpp"

namespace sudoku {

/// @cond
// (the book's measuring layer, not installed: its door to ReducedMatrixSolver::reduce)
namespace measuring {
struct ReducedMatrices;
}  // namespace measuring
/// @endcond

/// Solves puzzles on each puzzle's reduced matrix: the columns no given satisfies and
/// the rows that clash with no given (chapter 3's pre-cover), written straight into
/// bare arrays (exact_cover::ProblemArrays) and loaded into an exact-cover engine,
/// Dancing Links (exact_cover::TunedDlx) or dancing cells (exact_cover::TunedCells).
/// Its name is what both engines share: the reduced matrix.
///
/// The columns keep their order and the rows theirs, so the search makes exactly the
/// choices it makes on the full N³ × 4N² matrix with the givens chosen up front; but
/// the arrays are a fraction of the size (about 300 rows instead of 729 for a 17-given
/// 9 × 9 puzzle), nothing has to be undone afterwards, and the scratch arrays are
/// reused, so nothing is allocated once the first puzzle of a shape is done. "Going
/// faster" measures both ways. Each puzzle is searched once
/// (exact_cover::TunedDlx::search_once()), so a search that stops at a solution is not
/// unwound: the next puzzle's load overwrites the links anyway.
class ReducedMatrixSolver {
public:
    /// The engine that searches the reduced matrix.
    enum class Engine {
        links,  ///< Dancing Links (exact_cover::TunedDlx, chapter 6)
        cells,  ///< dancing cells (exact_cover::TunedCells, chapter 13)
    };

    /// Calls @p visit with each solution of @p puzzle until it answers stop or a limit
    /// of @p limits is reached, searching with @p engine. Givens that clash (two in one
    /// row, column or box with the same value) end it at once
    /// (exact_cover::Ending::clash), with no search. Returns what the engine's search
    /// did.
    exact_cover::SearchResult solve(const Grid& puzzle, const GridVisitor& visit,
                                    exact_cover::Limits limits = {},
                                    Engine engine = Engine::links);

private:
    /// @cond
    // The measuring layer's door to reduce(), for Going faster's programs that load the
    // reduced matrices into engines of their own (the layer's reduced_matrices.hpp).
    friend struct measuring::ReducedMatrices;
    /// @endcond

    // The reduced matrix of the puzzle, as the engine loads it: the columns no given
    // satisfies, renumbered in their order, and the rows of the empty cells that clash
    // with no given, in row order. Nothing when two givens clash. The arrays are the
    // solver's, valid until its next call.
    [[nodiscard]] std::optional<exact_cover::ProblemArrays> reduce(const Grid& puzzle);

    exact_cover::TunedDlx engine_;
    exact_cover::TunedCells cells_;
    // the shape of the last puzzle
    std::optional<Shape> shape_;
    // per cell of that shape: its cell column, and its row, column and box columns of
    // value 1
    std::vector<std::array<std::uint32_t, 4>> first_columns_;
    // per column of the full matrix: 1 if a given satisfies it
    std::vector<std::uint8_t> satisfied_;
    // per column of the full matrix: its item in the reduced one
    std::vector<std::uint32_t> item_;
    // the reduced matrix, as exact_cover::ProblemArrays
    std::vector<std::uint32_t> offsets_;
    std::vector<std::uint32_t> entries_;
    // One row of the matrix as the value it puts in a cell: a byte each, as N <= 64
    // (max_size), so that writing a solution needs no division (candidate_at()).
    struct Move {
        std::uint8_t r, c, value;
    };
    static_assert(max_size <= 255);
    std::vector<Move> moves_;  // per option: its row of the full matrix
    Grid grid_;                // the puzzle with a solution's moves
};

}  // namespace sudoku
