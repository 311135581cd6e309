// clang-format off: the tables' columns below are their meaning
/// @file
/// Dancing Links on index arrays, step for step as Knuth's Algorithm X in TAOCP 7.2.2.1
/// and his program dlx1: the baseline engine of chapter 6, with nothing added for
/// speed.
///
/// The data first. Two arrays of small integers hold the whole matrix.
///
///     items_ (Knuth's item records, LLINK and RLINK):
///       0              the root; its RLINK is the leftmost active primary item
///       1 .. n1        the primary items, in a circular doubly linked list
///                      through the root
///       n1+1 .. n      the secondary items, each a circle of its own, so never
///                      chosen
///
///     nodes_ (Knuth's nodes, ULINK, DLINK and TOP):
///       0              unused, so that the header of item x is node x
///       1 .. n         the item headers: ULINK is the last node of the item's
///                      list, DLINK the first, and TOP holds LEN, the list's length
///       n+1            the first spacer
///       then           each option: one node per item (TOP is the item, ULINK
///                      and DLINK its neighbours in the item's list), then a spacer
///
/// A spacer has TOP <= 0 (minus the number of options before it); its ULINK is the
/// first node of the option before it, its DLINK the last node of the option after it,
/// so an option can be walked round in either direction. Item x of the Problem is
/// header x + 1.
// clang-format on
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "exact_cover/engine_shell.hpp"
#include "exact_cover/problem.hpp"
#include "exact_cover/search.hpp"

namespace exact_cover {

/// Dancing Links: Algorithm X on Knuth's index arrays, the plain engine of chapter 6.
///
/// Build it from a Problem, then call search(), count_solutions() or first_solution().
/// A run leaves the links as it found them, so runs can be repeated. The counters are
/// dlx1's: an *update* is one removal from a list (an item leaving the active list, or
/// a node leaving its item's list); the search nodes and the profile count the options
/// tried, level by level (dlx1 also counts the root, one more); the *mems* count each
/// read or write of a word of the arrays as dlx1 does, which follows the checks of
/// TAOCP's steps X2 and X6 where dlx1 saves a few: 1 + 2 per solution more than dlx1 on
/// the same input. TunedDlx walks the same tree with the same updates and nodes,
/// faster.
class BaselineDlx : public EngineShell<BaselineDlx> {
public:
    // [start:data]
    /// An index into the node or item arrays.
    using Index = std::int32_t;

    /// One node: Knuth's ULINK, DLINK and TOP.
    struct Node {
        Index up;    ///< ULINK: the node above in the item's list
        Index down;  ///< DLINK: the node below in the item's list
        Index top;   ///< TOP: the node's item; LEN in a header; <= 0 in a spacer
        /// Two nodes are equal when all three fields are.
        friend bool operator==(const Node&, const Node&) = default;
    };

    /// One item's horizontal links: Knuth's LLINK and RLINK.
    struct ItemLinks {
        Index llink;  ///< LLINK: the active item to the left
        Index rlink;  ///< RLINK: the active item to the right
        /// Two items are equal when both links are.
        friend bool operator==(const ItemLinks&, const ItemLinks&) = default;
    };
    // [end:data]

    /// The links of @p problem, ready to search, branching by @p rule.
    /// @throws std::length_error if the problem needs 2^31 or more nodes.
    explicit BaselineDlx(const Problem& problem,
                         ItemChoice rule = ItemChoice::fewest_options);

    /// Covers item @p item (a Problem index) by hand, for pictures and tests: calls
    /// must nest with uncover_item(), and none may be pending when a search starts.
    void cover_item(Item item);
    /// Undoes cover_item(@p item).
    void uncover_item(Item item);
    /// The list removals made by cover_item() since the engine was built.
    [[nodiscard]] std::uint64_t manual_updates() const noexcept {
        return manual_updates_;
    }

    /// The node array, for pictures and for tests that compare states.
    [[nodiscard]] std::span<const Node> nodes() const noexcept { return nodes_; }
    /// The items' horizontal links, for pictures and for tests that compare states.
    [[nodiscard]] std::span<const ItemLinks> item_links() const noexcept {
        return items_;
    }
    /// LEN of item @p item (a Problem index): the options left in its list.
    [[nodiscard]] std::size_t len(Item item) const noexcept {
        return static_cast<std::size_t>(nodes_[item + 1].top);
    }
    /// The option that node @p node (not a header or spacer) belongs to.
    [[nodiscard]] Option option_of(Index node) const noexcept;

private:
    friend class EngineShell<BaselineDlx>;
    // [start:members]
    void hide(Index p);
    void cover(Index i);
    void unhide(Index p);
    void uncover(Index i);
    void cover_others(Index p);
    void uncover_others(Index p);
    Index choose_item();
    void run();  // the search, started by EngineShell::start()

    std::vector<Node> nodes_;
    std::vector<ItemLinks> items_;
    ItemChoice rule_;
    std::vector<Index> choice_;  // the node tried at each level: x_0, x_1, ...
    // [end:members]
    std::uint64_t manual_updates_ = 0;
};

}  // namespace exact_cover
