/// @file
/// Dancing Links, tuned: the engine of chapter 6 with the speed-ups of "Going faster",
/// walking the same tree with the same counters. The tools and the Sudoku solvers use
/// it.
///
/// The data are the baseline's (baseline_dlx.hpp) with three changes, all for speed:
///
///     places_: each node has a fourth word, SPACER, the spacer that ends its option
///             (in a spacer, itself; in a header, 0). Knowing where an option ends,
///             hide() and the other loops over an option walk it as two plain runs
///             (from the node after p to the spacer, then from the first node to p)
///             instead of testing every node for being a spacer.
///     links_: a node's ULINK and DLINK, the words the dance changes, are an array of
///             their own, apart from TOP and SPACER (places_), which only load()
///             writes: 8 bytes per node where the stores land, not 16 as in dlx1.
///     len_:   LEN leaves the headers for an array of its own, so that step X3 can scan
///             it in blocks with vector instructions. A covered item's LEN has 2^30
///             added and a secondary item's 2^29, so that neither is ever chosen; a
///             block of padding follows the last item.
///
/// For the problem {a,b} {b,c} {a,c} with primary items a, b, c the arrays read
///
///     x     :  1  2  3 |  4 |  5  6 |  7 |  8  9 | 10 | 11 12 | 13
///     TOP   :  0  0  0 |  0 |  1  2 | -1 |  2  3 | -2 |  1  3 | -3
///     LEN   :  2  2  2     spacer          spacer          spacer
///
/// The search itself is a template over its speed-ups, in tuned_search.hpp of the
/// book's measuring layer (not installed): the library compiles the set it ships (all
/// of them), and "Going faster" compiles the sets it measures against it
/// (code/faster/dlx_variants.cpp). Every set walks the same tree with the same
/// counters.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "exact_cover/engine_shell.hpp"
#include "exact_cover/problem.hpp"
#include "exact_cover/search.hpp"

namespace exact_cover {

template <class Speedups>
struct TunedSearch;
namespace tuned {
struct Counts;
}  // namespace tuned

/// Dancing Links, tuned: the same search as BaselineDlx, with the speed-ups of "Going
/// faster", a node budget, options chosen up front and problems loaded from bare
/// arrays.
///
/// Load a problem with load(), optionally choose some options up front with choose()
/// (as a Sudoku's givens), then search(), count_solutions() or first_solution(). A run
/// leaves the structure as it found it, so runs can be repeated, and load() reuses the
/// arrays' capacity, so one engine can solve many problems without allocating after the
/// first few; search_once() loads, searches and drops a problem, for a caller that
/// searches each problem once.
///
/// The counters are BaselineDlx's, and so dlx1's: an *update* is one removal from a
/// doubly linked list, a *search node* one option tried at some level. With the same
/// item choice, BaselineDlx and Algorithm X of chapter 5 visit the same tree;
/// BaselineDlx makes the same updates.
class TunedDlx : public EngineShell<TunedDlx> {
public:
    /// An index into the node or item arrays. 32 bits halve the memory traffic of the
    /// inner loops; load() refuses problems with 2^31 or more nodes.
    using Index = std::int32_t;

    // [start:tuned_node]
    /// A node's vertical links, Knuth's ULINK and DLINK: the two words of a node that
    /// the dance changes, in an array of their own (see NodePlace).
    struct NodeLinks {
        /// ULINK: the node above in the item's list (the header's: its last node)
        Index up;
        /// DLINK: the node below in the item's list (the header's: its first node)
        Index down;
        /// Two nodes' links are equal when both are.
        friend bool operator==(const NodeLinks&, const NodeLinks&) = default;
    };

    /// Where a node belongs: Knuth's TOP, and the end of its option. load() writes
    /// them and nothing changes them after, so they live in a second array, and a
    /// cache line holds the links of eight nodes, where it would hold four whole
    /// nodes.
    struct NodePlace {
        /// TOP: the node's item; 0 in a header (LEN is kept apart); <= 0 in a spacer
        Index top;
        /// the spacer after the node's option (a spacer's own index; 0 in a header)
        Index spacer;
        /// Two places are equal when both fields are.
        friend bool operator==(const NodePlace&, const NodePlace&) = default;
    };
    // [end:tuned_node]

    /// One item header's horizontal links: Knuth's LLINK and RLINK.
    struct ItemLinks {
        /// LLINK: the active item to the left (the root's: the rightmost)
        Index llink;
        /// RLINK: the active item to the right (the root's: the leftmost)
        Index rlink;
        /// Two headers are equal when both links are.
        friend bool operator==(const ItemLinks&, const ItemLinks&) = default;
    };

    /// An engine that branches by @p rule, with no problem loaded (it has no primary
    /// item, hence one empty solution).
    explicit TunedDlx(ItemChoice rule = ItemChoice::fewest_options);
    /// An engine loaded with @p problem that branches by @p rule.
    explicit TunedDlx(const Problem& problem,
                      ItemChoice rule = ItemChoice::fewest_options);
    // (Copied, moved and destroyed where the search's counts are a complete type.)
    /// A copy of @p other, its problem, chosen options and links.
    TunedDlx(const TunedDlx& other);
    /// Takes @p other's problem.
    TunedDlx(TunedDlx&& other) noexcept;
    /// Becomes a copy of @p other.
    TunedDlx& operator=(const TunedDlx& other);
    /// Takes @p other's problem.
    TunedDlx& operator=(TunedDlx&& other) noexcept;
    ~TunedDlx();

