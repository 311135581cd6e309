// Exercise 3.2, reference solution.
#include "ch03/competitors.hpp"

#include <algorithm>

#include "sudoku/constraints.hpp"
#include "sudoku/row_index.hpp"

namespace exercises {

// [start:competitors]
std::vector<std::size_t> competitors(const sudoku::Shape& shape,
                                     const sudoku::Candidate& candidate) {
    const std::size_t self = sudoku::row_index(shape, candidate);
    std::vector<std::size_t> rows;
    for (std::size_t column : sudoku::constraint_columns(shape, candidate))
        for (const sudoku::Candidate& other :
             sudoku::satisfying_candidates(shape, sudoku::constraint_at(shape, column)))
            if (const std::size_t row = sudoku::row_index(shape, other); row != self)
                rows.push_back(row);
    std::sort(rows.begin(), rows.end());
    // the box meets the row and column again
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    return rows;
}
// [end:competitors]

}  // namespace exercises
