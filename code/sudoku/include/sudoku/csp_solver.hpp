/// @file
/// Sudoku as a constraint-satisfaction problem: candidate sets per cell, the most
/// constrained cell first, the least constraining value first, forward checking with
/// undo, and a difficulty rating from the search's effort (chapter 8).
#pragma once

#include <array>
#include <cstdint>
#include <limits>
#include <vector>

#include "exact_cover/search.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/grid_visitor.hpp"
#include "sudoku/shape.hpp"

namespace sudoku {

/// What a CSP search may spend beyond exact_cover::Limits, and what it infers.
struct CspOptions {
    /// give up once the rating passes this (infinity, the default: never)
    double max_rating = std::numeric_limits<double>::infinity();
    /// CspSolver only: before each choice, apply the naked-subset rule for subsets of
    /// 2 up to this many cells of a house (2: pairs, 3: triples, 4: quads; 0 or 1,
    /// the default: never). k cells of a house whose domains together hold only k
    /// values take those k values, so no other cell of the house can.
    std::size_t naked_subsets = 0;
};

/// The CSP's own counters, with the rating they imply: apart from the common result,
/// so that a caller that holds any solver's result (SolveResult) can keep them.
struct CspCounts {
    /// placed values taken back because they led nowhere
    std::uint64_t backtracks = 0;
    std::uint64_t forced = 0;  ///< steps in a cell with a single candidate
    /// candidates removed by the naked-subset rule (CspOptions::naked_subsets)
    std::uint64_t eliminated = 0;
    /// The rating: each step weighs (candidates of its cell) - 1, so forced steps are
    /// free and a guess among k values costs k - 1; each backtrack adds 1. Zero means
    /// the puzzle fell to naked singles alone.
    double rating = 0;
};

/// What a CSP search did: the common result (nodes = values placed, each a search
/// node, and their profile; no updates) and the CSP's own counters. A rating cap that
/// ends the search is reported as exact_cover::Ending::budget.
struct CspResult : exact_cover::SearchResult, CspCounts {};

/// Searches @p puzzle as a CSP and calls @p visit with each solution until it answers
/// stop or a limit of @p limits or @p options is reached. Any N up to 64 (a cell's
/// candidates are one 64-bit word). Givens that clash end it at once
/// (exact_cover::Ending::clash).
CspResult solve_csp(const Grid& puzzle, const GridVisitor& visit,
                    exact_cover::Limits limits = {}, const CspOptions& options = {});

/// The CSP of solve_csp() made fit for timing, after the improvements the MATLAB solver
/// lists for itself: the peers are computed once per shape and kept between puzzles,
/// nothing is allocated at a search node, and the search keeps its levels on an
/// explicit stack instead of recursing. Without CspOptions::naked_subsets it walks the
/// same tree as solve_csp(), node for node, and returns the same counters and rating
/// (the tests check it); with them it prunes with the naked-subset rule.
class CspSolver {
public:
    /// Searches @p puzzle as solve_csp() does; see CspOptions for @p options.
    CspResult solve(const Grid& puzzle, const GridVisitor& visit,
                    exact_cover::Limits limits = {}, const CspOptions& options = {});

private:
    using Mask = std::uint64_t;
    struct Change {  // a domain as it was before a value left it
        std::uint32_t cell;
        Mask domain;
    };
    // [start:csp_level]
    struct Level {  // one level of the search: its cell and its values in order
        std::uint32_t cell = 0;
        std::uint32_t count = 0;    // values to try
        std::uint32_t next = 0;     // the next one to try
        int fewest = 0;             // the cell's domain size when chosen
        std::size_t mark = 0;       // the trail before the value being tried
        std::size_t rule_mark = 0;  // the trail before the node's naked subsets
        std::array<std::uint32_t, 64> order{};  // (peers ruled out) << 8 | value
    };
    // [end:csp_level]

    void prepare(const Shape& shape);
    bool assign(std::size_t cell, std::size_t v);
    void undo(std::size_t cell, std::size_t mark);
    // what the naked subsets of one house did
    enum class Pruned { nothing, something, contradiction };
    bool naked_subsets(std::size_t largest);  // false on an empty domain
    Pruned subsets_in(const std::uint32_t* house, std::size_t largest);
    Pruned remove_from_others(const std::uint32_t* house, Mask values,
                              const std::array<std::uint32_t, 4>& members,
                              std::size_t k);
    void restore(std::size_t mark);  // the domains as they were at mark
    bool enter(Level& level, const CspOptions& options);  // false at a solution
    void run(const GridVisitor& visit, const exact_cover::Limits& limits,
             const CspOptions& options);
    // a node at depth: counted, and in the profile
    void count_node(std::size_t depth) {
        ++stats_.nodes;
        ++nodes_at_depth_[depth];
    }

    std::size_t n_ = 0, box_rows_ = 0, box_columns_ = 0;
    std::size_t degree_ = 0;             // peers per cell, the same for every cell
    std::vector<std::uint32_t> peers_;   // cell * degree_ + k
    std::vector<std::uint32_t> houses_;  // house * n_ + k: rows, columns, boxes
    Grid grid_;
    std::vector<Mask> domain_;
    std::vector<Change> trail_;
    std::vector<Level> levels_;
    CspResult stats_;
    // the profile, counted in place (no vector grows at a node) and copied into stats_
    // when the search ends
    std::vector<std::uint64_t> nodes_at_depth_;
};

/// The CSP search of @p puzzle up to its first solution, whose `rating` is chapter 8's
/// difficulty scale, under @p options (CspOptions::max_rating as a cap; with
/// CspOptions::naked_subsets of 2 to 4, the rating of a solver that knows naked
/// subsets) and @p limits on the search (a node budget, an interrupt).
CspResult rate_puzzle(const Grid& puzzle, const CspOptions& options = {},
                      const exact_cover::Limits& limits = {});

}  // namespace sudoku
