// Exercise 6.2, reference solution.
#include "ch06/solution_limit.hpp"

namespace exercises {

// [start:first_solutions]
std::vector<std::vector<exact_cover::Option>> first_solutions(
    exact_cover::BaselineDlx& dlx, std::size_t k) {
    std::vector<std::vector<exact_cover::Option>> found;
    if (k == 0) return found;  // searching would find one solution too many
    (void)dlx.search([&found, k](std::span<const exact_cover::Option> solution) {
        found.emplace_back(solution.begin(), solution.end());
        return found.size() < k ? exact_cover::Next::proceed : exact_cover::Next::stop;
    });
    return found;
}
// [end:first_solutions]

}  // namespace exercises
