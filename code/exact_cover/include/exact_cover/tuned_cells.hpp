// clang-format off: the tables' columns below are their meaning
/// @file
/// Dancing cells, tuned: chapter 13's search (DancingCells, Knuth's ssxc1 and, with
/// colours, ssxcc1) with the speed-ups of "Going faster: dancing cells", walking the
/// same tree with the same counters. The engine behind `dlx --engine=cells` and the
/// Sudoku solver `cells`. (The search itself, and the versions of it that the page
/// measures, are in the book's measuring layer, cells_search.hpp, not installed.)
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

#include "exact_cover/engine_shell.hpp"
#include "exact_cover/problem.hpp"
#include "exact_cover/search.hpp"
#include "exact_cover/sparse_set.hpp"

namespace exact_cover {

/// Exact cover on sparse sets, with colours too: DancingCells' search (Knuth's ssxc1
/// and ssxcc1), tuned. It makes the same choices, in the same order, and counts the
/// same nodes and updates; what differs is the cost: indices the processor uses as
/// addresses as they are, the counters held in registers (and no mems counted),
/// colours chosen once per search instead of tested at every step, the sizes saved as
/// one block, and a load() that reuses its arrays for the next problem.
///
/// Everything else is DancingCells': the data, the tree and its relation to ssxc1's
/// and to Dancing Links', the counters (ssxc1's, or ssxcc1's with colours, but for the
/// mems), the options dropped for having no primary item.
class TunedCells : public EngineShell<TunedCells> {
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

    /// An engine with no problem yet (load() gives it one).
    TunedCells() = default;
    /// The sets of @p problem, colours included, ready to search.
    /// @throws std::length_error if the problem needs 2^31 or more nodes.
    explicit TunedCells(const Problem& problem);
    /// Replaces the problem by @p problem, given as bare arrays, reusing the arrays'
    /// capacity: what a program that solves many problems (a file of Sudoku puzzles)
    /// calls for each. Options without a primary item are dropped, as by the
    /// constructor.
    /// @throws std::invalid_argument if an item is out of range or repeated in an
    ///         option, or the offsets are not ascending from 0 to the entries; the
    ///         engine is then left with an empty problem.
    /// @throws std::length_error if the problem needs 2^31 or more nodes.
    void load(const ProblemArrays& problem);

private:
    friend class EngineShell<TunedCells>;
    // the search, in the version the library ships or in those the measuring layer
    // compiles (cells_search.hpp, not installed)
    template <class Variant>
    friend class CellsSearch;

    template <bool Check, class ItemsOf>
    void build(std::size_t n, std::size_t primary, std::size_t options,
               std::size_t entries, ItemsOf items_of, const Problem* coloured);
    [[noreturn]] void refuse(const std::string& why);
    void reset();
    Option option_of(Index node) const noexcept;
    void run();  // the search, started by EngineShell::start()

    // [start:members]
    /// Where an item's set stands in set_, and how many of its entries are members.
    struct Span {
        Index start;  ///< the set's first entry in set_
        Index size;   ///< how many options it holds now
    };
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
};

}  // namespace exact_cover
