/// @file
/// The search of dancing cells, tuned (TunedCells), as a template over what it counts
/// and how it tests for doom: a header of the measuring layer, which the library reads
/// privately to compile the search it ships (tuned_cells.cpp: updates only, doom
/// tested while hiding, ssxc1's tree) and the measuring layer reads to compile the
/// variants that "Going faster: dancing cells" measures (cells_variants.cpp: the mems
/// counted; the doom tested first, on rows of bits). Not installed.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

#include "exact_cover/search.hpp"
#include "exact_cover/tuned_cells.hpp"

namespace exact_cover {

// The helpers of the search below are small functions for the reader's sake; the search
// relies on their being part of its loop, where its locals stay in registers, in each
// of the versions compiled. So inlining is asked for, not left to the compiler's
// judgement of size, which changes with the number of versions.
#define CELLS_INLINE [[gnu::always_inline]] inline

// [start:tally]
/// What a search counts as it goes, in variables of its own: the updates always, the
/// mems only when @p CountMems, so that the search that does not count them pays
/// nothing for them.
template <bool CountMems>
struct Tally {
    std::uint64_t mem_count = 0;     ///< the mems so far
    std::uint64_t update_count = 0;  ///< the updates so far
    std::uint64_t doomed_count = 0;  ///< the doomed options so far (with the mems)
    /// Counts @p n mems (nothing, unless CountMems).
    void mems(std::uint64_t n) noexcept {
        if constexpr (CountMems) mem_count += n;
    }
    /// Counts one doomed option (nothing, unless CountMems: a count for the page, not
    /// for the search that races).
    void doom() noexcept {
        if constexpr (CountMems) ++doomed_count;
    }
    /// Counts one update.
    void update() noexcept { ++update_count; }
};
// [end:tally]

/// A version of the search: whether it counts the mems, and whether it tests each
/// option for doom first, on rows of bits, before it hides anything (another tree than
/// ssxc1's, the same covers), instead of while hiding (ssxc1's tree).
template <bool CountMems, bool DoomFirst>
struct CellsVariant {
    static constexpr bool count_mems = CountMems;  ///< the mems counted too
    static constexpr bool doom_first = DoomFirst;  ///< the doom tested on rows of bits
};

/// The version the library ships: updates only, ssxc1's tree.
using ShippedCells = CellsVariant<false, false>;

// [start:doom_bound]
/// The most 64-bit words (2^18: 2 MiB) the rows of the doom test may take, one row per
/// item: a bound on the table's memory, and so on the words a test may read (a row per
/// item of the option and per active primary item). Beyond it, the search tests while
/// hiding.
inline constexpr std::size_t max_bitset_words = std::size_t{1} << 18;
// [end:doom_bound]

/// The search of a TunedCells in version @p Variant (a CellsVariant): the engine's
/// arrays, and, when the doom is tested first, the rows of bits it tests on.
template <class Variant>
class CellsSearch {
public:
    using Index = TunedCells::Index;  ///< the engine's index
    using Node = TunedCells::Node;    ///< the engine's node

    // [start:bitsets_rule]
    /// True when this version would test for doom on rows of bits on @p cells'
    /// problem: it asks for it, and the problem has no colours and rows that fit in
    /// max_bitset_words.
    [[nodiscard]] static bool tests_on_bitsets(const TunedCells& cells) noexcept {
        const std::size_t words = (cells.nodes_.size() - cells.set_.size() + 63) / 64;
        return Variant::doom_first && cells.colours_.empty() &&
               cells.spans_.size() * words <= max_bitset_words;
    }
    // [end:bitsets_rule]

    /// Searches @p cells through its shell (EngineShell::start()), passing each cover
    /// to @p visit (none: only counting).
    static SearchResult search(TunedCells& cells, const SolutionVisitor* visit,
                               const Limits& limits) {
        return cells.start(visit, limits, [&cells] { CellsSearch(cells).run(); });
    }

    /// The search's state over @p cells' arrays.
    explicit CellsSearch(TunedCells& cells)
        : cells_(cells),
          nodes_(cells.nodes_),
          colours_(cells.colours_),
          set_(cells.set_),
          spans_(cells.spans_),
          active_(cells.active_),
          before_(cells.before_),
          primary_(cells.primary_),
          choice_(cells.choice_),
          saved_(cells.saved_),
          saved_active_(cells.saved_active_),
          bitsets_(tests_on_bitsets(cells)) {}

    // [start:start]
    /// The search, on the run the engine's shell has started: the sets made whole,
    /// then the version of the walk for the problem (with colours or without; on rows
    /// of bits when this version tests the doom first and the problem allows it).
    void run() {
        if (cells_.uncoverable_) return;
        cells_.reset();
        if (choice_.empty()) choice_.resize(1);
        // [start:bits.run]
        if (bitsets_) {  // the doom tested first, on rows of bits
            build_bitsets();
            walk<false, true>();
            return;
        }
        // [end:bits.run]
        if (!colours_.empty()) {
            walk<true, false>();
        } else {
            walk<false, false>();
        }
    }
    // [end:start]

private:
    // [start:search_types]
    using Span = TunedCells::Span;
    using Counter = Tally<Variant::count_mems>;
    // [end:search_types]
    static constexpr Index none = TunedCells::none;
    static constexpr bool is_spacer(Index item) noexcept {
        return TunedCells::is_spacer(item);
    }

