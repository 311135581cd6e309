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
#include "sudoku/dlx_solver.hpp"
#include "sudoku/fast_solver.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/grid_visitor.hpp"

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
    /// Algorithm X propagating singles to a fixed point at every node (chapter 8)
    propagation,
    /// the same plus the subset rule, Sudoku's locked candidates (chapter 8)
    propagation_subset,
    /// bit sets for 9 × 9 (FastSolver); other sizes fall back to Dancing Links (chapter
    /// 8)
    fast,
};

/// A solver's name on the command line, what it is, and the chapter that explains it.
struct AlgorithmInfo {
    Algorithm algorithm;           ///< Which solver.
    std::string_view name;         ///< Its name for `--algorithm=`.
    std::string_view description;  ///< One line for `--help` and the tables.
    int chapter;                   ///< The chapter that builds it.
};

/// Calls @p visit with each solution of @p puzzle found by Algorithm X
/// (exact_cover::AlgorithmX) under @p rule, on the exact-cover problem left after
/// pre-covering the givens (precover_givens()). Givens that clash give no solution.
exact_cover::SearchStats solve_algorithm_x(const Grid& puzzle,
                                           exact_cover::ItemChoice rule,
                                           const GridVisitor& visit,
                                           std::uint64_t node_limit = 0);

/// Calls @p visit with each solution of @p puzzle found by chapter 6's plain Dancing
/// Links (exact_cover::Dlx) on the exact-cover problem left after pre-covering the
/// givens (precover_givens()). Givens that clash give no solution. The command line's
/// `dlx` solver (DlxSolver) walks the same tree with the tuned engine.
exact_cover::SearchStats solve_dlx_baseline(const Grid& puzzle,
                                            const GridVisitor& visit);

/// Calls @p visit with each solution of @p puzzle found by
/// exact_cover::PropagatingSearch on the problem left after pre-covering the givens:
/// singles propagated at every node and, with
/// @p subset_rule, the subset rule for items of up to max(R, C) options. Givens that
/// clash give no solution. With @p details, also the counts of forced and eliminated
/// options.
exact_cover::SearchStats solve_propagating(
    const Grid& puzzle, bool subset_rule, const GridVisitor& visit,
    std::uint64_t node_limit = 0, exact_cover::PropagationStats* details = nullptr);

/// Every solver, in the order of Algorithm.
[[nodiscard]] std::span<const AlgorithmInfo> algorithms();

/// The solver called @p name, if there is one.
[[nodiscard]] std::optional<Algorithm> algorithm_by_name(std::string_view name);

/// The name of @p algorithm (for tables and messages).
[[nodiscard]] std::string_view algorithm_name(Algorithm algorithm);

/// One of the book's solvers, keeping between puzzles what it can (the Dancing Links
/// matrix): what the command line and the benchmarks use to solve a file of puzzles.
class Solver {
public:
    /// A solver that uses @p algorithm.
    explicit Solver(Algorithm algorithm) : algorithm_(algorithm) {}

    /// The algorithm it uses.
    [[nodiscard]] Algorithm algorithm() const noexcept { return algorithm_; }

    /// Calls @p visit with each solution of @p puzzle until it answers stop or (nonzero
    /// @p node_limit) the search has visited that many nodes.
    exact_cover::SearchStats solve(const Grid& puzzle, const GridVisitor& visit,
                                   std::uint64_t node_limit = 0);

    /// The first solution, if any (nothing also when a node limit ran out:
    /// `stats->stopped`).
    [[nodiscard]] std::optional<Grid> first_solution(
        const Grid& puzzle, exact_cover::SearchStats* stats = nullptr,
        std::uint64_t node_limit = 0);

    /// The number of solutions, counting stops at @p limit (0 = no limit) or, with a
    /// nonzero @p node_limit, when the search has visited that many nodes (then
    /// `stats->stopped` is set and the count may be short).
    [[nodiscard]] std::size_t count_solutions(const Grid& puzzle, std::size_t limit = 0,
                                              exact_cover::SearchStats* stats = nullptr,
                                              std::uint64_t node_limit = 0);

private:
    Algorithm algorithm_;
    DlxSolver dlx_;
    FastSolver fast_;
};

/// Calls @p visit with each solution of @p puzzle found by @p algorithm, until it
/// answers stop or (with a nonzero @p node_limit) the search has visited that many
/// nodes; returns the search's counters, `stopped` set in either case.
exact_cover::SearchStats solve_with(Algorithm algorithm, const Grid& puzzle,
                                    const GridVisitor& visit,
                                    std::uint64_t node_limit = 0);

/// The first solution @p algorithm finds, if any; with a nonzero @p node_limit, nothing
/// also when the budget ran out first (then `stats->stopped` is set).
[[nodiscard]] std::optional<Grid> first_solution(
    Algorithm algorithm, const Grid& puzzle, exact_cover::SearchStats* stats = nullptr,
    std::uint64_t node_limit = 0);

/// The number of solutions of @p puzzle, counting stops at @p limit (0 = no limit).
[[nodiscard]] std::size_t count_solutions(Algorithm algorithm, const Grid& puzzle,
                                          std::size_t limit = 0,
                                          exact_cover::SearchStats* stats = nullptr);

}  // namespace sudoku
