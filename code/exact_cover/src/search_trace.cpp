#include "exact_cover/search_trace.hpp"

#include "exact_cover/algorithm_x.hpp"
#include "exact_cover/propagating_search.hpp"

namespace exact_cover {

// [start:step_recorder]
StepObserver step_recorder(std::vector<TraceStep>& steps, std::size_t max_steps) {
    return [&steps, max_steps](const TraceStep& move) {
        if (steps.size() == max_steps) return Next::stop;  // the trace is full
        steps.push_back(move);
        return Next::proceed;
    };
}

SearchTrace record_search(const Problem& problem, const TraceOptions& options) {
    SearchTrace trace;
    const StepObserver record = step_recorder(trace.steps, options.max_steps);
    const SolutionVisitor count = [](std::span<const Option>) { return Next::proceed; };
    if (options.propagate) {
        PropagatingSearch search(problem);
        const PropagationResult result =
            search.search(count, {}, options.limits, record);
        trace.result = result;
        trace.forced = result.forced;
        trace.contradictions = result.contradictions;
    } else {
        AlgorithmX search(problem, options.rule);
        trace.result = search.search(count, options.limits, record);
    }
    return trace;
}
// [end:step_recorder]

}  // namespace exact_cover
