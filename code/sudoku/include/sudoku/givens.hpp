/// @file
/// Entering a puzzle's givens into the exact-cover matrix, two ways (chapter 3).
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "exact_cover/problem.hpp"
#include "sudoku/candidate.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/shape.hpp"

namespace sudoku {

/// An exact-cover problem cut down from the full matrix of a shape, and the way back.
///
/// Option o of `problem` is the candidate in row `rows[o]` of the full matrix (its row
/// index, see candidate_at()), so a solution of the reduced problem maps back to a
/// grid.
struct ReducedProblem {
    /// The options and items that remain, names kept from the full matrix.
    exact_cover::Problem problem;
    /// rows[o]: the full-matrix row (row index) of option o.
    std::vector<std::size_t> rows;
};

/// Two givens that break the rules: the same value twice in one row, column or box.
/// In the matrix, their rows share a column, the constraint both would satisfy, so no
/// exact cover holds both and the puzzle has no solution.
struct GivenClash {
    Candidate first;     ///< the given met first in reading order
    Candidate second;    ///< a later given that shares a constraint with it
    std::size_t column;  ///< that constraint: a column of the full matrix
};

/// The first clash among the givens of @p puzzle (the pair whose later given comes
/// first in reading order), or nothing. The one place that names a clashing pair: the
/// functions that enter the givens ask it (and return nothing for a clash), so do the
/// solvers that search the grid itself (except the band solver, which asks the same
/// question of the words it builds from the givens, held to this answer by its tests),
/// and each reports a clash as exact_cover::Ending::clash, not as an error, since a
/// grid built in code may hold one.
[[nodiscard]] std::optional<GivenClash> find_clash(const Grid& puzzle);

/// A clash in words, naming both givens and the constraint, as chapter 3 writes them:
/// "the givens r1c1#5 and r9c1#5 both satisfy c1#5: no grid has both".
[[nodiscard]] std::string clash_message(const Shape& shape, const GivenClash& clash);

/// Enters the givens by deleting rows: every candidate that shares a constraint with a
/// given (a competitor) is removed; the givens' own rows and all 4N² columns stay. An
/// exact cover of the result is a whole solved grid, givens included. Nothing when two
/// givens clash (find_clash() names them): the puzzle has no solution, an answer and
/// not an error.
[[nodiscard]] std::optional<ReducedProblem> delete_competitors(const Grid& puzzle);

/// Enters the givens by pre-covering: the columns each given satisfies are removed, and
/// with them every row that meets one of them, the givens' rows included. An exact
/// cover of the result is the set of moves that complete the grid. Nothing when two
/// givens clash, as delete_competitors().
[[nodiscard]] std::optional<ReducedProblem> precover_givens(const Grid& puzzle);

/// The grid that @p solution (options of @p reduced) makes of @p puzzle: each chosen
/// option's candidate is written into its cell; givens stay as they are.
/// @throws std::invalid_argument if an option of @p solution is not in @p reduced.
[[nodiscard]] Grid apply_solution(const Grid& puzzle, const ReducedProblem& reduced,
                                  std::span<const exact_cover::Option> solution);

}  // namespace sudoku
