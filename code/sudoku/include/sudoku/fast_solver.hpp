/// @file
/// The book's fastest Sudoku solver: the 9 × 9 exact cover seen through machine words
/// (chapter 8).
#pragma once

#include <array>
#include <cstdint>
#include <functional>

#include "exact_cover/search.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/grid_visitor.hpp"

namespace sudoku {

/// A 9 × 9 solver on bit sets: each cell keeps the values still possible in one 16-bit
/// word (its cell column's remaining rows), and a row, column or box finds its hidden
/// singles (its row, column and box columns with one row left) with a few ORs and ANDs
/// over its nine words. At every node it propagates naked and hidden singles to a fixed
/// point, with one round of locked candidates (the subset rule of chapter 8, restricted
/// to the intersections of a box with a row or column), then branches on a cell with
/// the fewest candidates. The state is 81 words, 81 values and 27 masks of placed
/// values, copied on the stack at each branch (but the last), so nothing is undone and
/// nothing is allocated.
class FastSolver {
public:
    /// Calls @p visit with each solution of the 9 × 9 @p puzzle until it answers stop
    /// or a limit of @p limits is reached (the node budget counts the values tried at
    /// branch points). Givens that clash end it at once (exact_cover::Ending::clash).
    /// Returns the counters: nodes = values tried at branch points, profile[d] = those
    /// at depth d, updates = candidates removed (the givens' are not counted: the
    /// starting candidates are computed from them in one pass).
    /// @throws std::invalid_argument if the puzzle is not 9 × 9 with 3 × 3 boxes.
    exact_cover::SearchResult solve(const Grid& puzzle, const GridVisitor& visit,
                                    exact_cover::Limits limits = {});

    /// The search state: what is known about every cell.
    struct State {
        /// per cell, bit v - 1: value v still possible (0 once placed)
        std::array<std::uint16_t, 81> candidates;
        /// per cell, its value, 0 while empty
        std::array<std::uint8_t, 81> values;
        /// per house (rows, columns, boxes), the values placed in it
        std::array<std::uint16_t, 27> placed;
        int empty;  ///< cells still empty
    };

private:
    // receives the 81 values of each solution
    using CellsVisitor =
        std::function<exact_cover::Next(const std::array<std::uint8_t, 81>&)>;
    void solve_cells(const std::array<std::uint8_t, 81>& puzzle,
                     const CellsVisitor& found);
    // propagates in place (the caller passes a copy); depth: the choices above
    void search(State& state, int depth);
    // a node at depth: counted, and in the profile
    void count_node(int depth) {
        ++stats_.nodes;
        ++nodes_at_depth_[static_cast<std::size_t>(depth)];
    }
    bool place(State& state, int cell, int value);
    bool propagate(State& state);

    const CellsVisitor* found_ = nullptr;
    exact_cover::SearchResult stats_;
    exact_cover::Limits limits_;
    bool stop_ = false;
    // cells that dropped to one candidate, to place
    std::array<std::uint8_t, 81 * 20> singles_{};
    int n_singles_ = 0;
    // the profile, counted in place (no vector grows at a node) and copied into stats_
    // when the search ends; a branch fills an empty cell, so a path has at most 81
    std::array<std::uint64_t, 81> nodes_at_depth_{};
};

}  // namespace sudoku
