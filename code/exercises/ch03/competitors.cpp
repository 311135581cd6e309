// Exercise 3.2: the competitors of a candidate. Edit this file;
// `cmake --workflow --preset exercises` runs its test. The reference answer is in
// code/solutions/ch03/.
#include "ch03/competitors.hpp"

namespace exercises {

std::vector<std::size_t> competitors(const sudoku::Shape& shape,
                                     const sudoku::Candidate& candidate) {
    // Your code here: for each of the candidate's four constraints, collect the N
    // candidates that satisfy it (sudoku::satisfying_candidates), map them to row
    // indices, drop the candidate itself and the repeats.
    return {};
}

}  // namespace exercises
