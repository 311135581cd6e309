#include "exact_cover/split.hpp"

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace exact_cover {

namespace {

// [start:walk_above]
// The search of BaselineDlx::run above the cut, written as a recursion over the
// engine's public steps. At a node at depth `level`: either every primary item is
// covered (a solution), or the search branches on an item, covers it (counted once, as
// X4 does) and tries each option of its list (X5: one node each, and the updates of
// covering its other items). choose() covers all the items of an option, the branch
// item among them; the set of options it hides is the same whatever the order of the
// covers, so its updates are the branch item's cover plus the others'.
void walk_above(TunedDlx& engine, std::size_t level, Cut& cut, Piece& path,
                const Limits& limits) {
    if (level == cut.depth) {
        cut.pieces.push_back(path);
        return;
    }
    const std::optional<Item> item = engine.branch_item();
    if (!item) {
        ++cut.above.solutions;
        return;
    }
    const std::uint64_t cover_cost = engine.cover_cost(*item);
    cut.above.updates += cover_cost;
    for (const Option option : engine.options_left(*item)) {
        if (limits.interrupted()) {  // heard at every node, so a wide level stops too
            cut.above.ending = Ending::interrupted;
            return;
        }
        ++cut.above.nodes;
        ++cut.above.profile[level];
        const std::uint64_t before = engine.manual_updates();
        (void)engine.choose(option);  // an option of the item's list: no clash
        cut.above.updates += engine.manual_updates() - before - cover_cost;
        path.push_back(option);
        walk_above(engine, level + 1, cut, path, limits);
        path.pop_back();
        engine.unchoose();
        if (cut.above.stopped()) return;
    }
}
// [end:walk_above]

// How a count of one level's nodes ended: the whole level counted, enough nodes found
// (the count stops there), or the budget spent or an interrupt (the count is partial).
enum class LevelWalk { done, enough, stopped };

// Adds to @p nodes the nodes @p below levels under the engine's state, stopping once
// they reach @p enough, or once @p choosing, the list entries that choosing the level's
// nodes again would walk (a node under an item of n options costs n), passes
// widest_cut_choosing; every node expanded on the way costs one of @p budget.
LevelWalk count_level(TunedDlx& engine, std::size_t below, std::uint64_t enough,
                      std::uint64_t& nodes, std::uint64_t& choosing,
                      std::uint64_t& budget, const Limits& limits) {
    const std::optional<Item> item = engine.branch_item();
    if (!item) return LevelWalk::done;  // a solution: nothing below it
    const std::vector<Option> options = engine.options_left(*item);
    if (below == 1) {
        const std::uint64_t n = options.size();
        nodes += n;
        choosing += n * n;  // (n below 2^31: no overflow)
        return nodes >= enough || choosing > widest_cut_choosing ? LevelWalk::enough
                                                                 : LevelWalk::done;
    }
    for (const Option option : options) {
        if (budget == 0 || limits.interrupted()) return LevelWalk::stopped;
        --budget;
        (void)engine.choose(option);  // an option of the item's list: no clash
        const LevelWalk walk =
            count_level(engine, below - 1, enough, nodes, choosing, budget, limits);
        engine.unchoose();
        if (walk != LevelWalk::done) return walk;
    }
    return LevelWalk::done;
}

}  // namespace

Cut cut_tree(TunedDlx& engine, std::size_t depth, const Limits& limits) {
    if (depth > deepest_cut)
        throw std::invalid_argument("cut_tree: depth " + std::to_string(depth) +
                                    " is beyond the deepest cut, " +
                                    std::to_string(deepest_cut));
    Cut cut;
    cut.depth = depth;
    // no level of the tree is deeper than the primary items are many
    cut.above.profile.assign(std::min(depth, engine.primary_count()), 0);
    Piece path;
    walk_above(engine, 0, cut, path, limits);
    while (!cut.above.profile.empty() && cut.above.profile.back() == 0)
        cut.above.profile.pop_back();
    return cut;
}

std::size_t depth_for(TunedDlx& engine, std::size_t wanted, const Limits& limits) {
    if (wanted <= 1) return 0;
    std::uint64_t budget = depth_census_budget;
    std::size_t best = 0, found = 0, chosen = 0;
    std::uint64_t most = 1;  // the widest level counted whole so far: the root's
    for (std::size_t depth = 1; depth <= deepest_cut && found == 0; ++depth) {
        // While the tree is one path, follow it: a level of one node is chosen once,
        // not walked again for every deeper level (a chain costs its length, not its
        // square).
        if (chosen + 1 == depth) {
            const std::optional<Item> item = engine.branch_item();
            if (!item) break;  // the path ends in a solution
            const std::vector<Option> options = engine.options_left(*item);
            if (options.empty()) break;  // or in a dead end
            if (options.size() == 1) {
                if (budget == 0 || limits.interrupted()) break;
                --budget;
                (void)engine.choose(options.front());
                ++chosen;
                continue;  // one node: no wider than the root
            }
        }
        // counted up to the widest level a cut may take, and no further
        const std::uint64_t too_wide = widest_cut_factor * std::uint64_t{wanted};
        std::uint64_t nodes = 0, choosing = 0;
        const LevelWalk walk = count_level(engine, depth - chosen, too_wide, nodes,
                                           choosing, budget, limits);
        if (walk != LevelWalk::done) break;  // not counted whole, or too wide
        if (nodes >= wanted) found = depth;
        if (nodes == 0) break;  // below the deepest node of the tree
        if (nodes > most) best = depth, most = nodes;
    }
    for (; chosen > 0; --chosen) engine.unchoose();
    return found != 0 ? found : best;
}

// [start:count_piece]
SearchResult count_piece(TunedDlx& engine, std::span<const Option> piece,
                         const Limits& limits) {
    for (std::size_t k = 0; k < piece.size(); ++k)
        if (engine.choose(piece[k])) {  // a piece of this tree never clashes
            for (; k > 0; --k) engine.unchoose();
            throw std::invalid_argument(
                "count_piece: the piece's options clash, so it "
                "is no piece of this engine's tree");
        }
    SearchResult result = engine.count_solutions(limits);
    for (std::size_t k = 0; k < piece.size(); ++k) engine.unchoose();
    return result;
}
// [end:count_piece]

// [start:add_counts]
void add_counts(SearchResult& total, const SearchResult& part, std::size_t depth) {
    total.solutions += part.solutions;
    total.nodes += part.nodes;
    total.updates += part.updates;
    total.mems += part.mems;
    total.doomed += part.doomed;
    total.trail_mems += part.trail_mems;
    if (total.profile.size() < depth + part.profile.size())
        total.profile.resize(depth + part.profile.size(), 0);
    for (std::size_t d = 0; d < part.profile.size(); ++d)
        total.profile[depth + d] += part.profile[d];
    if (part.stopped() && !total.stopped()) total.ending = part.ending;
}
// [end:add_counts]

}  // namespace exact_cover
