#include "sudoku/row_index.hpp"

#include <stdexcept>
#include <string>

namespace sudoku {

// [start:row_index]
std::size_t row_index(const Shape& shape, const Candidate& candidate) {
    const std::size_t n = shape.size();
    if (candidate.r >= n || candidate.c >= n || candidate.v >= n)
        throw std::out_of_range("candidate " + candidate_name(candidate) +
                                " does not fit a " + std::to_string(n) + "x" +
                                std::to_string(n) + " grid");
    return (candidate.r * n + candidate.c) * n + candidate.v;
}
// [end:row_index]

// [start:candidate_at]
Candidate candidate_at(const Shape& shape, std::size_t index) {
    const std::size_t n = shape.size();
    if (index >= shape.candidate_count())
        throw std::out_of_range(
            "row index " + std::to_string(index) +
            " is not below N^3 = " + std::to_string(shape.candidate_count()));
    const std::size_t v = index % n;     // the fastest wheel
    const std::size_t cell = index / n;  // r·N + c: drop the last digit
    return {cell / n, cell % n, v};
}
// [end:candidate_at]

}  // namespace sudoku
