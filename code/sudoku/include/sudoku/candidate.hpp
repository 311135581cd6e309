/// @file
/// A candidate: placing value v in row r, column c, one row of the exact-cover matrix
/// (chapter 2).
#pragma once

#include <cstddef>
#include <string>

namespace sudoku {

/// The move "put value v in the cell at row r, column c", all three counted from zero.
///
/// A Sudoku of size N has N³ candidates; each is an option of the exact-cover problem.
/// Counting from zero keeps the formulas of chapters 2 and 3 free of "− 1"; the value a
/// reader sees in the grid is v + 1.
struct Candidate {
    std::size_t r = 0;  ///< The row, 0 .. N−1 from the top.
    std::size_t c = 0;  ///< The column, 0 .. N−1 from the left.
    std::size_t v = 0;  ///< The value minus one, 0 .. N−1 (the digit shown is v + 1).

    /// Candidates are equal when row, column and value are.
    friend bool operator==(const Candidate&, const Candidate&) = default;
};

/// The candidate's name as people write it, counted from one: `r1c1n1` for
/// {0, 0, 0}, `r12c3n10` for {11, 2, 9}. The letters separate the numbers, so the
/// name is unambiguous for every size.
[[nodiscard]] std::string candidate_name(const Candidate& candidate);

}  // namespace sudoku
