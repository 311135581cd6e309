#include "exact_cover/propagation.hpp"

#include <utility>

namespace exact_cover {

// [start:find_singles]
std::vector<Forcing> find_singles(const RemainingMatrix& matrix) {
    std::vector<Forcing> singles;
    for (Item i = 0; i < matrix.problem().primary_count(); ++i) {
        if (matrix.is_covered(i) || matrix.len(i) != 1) continue;
        for (Option o : matrix.column(i))
            if (matrix.is_alive(o)) {
                singles.push_back({o, i});
                break;
            }
    }
    return singles;
}
// [end:find_singles]

std::optional<Item> find_empty_item(const RemainingMatrix& matrix) {
    for (Item i = 0; i < matrix.problem().primary_count(); ++i)
        if (!matrix.is_covered(i) && matrix.len(i) == 0) return i;
    return std::nullopt;
}

// [start:propagate]
Propagation propagate(RemainingMatrix matrix) {
    Propagation result{.outcome = PropagationOutcome::stuck,
                       .forced = {},
                       .empty_item = std::nullopt,
                       .clash = std::nullopt,
                       .options_at_start = matrix.options_remaining(),
                       .items_at_start = matrix.items_remaining(),
                       .rounds = {},
                       .remaining = std::move(matrix)};
    RemainingMatrix& m = result.remaining;
    for (;;) {
        if ((result.empty_item = find_empty_item(m))) {
            result.outcome = PropagationOutcome::contradiction;
            return result;
        }
        if (m.primary_items_remaining() == 0) {
            result.outcome = PropagationOutcome::solved;
            return result;
        }
        PropagationRound round;
        for (const Forcing& single : find_singles(m)) {
            // chosen or removed earlier this round
            if (!m.is_alive(single.option)) continue;
            m.choose(single.option);
            round.forced.push_back(single);
            result.forced.push_back(single.option);
        }
        if (round.forced.empty()) {
            result.outcome = PropagationOutcome::stuck;
            return result;
        }
        round.options_remaining = m.options_remaining();
        round.items_remaining = m.items_remaining();
        result.rounds.push_back(std::move(round));
    }
}
// [end:propagate]

// [start:propagate_given]
Propagation propagate(const Problem& problem, std::span<const Option> given) {
    RemainingMatrix matrix(problem);
    for (Option o : given) {
        if (std::optional<Clash> clash = matrix.clash_with_chosen(o)) {
            // no cover holds both: an answer, reached before any round
            Propagation clashed{.outcome = PropagationOutcome::contradiction,
                                .forced = {},
                                .empty_item = std::nullopt,
                                .clash = clash,
                                .options_at_start = matrix.options_remaining(),
                                .items_at_start = matrix.items_remaining(),
                                .rounds = {},
                                .remaining = std::move(matrix)};
            return clashed;
        }
        matrix.choose(o);
    }
    return propagate(std::move(matrix));
}
// [end:propagate_given]

}  // namespace exact_cover
