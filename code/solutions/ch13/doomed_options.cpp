// Exercise 13.2, a reference answer: the options o that leave some primary item outside
// o with only options that share an item with o.
#include "ch13/doomed_options.hpp"

#include <stdexcept>

namespace exercises {

namespace {

// Does option p share an item with the option whose items are marked?
bool clashes(const exact_cover::Problem& problem, exact_cover::Option p,
             const std::vector<bool>& marked) {
    for (const exact_cover::Item item : problem.option(p))
        if (marked[item]) return true;
    return false;
}

}  // namespace

std::vector<exact_cover::Option> doomed_options(const exact_cover::Problem& problem) {
    if (problem.has_colours())
        throw std::invalid_argument("doomed_options: the problem has colours");
    // The options of each item: the sets of chapter 13, whole.
    std::vector<std::vector<exact_cover::Option>> options_of(problem.item_count());
    for (exact_cover::Option o = 0; o < problem.option_count(); ++o)
        for (const exact_cover::Item item : problem.option(o))
            options_of[item].push_back(o);
    std::vector<exact_cover::Option> doomed;
    std::vector<bool> marked(problem.item_count(), false);  // the option's items
    for (exact_cover::Option o = 0; o < problem.option_count(); ++o) {
        for (const exact_cover::Item item : problem.option(o)) marked[item] = true;
        bool is_doomed = false;
        for (exact_cover::Item k = 0; k < problem.primary_count() && !is_doomed; ++k) {
            if (marked[k]) continue;  // o covers k itself
            bool left = false;        // an option of k that o leaves in place?
            for (const exact_cover::Option p : options_of[k])
                if (!clashes(problem, p, marked)) {
                    left = true;
                    break;
                }
            is_doomed = !left;
        }
        if (is_doomed) doomed.push_back(o);
        for (const exact_cover::Item item : problem.option(o)) marked[item] = false;
    }
    return doomed;
}

}  // namespace exercises
