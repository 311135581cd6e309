/// @file
/// Every Sudoku solver of the book behind one interface, chosen by name (chapters 5 to
/// 8, the `sudoku` command line and the benchmarks).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "exact_cover/propagating_search.hpp"
#include "exact_cover/search.hpp"
#include "sudoku/band_solver.hpp"
#include "sudoku/csp_solver.hpp"
#include "sudoku/fast_solver.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/grid_visitor.hpp"
#include "sudoku/reduced_matrix_solver.hpp"

namespace sudoku {

/// The solvers the book builds, in the order the chapters introduce them.
enum class Algorithm {
    /// cell by cell, first blank cell, values in order (chapter 5's baseline)
    backtracking,
    /// Algorithm X without links, branching on the first uncovered item (chapter 5)
    algorithm_x_first,
    /// Algorithm X without links, branching on the item with the fewest options
    /// (chapter 5)
    algorithm_x,
    /// Dancing Links, givens pre-covered, fewest options first (chapter 6)
    dlx,
    /// constraint satisfaction: fewest candidates, least constraining value (chapter 8)
    csp,
    /// the same with naked pairs, triples and quads at every node (chapter 8)
    csp_naked,
    /// Algorithm X propagating singles to a fixed point at every node (chapter 8)
    propagation,
    /// the same plus the subset rule, Sudoku's locked candidates (chapter 8)
    propagation_subset,
    /// bit sets for 9 × 9 (FastSolver); other sizes fall back to Dancing Links (chapter
    /// 8)
    fast,
    /// bit-parallel bands and triads for 9 × 9 (BandSolver); other sizes fall back to
    /// Dancing Links ("Going faster: bands and triads")
    bands,
    /// dancing cells (exact_cover::TunedCells), givens pre-covered (chapter 13)
    cells,
};

/// A solver's name on the command line, what it is, and the chapter that explains it.
struct AlgorithmInfo {
    Algorithm algorithm;           ///< Which solver.
    std::string_view name;         ///< Its name for `--algorithm=`.
    std::string_view description;  ///< One line for `--help` and the tables.
    int chapter;                   ///< The chapter that builds it (0: Going faster).
};

/// Every solver below shares one convention: it calls the visitor with each solution
/// until the visitor answers stop or a limit of exact_cover::Limits is reached, and
/// returns what the search did (exact_cover::SearchResult). Givens that clash
/// (find_clash()) end a search before it starts, with exact_cover::Ending::clash.

/// Calls @p visit with each solution of @p puzzle found by Algorithm X
/// (exact_cover::AlgorithmX) under @p rule, on the exact-cover problem left after
/// pre-covering the givens (precover_givens()).
exact_cover::SearchResult solve_algorithm_x(const Grid& puzzle,
                                            exact_cover::ItemChoice rule,
                                            const GridVisitor& visit,
                                            exact_cover::Limits limits = {});

/// Calls @p visit with each solution of @p puzzle found by chapter 6's plain Dancing
/// Links (exact_cover::BaselineDlx) on the exact-cover problem left after pre-covering
/// the givens (precover_givens()). The command line's `dlx` solver
/// (ReducedMatrixSolver) walks the same tree with the tuned engine.
exact_cover::SearchResult solve_dlx_baseline(const Grid& puzzle,
                                             const GridVisitor& visit,
                                             exact_cover::Limits limits = {});

/// Calls @p visit with each solution of @p puzzle found by
/// exact_cover::PropagatingSearch on the problem left after pre-covering the givens:
/// singles propagated at every node and, with @p subset_rule, the subset rule for
/// items of up to max(R, C) options. The result also counts the forced and eliminated
/// options.
exact_cover::PropagationResult solve_propagating(const Grid& puzzle, bool subset_rule,
                                                 const GridVisitor& visit,
                                                 exact_cover::Limits limits = {});

/// Every solver, in the order of Algorithm.
[[nodiscard]] std::span<const AlgorithmInfo> algorithms();

/// The solver called @p name, if there is one.
[[nodiscard]] std::optional<Algorithm> algorithm_by_name(std::string_view name);

/// The name of @p algorithm (for tables and messages).
[[nodiscard]] std::string_view algorithm_name(Algorithm algorithm);

/// The solver that runs when @p algorithm is asked for on puzzles of @p shape: itself,
/// except that the fast and band solvers, whose bit layouts are a 9 × 9 grid's, fall
/// back to Dancing Links on every other shape.
[[nodiscard]] Algorithm solver_for(Algorithm algorithm, const Shape& shape);

/// What Solver::solve() did, whole: the common result and, from the solvers that keep
/// counters of their own, those counters, so that none is lost on the way to the
/// caller.
struct SolveResult : exact_cover::SearchResult {
    /// the CSP's backtracks, forced steps, eliminations and rating (csp, csp-naked)
    std::optional<CspCounts> csp;
    /// what propagation inferred (propagation, propagation-subset)
    std::optional<exact_cover::PropagationCounts> propagation;
};

/// One of the book's solvers, keeping between puzzles what it can (the Dancing Links
/// matrix, the CSP's peers): what the command line and the benchmarks use to solve a
/// file of puzzles.
class Solver {
public:
    /// A solver that uses @p algorithm.
    explicit Solver(Algorithm algorithm) : algorithm_(algorithm) {}

    /// The algorithm it uses.
    [[nodiscard]] Algorithm algorithm() const noexcept { return algorithm_; }

    /// Calls @p visit with each solution of @p puzzle until it answers stop or a limit
    /// of @p limits is reached; returns what the search did, with the solver's own
    /// counters.
    SolveResult solve(const Grid& puzzle, const GridVisitor& visit,
                      exact_cover::Limits limits = {});

    /// Counts the solutions of @p puzzle (the result's `solutions`), no further than
    /// @p limits allow: Limits::solutions = 2 decides uniqueness.
    [[nodiscard]] SolveResult count_solutions(const Grid& puzzle,
                                              exact_cover::Limits limits = {});

    /// The first solution, if any: nothing also when the node budget of @p limits ran
    /// out first (solve() tells the two apart).
    [[nodiscard]] std::optional<Grid> first_solution(const Grid& puzzle,
                                                     exact_cover::Limits limits = {});

private:
    Algorithm algorithm_;
    ReducedMatrixSolver dlx_;
    FastSolver fast_;
    BandSolver bands_;
    CspSolver csp_;
};

/// Solver(@p algorithm).solve(): for a single puzzle.
SolveResult solve_with(Algorithm algorithm, const Grid& puzzle,
                       const GridVisitor& visit, exact_cover::Limits limits = {});

/// Solver(@p algorithm).first_solution(): for a single puzzle.
[[nodiscard]] std::optional<Grid> first_solution(Algorithm algorithm,
                                                 const Grid& puzzle,
                                                 exact_cover::Limits limits = {});

/// Solver(@p algorithm).count_solutions(): for a single puzzle.
[[nodiscard]] exact_cover::SearchResult count_solutions(
    Algorithm algorithm, const Grid& puzzle, exact_cover::Limits limits = {});

}  // namespace sudoku
