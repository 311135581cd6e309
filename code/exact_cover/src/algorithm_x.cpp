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
Next AlgorithmX::explore(std::size_t depth) {
    const std::optional<Item> item = choose_item(matrix_, rule_);
    // every primary item is covered: the chosen options are an exact cover
    if (!item) {
        ++stats_.solutions;
        return (*visit_)(matrix_.chosen());
    }
    for (Option o : matrix_.column(*item)) {
        if (!matrix_.is_alive(o)) continue;
        // over budget
        if (stats_.nodes == node_limit_ && node_limit_ != 0) return Next::stop;
        ++stats_.nodes;
        if (stats_.profile.size() <= depth) stats_.profile.resize(depth + 1, 0);
        ++stats_.profile[depth];
        matrix_.choose(o);  // reduce
        const Next next = explore(depth + 1);
        matrix_.unchoose();  // restore, before trying the next option
        if (next == Next::stop) return Next::stop;
    }
    return Next::proceed;
}
// [end:explore]

SearchStats AlgorithmX::search(const SolutionVisitor& visit) {
    stats_ = SearchStats{};
    visit_ = &visit;
    const std::uint64_t updates_before = matrix_.updates();
    stats_.stopped = explore(0) == Next::stop;
    stats_.updates = matrix_.updates() - updates_before;
    visit_ = nullptr;
    return stats_;
}

std::optional<std::vector<Option>> AlgorithmX::first_solution() {
    std::optional<std::vector<Option>> first;
    (void)search([&first](std::span<const Option> solution) {
        first.emplace(solution.begin(), solution.end());
        return Next::stop;
    });
    return first;
}

// [start:count_solutions]
std::uint64_t AlgorithmX::count_solutions(std::uint64_t limit) {
    if (limit == 0) {
        stats_ = SearchStats{};
        return 0;
    }
    std::uint64_t count = 0;
    (void)search([&count, limit](std::span<const Option>) {
        return ++count < limit ? Next::proceed : Next::stop;
    });
    return count;
}
// [end:count_solutions]

}  // namespace exact_cover
