// Exercise 5.3: write Algorithm X whole. Edit this file; `cmake --workflow --preset
// exercises` runs its test. The reference answer is in code/solutions/ch05/; try
// without it first.
#include "ch05/algorithm_x.hpp"

#include "exact_cover/remaining_matrix.hpp"

namespace exercises {

Covers all_covers(const exact_cover::Problem& problem) {
    // Your code here: make an exact_cover::RemainingMatrix of the problem and a
    // recursive search on it. No uncovered primary item left: record matrix.chosen().
    // Otherwise find the uncovered primary item with the fewest alive options
    // (is_covered(), len()); for each option in its column() that is_alive(): count a
    // node, choose() it, search deeper, unchoose() it.
    return {};
}

}  // namespace exercises
