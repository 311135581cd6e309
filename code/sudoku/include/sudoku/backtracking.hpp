/// @file
/// The baseline: cell-by-cell backtracking, the way most people first write a Sudoku
/// solver (chapter 5).
#pragma once

#include <cstddef>
#include <cstdint>

#include "exact_cover/search.hpp"
#include "exact_cover/search_observer.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/grid_visitor.hpp"

namespace sudoku {

/// Calls @p visit with each solution of @p puzzle, found by plain backtracking, until
/// it answers stop. Plain backtracking: take the first blank cell in reading order, try
/// each value 1 .. N that does not clash with its row, column or box, recurse, and
/// clear the cell on the way back. Clashes are found with one bit set per row, column
/// and box, so each test is a few instructions; what makes the method slow is the order
/// of the search, not the tests.
///
/// The result is an exact_cover::SearchResult: `nodes` counts values placed (a
/// search-tree node, as a DLX node is a candidate chosen), `updates` counts cells
/// written and cleared, and `profile[d]` the values placed at depth d. Givens that
/// clash end it at once (exact_cover::Ending::clash). The search stops at the limits
/// of @p limits, as every solver does.
/// @throws std::invalid_argument if N exceeds 64 (the bit sets are 64-bit words).
exact_cover::SearchResult backtrack(const Grid& puzzle, const GridVisitor& visit,
                                    exact_cover::Limits limits = {});

/// backtrack(), watched: @p observer is told each move in terms of the full matrix
/// (exact_cover/%search_observer.hpp): a value tried (try_option: `item` the cell's
/// column, `option` the candidate's row, the k-th of the m values that do not clash
/// there), taken back after its branch (undo), a cell with no value left (dead_end), a
/// solution. The tree and counters are backtrack()'s; an observer's Next::stop ends it
/// as a spent budget. (record_sudoku_search() records it so.)
/// @throws std::invalid_argument if N exceeds 64.
exact_cover::SearchResult backtrack(const Grid& puzzle, const GridVisitor& visit,
                                    exact_cover::Limits limits,
                                    const exact_cover::StepObserver& observer);

}  // namespace sudoku
