// Exercise 5.2: write count_covers(). Edit this file; `cmake --workflow --preset
// exercises` runs its test. The reference answer is in code/solutions/ch05/.
#include "ch05/count_covers.hpp"

#include "exact_cover/algorithm_x.hpp"
#include "exact_cover/remaining_matrix.hpp"

namespace exercises {

std::uint64_t count_covers(const exact_cover::Problem& problem, std::uint64_t limit) {
    // Your code here: a recursive helper taking the RemainingMatrix and the count so
    // far. No item to choose means a cover: count it. Otherwise, for each alive option
    // of the chosen item: choose() it, recurse, unchoose() it; return as soon as the
    // count reaches the limit (after unchoose, or the matrix is left reduced).
    return 0;
}

}  // namespace exercises
