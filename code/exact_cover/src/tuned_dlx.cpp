#include "exact_cover/tuned_dlx.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "exact_cover/measuring/tuned_search.hpp"

namespace exact_cover {

// The constants and operations of the search (tuned_search.hpp) serve the calls by hand
// too: cover_item(), choose() and their undoing.
using namespace tuned;

TunedDlx::TunedDlx(ItemChoice rule) : rule_(rule) { load(Problem{}); }

TunedDlx::TunedDlx(const Problem& problem, ItemChoice rule) : rule_(rule) {
    load(problem);
}

TunedDlx::TunedDlx(const TunedDlx&) = default;
TunedDlx::TunedDlx(TunedDlx&&) noexcept = default;
TunedDlx& TunedDlx::operator=(const TunedDlx&) = default;
TunedDlx& TunedDlx::operator=(TunedDlx&&) noexcept = default;
TunedDlx::~TunedDlx() = default;

// [start:load]
void TunedDlx::load(const Problem& problem) {
    problem.require_no_colours("TunedDlx");
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
                                " nodes, 2^31 or more");
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
    // The node arrays only grow: every node up to `size` is written below, and growing
    // them would first write zeros into each new node, which for a solver loading one
    // puzzle after another (search_once() empties the engine between them) costs as
    // much again as the load. Past `size` (option_start_.back()) lie an earlier
    // problem's nodes, which nothing reads.
    if (links_.size() < size) {
        links_.resize(size);
        places_.resize(size);
    }
    // [start:load_len]
    // LEN, with a block of padding after the last item: choose_item() reads whole
    // blocks, so the last one may reach past N1, into the secondary items (2^29 more
    // than any primary LEN, so never chosen while a primary item is active) and then
    // the padding (never chosen).
    len_.assign(n + 1 + scan_block, covered);
    std::fill(len_.begin() + 1, len_.begin() + static_cast<std::ptrdiff_t>(n) + 1, 0);
    // [end:load_len]
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
    // [start:load_options]
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
            if (Check && item >= n) refuse(ProblemArrays::item_error(o, item, n));
            const Index x = index(item + 1);
            const Index last = links[x].up;
            // the bottom of x's list is already in this option
            if (Check && last >= first)
                refuse(ProblemArrays::item_error(o, item, std::nullopt));
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
    // [end:load_options]

    choice_.resize(static_cast<std::size_t>(primary_) + 1);
    counts_at_.resize(2 * choice_.size());
    profile_.resize(static_cast<std::size_t>(primary_) + 1);
    covered_by_.assign(n, none);
    empty_ = 0;
    // [start:load_flags]
    for (Index i = 1; i <= index(n); ++i) {
        if (len_[i] >= secondary_flag)
            throw std::length_error("an item is in " + std::to_string(len_[i]) +
                                    " options, 2^29 or more");
        if (i > primary_) len_[i] += secondary_flag;  // never empty, never chosen
        empty_ += len_[i] == 0;
    }
    // [end:load_flags]
    chosen_.clear();
    manual_updates_ = 0;
}
// [end:load]

void TunedDlx::load(const ProblemArrays& problem) {
    if (const std::optional<std::string> why = problem.layout_error()) refuse(*why);
    // The items of each option are checked as they are linked (build<true>).
    build<true>(problem.item_count, problem.primary_count, problem.offsets.size() - 1,
                problem.entries.size(),
                [&problem](Option o) { return problem.option(o); });
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
    // X3 as the search makes it, stopping at a LEN nothing can beat: 0, or 1 when no
    // list is empty (choose() keeps that count); a scan to the end would cost a path
    // of forced levels, walked by cut_tree() or an estimate, its length squared
    if (rule_ == ItemChoice::fewest_options)
        best = scan_links(len_.data(), items_.data(), empty_ == 0 ? 1 : 0);
    return static_cast<Item>(best - 1);
}

std::vector<Option> TunedDlx::options_left(Item item) const {
    std::vector<Option> options;
    const Index x = static_cast<Index>(item + 1);
    for (Index q = links_[x].down; q != x; q = links_[q].down)
        options.push_back(option_of(q));
    return options;
}

std::uint64_t TunedDlx::cover_cost(Item item) {
    const std::uint64_t before = manual_updates_;
    cover_item(item);
    const std::uint64_t cost = manual_updates_ - before;
    uncover_item(item);
    return cost;
}

void TunedDlx::cover_item(Item item) {
    tuned::Counts counts{empty_, 0};  // (the search counts the surplus afresh)
    exact_cover::cover<true>(links_.data(), places_.data(), items_.data(), len_.data(),
                             static_cast<Index>(item + 1), manual_updates_, counts);
    empty_ = counts.empty;
}

void TunedDlx::uncover_item(Item item) {
    tuned::Counts counts{empty_, 0};
    exact_cover::uncover<true>(links_.data(), places_.data(), items_.data(),
                               len_.data(), static_cast<Index>(item + 1), counts);
    empty_ = counts.empty;
}

// [start:choose]
std::optional<Clash> TunedDlx::choose(Option option) {
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
    tuned::Counts counts{empty_, 0};
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
    if (chosen_.empty()) throw std::logic_error("unchoose() with no option chosen");
    const Option option = chosen_.back();
    // Uncover from right to left: the reverse of choose(), for the reason given at
    // uncover().
    tuned::Counts counts{empty_, 0};
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

SearchResult TunedDlx::search_once(const ProblemArrays& problem,
                                   const SolutionVisitor& visit, Limits limits) {
    load(problem);
    // without unwinding: a stop leaves the links as they are
    const SearchResult result =
        TunedSearch<ShippedSpeedups>::run(*this, &visit, limits, false);
    load(Problem{});  // a few words written: the arrays keep their capacity
    return result;
}

void TunedDlx::run() { TunedSearch<ShippedSpeedups>::steps(*this, true); }

}  // namespace exact_cover
