// clang-format off: the tables' columns below are their meaning
/// @file
/// Dancing cells, tuned: chapter 12's search (DancingCells, Knuth's ssxc1 and, with
/// colours, ssxcc1) with the speed-ups of "Going faster: dancing cells", walking the
/// same tree with the same counters. The engine behind `dlx --engine=cells` and the
/// Sudoku solver `cells`; with DoomTest::before_hiding, the one behind
/// `dlx --engine=cells --lookahead`, which walks another tree.
///
/// The data are DancingCells' (dancing_cells.hpp), with two changes: the indices are
/// unsigned, so a spacer's item is 2^32 minus the option's length (adding it still
/// wraps round to the option's first node), and the sizes are saved as one block of
/// every item's span per level, where DancingCells saves pairs for the active items.
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

/// Exact cover on sparse sets, with colours too: DancingCells' search (Knuth's ssxc1
/// and ssxcc1), tuned. It makes the same choices, in the same order, and counts the
/// same nodes and updates (and mems, with Counting::mems), unless asked to test for
/// doomed options before hiding anything (DoomTest::before_hiding: the same covers,
/// another tree, fewer updates); what differs is the cost:
/// indices the processor uses as addresses as they are, the counters held in
/// registers and compiled out when not wanted, colours and the mems chosen once per
/// search instead of tested at every step, the sizes saved as one block, and a load()
/// that reuses its arrays for the next problem.
///
/// Everything else is DancingCells': the data, the tree and its relation to ssxc1's
/// and to Dancing Links', the counters (ssxc1's, or ssxcc1's with colours), the options
/// dropped for having no primary item.
class TunedCells {
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

    // [start:doom_test]
    /// When a search finds out that an option it tries is doomed: that it would leave
    /// an active primary item with no option sharing no item with it.
    enum class DoomTest : bool {
        /// As ssxc1: while hiding, the moment a set is about to be emptied. The
        /// option's swaps so far are undone by restoring the sizes, and the tree is
        /// ssxc1's, swap for swap.
        while_hiding,
        /// Before any hide, on bitsets: each item's options as a row of bits, and the
        /// options not hidden yet as another. A doomed option removes nothing from the
        /// sets; the tree has the same covers but not ssxc1's order in the sets, so its
        /// ties and counters differ. Only for problems without colours and with rows of
        /// at most max_bitset_words in all; others are tested while hiding.
        before_hiding,
    };
    /// The most 64-bit words (2^18: 2 MiB) the rows of DoomTest::before_hiding may
    /// take, one row per item: a bound of the book's choosing on the table's memory,
    /// and so on the words a test may read (a row per item of the option and per
    /// active primary item). Beyond it, the engine tests while hiding.
    static constexpr std::size_t max_bitset_words = std::size_t{1} << 18;
    // [end:doom_test]

    /// An engine with no problem yet (load() gives it one), counting what @p counting
    /// says and testing for doomed options as @p doom says.
    explicit TunedCells(Counting counting = Counting::updates,
                        DoomTest doom = DoomTest::while_hiding);
    /// The sets of @p problem, colours included, ready to search, counting what
    /// @p counting says and testing for doomed options as @p doom says.
    /// @throws std::length_error if the problem needs 2^31 or more nodes.
    explicit TunedCells(const Problem& problem, Counting counting = Counting::updates,
                        DoomTest doom = DoomTest::while_hiding);
    /// True when searches test for doomed options on bitsets: DoomTest::before_hiding
    /// was asked for and the problem allows it (no colours, small enough bitsets).
    [[nodiscard]] bool tests_on_bitsets() const noexcept { return bitsets_; }
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
    template <bool Check, bool Colours, bool Bits, class Tally>
    bool hide(Index item, Index colour, Tally& tally);
    template <class Tally, class F>
    bool for_others(Index t, Tally& tally, F&& f);
    template <bool Check, bool Colours, class Tally>
    bool remove_option(Index node, Tally& tally);
    template <class Tally>
    Index choose_item(Tally& tally);
    void build_bitsets();
    template <class Tally>
    bool doomed(Index node, Tally& tally);
    template <bool Colours, class Tally>
    void save_sizes(std::size_t level, Tally& tally);
    template <class Tally>
    void restore_sizes(std::size_t level, Tally& tally);
    template <class Tally>
    void save_live(std::size_t level, Tally& tally);
    template <class Tally>
    void restore_live(std::size_t level, Tally& tally);
    Option option_of(Index node) const noexcept;
    SearchResult start(const SolutionVisitor* visit, Limits limits);
    template <bool Colours, bool Bits, class Tally>
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
    DoomTest doom_;
    bool bitsets_ = false;   // the doom test is on bitsets for this problem
    std::size_t words_ = 0;  // 64-bit words in a row of bits, one bit per option
    std::vector<std::uint64_t> options_of_;  // each item's options, a row each
    std::vector<Index> bit_;                 // each node's option, as a bit number
    std::vector<std::uint64_t> live_;        // the options not hidden yet
    std::vector<std::uint64_t> spared_;      // for doomed(): the options it leaves
    std::vector<std::uint64_t> saved_live_;  // live_, level after level
    std::vector<Option> solution_;
    SearchResult stats_;
};

}  // namespace exact_cover
