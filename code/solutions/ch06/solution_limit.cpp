// Exercise 6.2, reference solution.
#include "ch06/solution_limit.hpp"

namespace exercises {

// [start:first_solutions]
FirstSolutions first_solutions(exact_cover::BaselineDlx& dlx, std::size_t k) {
    FirstSolutions first;
    // searching would find one solution too many
    if (!exact_cover::may_search(first.result, {.solutions = k})) return first;
    std::vector<std::vector<exact_cover::Option>>& found = first.solutions;
    first.result =
        dlx.search([&found, k](std::span<const exact_cover::Option> solution) {
            found.emplace_back(solution.begin(), solution.end());
            return found.size() < k ? exact_cover::Next::proceed
                                    : exact_cover::Next::stop;
        });
    return first;
}
// [end:first_solutions]

}  // namespace exercises
