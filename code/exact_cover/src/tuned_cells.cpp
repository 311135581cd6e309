#include "exact_cover/tuned_cells.hpp"

#include <algorithm>
#include <limits>
#include <span>
#include <stdexcept>
#include <string>

namespace exact_cover {

namespace {

// The helpers of the search below are small functions for the reader's sake; the search
// relies on their being part of its loop, where its locals stay in registers, in each
// of the versions start() compiles. So inlining is asked for, not left to the
// compiler's judgement of size, which changes with the number of versions.
#define CELLS_INLINE [[gnu::always_inline]] inline

// [start:tally]
// What a search counts as it goes, in variables of its own: the updates always, the
// mems only when asked (Counting::mems), so that the search that does not count them
// pays nothing for them.
template <bool CountMems>
struct Tally {
    std::uint64_t mem_count = 0;
    std::uint64_t update_count = 0;
    void mems(std::uint64_t n) noexcept {
        if constexpr (CountMems) mem_count += n;
    }
    void update() noexcept { ++update_count; }
};
// [end:tally]

}  // namespace

TunedCells::TunedCells(Counting counting, DoomTest doom)
    : counting_(counting), doom_(doom) {}

TunedCells::TunedCells(const Problem& problem, Counting counting, DoomTest doom)
    : counting_(counting), doom_(doom) {
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
    Index start = 0;
    uncoverable_ = false;
    for (std::size_t i = 0; i < n; ++i) {
        spans_[i].start = start;
        start += spans_[i].size;
        uncoverable_ |= i < primary && spans_[i].size == 0;
    }
    set_.resize(static_cast<std::size_t>(start));
    reset();
    build_bitsets();
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

// The rows of bits of DoomTest::before_hiding, when it is asked for and the problem
// allows it: the options numbered in the order they are stored, each node's number in
// bit_, and for each item the row of its options.
void TunedCells::build_bitsets() {
    const std::size_t options = nodes_.size() - set_.size();  // a spacer each
    words_ = (options + 63) / 64;
    bitsets_ = doom_ == DoomTest::before_hiding && colours_.empty() &&
               spans_.size() * words_ <= max_bitset_words;
    if (!bitsets_) {
        options_of_.clear();
        bit_.clear();
        return;
    }
    options_of_.assign(spans_.size() * words_, 0);
    bit_.resize(nodes_.size());
    Index bit = 0;
    for (Index q = 0; q < static_cast<Index>(nodes_.size()); ++q) {
        bit_[q] = bit;
        const Index item = nodes_[q].item;
        if (is_spacer(item)) {
            ++bit;
        } else {
            options_of_[item * words_ + bit / 64] |= std::uint64_t{1} << (bit % 64);
        }
    }
}

// [start:swap_out]
// Removes an item from the active items, a sparse set: the last active item takes its
// place, and it stands just past the active ones, where restoring the set's size finds
// it again.
template <class Tally>
void TunedCells::swap_out(Index item, Tally& tally) {
    active_.remove(item);
    tally.mems(6);
    tally.update();
}
// [end:swap_out]

// [start:others]
// Calls f(q) for the other nodes q of node t's option, from the one after t round to
// the one before it, and stops, answering false, as soon as f does. The spacer after
// the option sends the walk back to its first node.
template <class Tally, class F>
CELLS_INLINE bool TunedCells::for_others(Index t, Tally& tally, F&& f) {
    for (Index q = t + 1; q != t;) {
        const Index item = nodes_[q].item;
        tally.mems(1);
        if (is_spacer(item)) {  // back by the option's length (q + item wraps round)
            q += item;
        } else {
            if (!f(q)) return false;
            ++q;
        }
    }
    return true;
}
// [end:others]

// [start:remove_option]
// Removes the option of node t from the sets of its other items: each of its nodes is
// swapped with the last member of its item's set, which shrinks by one. With Check, it
// stops (answering false) before it would leave an active primary item with no option:
// then the option being tried cannot lead to a cover.
template <bool Check, bool Colours, class Tally>
CELLS_INLINE bool TunedCells::remove_option(Index t, Tally& tally) {
    return for_others(t, tally, [&](Index q) {
        const Node node = nodes_[q];  // (read by for_others: no mem more)
        if constexpr (Colours) {
            // an item made inactive above this level (a purified one) keeps its set as
            // it was then: nothing reads it before the sizes are restored
            tally.mems(1);
            if (active_.position(node.item) >= before_) return true;
        }
        Span& span = spans_[node.item];
        const Index last = span.start + span.size - 1;
        tally.mems(1);
        if (Check && last == span.start && node.item < primary_) {
            tally.mems(1);
            if (active_.contains(node.item)) return false;
        }
        const Index other = set_[last];  // the set's last member takes q's place
        span.size -= 1;
        set_[last] = q;
        set_[node.loc] = other;
        nodes_[q].loc = last;
        nodes_[other].loc = node.loc;
        tally.mems(6);
        tally.update();
        return true;
    });
}
// [end:remove_option]

// [start:hide]
// Removes every option still in item's set from the sets of its other items. The item
// is inactive already, and its own set is left as it is: for the item a level chooses,
// those are the options the level tries. With a colour (a secondary item that the
// option chosen colours, Colours only), the options that give the item the same colour
// stay: Algorithm C's purification, done by the same removals.
template <bool Check, bool Colours, bool Bits, class Tally>
CELLS_INLINE bool TunedCells::hide(Index item, Index colour, Tally& tally) {
    const Span span = spans_[item];
    tally.mems(1);
    for (Index r = span.start; r < span.start + span.size; ++r) {
        tally.mems(1);
        const Index t = set_[r];
        if constexpr (Colours) {
            if (colour != 0) {  // purifying: the options of the same colour stay
                tally.mems(1);
                if (colours_[t] == colour) continue;
            }
        }
        if constexpr (Bits) {  // out of the sets, out of the live options
            live_[bit_[t] / 64] &= ~(std::uint64_t{1} << (bit_[t] % 64));
            tally.mems(2);
        }
        if (!remove_option<Check, Colours>(t, tally)) return false;
    }
    return true;
}
// [end:hide]

// [start:doomed]
// DoomTest::before_hiding: is the option of @p node doomed? The options it spares
// are the live ones (not hidden yet) that contain none of its items, and it is doomed
// if some active primary item has none of them: its hides would empty that item's set.
// The options of the item chosen, @p node's among them, are not live any more (the
// level hid them), and the option's other items are swapped out of the active items
// already: they are covered, not doomed.
template <class Tally>
bool TunedCells::doomed(Index node, Tally& tally) {
    const std::size_t words = words_;
    std::uint64_t* spared = spared_.data();
    const auto spare = [&](Index item) {  // spared -= the options of item
        const std::uint64_t* row = options_of_.data() + item * words;
        for (std::size_t w = 0; w < words; ++w) spared[w] &= ~row[w];
        tally.mems(words);
    };
    std::copy(live_.begin(), live_.end(), spared_.begin());
    tally.mems(words);
    (void)for_others(node, tally, [&](Index q) {
        spare(nodes_[q].item);
        return true;
    });
    for (std::size_t k = 0; k < active_.size(); ++k) {
        const Index item = active_[k];
        tally.mems(1);
        if (item >= primary_) continue;
        const std::uint64_t* row = options_of_.data() + item * words;
        std::uint64_t left = 0;
        for (std::size_t w = 0; w < words; ++w) left |= row[w] & spared[w];
        tally.mems(words);
        if (left == 0) return true;
    }
    return false;
}
// [end:doomed]

// [start:choose_item]
// Knuth's rule: the active primary item with the fewest options, the first in the
// active list on ties; `none` when no primary item is left (a solution). It stops at a
// set of one, which no other can beat.
template <class Tally>
TunedCells::Index TunedCells::choose_item(Tally& tally) {
    Index best = none;
    Index least = std::numeric_limits<Index>::max();
    for (std::size_t k = 0; least > 1 && k < active_.size(); ++k) {
        const Index item = active_[k];
        tally.mems(1);
        if (item >= primary_) continue;
        tally.mems(1);
        if (spans_[item].size < least) best = item, least = spans_[item].size;
    }
    return best;
}
// [end:choose_item]

// [start:save]
// The trail: once a level has covered its item, the sizes of every set and of the
// active items. Everything removed after that, by this level's options and the levels
// below them, is a shrinking of those sets (positions past a size saved here are never
// touched until the size comes back), so putting these sizes back undoes it all.
// ssxc1 saves the sizes of the items active now, in pairs (item, size); this copies
// every item's span in one block: the sets of the items inactive already never change
// before these sizes come back, so restoring theirs is harmless. The mems counted are
// ssxc1's.
template <bool Colours, class Tally>
void TunedCells::save_sizes(std::size_t level, Tally& tally) {
    const std::size_t n = spans_.size();
    if (saved_.size() < (level + 1) * n) saved_.resize((level + 1) * n);
    std::copy(spans_.begin(), spans_.end(), saved_.begin() + level * n);
    if (saved_active_.size() <= level) saved_active_.resize(level + 1);
    saved_active_[level] = active_.size();
    tally.mems(3 * std::uint64_t{active_.size()} + (Colours ? 1 : 0));
}

template <class Tally>
void TunedCells::restore_sizes(std::size_t level, Tally& tally) {
    const std::size_t n = spans_.size();
    const auto from = saved_.begin() + level * n;
    std::copy(from, from + n, spans_.begin());
    active_.restore(saved_active_[level]);
    tally.mems(2 + 2 * std::uint64_t{active_.size()});
}
// [end:save]

// With DoomTest::before_hiding, the live options are saved and restored with the
// sizes.
template <class Tally>
void TunedCells::save_live(std::size_t level, Tally& tally) {
    if (saved_live_.size() < (level + 1) * words_)
        saved_live_.resize((level + 1) * words_);
    std::copy(live_.begin(), live_.end(), saved_live_.begin() + level * words_);
    tally.mems(words_);
}

template <class Tally>
void TunedCells::restore_live(std::size_t level, Tally& tally) {
    const auto live = saved_live_.begin() + level * words_;
    std::copy(live, live + words_, live_.begin());
    tally.mems(words_);
}

// [start:search]
// The search as ssxc1's (ssxcc1's with colours): Algorithm X on the sets. A level
// chooses an item, swaps it out and hides its options, saves the sizes, then tries its
// options one by one: all of the option's other items are swapped out first, then
// their options are hidden (a hide that would empty an active primary item abandons the
// option), so that an item the option covers never counts as a dead end. Trying the
// next option begins by restoring the sizes. With Bits (DoomTest::before_hiding), the
// option is tested for doom on the rows of bits between the swaps and the hides, and a
// doomed one hides nothing.
template <bool Colours, bool Bits, class Tally>
void TunedCells::run(const SolutionVisitor* visit, const Limits& limits) {
    Tally tally;  // a local: its counters live in registers, not in memory
    std::size_t level = 0;
    Index best = 0;    // the item chosen at this level
    Index choice = 0;  // where the option tried stands in best's set
    Index node = 0;    // that option's node in best's set
forward:               // a new level: a node of the tree, unless it is the root
    if (level > 0) {
        if (!may_visit(stats_, limits)) goto done;
        count_node(stats_, level - 1);
    }
    best = choose_item(tally);
    if (best == none) {  // no primary item left: a solution
        Next verdict = Next::proceed;
        if (visit) {
            solution_.clear();
            for (std::size_t k = 0; k < level; ++k)
                solution_.push_back(option_of(choice_[k]));
            verdict = (*visit)(solution_);
        }
        if (count_solution(stats_, limits, verdict) == Next::stop) goto done;
        goto backup;
    }
    swap_out(best, tally);  // cover best: out of the active items,
    before_ = static_cast<Index>(active_.size());
    (void)hide<false, Colours, Bits>(best, 0, tally);  // its options out of other sets
    choice = spans_[best].start;
    save_sizes<Colours>(level, tally);
    if (bitsets_) save_live(level, tally);
advance:  // try the option at `choice` in best's set, if there is one
    tally.mems(Colours ? 0 : 1);  // (ssxcc1 does not check: best has an option)
    if (choice >= spans_[best].start + spans_[best].size) goto backup;
    node = choice_[level] = set_[choice];
    tally.mems(2);
    before_ = static_cast<Index>(active_.size());
    (void)for_others(node, tally, [&](Index q) {  // the option's other items
        if constexpr (Colours) {                  // a purified item is out already
            tally.mems(1);
            if (!active_.contains(nodes_[q].item)) return true;
            tally.mems(5);
            active_.remove(nodes_[q].item);
            tally.update();
        } else {
            swap_out(nodes_[q].item, tally);
        }
        return true;
    });
    if constexpr (Bits) {  // doomed? Then nothing is hidden: only the swaps to undo
        if (doomed(node, tally)) {
            active_.restore(before_);
            tally.mems(1);
            if (choice + 1 >= spans_[best].start + spans_[best].size) goto backup;
            ++choice;
            goto advance;
        }
    }
    if (!for_others(node, tally, [&](Index q) {
            const Index item = nodes_[q].item;
            if constexpr (Colours) {
                if (item >= primary_) {  // purify it, or cover it if uncoloured,
                    tally.mems(1);       // unless it was purified above
                    if (active_.position(item) >= before_) return true;
                    tally.mems(1);
                    return hide<true, true, false>(item, colours_[q], tally);
                }
            }
            // (with Bits, doomed() has made sure that no active primary item's set
            // will be emptied)
            return hide<!Bits, Colours, Bits>(item, 0, tally);
        }))
        goto abort;
    ++level;
    if (choice_.size() <= level) choice_.resize(level + 1);
    goto forward;
backup:  // this level is done: back to the level above
    if (level == 0) goto done;
    --level;
    node = choice_[level];
    best = nodes_[node].item;
    choice = nodes_[node].loc;  // best's set is as it was: no level below touched it
    tally.mems(2);
abort:  // the next option at this level, once the sizes are back
    tally.mems(1);
    if (choice + 1 >= spans_[best].start + spans_[best].size) goto backup;
    restore_sizes(level, tally);
    if (bitsets_) restore_live(level, tally);
    ++choice;
    goto advance;
done:
    stats_.mems = tally.mem_count;
    stats_.updates = tally.update_count;
}
// [end:search]

// [start:start]
SearchResult TunedCells::start(const SolutionVisitor* visit, Limits limits) {
    stats_ = SearchResult{};
    if (!may_search(stats_, limits) || uncoverable_) return stats_;
    reset();
    if (choice_.empty()) choice_.resize(1);
    if (bitsets_) {  // every option live, in every row of the search
        live_.assign(words_, 0);
        for (std::size_t b = 0; b < nodes_.size() - set_.size(); ++b)
            live_[b / 64] |= std::uint64_t{1} << (b % 64);
        spared_.assign(words_, 0);
    }
    const bool colours = !colours_.empty();  // (never with bitsets)
    if (counting_ == Counting::mems)
        colours    ? run<true, false, Tally<true>>(visit, limits)
        : bitsets_ ? run<false, true, Tally<true>>(visit, limits)
                   : run<false, false, Tally<true>>(visit, limits);
    else
        colours    ? run<true, false, Tally<false>>(visit, limits)
        : bitsets_ ? run<false, true, Tally<false>>(visit, limits)
                   : run<false, false, Tally<false>>(visit, limits);
    return stats_;
}
// [end:start]

SearchResult TunedCells::search(const SolutionVisitor& visit, Limits limits) {
    return start(&visit, limits);
}

SearchResult TunedCells::count_solutions(Limits limits) {
    return start(nullptr, limits);
}

std::optional<std::vector<Option>> TunedCells::first_solution() {
    return first_solution_of(*this);
}

Option TunedCells::option_of(Index node) const noexcept {
    Index q = node;
    while (!is_spacer(nodes_[q].item)) ++q;
    return static_cast<Option>(nodes_[q].loc);
}

}  // namespace exact_cover
