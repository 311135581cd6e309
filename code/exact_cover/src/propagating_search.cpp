#include "exact_cover/propagating_search.hpp"

#include "exact_cover/algorithm_x.hpp"

#include <algorithm>

namespace exact_cover {

PropagatingSearch::PropagatingSearch(const Problem& problem, PropagationRules rules)
    : rules_(rules), matrix_(problem), fruitless_(problem.primary_count()) {}

// [start:subset_rule]
// For each uncovered primary item A with few options: an item B that every alive option
// of A contains is covered whichever option covers A, so the options of B without A can
// never be chosen. Such a B is an item of A's first alive option; and since A's options
// are all of B's options that contain A, B has an option without A exactly when
// len(B) > len(A). Returns true as soon as one item A eliminated something, so that the
// cheaper singles are looked for again; an item whose look found nothing is passed by
// until its count changes (known_fruitless, below).
bool PropagatingSearch::subset_rule(std::size_t depth) {
    const Problem& problem = matrix_.problem();
    const auto contains = [&problem](Option o, Item i) {
        const auto items = problem.option(o);
        return std::find(items.begin(), items.end(), i) != items.end();
    };
    bool eliminated = false;
    for (Item a = 0; a < problem.primary_count() && !eliminated; ++a) {
        const std::size_t need = matrix_.len(a);
        if (matrix_.is_covered(a) || need < 2 || need > rules_.subset_max_len ||
            known_fruitless(a, need, depth))
            continue;
        options_of_a_.clear();
        for (Option o : matrix_.column(a))
            if (matrix_.is_alive(o)) options_of_a_.push_back(o);
        for (Item b : problem.option(options_of_a_.front())) {
            if (b == a || matrix_.len(b) <= need ||
                !std::all_of(options_of_a_.begin(), options_of_a_.end(),
                             [&](Option o) { return contains(o, b); }))
                continue;
            for (Option o : matrix_.column(b)) {
                if (!matrix_.is_alive(o) || contains(o, a)) continue;
                matrix_.eliminate(o);  // o covers B but not A: A would be left bare
                ++stats_.eliminated;
                eliminated = true;
            }
        }
        if (!eliminated) fruitless_[a] = {need, depth, path_[depth]};
    }
    return eliminated;
}
// [end:subset_rule]

// [start:known_fruitless]
// Suppose the rule found nothing for A: every B in all of A's options has exactly A's
// options. While options only die, A keeps its count only if it keeps its options, and
// then each such B keeps them too, so the look would find nothing again. Options only
// die from a node down to its descendants; going back up revives them. So the memory
// holds while A's count is the one it saw and the node it looked at is on the current
// path.
bool PropagatingSearch::known_fruitless(Item a, std::size_t need,
                                        std::size_t depth) const {
    const Fruitless& seen = fruitless_[a];
    return seen.count == need && seen.depth <= depth && path_[seen.depth] == seen.node;
}
// [end:known_fruitless]

// [start:propagate]
// To a fixed point: an empty primary item is a contradiction, an item with one option
// forces it; when no single is left, the subset rule (if enabled) may remove options,
// and then the singles are looked for again.
template <class Observer>
bool PropagatingSearch::propagate(std::size_t depth, const Observer& watch) {
    using Move = TraceStep::Kind;  // (the observer's lines: compiled away unwatched)
    const std::size_t primary = matrix_.problem().primary_count();
    bool changed = true;
    while (changed && matrix_.primary_items_remaining() > 0) {
        changed = false;
        for (Item i = 0; i < primary; ++i) {
            if (matrix_.is_covered(i)) continue;
            if (matrix_.len(i) == 0) {
                ++stats_.contradictions;
                (void)observe(watch, stats_, Move::dead_end, depth, i);
                return false;
            }
            if (matrix_.len(i) != 1) continue;
            for (Option o : matrix_.column(i))
                if (matrix_.is_alive(o)) {
                    matrix_.choose(o);
                    if (!observe(watch, stats_, Move::force, depth, i, o, 1, 1))
                        return false;
                    break;
                }
            ++stats_.forced;
            changed = true;
        }
        if (!changed && rules_.subset_max_len >= 2) changed = subset_rule(depth);
    }
    return true;
}
// [end:propagate]

// [start:branch]
// One node: propagate, then either report a cover or branch on the uncovered primary
// item with the fewest options. Whatever the node changed in the matrix is taken back
// by one undo_to() before it returns. Returns true to stop the whole search (a stop
// sets stats_.ending, so a failed propagation with none set is a contradiction).
template <class Observer>
bool PropagatingSearch::branch(const SolutionVisitor& visit, std::size_t depth,
                               const Observer& watch) {
    using Move = TraceStep::Kind;
    const std::size_t mark = matrix_.history();
    const std::size_t kept = matrix_.chosen().size();  // what this node forces follows
    if (path_.size() <= depth) path_.resize(depth + 1);
    path_[depth] = ++nodes_entered_;  // (the subset rule's memory: known_fruitless)
    bool stop = false;
    if (!propagate(depth, watch)) {
        stop = stats_.stopped();
    } else if (matrix_.primary_items_remaining() == 0) {
        stop = !observe(watch, stats_, Move::solution, depth) ||
               count_solution(stats_, limits_, visit(matrix_.chosen())) == Next::stop;
    } else {
        // the uncovered primary item with the fewest options, leftmost on ties
        const Item best = *choose_item(matrix_, ItemChoice::fewest_options);
        std::vector<Option> options;
        for (Option o : matrix_.column(best))
            if (matrix_.is_alive(o)) options.push_back(o);
        for (std::size_t k = 0; k < options.size() && !stop; ++k) {
            stop = !may_visit(stats_, limits_);  // over budget, or interrupted
            if (stop) break;
            count_node(stats_, depth);
            const Option o = options[k];
            stop = !observe(watch, stats_, Move::try_option, depth, best, o, k + 1,
                            options.size());
            if (stop) break;
            matrix_.choose(o);
            stop = branch(visit, depth + 1, watch);
            matrix_.unchoose();
            if (!stop) stop = !observe(watch, stats_, Move::undo, depth, best, o);
        }
    }
    if (!stop) stop = !take_back(kept, depth, watch);
    matrix_.undo_to(mark);
    return stop;
}
// [end:branch]

template <class Observer>
bool PropagatingSearch::take_back(std::size_t kept, std::size_t depth,
                                  const Observer& watch) {
    const std::span<const Option> chosen = matrix_.chosen();
    for (std::size_t k = chosen.size(); k > kept; --k)
        if (!observe(watch, stats_, TraceStep::Kind::undo, depth, -1, chosen[k - 1]))
            return false;
    return true;
}

template <class Observer>
PropagationResult PropagatingSearch::run(const SolutionVisitor& visit,
                                         const std::vector<Option>& given,
                                         Limits limits, const Observer& watch) {
    stats_ = {};
    limits_ = limits;
    const std::uint64_t updates_before = matrix_.updates();
    bool clash = false;
    for (Option g : given) {
        clash = g >= matrix_.problem().option_count() || !matrix_.is_alive(g);
        if (clash) break;
        matrix_.choose(g);
    }
    if (clash)
        stats_.ending = Ending::clash;
    else if (may_search(stats_, limits))
        (void)branch(visit, 0, watch);
    matrix_.undo_to(0);
    stats_.updates = matrix_.updates() - updates_before;
    return stats_;
}

PropagationResult PropagatingSearch::search(const SolutionVisitor& visit,
                                            const std::vector<Option>& given,
                                            Limits limits) {
    return run(visit, given, limits, Unobserved{});
}

PropagationResult PropagatingSearch::search(const SolutionVisitor& visit,
                                            const std::vector<Option>& given,
                                            Limits limits,
                                            const StepObserver& observer) {
    return run(visit, given, limits, observer);
}

}  // namespace exact_cover