    // [start:bitsets]
    // The rows of bits of the doom test: the options numbered in the order they are
    // stored, each node's number in bit_, and for each item the row of its options;
    // every option live.
    void build_bitsets() {
        const std::size_t options = nodes_.size() - set_.size();  // a spacer each
        words_ = (options + 63) / 64;
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
        live_.assign(words_, 0);
        for (std::size_t b = 0; b < options; ++b)
            live_[b / 64] |= std::uint64_t{1} << (b % 64);
        spared_.assign(words_, 0);
    }
    // [end:bitsets]

    // [start:swap_out]
    // Removes an item from the active items, a sparse set: the last active item takes
    // its place, and it stands just past the active ones, where restoring the set's
    // size finds it again.
    CELLS_INLINE void swap_out(Index item, Counter& tally) {
        active_.remove(item);
        tally.mems(6);
        tally.update();
    }
    // [end:swap_out]

    // [start:others]
    // Calls f(q) for the other nodes q of node t's option, from the one after t round
    // to the one before it, and stops, answering false, as soon as f does. The spacer
    // after the option sends the walk back to its first node.
    template <class F>
    CELLS_INLINE bool for_others(Index t, Counter& tally, F&& f) {
        for (Index q = t + 1; q != t;) {
            const Index item = nodes_[q].item;
            tally.mems(1);
            if (is_spacer(item)) {  // back by the option's length (q + item wraps)
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
    // is swapped with the last member of its item's set, which shrinks by one. With
    // Check, it stops (answering false) before it would leave an active primary item
    // with no option: then the option being tried cannot lead to a cover.
    template <bool Check, bool Colours>
    CELLS_INLINE bool remove_option(Index t, Counter& tally) {
        return for_others(t, tally, [&](Index q) {
            const Node node = nodes_[q];  // (read by for_others: no mem more)
            // [start:constexpr_colours]
            if constexpr (Colours) {
                // an item made inactive above this level (a purified one) keeps its set
                // as it was then: nothing reads it before the sizes are restored
                tally.mems(1);
                if (active_.position(node.item) >= before_) return true;
            }
            // [end:constexpr_colours]
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
    // Removes every option still in item's set from the sets of its other items. The
    // item is inactive already, and its own set is left as it is: for the item a level
    // chooses, those are the options the level tries. With a colour (a secondary item
    // that the option chosen colours, Colours only), the options that give the item
    // the same colour stay: Algorithm C's purification, done by the same removals.
    template <bool Check, bool Colours, bool Bits>
    CELLS_INLINE bool hide(Index item, Index colour, Counter& tally) {
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
            // [start:bits.hide]
            if constexpr (Bits) {  // out of the sets, out of the live options
                live_[bit_[t] / 64] &= ~(std::uint64_t{1} << (bit_[t] % 64));
                tally.mems(2);
            }
            // [end:bits.hide]
            if (!remove_option<Check, Colours>(t, tally)) return false;
        }
        return true;
    }
    // [end:hide]

    // [start:doomed]
    // The doom tested first: is the option of @p node doomed? The options it spares
    // are the live ones (not hidden yet) that contain none of its items, and it is
    // doomed if some active primary item has none of them: its hides would empty that
    // item's set. The options of the item chosen, @p node's among them, are not live
    // any more (the level hid them), and the option's other items are swapped out of
    // the active items already: they are covered, not doomed.
    bool doomed(Index node, Counter& tally) {
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
    // active list on ties; `none` when no primary item is left (a solution). It stops
    // at a set of one, which no other can beat.
    Index choose_item(Counter& tally) {
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
    // active items. Everything removed after that, by this level's options and the
    // levels below them, is a shrinking of those sets (positions past a size saved here
    // are never touched until the size comes back), so putting these sizes back undoes
    // it all. ssxc1 saves the sizes of the items active now, in pairs (item, size);
    // this copies every item's span in one block: the sets of the items inactive
    // already never change before these sizes come back, so restoring theirs is
    // harmless. The mems counted are ssxc1's.
    template <bool Colours>
    void save_sizes(std::size_t level, Counter& tally) {
        const std::size_t n = spans_.size();
        if (saved_.size() < (level + 1) * n) saved_.resize((level + 1) * n);
        std::copy(spans_.begin(), spans_.end(), saved_.begin() + level * n);
        if (saved_active_.size() <= level) saved_active_.resize(level + 1);
        saved_active_[level] = active_.size();
        tally.mems(3 * std::uint64_t{active_.size()} + (Colours ? 1 : 0));
    }

    void restore_sizes(std::size_t level, Counter& tally) {
        const std::size_t n = spans_.size();
        const auto from = saved_.begin() + level * n;
        std::copy(from, from + n, spans_.begin());
        active_.restore(saved_active_[level]);
        tally.mems(2 + 2 * std::uint64_t{active_.size()});
    }
    // [end:save]

    // [start:live]
    // With the doom tested first, the live options are saved and restored with the
    // sizes.
    void save_live(std::size_t level, Counter& tally) {
        if (saved_live_.size() < (level + 1) * words_)
            saved_live_.resize((level + 1) * words_);
        std::copy(live_.begin(), live_.end(), saved_live_.begin() + level * words_);
        tally.mems(words_);
    }

    void restore_live(std::size_t level, Counter& tally) {
        const auto live = saved_live_.begin() + level * words_;
        std::copy(live, live + words_, live_.begin());
        tally.mems(words_);
    }
    // [end:live]

    // [start:search]
    // The search as ssxc1's (ssxcc1's with colours): Algorithm X on the sets. A level
    // chooses an item, swaps it out and hides its options, saves the sizes, then tries
    // its options one by one: all of the option's other items are swapped out first,
    // then their options are hidden (a hide that would empty an active primary item
    // abandons the option), so that an item the option covers never counts as a dead
    // end. Trying the next option begins by restoring the sizes.
    // [start:bits.header]
    // With Bits (the doom tested first), the option is tested for doom on the rows of
    // bits between the swaps and the hides, and a doomed one hides nothing.
    // [end:bits.header]
    template <bool Colours, bool Bits>
    void walk() {
        Counter tally;  // a local, so that its counters may live in registers
        std::size_t level = 0;
        Index best = 0;    // the item chosen at this level
        Index choice = 0;  // where the option tried stands in best's set
        Index node = 0;    // that option's node in best's set
    forward:               // a new level: a node of the tree, unless it is the root
        if (level > 0 && !cells_.enter_node(level - 1)) goto done;  // budget, interrupt
        best = choose_item(tally);
        if (best == none) {  // no primary item left: a solution
            if (cells_.report_cover(std::span(choice_.data(), level)) == Next::stop)
                goto done;
            goto backup;
        }
        swap_out(best, tally);  // cover best: out of the active items,
        before_ = static_cast<Index>(active_.size());
        (void)hide<false, Colours, Bits>(best, 0, tally);  // its options out of others
        choice = spans_[best].start;
        save_sizes<Colours>(level, tally);
        // [start:bits.save]
        if constexpr (Bits) save_live(level, tally);
        // [end:bits.save]
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
        // [start:bits.doomed]
        if constexpr (Bits) {  // doomed? Then nothing is hidden: only the swaps to undo
            if (doomed(node, tally)) {
                tally.doom();
                active_.restore(before_);
                tally.mems(1);
                if (choice + 1 >= spans_[best].start + spans_[best].size) goto backup;
                ++choice;
                goto advance;
            }
        }
        // [end:bits.doomed]
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
                // [start:bits.note]
                // (with Bits, doomed() has made sure that no active primary item's set
                // will be emptied)
                // [end:bits.note]
                return hide<!Bits, Colours, Bits>(item, 0, tally);
            })) {
            tally.doom();
            goto abort;
        }
        ++level;
        if (choice_.size() <= level) {  // deeper than ever: room for its trail?
            if ((level + 1) * (spans_.size() + (Bits ? words_ : 0)) >
                trail_limit(nodes_.size())) {
                cells_.result_.ending = Ending::budget;
                goto done;
            }
            choice_.resize(level + 1);
        }
        goto forward;
    backup:  // this level is done: back to the level above
        if (level == 0) goto done;
        --level;
        node = choice_[level];
        best = nodes_[node].item;
        choice =
            nodes_[node].loc;  // best's set is as it was: no level below touched it
        tally.mems(2);
    abort:  // the next option at this level, once the sizes are back
        tally.mems(1);
        if (choice + 1 >= spans_[best].start + spans_[best].size) goto backup;
        restore_sizes(level, tally);
        // [start:bits.restore]
        if constexpr (Bits) restore_live(level, tally);
        // [end:bits.restore]
        ++choice;
        goto advance;
    done:
        cells_.result_.mems = tally.mem_count;
        cells_.result_.doomed = tally.doomed_count;
        cells_.result_.updates = tally.update_count;
    }
    // [end:search]

    // [start:search_members]
    TunedCells& cells_;
    // the engine's arrays (see TunedCells), under the names its members have there
    std::vector<Node>& nodes_;
    std::vector<Index>& colours_;
    std::vector<Index>& set_;
    std::vector<Span>& spans_;
    SparseSet& active_;
    Index& before_;
    const Index primary_;
    std::vector<Index>& choice_;
    std::vector<Span>& saved_;
    std::vector<std::size_t>& saved_active_;
    // the doom tested first: whether on this problem, and the rows of bits
    const bool bitsets_;
    std::size_t words_ = 0;  // 64-bit words in a row of bits, one bit per option
    std::vector<std::uint64_t> options_of_;  // each item's options, a row each
    std::vector<Index> bit_;                 // each node's option, as a bit number
    std::vector<std::uint64_t> live_;        // the options not hidden yet
    std::vector<std::uint64_t> spared_;      // for doomed(): the options it leaves
    std::vector<std::uint64_t> saved_live_;  // live_, level after level
    // [end:search_members]
};

}  // namespace exact_cover
