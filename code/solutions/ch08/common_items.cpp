// Exercise 8.2, reference solution.
#include "ch08/common_items.hpp"

namespace exercises {

// [start:common_items]
std::vector<exact_cover::Item> common_items(
    const exact_cover::Problem& problem, std::span<const exact_cover::Option> options) {
    std::vector<exact_cover::Item> common;
    if (options.empty()) return common;
    std::vector<std::size_t> count(problem.item_count(), 0);
    for (exact_cover::Option o : options)
        for (exact_cover::Item i : problem.option(o)) ++count[i];
    for (exact_cover::Item i = 0; i < problem.item_count(); ++i)
        if (count[i] == options.size()) common.push_back(i);
    return common;
}
// [end:common_items]

}  // namespace exercises
