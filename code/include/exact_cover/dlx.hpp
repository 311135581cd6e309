/// @file
/// Dancing Links on index arrays: Knuth's Algorithm DLX as in his program dlx1 (chapter
/// 6).
///
/// The data first. Everything lives in three arrays of 32-bit indices.
///
///     items_ (Knuth's item headers, LLINK/RLINK):
///       0            the root; its RLINK is the leftmost active primary item
///       1 .. N1      primary items, a circular doubly linked list through the root
///       N1+1 .. N    secondary items, each a list of its own (LLINK = RLINK = itself),
///                    so they are never chosen for branching
///
///     nodes_ (Knuth's nodes, ULINK/DLINK/TOP, and a fourth word SPACER):
///       0            unused, so that header x sits at node x
///       1 .. N       item headers: ULINK = last node of the item's list, DLINK = first
///                    (TOP, Knuth's LEN, is 0: LEN has an array of its own, below)
///       N+1          the first spacer
///       then each option: one node per item (TOP = the item, ULINK/DLINK = neighbours
///       in that item's vertical list), followed by a spacer. A spacer has TOP <= 0
///       (the spacer after option o, counted from 0, has TOP = -(o+1)); its ULINK is
///       the first node of the option before it and its DLINK the last node of the
///       option after it. SPACER, in each node of an option, is the spacer that ends
///       the option (in a spacer, itself; in a header, 0).
///
///     len_ (Knuth's LEN):
///       1 .. N       per item header, the number of options in its list; 2^30 is added
///                    while the item is covered, 2^29 if it is secondary
///
/// For the problem {a,b} {b,c} {a,c} with primary items a, b, c the arrays read
///
///     x     :  1  2  3 |  4 |  5  6 |  7 |  8  9 | 10 | 11 12 | 13
///     TOP   :  0  0  0 |  0 |  1  2 | -1 |  2  3 | -2 |  1  3 | -3
///     LEN   :  2  2  2     spacer          spacer          spacer
///
/// The nodes of an option are consecutive, so walking an option is `++q` until a
/// spacer, whose ULINK jumps back to the option's first node: no LEFT/RIGHT links are
/// needed. Knuth tests every node for being a spacer as he walks; with SPACER we know
/// the option's ends before we start, and visit the same nodes in the same order as two
/// plain loops (from the node after p to the spacer, then from the first node to p),
/// without a test per node (16-byte nodes, Knuth's dlx1 has a spare word too; about 15%
/// faster on the pentominoes; the two loops, replacing one that wrapped round, saved
/// another 5% there and 20% when counting the 6 × 6 grids).
///
/// LEN leaves the headers for the same reason, speed: the search reads the LEN of every
/// primary item to choose one, and in an array of their own the LENs are 4 bytes apart
/// instead of 16, so the scan reads a quarter of the memory and the compiler can
/// compare several at once. The array has a block of padding after the last item (see
/// load()). Everything else in this header is four operations on that picture (cover,
/// hide, uncover, unhide) and a search loop that calls them in a strict last-in,
/// first-out order.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "exact_cover/problem.hpp"
#include "exact_cover/search.hpp"

namespace exact_cover {

/// A problem as two bare arrays, the form in which a program that loads many problems
/// (a file of Sudoku puzzles) can build each one without allocating: option o has the
/// items `entries[offsets[o]]` .. `entries[offsets[o + 1] - 1]`. Items 0 ..
/// primary_count - 1 are primary, the rest up to item_count - 1 secondary, as in a
/// Problem. The spans are read by Dlx::load() and need not outlive it.
struct ProblemArrays {
    std::size_t item_count = 0;     ///< primary and secondary items
    std::size_t primary_count = 0;  ///< the primary items come first
    /// one more than the options, ascending from 0
    std::span<const std::uint32_t> offsets;
    /// the items of every option, option after option
    std::span<const std::uint32_t> entries;
};

/// How a Dlx search branches.
struct DlxOptions {
    ItemChoice choice = ItemChoice::fewest_options;  ///< the item-choice rule
};

/// Algorithm DLX: the exact-cover search of chapter 6 on dancing links in index arrays.
///
/// Load a problem with load(), optionally choose some options up front with choose()
/// (as a Sudoku's givens), then search(), count_solutions() or first_solution(). A run
/// leaves the structure as it found it, so runs can be repeated, and load() reuses the
/// arrays' capacity, so one Dlx can solve many problems without allocating after the
/// first few.
///
/// The counters follow Knuth's dlx1: an *update* is one removal from a doubly linked
/// list (an item leaving the active list when it is covered, or a node leaving its
/// item's list when it is hidden); a *search node* is one option tried at some level,
/// as in the search trees of Knuth's "Dancing Links" (dlx1's own `nodes` counter counts
/// the branch points instead, that is one more than the options tried that did not
/// complete a solution). With the same item choice, Algorithm X of chapter 5 visits the
/// same tree and makes the same number of updates.
class Dlx {
public:
    /// An index into the node or item arrays. 32 bits halve the memory traffic of the
    /// inner loops; load() refuses problems with 2^31 or more nodes.
    using Index = std::int32_t;

