#include "sudoku/solvers.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

#include "exact_cover/algorithm_x.hpp"
#include "exact_cover/baseline_dlx.hpp"
#include "sudoku/backtracking.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/reduced_matrix_solver.hpp"

namespace sudoku {

namespace {

constexpr std::array<AlgorithmInfo, 11> table{{
    {Algorithm::backtracking, "backtracking",
     "cell by cell, first blank cell, values in order", 5},
    {Algorithm::algorithm_x_first, "algorithm-x-first",
     "Algorithm X without links, first uncovered column", 5},
    {Algorithm::algorithm_x, "algorithm-x",
     "Algorithm X without links, column with the fewest rows", 5},
    {Algorithm::dlx, "dlx",
     "Dancing Links, givens pre-covered, column with the fewest rows", 6},
    {Algorithm::csp, "csp",
     "constraint satisfaction: fewest candidates first, least constraining value", 8},
    {Algorithm::csp_naked, "csp-naked",
     "the same with naked pairs, triples and quads at every node", 8},
    {Algorithm::propagation, "propagation",
     "Algorithm X propagating singles to a fixed point at every node", 8},
    {Algorithm::propagation_subset, "propagation-subset",
     "the same plus the subset rule (locked candidates)", 8},
    {Algorithm::fast, "fast",
     "bit sets, singles and locked candidates at every node (9x9; else dlx)", 8},
    {Algorithm::bands, "bands",
     "a word per value and band, triads, configurations (9x9; else dlx)", 0},
    {Algorithm::cells, "cells",
     "dancing cells (sparse sets, Knuth's ssxc1), givens pre-covered", 12},
}};

}  // namespace

// [start:solve_algorithm_x]
namespace {

// The visitor of the reduced problem's search: each exact cover, as the grid it makes
// with the givens, to the caller's visitor.
exact_cover::SolutionVisitor as_grids(const Grid& puzzle, const ReducedProblem& reduced,
                                      const GridVisitor& visit) {
    return [&](std::span<const exact_cover::Option> options) {
        return visit(apply_solution(puzzle, reduced, options));
    };
}

}  // namespace

exact_cover::SearchResult solve_algorithm_x(const Grid& puzzle,
                                            exact_cover::ItemChoice rule,
                                            const GridVisitor& visit,
                                            exact_cover::Limits limits) {
    const std::optional<ReducedProblem> reduced = precover_givens(puzzle);
    if (!reduced) return clash_result();  // no solution, nothing searched
    exact_cover::AlgorithmX search(reduced->problem, rule);
    return search.search(as_grids(puzzle, *reduced, visit), limits);
}
// [end:solve_algorithm_x]

// [start:solve_dlx_baseline]
exact_cover::SearchResult solve_dlx_baseline(const Grid& puzzle,
                                             const GridVisitor& visit,
                                             exact_cover::Limits limits) {
    const std::optional<ReducedProblem> reduced = precover_givens(puzzle);
    if (!reduced) return clash_result();  // no solution, nothing searched
    exact_cover::BaselineDlx dlx(reduced->problem);
    return dlx.search(as_grids(puzzle, *reduced, visit), limits);
}
// [end:solve_dlx_baseline]

// [start:solve_propagating]
exact_cover::PropagationResult solve_propagating(const Grid& puzzle, bool subset_rule,
                                                 const GridVisitor& visit,
                                                 exact_cover::Limits limits) {
    const std::optional<ReducedProblem> reduced = precover_givens(puzzle);
    if (!reduced) return clash_result<exact_cover::PropagationResult>();
    // Locked candidates involve at most max(R, C) options: a value's places in a box
    // that lie in one row or column, or its places in a row or column that lie in one
    // box.
    const Shape& shape = puzzle.shape();
    const std::size_t subset_len =
        subset_rule ? std::max(shape.box_rows(), shape.box_columns()) : 0;
    exact_cover::PropagatingSearch search(reduced->problem, {subset_len});
    return search.search(as_grids(puzzle, *reduced, visit), {}, limits);
}
// [end:solve_propagating]

std::span<const AlgorithmInfo> algorithms() { return table; }

std::optional<Algorithm> algorithm_by_name(std::string_view name) {
    for (const AlgorithmInfo& info : table)
        if (info.name == name) return info.algorithm;
    return std::nullopt;
}

std::string_view algorithm_name(Algorithm algorithm) {
    for (const AlgorithmInfo& info : table)
        if (info.algorithm == algorithm) return info.name;
    throw std::invalid_argument("unknown algorithm");
}

namespace {

// Each solver's result as a SolveResult, its own counters kept.
SolveResult whole(exact_cover::SearchResult result) {
    return {std::move(result), {}, {}};
}
SolveResult whole(CspResult result) {
    const CspCounts csp = result;
    return {static_cast<exact_cover::SearchResult&&>(std::move(result)), csp, {}};
}
SolveResult whole(exact_cover::PropagationResult result) {
    const exact_cover::PropagationCounts propagation = result;
    return {
        static_cast<exact_cover::SearchResult&&>(std::move(result)), {}, propagation};
}

}  // namespace

Algorithm solver_for(Algorithm algorithm, const Shape& shape) {
    const bool bits = algorithm == Algorithm::fast || algorithm == Algorithm::bands;
    return bits && shape != Shape(3, 3) ? Algorithm::dlx : algorithm;
}

SolveResult Solver::solve(const Grid& puzzle, const GridVisitor& visit,
                          exact_cover::Limits limits) {
    using exact_cover::ItemChoice;
    switch (solver_for(algorithm_, puzzle.shape())) {
        case Algorithm::backtracking:
            return whole(backtrack(puzzle, visit, limits));
        case Algorithm::algorithm_x_first:
            return whole(solve_algorithm_x(puzzle, ItemChoice::first, visit, limits));
        case Algorithm::algorithm_x:
            return whole(
                solve_algorithm_x(puzzle, ItemChoice::fewest_options, visit, limits));
        case Algorithm::dlx:
            return whole(dlx_.solve(puzzle, visit, limits));
        case Algorithm::csp:
            return whole(csp_.solve(puzzle, visit, limits));
        case Algorithm::csp_naked:
            return whole(csp_.solve(puzzle, visit, limits, {.naked_subsets = 4}));
        case Algorithm::propagation:
            return whole(solve_propagating(puzzle, false, visit, limits));
        case Algorithm::propagation_subset:
            return whole(solve_propagating(puzzle, true, visit, limits));
        case Algorithm::fast:
            return whole(fast_.solve(puzzle, visit, limits));
        case Algorithm::bands:
            return whole(bands_.solve(puzzle, visit, limits));
        case Algorithm::cells:
            return whole(
                dlx_.solve(puzzle, visit, limits, ReducedMatrixSolver::Engine::cells));
    }
    throw std::invalid_argument("unknown algorithm");
}

SolveResult Solver::count_solutions(const Grid& puzzle, exact_cover::Limits limits) {
    return solve(
        puzzle, [](const Grid&) { return exact_cover::Next::proceed; }, limits);
}

std::optional<Grid> Solver::first_solution(const Grid& puzzle,
                                           exact_cover::Limits limits) {
    std::optional<Grid> found;
    const auto keep = [&found](const Grid& solution) {
        found = solution;
        return exact_cover::Next::stop;
    };
    (void)solve(puzzle, keep, limits);
    return found;
}

SolveResult solve_with(Algorithm algorithm, const Grid& puzzle,
                       const GridVisitor& visit, exact_cover::Limits limits) {
    return Solver(algorithm).solve(puzzle, visit, limits);
}

std::optional<Grid> first_solution(Algorithm algorithm, const Grid& puzzle,
                                   exact_cover::Limits limits) {
    return Solver(algorithm).first_solution(puzzle, limits);
}

exact_cover::SearchResult count_solutions(Algorithm algorithm, const Grid& puzzle,
                                          exact_cover::Limits limits) {
    return Solver(algorithm).count_solutions(puzzle, limits);
}

}  // namespace sudoku
