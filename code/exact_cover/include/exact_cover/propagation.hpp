/// @file
/// Propagation: choosing the options that the remaining matrix forces, round after
/// round, until the problem is solved, contradicts itself, or is stuck (chapter 4).
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <vector>

#include "exact_cover/problem.hpp"
#include "exact_cover/remaining_matrix.hpp"

namespace exact_cover {

/// How propagation ended.
enum class PropagationOutcome {
    /// every primary item is covered: the chosen options are an exact cover
    solved,
    /// some uncovered primary item has no option left: there is no exact cover
    contradiction,
    /// every uncovered primary item has two or more options left: a search must guess
    stuck,
};

/// One forced option and the reason for it.
struct Forcing {
    Option option = 0;  ///< the option that was forced
    /// The primary item whose only remaining option it was, the leftmost one if
    /// several. For Sudoku the item's family tells the kind of single: a cell item
    /// gives a naked single, a row, column or box item a hidden single.
    Item item = 0;

    /// Equal when the option and the item are.
    friend bool operator==(const Forcing&, const Forcing&) = default;
};

/// What one round of propagation did and left.
struct PropagationRound {
    /// The options forced in this round, in the order they were chosen: all the primary
    /// items that had a single option at the start of the round, scanned left to right.
    std::vector<Forcing> forced;
    std::size_t options_remaining = 0;  ///< rows (alive options) left after the round
    /// columns (uncovered items, primary and secondary) left after it
    std::size_t items_remaining = 0;
};

/// The result of propagate(): the outcome, what was forced and why, and the final
/// state.
struct Propagation {
    PropagationOutcome outcome = PropagationOutcome::stuck;  ///< how propagation ended
    /// The options forced, in the order they were chosen (the given options excluded).
    std::vector<Option> forced;
    /// For a contradiction, the leftmost uncovered primary item with no option left.
    std::optional<Item> empty_item;
    /// For givens that clash (propagate() with givens), the first clash: then
    /// nothing was propagated and there is no empty_item.
    std::optional<Clash> clash;
    /// rows left after the given options, before round 1
    std::size_t options_at_start = 0;
    /// columns left after the given options, before round 1
    std::size_t items_at_start = 0;
    /// one entry per round that forced something
    std::vector<PropagationRound> rounds;
    /// The remaining matrix at the end; its chosen() are the given options then the
    /// forced ones. A search can continue from it when propagation is stuck.
    RemainingMatrix remaining;
};

/// The primary items of @p matrix that are uncovered and have exactly one alive option,
/// each with that option, items ascending: the forcings of the next round.
[[nodiscard]] std::vector<Forcing> find_singles(const RemainingMatrix& matrix);

/// The leftmost uncovered primary item of @p matrix with no alive option, if any.
[[nodiscard]] std::optional<Item> find_empty_item(const RemainingMatrix& matrix);

/// Propagates on @p matrix: while no primary item is empty and some are uncovered,
/// chooses every option that find_singles() reports and that is still alive, one round
/// at a time. Options a round meant to force but an earlier forcing of the same round
/// removed are skipped; their items are then empty and the next check reports the
/// contradiction. Only primary items force, so an option made of secondary items alone
/// is never chosen.
[[nodiscard]] Propagation propagate(RemainingMatrix matrix);

/// Propagates on @p problem after choosing @p given (for Sudoku, the options of the
/// givens). The problem must outlive the result. Givens that clash (a given repeated,
/// or sharing an item with an earlier one) are an answer, not an error: no cover holds
/// them, so the outcome is a contradiction, with the clash and nothing propagated.
/// @throws std::invalid_argument if a given option does not exist.
[[nodiscard]] Propagation propagate(const Problem& problem,
                                    std::span<const Option> given = {});
/// Not on a temporary problem: the result's remaining matrix would outlive it.
Propagation propagate(const Problem&& problem,
                      std::span<const Option> given = {}) = delete;

}  // namespace exact_cover
