/// @file
/// The four constraint families of Sudoku and the column of each constraint (chapter
/// 3).
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <vector>

#include "sudoku/candidate.hpp"
#include "sudoku/shape.hpp"

namespace sudoku {

/// The four kinds of rule a filled grid obeys, each giving N² columns of the matrix,
/// in this order.
enum class Family {
    cell,    ///< every cell holds exactly one value: column r·N + c
    row,     ///< every row holds every value once: column N² + r·N + v
    column,  ///< every column holds every value once: column 2N² + c·N + v
    box,     ///< every box holds every value once: column 3N² + b·N + v
};

/// One constraint, a column of the matrix: its family and the two numbers that pick it
/// within the family (for a cell constraint the row and the column, for the others the
/// row, column or box and then the value).
struct Constraint {
    Family family = Family::cell;  ///< Which rule.
    std::size_t first = 0;         ///< The row r, row r, column c or box b.
    /// The column c (cell family) or the value v (the other three).
    std::size_t second = 0;

    /// Constraints are equal when all three parts are.
    friend bool operator==(const Constraint&, const Constraint&) = default;
};

/// The box that holds cell (@p r, @p c): b = (r / R)·R + c / C, numbering the boxes
/// row by row, R to a band.
/// @throws std::out_of_range if r or c is not below N.
[[nodiscard]] std::size_t box_of(const Shape& shape, std::size_t r, std::size_t c);

/// The four columns with a 1 in @p candidate's row, ascending: its cell, row, column
/// and box constraint, one from each family.
/// @throws std::out_of_range if the candidate does not fit the shape.
[[nodiscard]] std::array<std::size_t, 4> constraint_columns(const Shape& shape,
                                                            const Candidate& candidate);

/// The constraint of column @p column, the inverse of the column formulas.
/// @throws std::out_of_range if @p column is not below 4N².
[[nodiscard]] Constraint constraint_at(const Shape& shape, std::size_t column);

/// The column of @p constraint: the family's offset k·N² plus first·N + second.
/// @throws std::out_of_range if a part is not below N.
[[nodiscard]] std::size_t column_of(const Shape& shape, const Constraint& constraint);

/// The N candidates that satisfy @p constraint, in increasing row index: the ones of
/// its column.
[[nodiscard]] std::vector<Candidate> satisfying_candidates(
    const Shape& shape, const Constraint& constraint);

/// The item name of column @p column, after Knuth's Sudoku programs.
///
/// Rows, columns and boxes count from 0, values from 1 (the digit in the grid).
/// For N ≤ 9: `p12` (cell row 1, column 2), `r3v5` (row 3 has a 5), `c4v7`, `b2v9`.
/// For N ≥ 10 the cell name gets a dot between its numbers, `p10.11`, and the others
/// stay as they are (`r10v12`): letters and the dot separate every number, so no two
/// names collide, and no name is longer than 8 characters (Knuth's limit) for N ≤
/// max_size.
/// @throws std::out_of_range if @p column is not below 4N².
[[nodiscard]] std::string column_name(const Shape& shape, std::size_t column);

}  // namespace sudoku
