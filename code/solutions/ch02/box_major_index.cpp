// Exercise 2.2, reference solution.
#include "ch02/box_major_index.hpp"

namespace exercises {

// [start:box_major_index]
std::size_t box_major_index(const sudoku::Shape& shape,
                            const sudoku::Candidate& candidate) {
    const std::size_t n = shape.size(), R = shape.box_rows(), C = shape.box_columns();
    const std::size_t b = (candidate.r / R) * R + candidate.c / C;  // which box
    // which cell of the box
    const std::size_t k = (candidate.r % R) * C + candidate.c % C;
    return (b * n + k) * n + candidate.v;
}

sudoku::Candidate candidate_at_box_major(const sudoku::Shape& shape,
                                         std::size_t index) {
    const std::size_t n = shape.size(), R = shape.box_rows(), C = shape.box_columns();
    const std::size_t v = index % n, k = (index / n) % n, b = index / (n * n);
    return {(b / R) * R + k / C, (b % R) * C + k % C, v};
}
// [end:box_major_index]

}  // namespace exercises
