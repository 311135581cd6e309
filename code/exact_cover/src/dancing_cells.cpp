#include "exact_cover/dancing_cells.hpp"

#include <iomanip>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string>

namespace exact_cover {

// [start:build]
// The options with a primary item, one after another with a spacer after each (the
// others can never be chosen, and ssxc1 drops them too), with their colours if the
// problem has any; reset() then fills the sets.
DancingCells::DancingCells(const Problem& problem) {
    const std::size_t size = problem.entry_count() + problem.option_count();
    if (size >= std::size_t{1} << 31)
        throw std::length_error("the problem needs " + std::to_string(size) +
                                " nodes, 2^31 or more");
    const auto index = [](std::size_t k) { return static_cast<Index>(k); };
    primary_ = index(problem.primary_count());
    spans_.assign(problem.item_count(), {0, 0});  // first, how many options each has
    nodes_.reserve(size);
    for (Option o = 0; o < problem.option_count(); ++o) {
        const auto items = problem.option(o);
        bool has_primary = false;
        for (const Item item : items) has_primary |= item < problem.primary_count();
        if (!has_primary) continue;
        for (const Item item : items) {
            nodes_.push_back({index(item), 0});
            spans_[item].size += 1;
        }
        nodes_.push_back({-index(items.size()), index(o)});
        // [start:colours.build]
        if (problem.has_colours()) {
            for (const Colour colour : problem.option_colours(o))
                colours_.push_back(index(colour));
            colours_.push_back(0);  // the spacer's
        }
        // [end:colours.build]
    }
    Index start = 0;
    for (std::size_t i = 0; i < spans_.size(); ++i) {
        spans_[i].start = start;
        start += spans_[i].size;
        uncoverable_ |= index(i) < primary_ && spans_[i].size == 0;
    }
    set_.resize(static_cast<std::size_t>(start));
    reset();
}
// [end:build]

// [start:reset]
// Every set whole again, in the order of the options, and every item active: the
// state the constructor leaves and every search starts from, since a search leaves the
// sets' members in place but not their order.
void DancingCells::reset() {
    for (Span& span : spans_) span.size = 0;
    active_ = SparseSet(spans_.size());  // every item, in order
    for (Index q = 0; q < static_cast<Index>(nodes_.size()); ++q) {
        Node& node = nodes_[q];
        if (node.item < 0) continue;  // a spacer
        Span& span = spans_[node.item];
        node.loc = span.start + span.size++;
        set_[node.loc] = q;
    }
}
// [end:reset]

// [start:swap_out]
// Removes an item from the active items, a sparse set: the last active item takes its
// place, and it stands just past the active ones, where restoring the set's size finds
// it again.
void DancingCells::swap_out(Index item) {
    active_.remove(item);
    result_.mems += 6;  // its place, the last active item, two stores, two places
    ++result_.updates;
}
// [end:swap_out]

// [start:others]
// Calls f(q) for the other nodes q of node t's option, from the one after t round to
// the one before it, and stops, answering false, as soon as f does. The spacer after
// the option sends the walk back to its first node.
template <class F>
bool DancingCells::for_others(Index t, F&& f) {
    for (Index q = t + 1; q != t;) {
        const Index item = nodes_[q].item;
        ++result_.mems;
        if (item < 0) {  // a spacer: back by the option's length
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
// Removes the option of node t from the sets of its other items: each of its nodes
// swaps places with the last member of its item's set, which shrinks by one. With
// check, it stops (answering false) before it would leave an active primary item with
// no option: then the option being tried cannot lead to a cover.
bool DancingCells::remove_option(Index t, bool check) {
    return for_others(t, [&](Index q) {
        const Node node = nodes_[q];  // (read by for_others: no mem more)
        // [start:colours.remove]
        if (!colours_.empty()) {
            // an item made inactive above this level (a purified one) keeps its set as
            // it was then: nothing reads it before the sizes are restored
            ++result_.mems;
            if (active_.position(node.item) >= before_) return true;
        }
        // [end:colours.remove]
        Span& span = spans_[node.item];
        const Index last = span.start + span.size - 1;  // the set's last member
        ++result_.mems;
        if (check && last == span.start && node.item < primary_) {
            ++result_.mems;
            if (active_.contains(node.item)) return false;
        }
        const Index other = set_[last];  // takes q's place
        span.size -= 1;
        set_[last] = q;
        set_[node.loc] = other;
        nodes_[q].loc = last;
        nodes_[other].loc = node.loc;
        result_.mems += 6;
        ++result_.updates;
        return true;
    });
}
// [end:remove_option]

// [start:hide]
// Removes every option still in item's set from the sets of its other items. The item
// is inactive already, and its own set is left as it is: for the item a level chooses,
// those are the options the level tries. With a colour (a secondary item that the
// option chosen colours), the options that give the item the same colour stay:
// Algorithm C's purification, done by the same removals.
bool DancingCells::hide(Index item, Index colour, bool check) {
    const Span span = spans_[item];
    ++result_.mems;
    for (Index r = span.start; r < span.start + span.size; ++r) {
        const Index t = set_[r];
        ++result_.mems;
        // [start:colours.hide]
        if (colour != 0) {  // purifying: the options of the same colour stay
            ++result_.mems;
            if (colours_[t] == colour) continue;
        }
        // [end:colours.hide]
        if (!remove_option(t, check)) return false;
    }
    return true;
}
// [end:hide]

// [start:choose_item]
// Knuth's rule: the active primary item with the fewest options, the first in the
// active list on ties; -1 when no primary item is left (a solution). It stops at a set
// of one, which no other can beat.
DancingCells::Index DancingCells::choose_item() {
    Index best = -1;
    Index least = std::numeric_limits<Index>::max();
    for (std::size_t k = 0; least > 1 && k < active_.size(); ++k) {
        const Index item = active_[k];
        ++result_.mems;
        if (item >= primary_) continue;
        ++result_.mems;
        if (spans_[item].size < least) best = item, least = spans_[item].size;
    }
    return best;
}
// [end:choose_item]

// [start:save]
// The trail: once a level has covered its item, the size of each active item's set,
// in pairs (item, size), as ssxc1 saves them; the number of pairs is the size of the
// active items. Everything removed after that, by this level's options and the levels
// below them, is a shrinking of those sets (positions past a size saved here are never
// touched until the size comes back), so putting these sizes back undoes it all. The
// sets of inactive items need no saving: nothing changes them below. False, with the
// search's ending Ending::budget, when the trail would pass trail_limit().
// [start:save_sizes]
bool DancingCells::save_sizes(Index level) {
    if (saved_.size() < static_cast<std::size_t>(level) + 2)
        saved_.resize(static_cast<std::size_t>(level) + 2);
    if (saved_[level] + active_.size() > trail_limit(nodes_.size())) {
        result_.ending = Ending::budget;
        return false;
    }
    trail_.resize(saved_[level]);  // what deeper levels saved before is spent
    for (std::size_t k = 0; k < active_.size(); ++k) {
        const Index item = active_[k];
        trail_.push_back({item, spans_[item].size});
        result_.mems += 3;
        result_.trail_mems += 3;
    }
    // [start:colours.save]
    if (!colours_.empty()) ++result_.mems;  // (ssxcc1 counts one more)
    if (!colours_.empty()) ++result_.trail_mems;
    // [end:colours.save]
    saved_[level + 1] = trail_.size();
    return true;
}
// [end:save_sizes]

void DancingCells::restore_sizes(Index level) {
    const std::size_t from = saved_[level];
    const std::size_t to = saved_[level + 1];
    // [start:pairs_restore]
    for (std::size_t k = from; k < to; ++k)
        spans_[trail_[k].item].size = trail_[k].size;
    active_.restore(to - from);
    // [end:pairs_restore]
    result_.mems += 2 + 2 * (to - from);
    result_.trail_mems += 2 + 2 * (to - from);
}
// [end:save]

// [start:search]
// The search as ssxc1's (ssxcc1's with colours): Algorithm X on the sets. A level
// chooses an item, swaps it out and hides its options, saves the sizes, then tries its
// options one by one: all of the option's other items are swapped out first, then
// their options are hidden (a hide that would empty an active primary item abandons the
// option), so that an item the option covers never counts as a dead end. Trying the
// next option begins by restoring the sizes.
void DancingCells::walk() {
    // [start:colours.walk]
    const bool colours = !colours_.empty();
    // [end:colours.walk]
    Index level = 0;
    Index best = 0;    // the item chosen at this level
    Index choice = 0;  // where the option tried stands in best's set
    Index node = 0;    // that option's node in best's set
forward:               // a new level: a node of the tree, unless it is the root
    if (level > 0 && !enter_node(level - 1)) return;  // over budget, or interrupted
    best = choose_item();
    if (best < 0) {  // no primary item left: a solution
        if (report_cover(std::span(choice_.data(), level)) == Next::stop) return;
        goto backup;
    }
    swap_out(best);  // cover best: out of the active items,
    // [start:colours.before]
    before_ = active_.size();
    // [end:colours.before]
    hide(best, 0, false);  // its options out of the other sets
    choice = spans_[best].start;
    if (!save_sizes(level)) return;  // the trail's limit: Ending::budget
advance:  // try the option at `choice` in best's set, if there is one
    if (!colours) ++result_.mems;  // (ssxcc1 does not check: best has an option)
    if (choice >= spans_[best].start + spans_[best].size) goto backup;
    node = choice_[level] = set_[choice];
    result_.mems += 2;
    // [start:colours.mark]
    before_ = active_.size();
    // [end:colours.mark]
    for_others(node, [&](Index q) {  // first pass: the option's other items go out
        const Index item = nodes_[q].item;
        // [start:colours.first]
        if (colours && !active_.contains(item)) {  // purified above: out already
            ++result_.mems;
            return true;
        }
        // [end:colours.first]
        swap_out(item);
        return true;
    });
    if (!for_others(node, [&](Index q) {  // second pass: their options go
            const Index item = nodes_[q].item;
            // [start:colours.second]
            if (colours && item >= primary_) {  // purify it, or cover it if uncoloured
                ++result_.mems;
                if (active_.position(item) >= before_) return true;  // purified above
                ++result_.mems;
                return hide(item, colours_[q], true);
            }
            // [end:colours.second]
            return hide(item, 0, true);
        })) {
        ++result_.doomed;  // a set was about to empty: no cover through this option
        goto abort;
    }
    ++level;
    if (choice_.size() <= static_cast<std::size_t>(level)) choice_.resize(level + 1);
    goto forward;
backup:  // this level is done: back to the level above
    if (level == 0) return;
    --level;
    node = choice_[level];
    best = nodes_[node].item;
    choice = nodes_[node].loc;  // best's set is as it was: no level below touched it
    result_.mems += 2;
abort:  // the next option at this level, once the sizes are back
    ++result_.mems;
    if (choice + 1 >= spans_[best].start + spans_[best].size) goto backup;
    restore_sizes(level);
    ++choice;
    goto advance;
}
// [end:search]

// Sets up a run: the sets as built, no level saved yet.
void DancingCells::run() {
    if (uncoverable_) return;
    reset();
    if (choice_.empty()) choice_.resize(1);
    saved_.assign(1, 0);
    trail_.clear();
    walk();
}

std::string DancingCells::layout() const {
    std::ostringstream out;
    // one row of a table: its name, then one column per index
    const auto row = [&out](const char* name, std::size_t n, auto&& entry) {
        out << std::left << std::setw(13) << name << std::right;
        for (std::size_t k = 0; k < n; ++k) out << std::setw(4) << entry(k);
        out << '\n';
    };
    const auto same = [](std::size_t k) { return k; };
    row("node q", nodes_.size(), same);
    row("  item", nodes_.size(), [&](std::size_t q) { return nodes_[q].item; });
    row("  loc", nodes_.size(), [&](std::size_t q) { return nodes_[q].loc; });
    if (!colours_.empty())  // with colours: each node's, 0 for none
        row("  colour", nodes_.size(), [&](std::size_t q) { return colours_[q]; });
    row("place k", set_.size(), same);
    row("  set_[k]", set_.size(), [&](std::size_t k) { return set_[k]; });
    row("item i", spans_.size(), same);
    row("  start", spans_.size(), [&](std::size_t i) { return spans_[i].start; });
    row("  size", spans_.size(), [&](std::size_t i) { return spans_[i].size; });
    // the active items in their list's order; the first `active` of them are active
    row("active list", spans_.size(), [&](std::size_t k) { return active_[k]; });
    out << std::left << std::setw(13) << "  active" << std::right << std::setw(4)
        << active_.size() << '\n';
    if (!colours_.empty())  // the mark of the items purified above (chapter 13)
        out << std::left << std::setw(13) << "  before_" << std::right << std::setw(4)
            << before_ << '\n';
    return out.str();
}

Option DancingCells::option_of(Index node) const noexcept {
    Index q = node;
    while (nodes_[q].item >= 0) ++q;  // on to the spacer after the option
    return static_cast<Option>(nodes_[q].loc);
}

}  // namespace exact_cover
