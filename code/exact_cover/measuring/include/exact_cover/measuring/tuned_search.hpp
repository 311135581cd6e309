/// @file
/// The tuned engine's search (TunedDlx), as a template over its speed-ups, with the
/// operations it is made of: a header of the measuring layer, which the library reads
/// privately to compile the speed-ups it ships (tuned_dlx.cpp) and "Going faster"
/// reads to compile the sets it measures against them (code/faster/dlx_variants.cpp).
/// Not installed: a user of the library needs only tuned_dlx.hpp. The tests read the
/// engine's insides through it too (node_places(), lens()).
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <limits>

#include "exact_cover/search.hpp"
#include "exact_cover/tuned_dlx.hpp"

namespace exact_cover {

namespace tuned {

using Index = TunedDlx::Index;
using NodeLinks = TunedDlx::NodeLinks;
using NodePlace = TunedDlx::NodePlace;
using ItemLinks = TunedDlx::ItemLinks;

// [start:constants]
// [start:counts]
/// What the search keeps count of about the active primary items, besides LEN: how
/// many have an empty list (then the branch is dead), and the surplus, how many
/// options their lists hold beyond one each (when it is 0, the rest of the branch is
/// forced).
struct Counts {
    Index empty = 0;  ///< active primary items with LEN 0
    /// the sum of LEN - 1 over the active primary items (mod 2^32)
    std::uint32_t surplus = 0;
};
// [end:counts]

// no option: what TunedDlx records for an item no chosen option covers (the next page)
constexpr Option none = static_cast<Option>(-1);
// [start:len_constants]
constexpr Index covered = std::numeric_limits<Index>::max();  // more than any LEN
constexpr Index covered_flag = Index{1} << 30;  // added to the LEN of a covered item
// added to the LEN of a secondary item
constexpr Index secondary_flag = Index{1} << 29;
// choose_item() reads LEN in blocks of this many
constexpr Index scan_block = 32;
// [end:len_constants]
// [end:constants]

// The operations below are small functions for the reader's sake; the search relies on
// their being part of its loop, where its locals stay in registers, in every version
// of the search that is compiled (one per set of speed-ups). So inlining is asked for,
// not left to the compiler's judgement of size.
#define DLX_INLINE [[gnu::always_inline]] inline

// The block scan of step X3 is compiled twice where the toolchain can pick a version
// when the program loads (g++ on x86-64 Linux): for any x86-64, whose vector
// instructions take the minimum of four 32-bit integers in several steps, and for
// x86-64-v3 (AVX2), which takes eight in one. Elsewhere there is one version.

// [start:scan_macro]
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && \
    defined(__linux__)
#define DLX_SCAN_VERSIONS __attribute__((target_clones("arch=x86-64-v3", "default")))
#else
#define DLX_SCAN_VERSIONS
#endif
// [end:scan_macro]

// The four operations, on raw arrays so that the search loop keeps everything in
// registers. `links` and `places` are the node arrays, `cl` the item headers, `len` the
// LEN of each item (2^30 more while it is covered, so that choose_item() can scan the
// items in place instead of chasing their links; 2^29 more if it is secondary, so that
// it never counts as empty), `updates` Knuth's counter. With Count, `counts` follows
// two numbers about the active primary items (Counts): how many have an empty
// list, and how many options their lists hold beyond one each. The search counts them
// only on the way down and, on the way back, takes back the values it wrote down before
// (TunedSearch::walk()), so it calls unhide() and uncover() without Count. The calls by
// hand (cover_item(), choose()) count both ways.

// [start:hide]
// Takes node q out of its item's list (one update of hide()).
template <bool Count>
DLX_INLINE void hide_node(NodeLinks* links, const NodePlace* places, Index* len,
                          Index q, Counts& counts) {
    const Index x = places[q].top;
    const Index u = links[q].up;
    const Index d = links[q].down;
    links[u].down = d;  // q leaves the list of item x, but keeps its own links:
    links[d].up = u;    // they are what unhide() needs to put it back
    --len[x];           // LEN(x) = LEN(x) - 1
    // [start:counting.hide_node]
    if constexpr (Count) counts.empty += len[x] == 0;  // one more empty list
    // [end:counting.hide_node]
}

// Hides the option of node p: takes each of its other nodes out of its item's list.
// The baseline goes right from p and, at the spacer, back to the option's first node;
// knowing both ends of the option, we visit the same nodes as two plain runs.
template <bool Count>
DLX_INLINE void hide(NodeLinks* links, const NodePlace* places, Index* len, Index p,
                     std::uint64_t& updates, Counts& counts) {
    const Index s = places[p].spacer;  // the end of p's option
    const Index first = links[s].up;   // its start: the spacer's ULINK
    // the nodes right of p, then round from the first
    for (Index q = p + 1; q < s; ++q) hide_node<Count>(links, places, len, q, counts);
    for (Index q = first; q < p; ++q) hide_node<Count>(links, places, len, q, counts);
    updates += static_cast<std::uint64_t>(s - first - 1);
    // [start:counting.hide]
    if constexpr (Count) counts.surplus -= static_cast<std::uint32_t>(s - first - 1);
    // [end:counting.hide]
}
// [end:hide]

// [start:cover]
// Covers item i: every option in i's list is hidden, top to bottom, and i leaves the
// active list. LEN says how many options there are, so the loop counts them down
// instead of testing each DLINK for the header: the processor knows where the loop
// ends before it has loaded a single node.
template <bool Count>
DLX_INLINE void cover(NodeLinks* links, const NodePlace* places, ItemLinks* cl,
                      Index* len, Index i, std::uint64_t& updates, Counts& counts) {
    Index p = links[i].down;
    for (Index k = len[i] & (secondary_flag - 1); k > 0; --k) {
        hide<Count>(links, places, len, p, updates, counts);
        p = links[p].down;
    }
    const Index l = cl[i].llink;
    const Index r = cl[i].rlink;
    cl[l].rlink = r;
    cl[r].llink = l;
    // [start:counting.cover]
    if constexpr (Count) {
        counts.empty -= len[i] == 0;  // an empty list leaves with i
        counts.surplus -= static_cast<std::uint32_t>(len[i] - 1);  // and its surplus
    }
    // [end:counting.cover]
    len[i] += covered_flag;  // not a list removal: what choose_item() looks at
    ++updates;
}
// [end:cover]

// [start:unhide]
// Undoes hide(p): the same nodes in the opposite order (going left from p), each put
// back between the neighbours it still remembers.
template <bool Count>
DLX_INLINE void unhide_node(NodeLinks* links, const NodePlace* places, Index* len,
                            Index q, Counts& counts) {
    const Index x = places[q].top;
    // Both links in one 8-byte load (memcpy asks for one; a copy of the struct may be
    // two), as nothing has written them since q was hidden. Not so in hide(), where
    // a node's ULINK was often just written by the option hidden before it: a 4-byte
    // store is forwarded to a 4-byte load, but an 8-byte load waits for the cache.
    NodeLinks both;
    std::memcpy(&both, &links[q], sizeof both);
    const auto [u, d] = both;
    links[u].down = q;
    links[d].up = q;
    // [start:counting.unhide_node]
    if constexpr (Count) counts.empty -= len[x] == 0;
    // [end:counting.unhide_node]
    ++len[x];  // LEN(x) = LEN(x) + 1
}

template <bool Count>
DLX_INLINE void unhide(NodeLinks* links, const NodePlace* places, Index* len, Index p,
                       Counts& counts) {
    const Index s = places[p].spacer;
    const Index first = links[s].up;
    // the nodes left of p, then round from the last
    for (Index q = p - 1; q >= first; --q)
        unhide_node<Count>(links, places, len, q, counts);
    for (Index q = s - 1; q > p; --q) unhide_node<Count>(links, places, len, q, counts);
    // [start:counting.unhide]
    if constexpr (Count) counts.surplus += static_cast<std::uint32_t>(s - first - 1);
    // [end:counting.unhide]
}
// [end:unhide]

// [start:uncover]
// Undoes cover(i), in exact reverse: i returns to the active list, then its options are
// unhidden from the bottom of its list up (LEN has not changed since cover(i): while i
// is covered, no option in its list is in any active list). A node put back trusts the
// neighbours it had when it left, so undoing last out, first in is the safe order;
// within one uncover, top to bottom happens to work too (chapter 6), but the reverse
// keeps to the rule that the order of uncover_others does need.
template <bool Count>
DLX_INLINE void uncover(NodeLinks* links, const NodePlace* places, ItemLinks* cl,
                        Index* len, Index i, Counts& counts) {
    const Index l = cl[i].llink;
    const Index r = cl[i].rlink;
    cl[l].rlink = i;
    cl[r].llink = i;
    len[i] -= covered_flag;
    // [start:counting.uncover]
    if constexpr (Count) {
        counts.empty += len[i] == 0;
        counts.surplus += static_cast<std::uint32_t>(len[i] - 1);
    }
    // [end:counting.uncover]
    Index p = links[i].up;
    for (Index k = len[i] & (secondary_flag - 1); k > 0; --k) {
        unhide<Count>(links, places, len, p, counts);
        p = links[p].up;
    }
}
// [end:uncover]

// [start:cover_option]
// Covers the items of the option of node p other than p's own, going right (step X5).
template <bool Count>
DLX_INLINE void cover_others(NodeLinks* links, const NodePlace* places, ItemLinks* cl,
                             Index* len, Index p, std::uint64_t& updates,
                             Counts& counts) {
    const Index s = places[p].spacer;
    const Index first = links[s].up;
    for (Index q = p + 1; q < s; ++q)
        cover<Count>(links, places, cl, len, places[q].top, updates, counts);
    for (Index q = first; q < p; ++q)
        cover<Count>(links, places, cl, len, places[q].top, updates, counts);
}

// Undoes cover_others(p) going left, the reverse order (step X6): item a covered before
// item b may have hidden options that b's covering then skipped, so b must be uncovered
// first, while a's hidden options are still out of the lists.
template <bool Count>
DLX_INLINE void uncover_others(NodeLinks* links, const NodePlace* places, ItemLinks* cl,
                               Index* len, Index p, Counts& counts) {
    const Index s = places[p].spacer;
    const Index first = links[s].up;
    for (Index q = p - 1; q >= first; --q)
        uncover<Count>(links, places, cl, len, places[q].top, counts);
    for (Index q = s - 1; q > p; --q)
        uncover<Count>(links, places, cl, len, places[q].top, counts);
}
// [end:cover_option]

// [start:choose_item]
// Step X3 on the active list, as the baseline does it: follow RLINK from the root and
// keep the leftmost item with the fewest options. `unbeatable` is the LEN at which the
// scan may stop: 0, or 1 when the search knows that no list is empty.
DLX_INLINE Index scan_links(const Index* len, const ItemLinks* cl, Index unbeatable) {
    Index best = cl[0].rlink;
    for (Index x = cl[best].rlink; x != 0 && len[best] > unbeatable; x = cl[x].rlink)
        if (len[x] < len[best]) best = x;
    return best;
}

// Step X3 in place. The active list keeps the primary items in their order 1 .. n1, so
// instead of following RLINK, one load after another, we scan the LEN array: a covered
// item's LEN has 2^30 added, so it never wins (it does not change while the item is
// covered: every option still in a list has only active items). The scan goes by blocks
// of 32 items: the minimum of a block is a loop without branches, which the compiler
// turns into vector instructions; we stop after the first block that holds an
// unbeatable LEN, and only then look for the leftmost item with the fewest options
// inside the block where they first appeared.
DLX_INLINE Index scan_blocks(const Index* len, Index n1, Index unbeatable) {
    Index fewest = covered;
    Index from = 1;  // the block where fewest was seen first
    // the last block may read past n1: see load()
    for (Index k = 1; k <= n1; k += scan_block) {
        Index m = covered;
        // (not std::min: the AVX2 version of this loop can inline only functions
        // compiled for the same instructions, and a call per item would undo it)
        for (Index j = 0; j < scan_block; ++j) m = len[k + j] < m ? len[k + j] : m;
        if (m < fewest) {
            fewest = m;
            from = k;
            if (m <= unbeatable) break;
        }
    }
    // The leftmost of them: a comparison per item of that block, gathered into a mask
    // without a branch, so that the processor has no loop end to guess.
    std::uint32_t mask = 0;  // bit j: item from + j has the fewest
    for (Index j = 0; j < scan_block; ++j)
        mask |= std::uint32_t{len[from + j] == fewest} << j;
    return from + std::countr_zero(mask);
}

// [end:choose_item]

// [start:scan_versions]
// The same scan, compiled twice where DLX_SCAN_VERSIONS says so. (Static, so that the
// two copies and the resolver that picks one stay in the source that calls it; maybe
// unused, for the tests that include this header and never call it.)
[[maybe_unused]] DLX_SCAN_VERSIONS static Index scan_block_versions(const Index* len,
                                                                    Index n1,
                                                                    Index unbeatable) {
    return scan_blocks(len, n1, unbeatable);
}
// [end:scan_versions]

// [start:forced_path]
// The options left when every active primary item has exactly one (its list's only
// node), and the number of those items: each option is counted at its first node.
struct ForcedPath {
    std::uint64_t options = 0;
    std::uint64_t items = 0;
};

DLX_INLINE ForcedPath forced_path(const NodeLinks* links, const NodePlace* places,
                                  const ItemLinks* cl) {
    ForcedPath path;
    for (Index i = cl[0].rlink; i != 0; i = cl[i].rlink) {
        const Index p = links[i].down;
        ++path.items;
        // the spacer's ULINK: its option's first node
        path.options += p == links[places[p].spacer].up;
    }
    return path;
}
// [end:forced_path]

}  // namespace tuned

// [start:speedups]
/// How step X3 finds the item with the fewest options: by following RLINK from item to
/// item (the baseline's way), by scanning LEN in blocks, or by scanning it in blocks
/// with the widest version of the scan that the processor can run.
enum class Scan { links, blocks, block_versions };

/// A set of speed-ups, as the tuned search takes them: how step X3 scans (@p S); with
/// @p CountEmpty, on problems with more than count_empty_from primary items, the search
/// keeps count of the active items with an empty list and leaves a dead branch without
/// choosing one; with @p ForcedPaths too, count_solutions() on a problem with primary
/// items only counts a forced path to a cover without walking it. "Going faster"
/// measures the sets one by one; the tests check that each walks the baseline's tree.
template <Scan S, bool CountEmpty, bool ForcedPaths>
struct Speedups {
    static constexpr Scan scan = S;                    ///< how step X3 scans
    static constexpr bool count_empty = CountEmpty;    ///< empty lists counted
    static constexpr bool forced_paths = ForcedPaths;  ///< forced paths counted
};

/// The speed-ups the library ships, all of them.
using ShippedSpeedups = Speedups<Scan::block_versions, true, true>;

/// More primary items than this, and the counts are kept: the scan of step X3 that
/// they shorten is long (a Sudoku's 324 items, the 6 × 6 grids' 144), while on a few
/// dozen items (the pentominoes' 72) the design expects them to cost more than they
/// save; "Going faster" says that this bound is not measured.
inline constexpr TunedDlx::Index count_empty_from = 128;
// [end:speedups]

/// The search of a TunedDlx with the speed-ups of @p Speedups.
template <class Speedups>
struct TunedSearch {
    // [start:steps]
    /// Searches the problem loaded in @p dlx (see TunedDlx::search()), passing each
    /// cover to @p visit (none: only counting), through the engine's shell. With
    /// @p unwind, every level is undone before it returns; without, a stop leaves the
    /// links as they are.
    static SearchResult run(TunedDlx& dlx, const SolutionVisitor* visit,
                            const Limits& limits, bool unwind) {
        return dlx.start(visit, limits, [&dlx, unwind] { steps(dlx, unwind); });
    }
    /// The search's steps, on the run that @p dlx's shell has started: its counters go
    /// to the shell's result.
    static void steps(TunedDlx& dlx, bool unwind) {
        if constexpr (Speedups::count_empty)
            if (dlx.primary_ > count_empty_from) {
                dlx.result_ = walk<true>(dlx, unwind);
                return;
            }
        dlx.result_ = walk<false>(dlx, unwind);
    }
    // [end:steps]

