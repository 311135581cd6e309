// clang-format off: the tables' columns below are their meaning
/// @file
/// Dancing cells: exact cover on sparse sets instead of linked lists, step for step as
/// Knuth's programs ssxc1 and (with colours) ssxcc1, after Christine Solnon's XCC with
/// dancing cells: the plain engine of chapter 13. TunedCells walks the same tree
/// faster.
///
/// The data. Every set is a *sparse set*: an array whose first `size` entries are the
/// members, in any order, and an inverse array saying where each one stands, so that a
/// member is removed by swapping it with the last member and shortening the set by one,
/// and put back by lengthening it again.
///
///     active_          the items still to cover (primary) or still free
///                      (secondary), a SparseSet
///     set_, spans_     every item's set of options, one after another: item i's
///                      occupies set_[spans_[i].start ...], and its first
///                      spans_[i].size entries are the options still possible, each
///                      given by its node for item i
///     nodes_           the options, one after another, one node per item, each
///                      followed by a spacer: a node's item, and its loc, where it
///                      stands in its item's set (set_[nodes_[q].loc] == q); a
///                      spacer's item is minus the length of the option before it,
///                      its loc that option's number
///     trail_, saved_   the sizes each level saved, level after level
///
/// Undoing is not done by walking back: a level saves the sizes of the sets (and of
/// active_) once it has covered its item (Solnon's idea), and restoring them puts back,
/// all at once, everything removed since.
// clang-format on
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "exact_cover/engine_shell.hpp"
#include "exact_cover/problem.hpp"
#include "exact_cover/search.hpp"
#include "exact_cover/sparse_set.hpp"

namespace exact_cover {

/// Exact cover on sparse sets, with colours too: Knuth's ssxc1 and ssxcc1, the
/// "dancing cells" successors of Dancing Links, written plainly (chapter 13).
///
/// Covering an item swaps it behind the active items and removes its options from the
/// sets of their other items; each removal is one swap inside a set, and nothing is
/// unlinked, so undoing a level is restoring the sizes it saved. The search is
/// Algorithm X with Knuth's rule (the primary item with the fewest options, the first
/// in the active list on ties), with one difference of shape: an option whose removals
/// would leave some primary item with no option is abandoned at once, so it never
/// becomes a node. And since covering reorders the active list, ties break otherwise
/// than in Dancing Links, so the tree differs from BaselineDlx's; it is ssxc1's.
///
/// The counters are ssxc1's: the nodes (the options tried and kept; ssxc1 counts the
/// root too, one more), the updates (an item swapped out of the active list, or an
/// option out of a set) and the mems, counted where ssxc1 counts them. The tree
/// depends on the order of an option's items, since swapping them out reorders the
/// active list: ssxc1 takes them in the order written, and so does this engine, in
/// the Problem's order, which is the order they were given in (read_knuth_format keeps
/// the file's). Options without a primary item are dropped, as ssxc1 drops them: no
/// solution can choose one.
///
/// A problem with colours (chapter 9) is searched as Knuth's ssxcc1 searches it:
/// choosing an option that colours a secondary item swaps the item out and hides the
/// options that give it another colour (*purifies* it, with the same removals); the
/// options that agree stay, and later removals leave the purified item's set alone.
/// The counters are then ssxcc1's.
class DancingCells : public EngineShell<DancingCells> {
public:
    // [start:data]
    /// An index into the arrays, signed as in Knuth's programs: a spacer's item is
    /// negative.
    using Index = std::int32_t;
    /// One node of an option: its item, and where the node stands in set_. A spacer,
    /// after each option, has item = minus the option's length (so that adding it to
    /// the spacer's index gives the option's first node) and loc = the option's number.
    struct Node {
        Index item;  ///< the item, or minus the option's length in a spacer
        Index loc;   ///< where the node stands in set_, or the option in a spacer
    };
    // [end:data]

    /// The sets of @p problem, colours included, ready to search.
    /// @throws std::length_error if the problem needs 2^31 or more nodes.
    explicit DancingCells(const Problem& problem);

    /// The arrays nodes_, set_ and spans_, and the list of active items with its size
    /// (with colours, also each node's colour and the mark before_), as a table to
    /// read, a row per field and a column per index, as the engine holds
    /// them now: before the first search, the sets in option order as reset() fills
    /// them; after a search, in the order its swaps left them (the next search resets
    /// them), or where a limit stopped it. The picture of the data that chapter 13
    /// prints for a small problem, as Knuth's programs print theirs when asked; not
    /// meant to be parsed.
    [[nodiscard]] std::string layout() const;

private:
    friend class EngineShell<DancingCells>;
    void reset();
    void swap_out(Index item);
    template <class F>
    bool for_others(Index t, F&& f);
    bool remove_option(Index t, bool check);
    bool hide(Index item, Index colour, bool check);
    Index choose_item();
    [[nodiscard]] bool save_sizes(Index level);
    void restore_sizes(Index level);
    Option option_of(Index node) const noexcept;
    void run();  // the search, started by EngineShell::start()
    void walk();

    // [start:members]
    /// Where an item's set stands in set_, and how many of its entries are members.
    struct Span {
        Index start;  ///< the set's first entry in set_
        Index size;   ///< how many options it holds now
    };
    // [start:trail.saved]
    /// One size saved on the trail: an item, and the size its set had.
    struct Saved {
        Index item;  ///< the item
        Index size;  ///< its set's size when saved
    };
    // [end:trail.saved]
    std::vector<Node> nodes_;
    // [start:colours.member]
    std::vector<Index> colours_;  // each node's colour (0: none); empty if none has one
    // [end:colours.member]
    std::vector<Index> set_;
    std::vector<Span> spans_;    // each item's set in set_
    SparseSet active_{0};        // the active items
    Index primary_ = 0;          // items 0 .. primary_ - 1 are primary
    bool uncoverable_ = false;   // a primary item has no option at all
    std::vector<Index> choice_;  // the node of the option tried at each level
    // [start:trail.members]
    std::vector<Saved> trail_;        // the sizes saved, level after level
    std::vector<std::size_t> saved_;  // where each level's sizes begin in trail_
    // [end:trail.members]
    // [start:colours.before]
    std::size_t before_ = 0;  // the active items before this level's swaps
    // [end:colours.before]
    // [end:members]
};

}  // namespace exact_cover
