#include "sudoku/solvers.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

#include "exact_cover/algorithm_x.hpp"
#include "exact_cover/dlx.hpp"
#include "sudoku/backtracking.hpp"
#include "sudoku/csp_solver.hpp"
#include "sudoku/dlx_solver.hpp"
#include "sudoku/givens.hpp"

namespace sudoku {

namespace {

constexpr std::array<AlgorithmInfo, 8> table{{
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
    {Algorithm::propagation, "propagation",
     "Algorithm X propagating singles to a fixed point at every node", 8},
    {Algorithm::propagation_subset, "propagation-subset",
     "the same plus the subset rule (locked candidates)", 8},
    {Algorithm::fast, "fast",
     "bit sets, singles and locked candidates at every node (9x9; else dlx)", 8},
}};

}  // namespace

// [start:solve_algorithm_x]
exact_cover::SearchStats solve_algorithm_x(const Grid& puzzle,
                                           exact_cover::ItemChoice rule,
                                           const GridVisitor& visit,
                                           std::uint64_t node_limit) {
    ReducedProblem reduced;
    try {
        reduced = precover_givens(puzzle);
    } catch (const std::invalid_argument&) {
        return {};  // two givens clash: no solution, nothing searched
    }
    exact_cover::AlgorithmX search(reduced.problem, rule);
    search.set_node_limit(node_limit);
    return search.search([&](std::span<const exact_cover::Option> moves) {
        return visit(apply_solution(puzzle, reduced, moves));
    });
}
// [end:solve_algorithm_x]

// [start:solve_dlx_baseline]
exact_cover::SearchStats solve_dlx_baseline(const Grid& puzzle,
                                            const GridVisitor& visit) {
    ReducedProblem reduced;
    try {
        reduced = precover_givens(puzzle);
    } catch (const std::invalid_argument&) {
        return {};  // two givens clash: no solution, nothing searched
    }
    exact_cover::Dlx dlx(reduced.problem);
    return dlx.search([&](std::span<const exact_cover::Option> moves) {
        return visit(apply_solution(puzzle, reduced, moves));
    });
}
// [end:solve_dlx_baseline]

// [start:solve_propagating]
exact_cover::SearchStats solve_propagating(const Grid& puzzle, bool subset_rule,
                                           const GridVisitor& visit,
                                           std::uint64_t node_limit,
                                           exact_cover::PropagationStats* details) {
    ReducedProblem reduced;
    try {
        reduced = precover_givens(puzzle);
    } catch (const std::invalid_argument&) {
        return {};  // two givens clash: no solution, nothing searched
    }
    // Locked candidates involve at most max(R, C) options: a value's places in a box
    // that lie in one row or column, or its places in a row or column that lie in one
    // box.
    const Shape& shape = puzzle.shape();
    const std::size_t subset_len =
        subset_rule ? std::max(shape.box_rows(), shape.box_columns()) : 0;
    exact_cover::PropagatingSearch search(reduced.problem, {subset_len});
    search.set_node_limit(node_limit);
    const exact_cover::PropagationStats stats =
        search.search([&](std::span<const exact_cover::Option> moves) {
            return visit(apply_solution(puzzle, reduced, moves));
        });
    if (details) *details = stats;
    return stats.search;
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

exact_cover::SearchStats Solver::solve(const Grid& puzzle, const GridVisitor& visit,
                                       std::uint64_t node_limit) {
    using exact_cover::ItemChoice;
    switch (algorithm_) {
        case Algorithm::backtracking:
            return backtrack(puzzle, visit, node_limit);
        case Algorithm::algorithm_x_first:
            return solve_algorithm_x(puzzle, ItemChoice::first, visit, node_limit);
        case Algorithm::algorithm_x:
            return solve_algorithm_x(puzzle, ItemChoice::fewest_options, visit,
                                     node_limit);
        case Algorithm::dlx:
            return dlx_.solve(puzzle, visit, node_limit);
        case Algorithm::csp:
            return solve_csp(puzzle, visit, {0, node_limit});
        case Algorithm::propagation:
            return solve_propagating(puzzle, false, visit, node_limit);
        case Algorithm::propagation_subset:
            return solve_propagating(puzzle, true, visit, node_limit);
        case Algorithm::fast:
            if (puzzle.shape() == Shape(3, 3))
                return fast_.solve(puzzle, visit, node_limit);
            return dlx_.solve(puzzle, visit, node_limit);
    }
    throw std::invalid_argument("unknown algorithm");
}

std::optional<Grid> Solver::first_solution(const Grid& puzzle,
                                           exact_cover::SearchStats* stats,
                                           std::uint64_t node_limit) {
    std::optional<Grid> found;
    const exact_cover::SearchStats s = solve(
        puzzle,
        [&](const Grid& g) {
            found = g;
            return exact_cover::Next::stop;
        },
        node_limit);
    if (stats) *stats = s;
    return found;
}

std::size_t Solver::count_solutions(const Grid& puzzle, std::size_t limit,
                                    exact_cover::SearchStats* stats,
                                    std::uint64_t node_limit) {
    std::size_t found = 0;
    const exact_cover::SearchStats s = solve(
        puzzle,
        [&](const Grid&) {
            ++found;
            return (limit != 0 && found >= limit) ? exact_cover::Next::stop
                                                  : exact_cover::Next::proceed;
        },
        node_limit);
    if (stats) *stats = s;
    return found;
}

exact_cover::SearchStats solve_with(Algorithm algorithm, const Grid& puzzle,
                                    const GridVisitor& visit,
                                    std::uint64_t node_limit) {
    return Solver(algorithm).solve(puzzle, visit, node_limit);
}

std::optional<Grid> first_solution(Algorithm algorithm, const Grid& puzzle,
                                   exact_cover::SearchStats* stats,
                                   std::uint64_t node_limit) {
    return Solver(algorithm).first_solution(puzzle, stats, node_limit);
}

std::size_t count_solutions(Algorithm algorithm, const Grid& puzzle, std::size_t limit,
                            exact_cover::SearchStats* stats) {
    return Solver(algorithm).count_solutions(puzzle, limit, stats);
}

}  // namespace sudoku
