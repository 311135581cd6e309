#include "exact_cover/tuned_dlx.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <stdexcept>
#include <string>

namespace exact_cover {

namespace {

using Index = TunedDlx::Index;
using NodeLinks = TunedDlx::NodeLinks;
using NodePlace = TunedDlx::NodePlace;
using ItemLinks = TunedDlx::ItemLinks;
using Counts = TunedDlx::Counts;

constexpr Option none = static_cast<Option>(-1);
constexpr Index covered = std::numeric_limits<Index>::max();  // more than any LEN
constexpr Index covered_flag = Index{1} << 30;  // added to the LEN of a covered item
// added to the LEN of a secondary item
constexpr Index secondary_flag = Index{1} << 29;
// choose_item() reads LEN in blocks of this many
constexpr Index scan_block = 32;

// choose_item() is compiled twice on x86-64 Linux with g++: for the baseline
// instruction set (SSE2, where a minimum of 32-bit integers costs four instructions)
// and for x86-64-v3 (AVX2, one instruction for eight); the loader picks the version the
// processor can run. Elsewhere, one plain version.
// The operations below are small and called from six versions of the search (one per
// tuning that the book measures); past a certain size the compiler stops inlining them
// into some of those versions, and a call per cover costs several percent, so inlining
// is asked for, not left to the compiler's budget.
#define DLX_INLINE [[gnu::always_inline]] inline

#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && \
    defined(__linux__)
#define DLX_SCAN_VERSIONS __attribute__((target_clones("arch=x86-64-v3", "default")))
#else
#define DLX_SCAN_VERSIONS inline
#endif

// The four operations, on raw arrays so that the search loop keeps everything in
// registers. `links` and `places` are the node arrays, `cl` the item headers, `len` the
// LEN of each item (2^30 more while it is covered, so that choose_item() can scan the
// items in place instead of chasing their links; 2^29 more if it is secondary, so that
// it never counts as empty), `updates` Knuth's counter. With Count, `counts` follows
// two numbers about the active primary items (TunedDlx::Counts): how many have an empty
// list, and how many options their lists hold beyond one each. The search counts them
// only on the way down and, on the way back, takes back the values it wrote down before
// (run_with()), so it calls unhide() and uncover() without Count. The calls by hand
// (cover_item(), choose()) count both ways.

// [start:hide]
// Hides the option of node p: takes each of its other nodes out of its item's list.
// The baseline goes right from p and, at the spacer, back to the option's first node;
// knowing both ends of the option, we visit the same nodes as two plain runs.
template <bool Count>
DLX_INLINE void hide_node(NodeLinks* links, const NodePlace* places, Index* len,
                          Index q, Counts& counts) {
    const Index x = places[q].top;
    const Index u = links[q].up;
    const Index d = links[q].down;
    links[u].down = d;  // q leaves the list of item x, but keeps its own links:
    links[d].up = u;    // they are what unhide() needs to put it back
    --len[x];           // LEN(x) = LEN(x) - 1
    if constexpr (Count) counts.empty += len[x] == 0;  // one more empty list
}

template <bool Count>
DLX_INLINE void hide(NodeLinks* links, const NodePlace* places, Index* len, Index p,
                     std::uint64_t& updates, Counts& counts) {
    const Index s = places[p].spacer;  // the end of p's option
    const Index first = links[s].up;   // its start: the spacer's ULINK
    // the nodes right of p, then round from the first
    for (Index q = p + 1; q < s; ++q) hide_node<Count>(links, places, len, q, counts);
    for (Index q = first; q < p; ++q) hide_node<Count>(links, places, len, q, counts);
    updates += static_cast<std::uint64_t>(s - first - 1);
    if constexpr (Count) counts.surplus -= static_cast<std::uint32_t>(s - first - 1);
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
    if constexpr (Count) {
        counts.empty -= len[i] == 0;  // an empty list leaves with i
        counts.surplus -= static_cast<std::uint32_t>(len[i] - 1);  // and its surplus
    }
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
    // Both links in one 8-byte load (through memcpy: g++ copies the struct field by
    // field), as nothing has written them since q was hidden. Not so in hide(), where
    // a node's ULINK was often just written by the option hidden before it: a 4-byte
    // store is forwarded to a 4-byte load, but an 8-byte load waits for the cache.
    NodeLinks both;
    std::memcpy(&both, &links[q], sizeof both);
    const auto [u, d] = both;
    links[u].down = q;
    links[d].up = q;
    if constexpr (Count) counts.empty -= len[x] == 0;
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
    if constexpr (Count) counts.surplus += static_cast<std::uint32_t>(s - first - 1);
}
// [end:unhide]

// [start:uncover]
// Undoes cover(i), in exact reverse: i returns to the active list, then its options are
// unhidden from the bottom of its list up (LEN has not changed since cover(i): while i
// is covered, no option in its list is in any active list). The order is forced: a node
// put back trusts the neighbours it had when it left, so the removals must be undone
// last first; undo them in another order and a node can be linked next to one that is
// not back yet.
template <bool Count>
DLX_INLINE void uncover(NodeLinks* links, const NodePlace* places, ItemLinks* cl,
                        Index* len, Index i, Counts& counts) {
    const Index l = cl[i].llink;
    const Index r = cl[i].rlink;
    cl[l].rlink = i;
    cl[r].llink = i;
    len[i] -= covered_flag;
    if constexpr (Count) {
        counts.empty += len[i] == 0;
        counts.surplus += static_cast<std::uint32_t>(len[i] - 1);
    }
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
        // (not std::min: the AVX2 version may not inline a function compiled for
        // other instructions, and a build with -march=native called it per item)
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
// The same scan, compiled twice where DLX_SCAN_VERSIONS says so.
DLX_SCAN_VERSIONS Index scan_block_versions(const Index* len, Index n1,
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

}  // namespace

TunedDlx::TunedDlx() : TunedDlx(Options{}) {}

TunedDlx::TunedDlx(Options options) : options_(options) { load(Problem{}); }

TunedDlx::TunedDlx(const Problem& problem, Options options) : options_(options) {
    load(problem);
}

// [start:load]
void TunedDlx::load(const Problem& problem) {
    build<false>(problem.item_count(), problem.primary_count(), problem.option_count(),
                 problem.entry_count(),
                 [&problem](Option o) { return problem.option(o); });
}

// Builds the links of a problem with n items (the first `primary` primary) and
// `options` options, `option_at(o)` giving the items of option o. With Check, an item
// out of range or twice in one option is refused (what a Problem rules out when it is
// built).
template <bool Check, class OptionAt>
void TunedDlx::build(std::size_t n, std::size_t primary, std::size_t options,
                     std::size_t entries, OptionAt option_at) {
    const std::size_t size = 1 + n + 1 + entries + options;
    if (size >= static_cast<std::size_t>(std::numeric_limits<Index>::max()))
        throw std::length_error("the problem needs " + std::to_string(size) +
                                " nodes, more than 2^31");
    const auto index = [](std::size_t k) { return static_cast<Index>(k); };
    primary_ = index(primary);

    // The item headers: primary items in a circle through the root, secondary ones
    // alone.
    items_.resize(n + 1);
    for (Index i = 0; i <= primary_; ++i)
        items_[i] = {i == 0 ? primary_ : i - 1, i == primary_ ? 0 : i + 1};
    for (Index i = primary_ + 1; i <= index(n); ++i) items_[i] = {i, i};

    // The nodes: headers with empty lists, then options separated by spacers. A new
    // node goes to the bottom of its item's list, so every list runs in option order.
    links_.resize(size);
    places_.resize(size);
    // LEN, with a block of padding after the last item: choose_item() reads whole
    // blocks, so the last one may reach past N1, into the secondary items (2^29 more
    // than any primary LEN, so never chosen while a primary item is active) and then
    // the padding (never chosen).
    len_.assign(n + 1 + scan_block, covered);
    std::fill(len_.begin() + 1, len_.begin() + static_cast<std::ptrdiff_t>(n) + 1, 0);
    // Through raw pointers, taken once: through links_[k], the compiler did not prove
    // the vectors' data pointers unchanged from one node to the next, and loaded them
    // again for every node. (refuse() throws, so nothing uses them after it reloads.)
    NodeLinks* const links = links_.data();
    NodePlace* const places = places_.data();
    Index* const len = len_.data();
    for (Index i = 0; i <= index(n); ++i) {  // the root, then the headers
        links[i] = {i, i};
        places[i] = {0, 0};
    }
    Index spacer = index(n + 1);
    links[spacer] = {0, 0};
    places[spacer] = {0, spacer};
    option_start_.resize(options + 1);
    for (Option o = 0; o < options; ++o) {
        const auto items = option_at(o);
        const Index first = spacer + 1;
        const Index end = first + index(items.size());  // the spacer after it
        option_start_[o] = first;
        Index q = first;
        for (const auto item : items) {
            if (Check && item >= n)
                refuse("option " + std::to_string(o) + " has item " +
                       std::to_string(item) + ", but there are only " +
                       std::to_string(n) + " items");
            const Index x = index(item + 1);
            const Index last = links[x].up;
            // the bottom of x's list is already in this option
            if (Check && last >= first)
                refuse("option " + std::to_string(o) + " has item " +
                       std::to_string(item) + " twice");
            links[q] = {last, x};
            places[q] = {x, end};
            links[last].down = q;
            links[x].up = q;
            ++len[x];
            ++q;
        }
        links[spacer].down = q - 1;  // the last node of the option after it
        links[q] = {first, 0};       // the spacer after option o
        places[q] = {-index(o + 1), q};
        spacer = q;
    }
    option_start_[options] = spacer + 1;

    choice_.resize(static_cast<std::size_t>(primary_) + 1);
    counts_at_.resize(2 * choice_.size());
    profile_.resize(static_cast<std::size_t>(primary_) + 1);
    covered_by_.assign(n, none);
    empty_ = 0;
    for (Index i = 1; i <= index(n); ++i) {
        if (len_[i] >= secondary_flag)
            throw std::length_error("an item is in " + std::to_string(len_[i]) +
                                    " options, 2^29 or more");
        if (i > primary_) len_[i] += secondary_flag;  // never empty, never chosen
        empty_ += len_[i] == 0;
    }
    chosen_.clear();
    stats_ = SearchResult{};
    manual_updates_ = 0;
    stale_ = false;
}
// [end:load]

void TunedDlx::load(const ProblemArrays& problem) {
    const std::span<const std::uint32_t> offsets = problem.offsets;
    const std::span<const std::uint32_t> entries = problem.entries;
    if (problem.primary_count > problem.item_count)
        refuse(std::to_string(problem.primary_count) + " primary items but only " +
               std::to_string(problem.item_count) + " items");
    if (offsets.empty() || offsets.front() != 0 || offsets.back() != entries.size())
        refuse("the offsets must run from 0 to the number of entries, " +
               std::to_string(entries.size()));
    for (std::size_t o = 0; o + 1 < offsets.size(); ++o)
        if (offsets[o] > offsets[o + 1])
            refuse("the offsets of option " + std::to_string(o) + " decrease");
    // The items of each option are checked as they are linked (build<true>).
    build<true>(problem.item_count, problem.primary_count, offsets.size() - 1,
                entries.size(), [offsets, entries](Option o) {
                    return entries.subspan(offsets[o], offsets[o + 1] - offsets[o]);
                });
}

void TunedDlx::check_fresh(const char* call) const {
    if (stale_)
        throw std::logic_error(
            std::string(call) +
            ": the last search stopped without unwinding its levels "
            "(TunedDlxOptions::unwind_on_stop); load a problem first");
}

void TunedDlx::refuse(const std::string& why) {
    load(Problem{});
    throw std::invalid_argument(why);
}

bool TunedDlx::is_active(Item item) const noexcept {
    const Index i = static_cast<Index>(item + 1);
    return i <= primary_ && items_[items_[i].llink].rlink == i;
}

Option TunedDlx::option_of(Index node) const noexcept {
    return static_cast<Option>(-places_[places_[node].spacer].top - 1);
}

std::optional<Item> TunedDlx::branch_item() const noexcept {
    Index best = items_[0].rlink;  // the leftmost active primary item
    if (best == 0) return std::nullopt;
    if (options_.choice == ItemChoice::fewest_options)
        for (Index x = items_[best].rlink; x != 0; x = items_[x].rlink)
            if (len_[x] < len_[best]) best = x;  // active primary items: LEN alone
    return static_cast<Item>(best - 1);
}

std::vector<Option> TunedDlx::options_left(Item item) const {
    std::vector<Option> options;
    const Index x = static_cast<Index>(item + 1);
    for (Index q = links_[x].down; q != x; q = links_[q].down)
        options.push_back(option_of(q));
    return options;
}

void TunedDlx::cover_item(Item item) {
    check_fresh("cover_item()");
    Counts counts{empty_, 0};  // (the search counts the surplus afresh)
    exact_cover::cover<true>(links_.data(), places_.data(), items_.data(), len_.data(),
                             static_cast<Index>(item + 1), manual_updates_, counts);
    empty_ = counts.empty;
}

void TunedDlx::uncover_item(Item item) {
    check_fresh("uncover_item()");
    Counts counts{empty_, 0};
    exact_cover::uncover<true>(links_.data(), places_.data(), items_.data(),
                               len_.data(), static_cast<Index>(item + 1), counts);
    empty_ = counts.empty;
}

// [start:choose]
std::optional<Clash> TunedDlx::choose(Option option) {
    check_fresh("choose()");
    if (option >= option_count())
        throw std::out_of_range("option " + std::to_string(option) +
                                " does not exist (the problem has " +
                                std::to_string(option_count()) + " options)");
    const Index first = option_start_[option];
    const Index end = option_start_[option + 1] - 1;  // the spacer after the option
    for (Index q = first; q != end; ++q) {  // check everything before changing anything
        const Item item = static_cast<Item>(places_[q].top - 1);
        if (covered_by_[item] != none) return Clash{option, covered_by_[item], item};
    }
    Counts counts{empty_, 0};
    for (Index q = first; q != end; ++q) {
        covered_by_[places_[q].top - 1] = option;
        exact_cover::cover<true>(links_.data(), places_.data(), items_.data(),
                                 len_.data(), places_[q].top, manual_updates_, counts);
    }
    empty_ = counts.empty;
    chosen_.push_back(option);
    return std::nullopt;
}

void TunedDlx::unchoose() {
    check_fresh("unchoose()");
    if (chosen_.empty()) throw std::logic_error("unchoose() with no option chosen");
    const Option option = chosen_.back();
    // Uncover from right to left: the reverse of choose(), for the reason given at
    // uncover().
    Counts counts{empty_, 0};
    for (Index q = option_start_[option + 1] - 2; q >= option_start_[option]; --q) {
        exact_cover::uncover<true>(links_.data(), places_.data(), items_.data(),
                                   len_.data(), places_[q].top, counts);
        covered_by_[places_[q].top - 1] = none;
    }
    empty_ = counts.empty;
    chosen_.pop_back();
}
// [end:choose]

void TunedDlx::unchoose_all() {
    while (!chosen_.empty()) unchoose();
}

SearchResult TunedDlx::search(const SolutionVisitor& visit, Limits limits) {
    run(&visit, limits);
    return stats_;
}

SearchResult TunedDlx::count_solutions(Limits limits) {
    run(nullptr, limits);
    return stats_;
}

std::optional<std::vector<Option>> TunedDlx::first_solution() {
    return first_solution_of(*this);
}

// Picks the version of the search that the tuning asks for. Counting the empty lists
// costs a little in every hide(); it pays when the scan of step X3 is long, as in a
// Sudoku's 324 items, but not for a few dozen items, as the pentominoes' 72.
void TunedDlx::run(const SolutionVisitor* visit, const Limits& limits) {
    check_fresh(visit != nullptr ? "search()" : "count_solutions()");
    const DlxTuning& t = options_.tuning;
    const bool count = t.count_empty && primary_ > count_empty_from;
    if (!t.block_scan) {
        count ? run_with<true, Scan::links>(visit, limits)
              : run_with<false, Scan::links>(visit, limits);
    } else if (!t.scan_versions) {
        count ? run_with<true, Scan::blocks>(visit, limits)
              : run_with<false, Scan::blocks>(visit, limits);
    } else {
        count ? run_with<true, Scan::block_versions>(visit, limits)
              : run_with<false, Scan::block_versions>(visit, limits);
    }
}

// The search: steps X2 to X8 of the baseline (BaselineDlx::run), with the levels on an
// explicit stack (choice_[level] is the node tried at each level), and the speed-ups.
template <bool Count, TunedDlx::Scan S>
void TunedDlx::run_with(const SolutionVisitor* visit, const Limits& limits) {
    stats_ = SearchResult{};
    if (!may_search(stats_, limits)) return;
    NodeLinks* const links = links_.data();
    const NodePlace* const places = places_.data();
    ItemLinks* const cl = items_.data();
    Index* const len = len_.data();
    Index* const choice = choice_.data();
    Counts* const counts_at = counts_at_.data();
    std::uint64_t* const profile = profile_.data();
    std::fill(profile_.begin(), profile_.end(), 0);
    const ItemChoice rule = options_.choice;
    std::uint64_t updates = 0;
    // without counting: as if some list might be empty
    Counts counts{Count ? empty_ : 1, 0};
    // Counting only, with primary items only: a level where every list holds one option
    // can be finished without walking the path below it (see forced_path()). A
    // secondary item could be in two of those options, which would then be no solution;
    // and a visitor would want the options in the order the walk finds them.
    const bool shortcut = Count && options_.tuning.forced_paths && visit == nullptr &&
                          rule == ItemChoice::fewest_options &&
                          static_cast<std::size_t>(primary_) + 1 == items_.size();
    if (shortcut)  // the surplus is only ever read for the shortcut
        for (Index i = cl[0].rlink; i != 0; i = cl[i].rlink)
            counts.surplus += static_cast<std::uint32_t>(len[i] - 1);
    Index level = 0;
    Index best = 0;  // the item being tried at this level
    Index cur = 0;   // the node being tried at this level
    // nodes we may still visit
    std::uint64_t budget = limits.nodes;

    // Reports the solution made of the chosen options and choice[0..level]; true to
    // stop.
    const auto record = [&](Index depth) {
        Next verdict = Next::proceed;
        if (visit != nullptr) {
            solution_.assign(chosen_.begin(), chosen_.end());
            for (Index k = 0; k < depth; ++k) solution_.push_back(option_of(choice[k]));
            verdict = (*visit)(solution_);
        }
        return count_solution(stats_, limits, verdict) == Next::stop;
    };

    // no primary item left: the chosen options alone are the cover
    if (cl[0].rlink == 0) {
        (void)record(0);
        goto done;
    }

    // [start:tuned_search]
forward:  // X3: choose an item and cover it (X4)
    if (Count && counts.empty > 0 && rule == ItemChoice::fewest_options) {
        // An active item has no option left. X3 would choose it (nothing beats 0), X4
        // cover it, one update, and X5 find nothing to try: skip the motions, keep the
        // count.
        ++updates;
        goto leave;
    }
    if (shortcut && counts.surplus == 0) {
        // Every active item has one option left: those options are disjoint and
        // cover the rest, so below this level lies a forced path to one solution.
        // X3 to X5 would walk it, k + (k - 1) updates for an option of k items;
        // count them instead.
        const ForcedPath path = forced_path(links, places, cl);
        if (path.options <= budget) {
            budget -= path.options;
            for (std::uint64_t k = 0; k < path.options; ++k) ++profile[level + k];
            updates += 2 * path.items - path.options;
            if (count_solution(stats_, limits, Next::proceed) == Next::stop)
                goto unwind_above;
            goto leave;
        }
    }
    if (rule == ItemChoice::first) {
        best = cl[0].rlink;
    } else {
        // an empty list cannot be beaten; when none is empty, neither can a list of one
        // (a search that does not count has counts.empty = 1: it cannot know)
        const Index unbeatable = counts.empty == 0 ? 1 : 0;
        if constexpr (S == Scan::links) {
            best = scan_links(len, cl, unbeatable);
        } else if constexpr (S == Scan::blocks) {
            best = scan_blocks(len, primary_, unbeatable);
        } else {
            best = scan_block_versions(len, primary_, unbeatable);
        }
    }
    if constexpr (Count) counts_at[2 * level] = counts;  // what backup restores
    cover<Count>(links, places, cl, len, best, updates, counts);
    if constexpr (Count) counts_at[2 * level + 1] = counts;  // what recover restores
    cur = choice[level] = links[best].down;
advance:  // X5: try option cur, or back up when the list is exhausted
    if (cur == best) goto backup;
    if (budget-- == 0 || limits.interrupted()) goto give_up;
    ++profile[level];
    cover_others<Count>(links, places, cl, len, cur, updates, counts);
    if (cl[0].rlink == 0) {  // X2: every primary item is covered
        if (record(level + 1)) goto unwind;
        goto recover;
    }
    ++level;
    goto forward;
backup:  // X7: uncover the item, and X8: leave the level
    // (without Count: the counts are taken back below)
    uncover<false>(links, places, cl, len, best, counts);
    if constexpr (Count) counts = counts_at[2 * level];
leave:
    if (level == 0) goto done;
    --level;
    cur = choice[level];
    best = places[cur].top;
recover:  // X6: uncover the option's other items, in the reverse order of X5
    uncover_others<false>(links, places, cl, len, cur, counts);
    if constexpr (Count) counts = counts_at[2 * level + 1];
    cur = choice[level] = links[cur].down;
    goto advance;
    // [end:tuned_search]

give_up:  // out of budget before trying cur: only its item is covered at this level
    stats_.ending = limits.interrupted() ? Ending::interrupted : Ending::budget;
    if (!options_.unwind_on_stop) goto leave_stale;
    uncover<Count>(links, places, cl, len, best, counts);
unwind_above:  // nothing is covered at this level: undo the levels that led to it
    if (!options_.unwind_on_stop) goto leave_stale;
    while (level > 0) {
        --level;
        cur = choice[level];
        uncover_others<Count>(links, places, cl, len, cur, counts);
        uncover<Count>(links, places, cl, len, places[cur].top, counts);
    }
    goto done;

// stopped early: undo every level, innermost first, so the links are as they were
unwind:
    if (!options_.unwind_on_stop) goto leave_stale;
    for (;;) {
        cur = choice[level];
        uncover_others<Count>(links, places, cl, len, cur, counts);
        uncover<Count>(links, places, cl, len, places[cur].top, counts);
        if (level == 0) break;
        --level;
    }
    goto done;

// stopped early, and told not to unwind: the links stay as they are until load()
leave_stale:
    stale_ = true;

done:
    stats_.updates = updates;
    std::size_t depth = profile_.size();
    while (depth > 0 && profile_[depth - 1] == 0) --depth;
    stats_.profile.assign(profile_.begin(),
                          profile_.begin() + static_cast<std::ptrdiff_t>(depth));
    for (std::uint64_t count : stats_.profile) stats_.nodes += count;
}

}  // namespace exact_cover
