// Exercise 2.1: read a name like r5c3n7 back into a candidate. Edit this file;
// `cmake --workflow --preset exercises` runs its test. The reference answer is in
// code/solutions/ch02/.
#include "ch02/candidate_names.hpp"

namespace exercises {

sudoku::Candidate parse_candidate_name(std::string_view name,
                                       const sudoku::Shape& shape) {
    // Your code here: read the letter r, then a number; c, a number; n, a number. Check
    // each number is 1 .. N, then subtract one.
    return {};
}

}  // namespace exercises
