/// @file
/// Knuth's Algorithm X on the remaining matrix, without links: choose an item, try each
/// of its options, reduce, recurse, restore (chapter 5).
#pragma once

#include <cstdint>
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
    /// the visitor answers Next::stop or a limit of @p limits is reached. Returns what
    /// the search did.
    SearchResult search(const SolutionVisitor& visit, Limits limits = {});
    /// Counts the exact covers, no further than @p limits allow (Limits::solutions = 2
    /// decides uniqueness: the count is 1 exactly when the cover is unique).
    [[nodiscard]] SearchResult count_solutions(Limits limits = {});
    /// The first exact cover the search finds, or nothing if there is none.
    [[nodiscard]] std::optional<std::vector<Option>> first_solution();

    /// The item-choice rule this solver uses.
    [[nodiscard]] ItemChoice rule() const noexcept { return rule_; }

private:
    Next explore(std::size_t depth);
    SearchResult run(const SolutionVisitor* visit, Limits limits);

    RemainingMatrix matrix_;
    ItemChoice rule_;
    const SolutionVisitor* visit_ = nullptr;  // none when only counting
    Limits limits_;
    SearchResult result_;
};

}  // namespace exact_cover
