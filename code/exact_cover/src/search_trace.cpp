#include "exact_cover/search_trace.hpp"

#include "exact_cover/algorithm_x.hpp"
#include "exact_cover/remaining_matrix.hpp"

namespace exact_cover {

namespace {

// The walk of AlgorithmX::explore and of PropagatingSearch::branch over a
// RemainingMatrix, with a step written for every move. walk() returns true when the
// search must end: a visitor's or a limit's stop, or a full trace.
class Recorder {
public:
    Recorder(const Problem& problem, const TraceOptions& options)
        : matrix_(problem), options_(options) {}

    SearchTrace run() {
        if (!may_search(trace_.result, options_.limits)) return std::move(trace_);
        (void)(options_.propagate ? branch(0) : explore(0));
        trace_.result.updates = matrix_.updates();
        return std::move(trace_);
    }

private:
    // Writes a step; false once the trace is full, which ends the search as a spent
    // budget does.
    bool note(TraceStep::Kind kind, std::uint32_t depth, std::int64_t item,
              std::int64_t option, std::uint32_t k = 0, std::uint32_t m = 0) {
        if (trace_.steps.size() == options_.max_steps) {
            trace_.complete = false;
            trace_.result.ending = Ending::budget;
            return false;
        }
        trace_.steps.push_back({kind, depth, item, option, k, m, trace_.result.nodes});
        return true;
    }

    // Counts a node at @p depth; false when the budget is spent or interrupted.
    bool visit_node(std::uint32_t depth) {
        if (!may_visit(trace_.result, options_.limits)) return false;
        count_node(trace_.result, depth);
        return true;
    }

    bool found(std::uint32_t depth) {
        if (!note(TraceStep::Kind::solution, depth, -1, -1)) return true;
        return count_solution(trace_.result, options_.limits, Next::proceed) ==
               Next::stop;
    }

    // [start:record_explore]
    // Tries each alive option of @p item in turn (AlgorithmX::explore's loop).
    template <class Deeper>
    bool try_each(Item item, std::uint32_t depth, Deeper deeper) {
        std::vector<Option> list;
        for (Option o : matrix_.column(item))
            if (matrix_.is_alive(o)) list.push_back(o);
        const auto m = static_cast<std::uint32_t>(list.size());
        for (std::uint32_t k = 0; k < m; ++k) {
            if (!visit_node(depth)) return true;
            if (!note(TraceStep::Kind::try_option, depth, item, list[k], k + 1, m))
                return true;
            matrix_.choose(list[k]);
            const bool stop = deeper();
            matrix_.unchoose();
            if (stop) return true;
            if (!note(TraceStep::Kind::undo, depth, item, list[k])) return true;
        }
        return false;
    }

    // Algorithm X under the options' rule.
    bool explore(std::uint32_t depth) {
        const std::optional<Item> item = choose_item(matrix_, options_.rule);
        if (!item) return found(depth);
        if (matrix_.len(*item) == 0)
            return !note(TraceStep::Kind::dead_end, depth, *item, -1);
        return try_each(*item, depth, [&] { return explore(depth + 1); });
    }
    // [end:record_explore]

    // Takes back the options @p forced, the latest first, writing a step for each.
    bool take_back(const std::vector<Option>& forced, std::uint32_t depth) {
        for (auto o = forced.rbegin(); o != forced.rend(); ++o)
            if (!note(TraceStep::Kind::undo, depth, -1, *o)) return false;
        return true;
    }

    // PropagatingSearch::branch: singles to a fixed point, then the fewest options.
    bool branch(std::uint32_t depth) {
        const std::size_t mark = matrix_.history();
        std::vector<Option> forced;
        const Problem& problem = matrix_.problem();
        bool changed = true;
        while (changed && matrix_.primary_items_remaining() > 0) {
            changed = false;
            for (Item i = 0; i < problem.primary_count(); ++i) {
                if (matrix_.is_covered(i)) continue;
                if (matrix_.len(i) == 0) {
                    ++trace_.contradictions;
                    const bool go_on = note(TraceStep::Kind::dead_end, depth, i, -1) &&
                                       take_back(forced, depth);
                    matrix_.undo_to(mark);
                    return !go_on;
                }
                if (matrix_.len(i) != 1) continue;
                for (Option o : matrix_.column(i))
                    if (matrix_.is_alive(o)) {
                        matrix_.choose(o);
                        forced.push_back(o);
                        break;
                    }
                ++trace_.forced;
                changed = true;
                if (!note(TraceStep::Kind::force, depth, i, forced.back(), 1, 1))
                    return true;
            }
        }
        bool stop = false;
        if (matrix_.primary_items_remaining() == 0) {
            stop = found(depth);
        } else {
            const Item best = *choose_item(matrix_, ItemChoice::fewest_options);
            stop = try_each(best, depth, [&] { return branch(depth + 1); });
        }
        if (!stop) stop = !take_back(forced, depth);
        matrix_.undo_to(mark);
        return stop;
    }

    RemainingMatrix matrix_;
    TraceOptions options_;
    SearchTrace trace_;
};

}  // namespace

SearchTrace record_search(const Problem& problem, const TraceOptions& options) {
    return Recorder(problem, options).run();
}

}  // namespace exact_cover