    /// Builds the links of @p problem, replacing whatever was loaded (and every chosen
    /// option, and whatever a search left without unwinding). The problem is copied
    /// into the arrays; it need not outlive the engine.
    /// @throws std::length_error if the problem needs 2^31 or more nodes.
    void load(const Problem& problem);
    /// The same for a problem given as bare arrays (see ProblemArrays), with the
    /// problem's invariants checked: every item below item_count, no item twice in one
    /// option.
    /// @throws std::invalid_argument naming the option if they do not hold; the
    ///         engine is then left with no problem loaded.
    /// @throws std::length_error if the problem needs 2^31 or more nodes.
    void load(const ProblemArrays& problem);

    /// Chooses option @p option before the search: covers each of its items, as a
    /// Sudoku given does. Solutions found later begin with the chosen options.
    /// If the option shares an item with an option chosen before it (or is chosen
    /// already), nothing changes and the clash is returned: an expected outcome when
    /// the options are a puzzle's givens.
    /// @throws std::out_of_range if there is no such option.
    [[nodiscard]] std::optional<Clash> choose(Option option);
    /// Undoes the last choose(), uncovering its items in the reverse order.
    /// @throws std::logic_error if no option is chosen.
    void unchoose();
    /// Undoes every choose(), back to the freshly loaded problem.
    void unchoose_all();
    /// The options chosen up front, in the order they were chosen.
    [[nodiscard]] std::span<const Option> chosen() const noexcept { return chosen_; }

    // search(), count_solutions() and first_solution() come from EngineShell: the
    // solutions begin with the chosen options, and count_solutions(), on a problem
    // with only primary items, counts a path of forced levels to a cover without
    // walking it (see Counts), with the same tree and counters as search().

    /// Loads @p problem as load() does, searches it as search() does, and leaves the
    /// engine with no problem loaded (and nothing chosen). A search that stops early is
    /// not unwound: its links are dropped with the problem. For a caller that searches
    /// each problem once, as a solver of a file of puzzles does, which then saves the
    /// way back up from the solution it stopped at.
    /// @throws std::invalid_argument for a malformed @p problem, as load() does.
    /// @throws std::length_error if it needs 2^31 or more nodes.
    SearchResult search_once(const ProblemArrays& problem, const SolutionVisitor& visit,
                             Limits limits = {});

    /// The item-choice rule of the searches.
    [[nodiscard]] ItemChoice rule() const noexcept { return rule_; }

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

    /// The nodes' links, node by node (the root, the item headers, then the options
    /// and their spacers), for pictures and for tests that compare states.
    [[nodiscard]] std::span<const NodeLinks> node_links() const noexcept {
        return std::span(links_).first(option_start_.back());
    }
    /// The item headers' horizontal links, for pictures and for tests that compare
    /// states.
    [[nodiscard]] std::span<const ItemLinks> item_links() const noexcept {
        return items_;
    }
    /// LEN of item @p item (a Problem index): the options left in its list.
    [[nodiscard]] std::size_t len(Item item) const noexcept {
        return static_cast<std::size_t>(len_[item + 1] & ((Index{1} << 29) - 1));
    }
    /// True while item @p item (a Problem index) is in the active list (primary items
    /// only; a secondary item is never in it).
    [[nodiscard]] bool is_active(Item item) const noexcept;
    /// The option that node @p node (not a header or spacer) belongs to.
    [[nodiscard]] Option option_of(Index node) const noexcept;
    /// The primary item the search would branch on now, by rule(), or nothing when
    /// every primary item is covered (the options chosen so far are a solution). With
    /// choose() and options_left(), what walks the top of the search tree outside a
    /// search (chapter 10).
    [[nodiscard]] std::optional<Item> branch_item() const noexcept;
    /// The options left in the list of item @p item (a Problem index), top to bottom:
    /// the ones the search would try for it, in the order it would try them.
    [[nodiscard]] std::vector<Option> options_left(Item item) const;
    /// The updates that covering item @p item (a Problem index) makes now: what step
    /// X4 costs at this node of the tree, for the walks outside a search (chapter 10's
    /// cut and estimates). The item is covered and uncovered again.
    [[nodiscard]] std::uint64_t cover_cost(Item item);

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
    // The search, over a set of speed-ups (tuned_search.hpp), reads and writes the
    // arrays below directly.
    template <class Speedups>
    friend struct TunedSearch;
    friend class EngineShell<TunedDlx>;

    template <bool Check, class OptionAt>
    void build(std::size_t item_count, std::size_t primary_count,
               std::size_t option_count, std::size_t entry_count, OptionAt option_at);
    // loads the empty problem, throws invalid_argument
    [[noreturn]] void refuse(const std::string& why);
    // the search, with the speed-ups the library ships, started by
    // EngineShell::start()
    void run();

    ItemChoice rule_;
    std::vector<NodeLinks> links_;   // per node: ULINK, DLINK
    std::vector<NodePlace> places_;  // per node: TOP, SPACER
    std::vector<ItemLinks> items_;
    // per option: its first node; one more for the end
    std::vector<Index> option_start_;
    Index primary_ = 0;  // N1, the number of primary items
    // the explicit stack: the node chosen at each level
    std::vector<Index> choice_;
    // per level: the counts of the search (tuned_search.hpp) before and after covering
    // its item
    std::vector<tuned::Counts> counts_at_;
    std::vector<Option> chosen_;  // options chosen up front
    // per item: the chosen option covering it, or none
    std::vector<Option> covered_by_;
    // per item header: LEN, plus 2^30 while covered, 2^29 if secondary
    std::vector<Index> len_;
    // the number of uncovered primary items whose LEN is 0
    Index empty_ = 0;
    std::vector<std::uint64_t> profile_;
    std::uint64_t manual_updates_ = 0;
};

}  // namespace exact_cover
