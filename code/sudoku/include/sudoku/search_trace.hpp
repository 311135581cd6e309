/// @file
/// A Sudoku search recorded move by move for the live player of the Try it page: the
/// steps of exact_cover::record_search() (or of backtrack(), watched the same way) told
/// in terms of the full matrix, so that every step names a cell, a value and a
/// constraint.
#pragma once

#include <string>

#include "exact_cover/search_trace.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/shape.hpp"
#include "sudoku/solvers.hpp"

namespace sudoku {

/// Records the search that @p algorithm makes on @p puzzle, within @p options'
/// limits and step budget. In every step, `option` is a row index of the full matrix
/// (candidate_at() gives its cell and value) and `item` a column of the full matrix
/// (constraint_at() says which constraint), or -1.
///
/// - backtracking: backtrack() itself, watched by exact_cover::step_recorder(). Its
///   "items" are cells: a try names the cell, m counts the values that do not clash
///   there and k is the rank of the value tried among them.
/// - algorithm-x-first, algorithm-x and dlx: exact_cover::record_search() on the
///   problem left after pre-covering the givens, under the solver's rule. Dancing Links
///   makes the same choices as Algorithm X with the fewest-options rule (chapter 6),
///   so the two share a trace.
/// - propagation: record_search() with propagation, as PropagatingSearch searches.
/// - propagation-subset, csp, fast, bands and cells keep no trace of their own: the
///   propagation walk stands in for them (trace_source() says so). The fast and band
///   solvers off 9 × 9 are Dancing Links (solver_for()), and so is their trace.
///
/// Givens that clash give an empty trace whose result ends with
/// exact_cover::Ending::clash.
[[nodiscard]] exact_cover::SearchTrace record_sudoku_search(
    const Grid& puzzle, Algorithm algorithm, const exact_cover::TraceOptions& options);

/// One or two sentences for the player: which search the trace of @p algorithm records
/// on puzzles of @p shape, saying first when the solver that runs there is another
/// (solver_for()).
[[nodiscard]] std::string trace_source(Algorithm algorithm, const Shape& shape);

/// The constraint of column @p column in words, for the player's reasons: "the cell
/// r1c4", "the 5 in row 3", "the 5 in column 5" or "the 5 in box 2" (rows, columns
/// and boxes numbered from 1, as the names of candidates, r1c1n1, and the messages
/// about bad input number them). Values are written as the grid shows them: the line
/// format's symbols (A for 10), or numbers with @p numbers, for a puzzle typed as
/// numbers.
[[nodiscard]] std::string constraint_words(const Shape& shape, std::size_t column,
                                           bool numbers = false);

}  // namespace sudoku
