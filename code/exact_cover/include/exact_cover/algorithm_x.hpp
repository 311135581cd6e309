/// @file
/// Knuth's Algorithm X on the remaining matrix, without links: choose an item, try each
/// of its options, reduce, recurse, restore (chapter 5).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "exact_cover/engine_shell.hpp"
#include "exact_cover/problem.hpp"
#include "exact_cover/remaining_matrix.hpp"
#include "exact_cover/search.hpp"
#include "exact_cover/search_observer.hpp"

namespace exact_cover {

/// The item Algorithm X branches on in @p matrix under @p rule: among the uncovered
/// primary items, the leftmost one (ItemChoice::first) or the one with the fewest alive
/// options, leftmost on ties (ItemChoice::fewest_options). Nothing when every primary
/// item is covered.
[[nodiscard]] std::optional<Item> choose_item(const RemainingMatrix& matrix,
                                              ItemChoice rule);

/// Algorithm X: a depth-first search for exact covers on a RemainingMatrix.
///
/// At each node it chooses an item with choose_item(), then tries the item's alive
/// options in ascending order: choose the option (reduce), search the smaller matrix,
/// unchoose it (restore). The search may start from a partly solved matrix, for
/// instance the one that propagate() leaves; its solutions then begin with the options
/// already chosen there. Each run restores the starting matrix, so a solver can be run
/// again.
///
/// The search branches on primary items only, so an option made of secondary items
/// alone is never chosen (Knuth's dlx programs ignore such options too): the solutions
/// are the exact covers that use no such option.
class AlgorithmX : public EngineShell<AlgorithmX> {
public:
    /// A solver for the whole of @p problem, which must outlive it.
    explicit AlgorithmX(const Problem& problem,
                        ItemChoice rule = ItemChoice::fewest_options);
    /// Not for a temporary problem: the solver would outlive it.
    explicit AlgorithmX(const Problem&& problem,
                        ItemChoice rule = ItemChoice::fewest_options) = delete;
    /// A solver that starts from @p start, keeping the options chosen there.
    explicit AlgorithmX(RemainingMatrix start,
                        ItemChoice rule = ItemChoice::fewest_options);

    // search(), count_solutions() (Limits::solutions = 2 decides uniqueness: the count
    // is 1 exactly when the cover is unique) and first_solution() come from
    // EngineShell, whose search() the one below would hide without this (documented
    // there, not again here).
    /// @cond
    using EngineShell::search;
    /// @endcond
    /// search(), watched: @p observer is told each move as the search makes it
    /// (%search_observer.hpp): an option tried (TraceStep::Kind::try_option, the k-th
    /// of the m alive options of the item chosen), taken back after its branch (undo),
    /// an item chosen with no option left (dead_end), a cover (solution). The tree and
    /// the counters are search()'s; an observer's Next::stop ends it as a spent budget.
    SearchResult search(const SolutionVisitor& visit, Limits limits,
                        const StepObserver& observer);

    /// The item-choice rule this solver uses.
    [[nodiscard]] ItemChoice rule() const noexcept { return rule_; }

private:
    friend class EngineShell<AlgorithmX>;
    void run();  // the search, started by EngineShell::start()
    template <class Observer>
    void walk(const Observer& watch);
    template <class Observer>
    Next explore(std::size_t depth, const Observer& watch);
    // A node of Algorithm X's tree is the option it tries (for report_cover()).
    static Option option_of(Option option) noexcept { return option; }

    RemainingMatrix matrix_;
    ItemChoice rule_;
};

}  // namespace exact_cover
