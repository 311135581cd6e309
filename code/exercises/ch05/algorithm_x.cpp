// Exercise 5.3: write all_covers_by_copying(). Edit this file; `cmake --workflow
// --preset exercises` runs its test. The reference answer is in code/solutions/ch05/;
// try without it first.
#include "ch05/algorithm_x.hpp"

namespace exercises {

Covers all_covers_by_copying(const exact_cover::Problem& problem) {
    // Your code here: a matrix is two lists (the uncovered items, the alive options);
    // a recursive search takes one by value, picks the item, and for each alive option
    // of it builds the child's two lists and recurses.
    return {};
}

}  // namespace exercises
