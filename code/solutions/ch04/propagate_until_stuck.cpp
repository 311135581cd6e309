// Exercise 4.2, reference solution.
#include "ch04/propagate_until_stuck.hpp"

#include <optional>

#include "exact_cover/remaining_matrix.hpp"

namespace exercises {

// [start:propagate_until_stuck]
std::vector<exact_cover::Option> propagate_until_stuck(
    const exact_cover::Problem& problem) {
    using exact_cover::Item;
    using exact_cover::Option;
    exact_cover::RemainingMatrix matrix(problem);
    std::vector<Option> forced;
    for (;;) {
        std::optional<Item> single;
        for (Item i = 0; i < problem.primary_count(); ++i) {
            if (matrix.is_covered(i)) continue;
            if (matrix.len(i) == 0) return forced;  // a contradiction
            if (matrix.len(i) == 1 && !single) single = i;
        }
        if (!single) return forced;  // solved or stuck
        for (Option o : matrix.column(*single))
            if (matrix.is_alive(o)) {
                matrix.choose(o);
                forced.push_back(o);
                break;
            }
    }
}
// [end:propagate_until_stuck]

}  // namespace exercises
