// Exercise 3.1, reference solution.
#include "ch03/diagonal_columns.hpp"

namespace exercises {

// [start:diagonal_columns]
std::vector<std::size_t> diagonal_columns(const sudoku::Shape& shape,
                                          const sudoku::Candidate& candidate) {
    const std::size_t n = shape.size(), first = 4 * n * n;
    std::vector<std::size_t> columns;
    // main diagonal
    if (candidate.r == candidate.c) columns.push_back(first + candidate.v);
    // anti-diagonal
    if (candidate.r + candidate.c == n - 1) columns.push_back(first + n + candidate.v);
    return columns;
}
// [end:diagonal_columns]

}  // namespace exercises
