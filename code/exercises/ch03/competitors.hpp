// Exercise 3.2 (chapter 3): the rows a given deletes, and how many there are.
#pragma once

#include <cstddef>
#include <vector>

#include "sudoku/candidate.hpp"
#include "sudoku/shape.hpp"

namespace exercises {

/// The row indices of the candidates that compete with @p candidate: those that share
/// at least one constraint column with it, the candidate itself excluded. Ascending,
/// each once. There are 3(N − 1) + (R − 1)(C − 1) of them: 28 in a 9 × 9 grid.
std::vector<std::size_t> competitors(const sudoku::Shape& shape,
                                     const sudoku::Candidate& candidate);

}  // namespace exercises
