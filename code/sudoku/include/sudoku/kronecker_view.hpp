/// @file
/// The Sudoku matrix as Kronecker products of identity matrices and vectors of ones
/// (chapter 3).
#pragma once

#include <cstddef>
#include <initializer_list>

#include "exact_cover/dense_matrix.hpp"
#include "sudoku/shape.hpp"

namespace sudoku {

/// The n × n identity matrix Iₙ.
[[nodiscard]] exact_cover::DenseMatrix identity(std::size_t n);

/// The column vector 1ₙ: n rows, one column, all ones.
[[nodiscard]] exact_cover::DenseMatrix ones(std::size_t n);

/// The Kronecker product A ⊗ B: the (rows(A)·rows(B)) × (columns(A)·columns(B)) matrix
/// whose entry ((i, k), (j, l)) is A(i, j)·B(k, l), the index pairs read as two-digit
/// numbers with the B digit last.
[[nodiscard]] exact_cover::DenseMatrix kronecker(const exact_cover::DenseMatrix& a,
                                                 const exact_cover::DenseMatrix& b);

/// The Kronecker product of several matrices, left to right: A ⊗ B ⊗ C ⊗ ...
/// @throws std::invalid_argument if the list is empty.
[[nodiscard]] exact_cover::DenseMatrix kronecker(
    std::initializer_list<exact_cover::DenseMatrix> factors);

/// The matrices side by side, [A | B | ...].
/// @throws std::invalid_argument if the list is empty or the row counts differ.
[[nodiscard]] exact_cover::DenseMatrix side_by_side(
    std::initializer_list<exact_cover::DenseMatrix> blocks);

/// The N³ × 4N² matrix of @p shape as four Kronecker blocks, one per family:
/// cell = I_{N²} ⊗ 1_N, row = I_N ⊗ 1_N ⊗ I_N, column = 1_N ⊗ I_{N²}, and
/// box = I_C ⊗ 1_R ⊗ I_R ⊗ 1_C ⊗ I_N (for 9×9: I₃ ⊗ 1₃ ⊗ I₃ ⊗ 1₃ ⊗ I₉).
/// It equals the indicator matrix of cover_matrix_by_rows(). Dense: N⁵·4 bytes, so
/// meant for N ≤ 16.
[[nodiscard]] exact_cover::DenseMatrix kronecker_cover_matrix(const Shape& shape);

}  // namespace sudoku
