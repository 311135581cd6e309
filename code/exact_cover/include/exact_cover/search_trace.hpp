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

namespace exact_cover {

/// One move of a recorded search, and why it was made.
struct TraceStep {
    /// What happened.
    enum class Kind : std::uint8_t {
        /// the search tried `option`, the k-th of the m options of `item`, the item it
        /// branched on (m = 1: the item had one option left, a forced move)
        try_option = 1,
        /// propagation chose `option` because `item` had no other option left
        force = 2,
        /// `option` was taken back: its branch is done, or its node failed
        undo = 3,
        /// `item` has no option left: a dead end, the search backs up
        dead_end = 4,
        /// every primary item is covered: the options chosen are an exact cover
        solution = 5,
    };
    Kind kind = Kind::try_option;  ///< what happened
    /// the number of branch choices on the path to this step (0 at the root)
    std::uint32_t depth = 0;
    std::int64_t item = -1;    ///< the item the move is about, or -1
    std::int64_t option = -1;  ///< the option chosen or taken back, or -1
    std::uint32_t k = 0;       ///< which option of the item's list (from 1), or 0
    std::uint32_t m = 0;       ///< the options the item had left, or 0
    std::uint64_t nodes = 0;   ///< search nodes so far, this step included
};

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
    /// False when the trace reached TraceOptions::max_steps before the search ended
    /// (the result's ending is then Ending::budget: the steps were the budget).
    bool complete = true;
    /// The search's counters up to where it stopped (all of it when `complete`).
    SearchResult result;
    /// What propagation forced (zero without TraceOptions::propagate).
    std::uint64_t forced = 0;
    /// Nodes where propagation found an item with no option left.
    std::uint64_t contradictions = 0;
};

/// Searches @p problem as Algorithm X does under TraceOptions::rule (chapter 5) or,
/// with TraceOptions::propagate, as PropagatingSearch does (chapter 8), and records
/// every move. It makes the same choices as those engines, in the same order, so its
/// node count equals theirs and its solutions come in the same order (the tests check
/// both); it is a separate walk only so that the engines' listings stay free of
/// recording.
[[nodiscard]] SearchTrace record_search(const Problem& problem,
                                        const TraceOptions& options = {});

}  // namespace exact_cover
