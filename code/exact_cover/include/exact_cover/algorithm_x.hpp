/// @file
/// Knuth's Algorithm X on the remaining matrix, without links: choose an item, try each
/// of its options, reduce, recurse, restore (chapter 5).
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "exact_cover/problem.hpp"
#include "exact_cover/remaining_matrix.hpp"
#include "exact_cover/search.hpp"

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
class AlgorithmX {
public:
    /// No limit for count_solutions().
    static constexpr std::uint64_t no_limit = std::numeric_limits<std::uint64_t>::max();

    /// A solver for the whole of @p problem, which must outlive it.
    explicit AlgorithmX(const Problem& problem,
                        ItemChoice rule = ItemChoice::fewest_options);
    /// Not for a temporary problem: the solver would outlive it.
    explicit AlgorithmX(const Problem&& problem,
                        ItemChoice rule = ItemChoice::fewest_options) = delete;
    /// A solver that starts from @p start, keeping the options chosen there.
    explicit AlgorithmX(RemainingMatrix start,
                        ItemChoice rule = ItemChoice::fewest_options);

    /// Passes every exact cover to @p visit, in the order the search finds them, until
    /// the visitor answers Next::stop. Returns the counters of the run (also kept in
    /// stats()).
    SearchStats search(const SolutionVisitor& visit);
    /// The first exact cover the search finds, or nothing if there is none.
    [[nodiscard]] std::optional<std::vector<Option>> first_solution();
    /// The number of exact covers, counting no further than @p limit (limit 2 decides
    /// uniqueness: the answer is 1 exactly when the cover is unique).
    [[nodiscard]] std::uint64_t count_solutions(std::uint64_t limit = no_limit);

    /// The counters of the last run.
    [[nodiscard]] const SearchStats& stats() const noexcept { return stats_; }
    /// Gives up once @p nodes search-tree nodes have been visited (0, the default:
    /// never), reporting `stopped` in the counters: a budget for measurements on hard
    /// inputs.
    void set_node_limit(std::uint64_t nodes) noexcept { node_limit_ = nodes; }

    /// The item-choice rule this solver uses.
    [[nodiscard]] ItemChoice rule() const noexcept { return rule_; }

private:
    Next explore(std::size_t depth);

    RemainingMatrix matrix_;
    ItemChoice rule_;
    const SolutionVisitor* visit_ = nullptr;
    SearchStats stats_;
    std::uint64_t node_limit_ = 0;
};

}  // namespace exact_cover
