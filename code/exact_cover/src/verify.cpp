#include "exact_cover/verify.hpp"

#include <vector>

namespace exact_cover {

// [start:check_cover]
CoverCheck check_cover(const Problem& problem, std::span<const Option> selection) {
    std::vector<int> times_covered(problem.item_count(), 0);
    for (Option o : selection) {
        if (o >= problem.option_count())
            return {false, "option " + std::to_string(o) + " does not exist"};
        for (Item i : problem.option(o))
            if (++times_covered[i] > 1)
                return {false, "item '" + problem.item_name(i) + "' is covered twice"};
    }
    for (Item i = 0; i < problem.primary_count(); ++i)
        if (times_covered[i] == 0)
            return {false, "item '" + problem.item_name(i) + "' is not covered"};
    return {true, ""};
}
// [end:check_cover]

bool is_exact_cover(const Problem& problem, std::span<const Option> selection) {
    return check_cover(problem, selection).ok();
}

}  // namespace exact_cover
