#include "exact_cover/tuned_cells.hpp"

#include "exact_cover/measuring/cells_search.hpp"

#include <algorithm>
#include <limits>
#include <span>
#include <stdexcept>
#include <string>

namespace exact_cover {

TunedCells::TunedCells(const Problem& problem) {
    build<false>(
        problem.item_count(), problem.primary_count(), problem.option_count(),
        problem.entry_count(), [&](Option o) { return problem.option(o); },
        problem.has_colours() ? &problem : nullptr);
}

void TunedCells::load(const ProblemArrays& problem) {
    if (const std::optional<std::string> why = problem.layout_error()) refuse(*why);
    // The items of each option are checked as they are stored (build<true>).
    build<true>(
        problem.item_count, problem.primary_count, problem.offsets.size() - 1,
        problem.entries.size(), [&problem](Option o) { return problem.option(o); },
        nullptr);
}

void TunedCells::refuse(const std::string& why) {
    build<false>(
        0, 0, 0, 0, [](Option) { return std::span<const std::uint32_t>{}; }, nullptr);
    throw std::invalid_argument(why);
}

// The options with a primary item, one after another with a spacer after each (the
// others can never be chosen, and ssxc1 drops them too), with their colours when
// @p coloured (the problem again) has any; reset() then fills the sets. With Check, the
// items of bare arrays are checked as they come.
// [start:cells_build]
template <bool Check, class ItemsOf>
void TunedCells::build(std::size_t n, std::size_t primary, std::size_t options,
                       std::size_t entries, ItemsOf items_of, const Problem* coloured) {
    const std::size_t size = entries + options;
    if (size >= std::size_t{1} << 31)  // an index of 2^31 or more would be a spacer
        throw std::length_error("the problem needs " + std::to_string(size) +
                                " nodes, 2^31 or more");
    const auto index = [](std::size_t k) { return static_cast<Index>(k); };
    primary_ = index(primary);
    spans_.assign(n, {0, 0});  // the sizes first: how many options each item has
    nodes_.clear();
    nodes_.reserve(size);
    colours_.clear();
    for (Option o = 0; o < options; ++o) {
        const auto items = items_of(o);
        bool has_primary = false;
        for (const auto item : items) {
            if (Check && item >= n) refuse(ProblemArrays::item_error(o, item, n));
            has_primary |= item < primary;
        }
        if (!has_primary) continue;
        const Index first = index(nodes_.size());
        for (const auto item : items) {
            // a repeated item is this option's last node so far in its set
            if (Check && spans_[item].start > first)
                refuse(ProblemArrays::item_error(o, item, std::nullopt));
            nodes_.push_back({index(item), 0});
            spans_[item].size += 1;
            spans_[item].start = index(nodes_.size());  // (a mark, until below)
        }
        nodes_.push_back({0u - index(items.size()), index(o)});
        if (coloured) {
            for (const Colour colour : coloured->option_colours(o))
                colours_.push_back(index(colour));
            colours_.push_back(0);  // the spacer's
        }
    }
    // [end:cells_build]
    // [start:cells_spans]
    Index start = 0;
    uncoverable_ = false;
    for (std::size_t i = 0; i < n; ++i) {
        spans_[i].start = start;
        start += spans_[i].size;
        uncoverable_ |= i < primary && spans_[i].size == 0;
    }
    set_.resize(static_cast<std::size_t>(start));
    reset();
}

// Every set whole again, in the order of the options, and every item active: the
// state the constructor leaves and every search starts from, since a search leaves the
// sets' members in place but not their order.
void TunedCells::reset() {
    for (Span& span : spans_) span.size = 0;
    active_ = SparseSet(spans_.size());  // every item, in order
    for (Index q = 0; q < static_cast<Index>(nodes_.size()); ++q) {
        Node& node = nodes_[q];
        if (is_spacer(node.item)) continue;
        Span& span = spans_[node.item];
        node.loc = span.start + span.size++;
        set_[node.loc] = q;
    }
}
// [end:cells_spans]

// The search in the version the library ships: updates only, ssxc1's tree.
void TunedCells::run() { CellsSearch<ShippedCells>(*this).run(); }

Option TunedCells::option_of(Index node) const noexcept {
    Index q = node;
    while (!is_spacer(nodes_[q].item)) ++q;
    return static_cast<Option>(nodes_[q].loc);
}

}  // namespace exact_cover
