#include "exact_cover/verify.hpp"

#include <vector>

namespace exact_cover {

// [start:check_cover]
CoverCheck check_cover(const Problem& problem, std::span<const Option> selection) {
    if (problem.has_colours())
        return check_coloured_cover(problem, selection);  // ch. 9
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

CoverCheck check_coloured_cover(const Problem& problem,
                                std::span<const Option> selection) {
    std::vector<int> times_covered(problem.item_count(), 0);
    std::vector<Colour> colour(problem.item_count(), 0);  // the colour given, if any
    std::vector<bool> uncoloured(problem.item_count(), false);
    for (Option o : selection) {
        if (o >= problem.option_count())
            return {false, "option " + std::to_string(o) + " does not exist"};
        const std::vector<Colour> colours = problem.option_colours(o);
        for (std::size_t k = 0; k < colours.size(); ++k) {
            const Item i = problem.option(o)[k];
            ++times_covered[i];
            if (colours[k] == 0) uncoloured[i] = true;
            if (colours[k] != 0 && colour[i] != 0 && colour[i] != colours[k])
                return {false,
                        "item '" + problem.item_name(i) + "' is given two colours"};
            if (colours[k] != 0) colour[i] = colours[k];
            if (times_covered[i] > 1 && (problem.is_primary(i) || uncoloured[i]))
                return {false, "item '" + problem.item_name(i) + "' is covered twice"};
        }
    }
    for (Item i = 0; i < problem.primary_count(); ++i)
        if (times_covered[i] == 0)
            return {false, "item '" + problem.item_name(i) + "' is not covered"};
    return {true, ""};
}

bool is_exact_cover(const Problem& problem, std::span<const Option> selection) {
    return check_cover(problem, selection).ok();
}

}  // namespace exact_cover
