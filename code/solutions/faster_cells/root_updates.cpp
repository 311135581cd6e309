// Exercise 2 of "Going faster: dancing cells", a reference answer: root_updates(). The
// root covers the item with the fewest options (one update to swap it out, one per
// other item of each of its options to hide them), then tries each of its options:
// one update per other item swapped out, and, unless the option is doomed, one per
// removal of its hides. A doomed option removes nothing, so none of it depends on the
// order of the sets, which is what would make ssxc1's count (the doom found while
// hiding) a matter of simulating its swaps.
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <vector>

#include "faster_cells/root_updates.hpp"

namespace exercises {

namespace {

using exact_cover::Item;
using exact_cover::Option;
using exact_cover::Problem;

// True when option @p o has a primary item: the engine keeps only those.
bool kept(const Problem& p, Option o) {
    for (const Item i : p.option(o))
        if (p.is_primary(i)) return true;
    return false;
}

}  // namespace

std::uint64_t root_updates(const Problem& problem) {
    if (problem.has_colours())
        throw std::invalid_argument("root_updates: a problem with colours");
    // each item's kept options: its set when the search starts
    std::vector<std::vector<Option>> options_of(problem.item_count());
    for (Option o = 0; o < problem.option_count(); ++o)
        if (kept(problem, o))
            for (const Item i : problem.option(o)) options_of[i].push_back(o);
    // the root's item: the fewest options, the first on ties
    std::optional<Item> best;
    for (Item i = 0; i < problem.primary_count(); ++i) {
        if (options_of[i].empty()) return 0;  // no cover: the engine does not search
        if (!best || options_of[i].size() < options_of[*best].size()) best = i;
    }
    if (!best) return 0;  // no primary item: the root is a cover
    const auto others = [&](Option o) { return problem.option(o).size() - 1; };
    std::vector<bool> live(problem.option_count());  // kept, and without best
    for (Option o = 0; o < problem.option_count(); ++o) live[o] = kept(problem, o);
    std::uint64_t updates = 1;  // best out of the active items
    for (const Option o : options_of[*best]) {
        updates += others(o);  // hidden: out of its other items' sets
        live[o] = false;
    }
    std::vector<bool> marked(problem.item_count(), false);
    for (const Option o : options_of[*best]) {
        updates += others(o);  // its other items out of the active items
        for (const Item i : problem.option(o)) marked[i] = true;
        // doomed: a primary item outside o, other than best, whose live options all
        // meet o (best's options are not live: they all meet o in best)
        const auto disjoint = [&](Option t) {
            for (const Item i : problem.option(t))
                if (marked[i]) return false;
            return true;
        };
        bool doomed = false;
        for (Item k = 0; k < problem.primary_count() && !doomed; ++k) {
            if (marked[k]) continue;
            bool left = false;
            for (const Option t : options_of[k])
                left = left || (live[t] && disjoint(t));
            doomed = !left;
        }
        // otherwise its hides: every live option that meets o leaves the sets of all
        // its items but the one whose hide found it, once, however many it meets
        if (!doomed)
            for (Option t = 0; t < problem.option_count(); ++t)
                if (live[t] && !disjoint(t)) updates += others(t);
        for (const Item i : problem.option(o)) marked[i] = false;
    }
    return updates;
}

}  // namespace exercises
