// Exercise 2.2: number candidates box by box. Edit this file;
// `cmake --workflow --preset exercises` runs its test. The reference answer is in
// code/solutions/ch02/.
#include "ch02/box_major_index.hpp"

namespace exercises {

std::size_t box_major_index(const sudoku::Shape& shape,
                            const sudoku::Candidate& candidate) {
    // Your code here: find b and k from r and c, then run the odometer (b, k, v).
    return 0;
}

sudoku::Candidate candidate_at_box_major(const sudoku::Shape& shape,
                                         std::size_t index) {
    // Your code here: peel off v, k and b by remainder and division, then rebuild r and
    // c.
    return {};
}

}  // namespace exercises