    /// One node: Knuth's ULINK, DLINK and TOP, and the end of its option.
    struct Node {
        /// ULINK: the node above in the item's list (the header's: its last node)
        Index up;
        /// DLINK: the node below in the item's list (the header's: its first node)
        Index down;
        /// TOP: the node's item; 0 in a header (LEN is kept apart); <= 0 in a spacer
        Index top;
        /// the spacer after the node's option (a spacer's own index; 0 in a header)
        Index spacer;
        /// Two nodes are equal when all four fields are.
        friend bool operator==(const Node&, const Node&) = default;
    };

    /// One item header's horizontal links: Knuth's LLINK and RLINK.
    struct ItemLinks {
        /// LLINK: the active item to the left (the root's: the rightmost)
        Index llink;
        /// RLINK: the active item to the right (the root's: the leftmost)
        Index rlink;
        /// Two headers are equal when both links are.
        friend bool operator==(const ItemLinks&, const ItemLinks&) = default;
    };

    /// What the search keeps count of about the active primary items, besides LEN: how
    /// many have an empty list (then the branch is dead), and the surplus, how many
    /// options their lists hold beyond one each (when it is 0, the rest of the branch
    /// is forced).
    struct Counts {
        Index empty = 0;  ///< active primary items with LEN 0
        /// the sum of LEN - 1 over the active primary items (mod 2^32)
        std::uint32_t surplus = 0;
    };

    /// How the search branches (see DlxOptions).
    using Options = DlxOptions;

    /// No limit for count_solutions().
    static constexpr std::uint64_t no_limit = std::numeric_limits<std::uint64_t>::max();

    /// An engine with no problem loaded (it has no primary item, hence one empty
    /// solution).
    Dlx();
    /// An engine with @p options, no problem loaded.
    explicit Dlx(Options options);
    /// An engine loaded with @p problem.
    explicit Dlx(const Problem& problem, Options options = {});

    /// Builds the links of @p problem, replacing whatever was loaded (and every chosen
    /// option). The problem is copied into the arrays; it need not outlive the engine.
    /// @throws std::length_error if the problem needs 2^31 or more nodes.
    void load(const Problem& problem);
    /// The same for a problem given as bare arrays (see ProblemArrays), with the
    /// problem's invariants checked: every item below item_count, no item twice in one
    /// option.
    /// @throws std::invalid_argument naming the option if they do not hold; the engine
    /// is
    ///         then left with no problem loaded.
    /// @throws std::length_error if the problem needs 2^31 or more nodes.
    void load(const ProblemArrays& problem);

    /// Chooses option @p option before the search: covers each of its items, as a
    /// Sudoku given does. Solutions found later begin with the chosen options.
    /// @throws std::out_of_range if there is no such option.
    /// @throws std::invalid_argument if the option shares an item with an option chosen
    ///         before it (the message names both options and the item); nothing changes
    ///         then.
    void choose(Option option);
    /// Undoes the last choose(), uncovering its items in the reverse order.
    /// @throws std::logic_error if no option is chosen.
    void unchoose();
    /// Undoes every choose(), back to the freshly loaded problem.
    void unchoose_all();
    /// The options chosen up front, in the order they were chosen.
    [[nodiscard]] std::span<const Option> chosen() const noexcept { return chosen_; }

    /// Passes every exact cover to @p visit (the chosen options first, then the options
    /// of the search in the order it chose them) until the visitor answers Next::stop.
    /// Returns the counters of the run (also kept in stats()).
    SearchStats search(const SolutionVisitor& visit);
    /// The number of exact covers, counting no further than @p limit (limit 2 decides
    /// uniqueness). stats().stopped tells whether the limit cut the search short. The
    /// tree and the counters are those of search(); on a problem with only primary
    /// items, a path of forced levels to a cover is counted without walking it (see
    /// Counts).
    std::uint64_t count_solutions(std::uint64_t limit = no_limit);
    /// The first exact cover the search finds, or nothing if there is none.
    [[nodiscard]] std::optional<std::vector<Option>> first_solution();

