/// @file
/// Sudoku as a constraint-satisfaction problem: candidate sets per cell, the most
/// constrained cell first, the least constraining value first, forward checking with
/// undo, and a difficulty rating from the search's effort (chapter 8).
#pragma once

#include <cstdint>
#include <limits>

#include "exact_cover/search.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/grid_visitor.hpp"

namespace sudoku {

/// What a CSP search may spend beyond exact_cover::Limits: a cap on the rating.
struct CspOptions {
    /// give up once the rating passes this (infinity, the default: never)
    double max_rating = std::numeric_limits<double>::infinity();
};

/// What a CSP search did: the common result (nodes = values placed, each a search
/// node; no updates or profile) and the CSP's own counters, with the rating they imply.
/// A rating cap that ends the search is reported as exact_cover::Ending::budget.
struct CspResult : exact_cover::SearchResult {
    /// placed values taken back because they led nowhere
    std::uint64_t backtracks = 0;
    std::uint64_t forced = 0;  ///< steps in a cell with a single candidate
    /// The rating: each step weighs (candidates of its cell) - 1, so forced steps are
    /// free and a guess among k values costs k - 1; each backtrack adds 1. Zero means
    /// the puzzle fell to naked singles alone.
    double rating = 0;
};

/// Searches @p puzzle as a CSP and calls @p visit with each solution until it answers
/// stop or a limit of @p limits or @p options is reached. Any N up to 64 (a cell's
/// candidates are one 64-bit word). Givens that clash end it at once
/// (exact_cover::Ending::clash).
CspResult solve_csp(const Grid& puzzle, const GridVisitor& visit,
                    exact_cover::Limits limits = {}, const CspOptions& options = {});

/// The CSP search of @p puzzle up to its first solution, whose `rating` is chapter 8's
/// difficulty scale, with @p max_rating as a cap (infinity: none) and @p limits on the
/// search (a node budget, an interrupt).
CspResult rate_puzzle(const Grid& puzzle,
                      double max_rating = std::numeric_limits<double>::infinity(),
                      const exact_cover::Limits& limits = {});

}  // namespace sudoku
