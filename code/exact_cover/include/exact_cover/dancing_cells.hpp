// clang-format off: the tables' columns below are their meaning
/// @file
/// Dancing cells: exact cover on sparse sets instead of linked lists, step for step as
/// Knuth's programs ssxc1 and (with colours) ssxcc1, after Christine Solnon's XCC with
/// dancing cells: the engine of chapter 12.
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
///                      spacer's item is 2^32 minus the length of the option before
///                      it, its loc that option's number
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

#include "exact_cover/problem.hpp"
#include "exact_cover/search.hpp"
#include "exact_cover/sparse_set.hpp"

namespace exact_cover {

/// Exact cover on sparse sets, with colours too: Knuth's ssxc1 and ssxcc1, the
/// "dancing cells" successors of Dancing Links.
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
/// option out of a set) and the mems (Counting::mems), counted where ssxc1 counts them.
/// The tree depends on the order of an option's items, since swapping them out
/// reorders the active list: ssxc1 takes them in the order written, this engine in the
/// Problem's (the item line's), so the two agree on input written that way, as
/// write_knuth_format writes it. Options without a primary item are dropped, as ssxc1
/// drops them: no solution can choose one.
///
/// A problem with colours (chapter 9) is searched as Knuth's ssxcc1 searches it:
/// choosing an option that colours a secondary item swaps the item out and hides the
/// options that give it another colour (*purifies* it, with the same removals); the
/// options that agree stay, and later removals leave the purified item's set alone.
/// The counters are then ssxcc1's.
class DancingCells {
public:
    // [start:data]
    /// An index into the arrays. Unsigned, so that the processor uses it as an
    /// address as it is, with nothing to extend.
    using Index = SparseSet::Index;
    /// One node of an option: its item, and where the node stands in set_. A spacer,
    /// after each option, has item = 2^32 minus the option's length (so that adding it
    /// to an index wraps round to the option's first node) and loc = its number.
    struct Node {
        Index item;  ///< the item, or 2^32 minus the option's length in a spacer
        Index loc;   ///< where the node stands in set_, or the option in a spacer
    };
    /// True for a spacer's item: 2^31 or more, more than any item.
    [[nodiscard]] static constexpr bool is_spacer(Index item) noexcept {
        return item >= Index{1} << 31;
    }
    /// What choose_item() answers when no primary item is left.
    static constexpr Index none = ~Index{0};
    // [end:data]

    /// What a search counts beside the solutions, nodes and updates.
    enum class Counting : bool {
        updates,  ///< no mems: the search as fast as it goes
        mems,     ///< the mems too, as ssxc1 counts them, at some cost in time
    };

    /// An engine with no problem yet (load() gives it one), counting what @p counting
    /// says.
    explicit DancingCells(Counting counting = Counting::updates);
    /// The sets of @p problem, colours included, ready to search, counting what
    /// @p counting says.
    /// @throws std::length_error if the problem needs 2^31 or more nodes.
    explicit DancingCells(const Problem& problem,
                          Counting counting = Counting::updates);
    /// Replaces the problem by @p problem, given as bare arrays, reusing the arrays'
    /// capacity: what a program that solves many problems (a file of Sudoku puzzles)
    /// calls for each. Options without a primary item are dropped, as by the
    /// constructor.
    /// @throws std::invalid_argument if an item is out of range or repeated in an
    ///         option, or the offsets are not ascending from 0 to the entries; the
    ///         engine is then left with an empty problem.
    /// @throws std::length_error if the problem needs 2^31 or more nodes.
    void load(const ProblemArrays& problem);
    /// Passes every solution to @p visit (the options in the order chosen) until the
    /// visitor answers Next::stop or a limit of @p limits is reached.
    SearchResult search(const SolutionVisitor& visit, Limits limits = {});
    /// Counts the solutions, no further than @p limits allow.
    [[nodiscard]] SearchResult count_solutions(Limits limits = {});
    /// The first solution the search finds, or nothing if there is none.
    [[nodiscard]] std::optional<std::vector<Option>> first_solution();

private:
    template <bool Check, class ItemsOf>
    void build(std::size_t n, std::size_t primary, std::size_t options,
               std::size_t entries, ItemsOf items_of, const Problem* coloured);
    [[noreturn]] void refuse(const std::string& why);
    void reset();
    template <class Tally>
    void swap_out(Index item, Tally& tally);
    template <bool Check, bool Colours, class Tally>
    bool hide(Index item, Index colour, Tally& tally);
    template <class Tally, class F>
    bool for_others(Index t, Tally& tally, F&& f);
    template <bool Check, bool Colours, class Tally>
    bool remove_option(Index node, Tally& tally);
    template <class Tally>
    Index choose_item(Tally& tally);
    template <bool Colours, class Tally>
    void save_sizes(std::size_t level, Tally& tally);
    template <class Tally>
    void restore_sizes(std::size_t level, Tally& tally);
    Option option_of(Index node) const noexcept;
    SearchResult start(const SolutionVisitor* visit, Limits limits);
    template <bool Colours, class Tally>
    void run(const SolutionVisitor* visit, const Limits& limits);

    // [start:members]
    /// Where an item's set stands in set_, and how many of its entries are members.
    struct Span {
        Index start;  ///< the set's first entry in set_
        Index size;   ///< how many options it holds now
    };
    Counting counting_;
    std::vector<Node> nodes_;
    std::vector<Index> colours_;  // each node's colour (0: none); empty if none has one
    std::vector<Index> set_;
    std::vector<Span> spans_;  // each item's set in set_
    SparseSet active_{0};      // the active items
    Index before_ = 0;  // with colours: the active items before this level's swaps
    Index primary_ = 0;
    bool uncoverable_ = false;   // a primary item has no option at all
    std::vector<Index> choice_;  // the node of the option tried at each level
    std::vector<Span> saved_;    // the spans saved, level after level
    std::vector<std::size_t> saved_active_;  // active_'s size, level after level
    // [end:members]
    std::vector<Option> solution_;
    SearchResult stats_;
};

}  // namespace exact_cover