    /// The counters of the last run.
    [[nodiscard]] const SearchStats& stats() const noexcept { return stats_; }
    /// The options the search was built with.
    [[nodiscard]] const Options& options() const noexcept { return options_; }
    /// Changes the item-choice rule (and any other option) for the next runs.
    void set_options(Options options) noexcept { options_ = options; }
    /// Makes the next runs give up after @p nodes search nodes (0: never), with
    /// stats().stopped set and the links restored: a budget for puzzles that may be too
    /// hard.
    void set_node_limit(std::uint64_t nodes) noexcept { node_limit_ = nodes; }
    /// The node budget of the next runs (0: none).
    [[nodiscard]] std::uint64_t node_limit() const noexcept { return node_limit_; }

    /// The number of items, primary and secondary, of the loaded problem.
    [[nodiscard]] std::size_t item_count() const noexcept { return items_.size() - 1; }
    /// The number of primary items of the loaded problem.
    [[nodiscard]] std::size_t primary_count() const noexcept {
        return static_cast<std::size_t>(primary_);
    }
    /// The number of options of the loaded problem.
    [[nodiscard]] std::size_t option_count() const noexcept {
        return option_start_.size() - 1;
    }

    /// The node array, for pictures and for tests that compare states.
    [[nodiscard]] std::span<const Node> nodes() const noexcept { return nodes_; }
    /// The item headers' horizontal links, for pictures and for tests that compare
    /// states.
    [[nodiscard]] std::span<const ItemLinks> item_links() const noexcept {
        return items_;
    }
    /// LEN of every item header x (entry 0 unused), 2^30 more while the item is covered
    /// and 2^29 more for a secondary item, then padding: the third array, for tests
    /// that compare states (len() reads one item).
    [[nodiscard]] std::span<const Index> lens() const noexcept { return len_; }
    /// LEN of item @p item (a Problem index): the options left in its list.
    [[nodiscard]] std::size_t len(Item item) const noexcept {
        return static_cast<std::size_t>(len_[item + 1] & ((Index{1} << 29) - 1));
    }
    /// True while item @p item (a Problem index) is in the active list (primary items
    /// only; a secondary item is never in it).
    [[nodiscard]] bool is_active(Item item) const noexcept;
    /// The option that node @p node (not a header or spacer) belongs to.
    [[nodiscard]] Option option_of(Index node) const noexcept;

    /// Covers item @p item (a Problem index) by hand: takes it out of the active list
    /// and hides every option in its list. For teaching and for tests; calls must nest
    /// with uncover_item() (last covered, first uncovered), and the search expects none
    /// pending.
    void cover_item(Item item);
    /// Undoes cover_item(@p item); see cover_item().
    void uncover_item(Item item);
    /// The list removals made outside the searches since load(): by cover_item() and by
    /// choose().
    [[nodiscard]] std::uint64_t manual_updates() const noexcept {
        return manual_updates_;
    }

private:
    template <bool Check, class OptionAt>
    void build(std::size_t item_count, std::size_t primary_count,
               std::size_t option_count, std::size_t entry_count, OptionAt option_at);
    // loads the empty problem, throws invalid_argument
    [[noreturn]] void refuse(const std::string& why);
    void run(const SolutionVisitor* visit, std::uint64_t limit);
    template <bool Count>
    void run_with(const SolutionVisitor* visit, std::uint64_t limit);
    // more primary items than this: count empty lists
    static constexpr Index count_empty_from = 128;

    Options options_;
    std::vector<Node> nodes_;
    std::vector<ItemLinks> items_;
    // per option: its first node; one more for the end
    std::vector<Index> option_start_;
    Index primary_ = 0;  // N1, the number of primary items
    // the explicit stack: the node chosen at each level
    std::vector<Index> choice_;
    // per level: the counts before and after covering its item
    std::vector<Counts> counts_at_;
    std::vector<Option> chosen_;  // options chosen up front
    // per item: the chosen option covering it, or none
    std::vector<Option> covered_by_;
    // per item header: LEN, plus 2^30 while covered, 2^29 if secondary
    std::vector<Index> len_;
    // the number of uncovered primary items whose LEN is 0
    Index empty_ = 0;
    std::vector<Option> solution_;  // scratch for the visitor
    std::vector<std::uint64_t> profile_;
    SearchStats stats_;
    std::uint64_t manual_updates_ = 0;
    std::uint64_t node_limit_ = 0;
};

}  // namespace exact_cover
