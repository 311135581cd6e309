/// @file
/// Sudoku as a constraint-satisfaction problem: candidate sets per cell, the most
/// constrained cell first, the least constraining value first, forward checking with
/// undo, and a difficulty rating from the search's effort (chapter 8).
#pragma once

#include <cstdint>

#include "exact_cover/search.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/grid_visitor.hpp"

namespace sudoku {

/// Limits of a CSP search.
struct CspOptions {
    double max_rating = 0;         ///< give up once the rating passes this (0: never)
    std::uint64_t node_limit = 0;  ///< give up after this many steps (0: never)
};

/// What a CSP search did, and the rating it implies.
struct CspStats {
    std::uint64_t steps = 0;  ///< values placed (each is a search node)
    /// placed values taken back because they led nowhere
    std::uint64_t backtracks = 0;
    std::uint64_t forced = 0;  ///< steps in a cell with a single candidate
    /// The rating: each step weighs (candidates of its cell) - 1, so forced steps are
    /// free and a guess among k values costs k - 1; each backtrack adds 1. Zero means
    /// the puzzle fell to naked singles alone.
    double rating = 0;
    /// a visitor, the rating cap or the node limit ended it
    bool stopped = false;
    bool capped = false;  ///< the rating cap or the node limit ended it
};

/// Searches @p puzzle as a CSP and calls @p visit with each solution until it answers
/// stop or a limit in @p options is reached. Any N up to 64 (a cell's candidates are
/// one 64-bit word). Returns the common counters (nodes = steps) and, in @p details,
/// the CSP's own.
exact_cover::SearchStats solve_csp(const Grid& puzzle, const GridVisitor& visit,
                                   const CspOptions& options = {},
                                   CspStats* details = nullptr);

/// The rating of @p puzzle: the CSP search's rating up to its first solution (chapter
/// 8's difficulty scale), with @p max_rating as a cap (0: none). Stats in @p details.
double rate_puzzle(const Grid& puzzle, double max_rating = 0,
                   CspStats* details = nullptr);

}  // namespace sudoku
