// Exercise 1.1, reference solution.
#include "ch01/forced_options.hpp"

#include <algorithm>

namespace exercises {

// [start:forced_options]
std::vector<exact_cover::Option> forced_options(const exact_cover::Problem& problem) {
    using exact_cover::Item;
    using exact_cover::Option;
    constexpr Option none = static_cast<Option>(-1);
    std::vector<std::size_t> count(problem.primary_count(), 0);
    std::vector<Option> only(problem.primary_count(), none);
    for (Option o = 0; o < problem.option_count(); ++o)
        for (Item i : problem.option(o))
            if (problem.is_primary(i)) {
                ++count[i];
                only[i] = o;
            }
    std::vector<Option> forced;
    for (Item i = 0; i < problem.primary_count(); ++i)
        if (count[i] == 1) forced.push_back(only[i]);
    std::sort(forced.begin(), forced.end());
    forced.erase(std::unique(forced.begin(), forced.end()), forced.end());
    return forced;
}
// [end:forced_options]

}  // namespace exercises
