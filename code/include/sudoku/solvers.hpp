/// @file
/// Every Sudoku solver of the book behind one interface, chosen by name (chapters 5 to 8,
/// the `sudoku` command line and the benchmarks).
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "exact_cover/search.hpp"
#include "sudoku/backtracking.hpp"
#include "sudoku/grid.hpp"

namespace sudoku {

/// The solvers the book builds, in the order the chapters introduce them.
enum class Algorithm {
    backtracking,  ///< cell by cell, first blank cell, values in order (chapter 5's baseline)
};

/// A solver's name on the command line, what it is, and the chapter that explains it.
struct AlgorithmInfo {
    Algorithm algorithm;           ///< Which solver.
    std::string_view name;         ///< Its name for `--algorithm=`.
    std::string_view description;  ///< One line for `--help` and the tables.
    int chapter;                   ///< The chapter that builds it.
};

/// Every solver, in the order of Algorithm.
[[nodiscard]] std::span<const AlgorithmInfo> algorithms();

/// The solver called @p name, if there is one.
[[nodiscard]] std::optional<Algorithm> algorithm_by_name(std::string_view name);

/// The name of @p algorithm (for tables and messages).
[[nodiscard]] std::string_view algorithm_name(Algorithm algorithm);

/// Calls @p visit with each solution of @p puzzle found by @p algorithm, until it answers stop;
/// returns the search's counters.
exact_cover::SearchStats solve_with(Algorithm algorithm, const Grid& puzzle, const GridVisitor& visit);

/// The first solution @p algorithm finds, if any.
[[nodiscard]] std::optional<Grid> first_solution(Algorithm algorithm, const Grid& puzzle,
                                                 exact_cover::SearchStats* stats = nullptr);

/// The number of solutions of @p puzzle, counting stops at @p limit (0 = no limit).
[[nodiscard]] std::size_t count_solutions(Algorithm algorithm, const Grid& puzzle, std::size_t limit = 0,
                                          exact_cover::SearchStats* stats = nullptr);

}  // namespace sudoku
