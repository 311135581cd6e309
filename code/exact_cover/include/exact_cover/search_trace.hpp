/// @file
/// A search recorded move by move, with the reason for each move: what the book's live
/// player replays in the browser (the Try it page).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "exact_cover/problem.hpp"
#include "exact_cover/search.hpp"
#include "exact_cover/search_observer.hpp"

namespace exact_cover {

/// How record_search() searches and how much it keeps.
struct TraceOptions {
    /// Propagate singles to a fixed point at every node (chapter 8's
    /// PropagatingSearch without the subset rule); otherwise plain Algorithm X with
    /// the fewest-options rule (chapter 5), which walks Dancing Links' tree too.
    bool propagate = false;
    /// The item Algorithm X branches on (ignored with `propagate`, which always takes
    /// the fewest options, as PropagatingSearch does).
    ItemChoice rule = ItemChoice::fewest_options;
    /// Stop recording, and searching, after this many steps: a trace must fit in a
    /// page.
    std::size_t max_steps = 100'000;
    /// The search's own limits, as every solver takes them.
    Limits limits;
};

/// A recorded search: its steps, and what the search counted while recording.
struct SearchTrace {
    std::vector<TraceStep> steps;  ///< the moves, in order
    /// The search's counters up to where it stopped. A trace that reached
    /// TraceOptions::max_steps before the search ended stops it as a spent budget
    /// does: its ending is then Ending::budget.
    SearchResult result;
    /// What propagation forced (zero without TraceOptions::propagate).
    std::uint64_t forced = 0;
    /// Nodes where propagation found an item with no option left.
    std::uint64_t contradictions = 0;
};

/// An observer that writes each move into @p steps until it holds @p max_steps, and
/// then answers Next::stop: the recorder of every trace. @p steps must outlive it.
[[nodiscard]] StepObserver step_recorder(std::vector<TraceStep>& steps,
                                         std::size_t max_steps);

/// Searches @p problem as Algorithm X does under TraceOptions::rule (chapter 5) or,
/// with TraceOptions::propagate, as PropagatingSearch does (chapter 8), and records
/// every move: the engines' own searches, watched by step_recorder(), so the trace is
/// their tree, node for node, with their counters.
[[nodiscard]] SearchTrace record_search(const Problem& problem,
                                        const TraceOptions& options = {});

}  // namespace exact_cover
