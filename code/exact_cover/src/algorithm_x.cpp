#include "exact_cover/algorithm_x.hpp"

#include <utility>

namespace exact_cover {

// [start:choose_item]
std::optional<Item> choose_item(const RemainingMatrix& matrix, ItemChoice rule) {
    std::optional<Item> best;
    for (Item i = 0; i < matrix.problem().primary_count(); ++i) {
        if (matrix.is_covered(i)) continue;
        if (rule == ItemChoice::first) return i;
        if (!best || matrix.len(i) < matrix.len(*best)) {
            best = i;
            if (matrix.len(i) == 0) break;  // nothing can beat an empty item
        }
    }
    return best;
}
// [end:choose_item]

AlgorithmX::AlgorithmX(const Problem& problem, ItemChoice rule)
    : matrix_(problem), rule_(rule) {}

AlgorithmX::AlgorithmX(RemainingMatrix start, ItemChoice rule)
    : matrix_(std::move(start)), rule_(rule) {}

// [start:explore]
template <class Observer>
Next AlgorithmX::explore(std::size_t depth, const Observer& watch) {
    using Move = TraceStep::Kind;  // (the observer's lines: compiled away unwatched)
    const std::optional<Item> item = choose_item(matrix_, rule_);
    // every primary item is covered: the chosen options are an exact cover
    if (!item) {
        if (!observe(watch, result_, Move::solution, depth)) return Next::stop;
        return report_cover(matrix_.chosen());
    }
    const std::size_t m = matrix_.len_unmetered(*item);  // its alive options
    if (m == 0 && !observe(watch, result_, Move::dead_end, depth, *item))
        return Next::stop;
    std::size_t k = 0;  // which of them is tried
    for (Option o : matrix_.column(*item)) {
        if (!matrix_.is_alive(o)) continue;
        if (!enter_node(depth)) return Next::stop;  // budget or interrupt
        if (!observe(watch, result_, Move::try_option, depth, *item, o, ++k, m))
            return Next::stop;
        matrix_.choose(o);  // reduce
        const Next next = explore(depth + 1, watch);
        matrix_.unchoose();  // restore, before trying the next option
        if (next == Next::stop) return Next::stop;
        if (!observe(watch, result_, Move::undo, depth, *item, o)) return Next::stop;
    }
    return Next::proceed;
}
// [end:explore]

// [start:run]
// The search from the root; the remaining matrix counts the work, updates and mems, of
// every search made on it: the run's are the difference.
template <class Observer>
void AlgorithmX::walk(const Observer& watch) {
    const std::uint64_t updates_before = matrix_.updates(),
                        mems_before = matrix_.mems();
    (void)explore(0, watch);
    result_.updates = matrix_.updates() - updates_before;
    result_.mems = matrix_.mems() - mems_before;
}
// [end:run]

void AlgorithmX::run() { walk(Unobserved{}); }

SearchResult AlgorithmX::search(const SolutionVisitor& visit, Limits limits,
                                const StepObserver& observer) {
    return start(&visit, limits, [&] { walk(observer); });
}

}  // namespace exact_cover
