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
        const Next verdict = visit_ ? (*visit_)(matrix_.chosen()) : Next::proceed;
        return count_solution(result_, limits_, verdict);
    }
    for (Option o : matrix_.column(*item)) {
        if (!matrix_.is_alive(o)) continue;
        if (!may_visit(result_, limits_)) return Next::stop;  // budget or interrupt
        count_node(result_, depth);
        matrix_.choose(o);  // reduce
        const Next next = explore(depth + 1);
        matrix_.unchoose();  // restore, before trying the next option
        if (next == Next::stop) return Next::stop;
    }
    return Next::proceed;
}
// [end:explore]

// [start:run]
SearchResult AlgorithmX::run(const SolutionVisitor* visit, Limits limits) {
    result_ = SearchResult{};
    if (!may_search(result_, limits)) return result_;
    visit_ = visit;
    limits_ = limits;
    const std::uint64_t updates_before = matrix_.updates(),
                        mems_before = matrix_.mems();
    (void)explore(0);
    result_.updates = matrix_.updates() - updates_before;
    result_.mems = matrix_.mems() - mems_before;
    visit_ = nullptr;
    return result_;
}
// [end:run]

SearchResult AlgorithmX::search(const SolutionVisitor& visit, Limits limits) {
    return run(&visit, limits);
}

SearchResult AlgorithmX::count_solutions(Limits limits) { return run(nullptr, limits); }

std::optional<std::vector<Option>> AlgorithmX::first_solution() {
    return first_solution_of(*this);
}

}  // namespace exact_cover