    /// The places of @p dlx's nodes, in the order of TunedDlx::node_links(): what the
    /// tests that compare states and chapter 7's table of memory read.
    static std::span<const TunedDlx::NodePlace> node_places(
        const TunedDlx& dlx) noexcept {
        return std::span(dlx.places_).first(dlx.option_start_.back());
    }
    /// LEN of every item header x of @p dlx (entry 0 unused), 2^30 more while the item
    /// is covered and 2^29 more for a secondary item, then the padding: the third
    /// array, for the same readers.
    static std::span<const TunedDlx::Index> lens(const TunedDlx& dlx) noexcept {
        return dlx.len_;
    }

private:
    template <bool Count>
    static SearchResult walk(TunedDlx& dlx, bool unwind);
    static TunedDlx::Index choose_item(const TunedDlx& dlx, TunedDlx::Index unbeatable);
    // [start:report]
    // Reports the cover made of the chosen options and choice[0 .. depth - 1] through
    // the engine's shell (the visitor, the count); true to stop. Inlined into the
    // loop, so that the result stays in the loop's registers.
    DLX_INLINE static bool report(TunedDlx& dlx, const TunedDlx::Index* choice,
                                  TunedDlx::Index depth, SearchResult& result) {
        return dlx.report_cover_to(result, std::span(choice, depth), dlx.chosen_) ==
               Next::stop;
    }
    // [end:report]
};

// [start:choose_dispatch]
// Step X3 by the rule of @p dlx: the leftmost active item or, by the scan of Speedups,
// the leftmost with the fewest options. A list of `unbeatable` options ends the scan.
template <class Speedups>
TunedDlx::Index TunedSearch<Speedups>::choose_item(const TunedDlx& dlx,
                                                   TunedDlx::Index unbeatable) {
    if (dlx.rule_ == ItemChoice::first) return dlx.items_[0].rlink;
    if constexpr (Speedups::scan == Scan::links)
        return tuned::scan_links(dlx.len_.data(), dlx.items_.data(), unbeatable);
    else if constexpr (Speedups::scan == Scan::blocks)
        return tuned::scan_blocks(dlx.len_.data(), dlx.primary_, unbeatable);
    else
        return tuned::scan_block_versions(dlx.len_.data(), dlx.primary_, unbeatable);
}
// [end:choose_dispatch]

// The search: steps X2 to X8 of the baseline (BaselineDlx::run), with the levels on an
// explicit stack (choice[level] is the node tried at each level) and the speed-ups,
// each marked with a [+ ...] comment. A stop (a visitor's, a limit's, the budget's)
// sets `stopping`; the search then backs up through X6 to X8 without trying another
// option, so that it has one way out, at `done`.
// [start:walk]
template <class Speedups>
template <bool Count>
SearchResult TunedSearch<Speedups>::walk(TunedDlx& dlx, bool unwind) {
    using namespace tuned;
    // Copies that nothing outside this function can reach: the compiler may then keep
    // the node count and the budget in registers, where through a reference a store
    // into the profile (a word of the same type) might change them for all it knows.
    const Limits limits = dlx.limits_;
    const SolutionVisitor* const visit = dlx.visit_;
    SearchResult result;
    NodeLinks* const links = dlx.links_.data();
    const NodePlace* const places = dlx.places_.data();
    ItemLinks* const cl = dlx.items_.data();
    Index* const len = dlx.len_.data();
    Index* const choice = dlx.choice_.data();
    Counts* const counts_at = dlx.counts_at_.data();
    std::uint64_t* const profile = dlx.profile_.data();
    std::fill(dlx.profile_.begin(), dlx.profile_.end(), 0);
    std::uint64_t updates = 0;
    // [start:search_setup]
    // without counting: as if some list might be empty
    Counts counts{Count ? dlx.empty_ : 1, 0};
    // Counting only, with primary items only: a level where every list holds one option
    // can be finished without walking the path below it (see forced_path()). A
    // secondary item could be in two of those options, which would then be no solution;
    // and a visitor would want the options in the order the walk finds them.
    const bool shortcut =
        Count && Speedups::forced_paths && visit == nullptr &&
        dlx.rule_ == ItemChoice::fewest_options &&
        static_cast<std::size_t>(dlx.primary_) + 1 == dlx.items_.size();
    if (shortcut)  // the surplus is only ever read for the shortcut
        for (Index i = cl[0].rlink; i != 0; i = cl[i].rlink)
            counts.surplus += static_cast<std::uint32_t>(len[i] - 1);
    // [end:search_setup]
    Index level = 0;
    Index best = 0;  // the item being tried at this level
    Index cur = 0;   // the node being tried at this level
    bool stopping = false;
    if (cl[0].rlink == 0) {  // X2 at the root: the chosen options alone are a cover
        stopping = report(dlx, choice, 0, result);
        goto done;
    }

// [start:walk_loop]
forward:  // X3: choose an item
    // [start:shortcuts.forward]
    if (Count && counts.empty > 0 && dlx.rule_ == ItemChoice::fewest_options) {
        // [+ empty lists counted] X3 would choose an empty item, X4 cover it (one
        // update) and X5 find nothing to try: skip the motions, keep the count.
        ++updates;
        goto leave;
    }
    if (shortcut && counts.surplus == 0) {
        // [+ forced paths counted] Every active item has one option left: they are
        // disjoint and cover the rest, a forced path to one solution. X3 to X5 would
        // walk it, k + (k - 1) updates for an option of k items: count them instead.
        const ForcedPath path = forced_path(links, places, cl);
        if (path.options <= limits.nodes - result.nodes) {
            for (std::uint64_t k = 0; k < path.options; ++k) ++profile[level + k];
            result.nodes += path.options;
            updates += 2 * path.items - path.options;
            stopping = count_solution(result, limits, Next::proceed) == Next::stop;
            goto leave;
        }
    }
    // [+ empty lists counted] with none empty, a list of one cannot be beaten either
    // (a search that does not count has counts.empty = 1: it cannot know)
    // [end:shortcuts.forward]
    best = choose_item(dlx, counts.empty == 0 ? 1 : 0);
    if constexpr (Count) counts_at[2 * level] = counts;           // what X7 restores
    cover<Count>(links, places, cl, len, best, updates, counts);  // X4
    if constexpr (Count) counts_at[2 * level + 1] = counts;       // what X6 restores
    cur = choice[level] = links[best].down;
advance:  // X5: try option cur, unless the search stops or the list is exhausted
    if (stopping || (cur != best && !may_visit(result, limits))) {
        stopping = true;
        if (!unwind) goto done;  // out at once, the links as they are
        goto backup;
    }
    if (cur == best) goto backup;
    ++profile[level];
    ++result.nodes;
    cover_others<Count>(links, places, cl, len, cur, updates, counts);
    if (cl[0].rlink == 0) {  // X2: every primary item is covered
        stopping = report(dlx, choice, level + 1, result);
        goto recover;
    }
    ++level;
    goto forward;
backup:  // X7: uncover the item
    // [+ empty lists counted] the counts are taken back, not followed
    uncover<false>(links, places, cl, len, best, counts);
    if constexpr (Count) counts = counts_at[2 * level];
leave:  // X8: leave the level
    if (level == 0) goto done;
    --level;
    cur = choice[level];
    best = places[cur].top;
recover:  // X6: uncover the option's other items, in the reverse order of X5
    uncover_others<false>(links, places, cl, len, cur, counts);
    if constexpr (Count) counts = counts_at[2 * level + 1];
    cur = choice[level] = links[cur].down;
    goto advance;
    // [end:walk_loop]

done:
    result.updates = updates;
    std::size_t depth = dlx.profile_.size();
    while (depth > 0 && profile[depth - 1] == 0) --depth;
    result.profile.assign(profile, profile + depth);
    return result;
}
// [end:walk]

namespace measuring {

/// TunedSearch::node_places() of the search the library ships.
[[nodiscard]] inline std::span<const TunedDlx::NodePlace> node_places(
    const TunedDlx& dlx) noexcept {
    return TunedSearch<ShippedSpeedups>::node_places(dlx);
}
/// TunedSearch::lens() of the search the library ships.
[[nodiscard]] inline std::span<const TunedDlx::Index> lens(
    const TunedDlx& dlx) noexcept {
    return TunedSearch<ShippedSpeedups>::lens(dlx);
}

}  // namespace measuring

}  // namespace exact_cover
