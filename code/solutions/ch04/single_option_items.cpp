// Exercise 4.1, reference solution.
#include "ch04/single_option_items.hpp"

namespace exercises {

// [start:single_option_items]
std::vector<exact_cover::Item> single_option_items(
    const exact_cover::RemainingMatrix& matrix) {
    std::vector<exact_cover::Item> singles;
    for (exact_cover::Item i = 0; i < matrix.problem().primary_count(); ++i)
        if (!matrix.is_covered(i) && matrix.len(i) == 1) singles.push_back(i);
    return singles;
}
// [end:single_option_items]

}  // namespace exercises
