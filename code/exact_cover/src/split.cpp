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

// The nodes per level of a tree, as depth_for() counts them: nodes[d] is the number of
// nodes at depth d found so far (the root is depth 0).
struct LevelCensus {
    std::size_t wanted;                // the pieces a cut should have
    std::size_t cap;                   // no node at this depth or below is expanded
    std::uint64_t budget;              // the nodes left to walk
    std::vector<std::uint64_t> nodes;  // per depth
};

// Counts the children of the node at depth @p level, and walks below each of them
// while they are above the cap. A level that reaches `wanted` becomes the cap, since no
// deeper cut is needed: the cap only rises toward the root, so every node above the
// final cap is expanded, and the counts down to it are exact.
void census(TunedDlx& engine, std::size_t level, LevelCensus& c, const Limits& limits) {
    const std::optional<Item> item = engine.branch_item();
    if (!item) return;
    for (const Option option : engine.options_left(*item)) {
        if (c.budget == 0 || limits.interrupted()) return;
        --c.budget;
        if (c.nodes.size() == level + 1) c.nodes.push_back(0);
        if (++c.nodes[level + 1] >= c.wanted) c.cap = std::min(c.cap, level + 1);
        if (level + 1 < c.cap) {
            (void)engine.choose(option);  // an option of the item's list: no clash
            census(engine, level + 1, c, limits);
            engine.unchoose();
        }
    }
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
    LevelCensus c{wanted, deepest_cut, depth_census_budget, {1}};
    census(engine, 0, c, limits);
    if (c.cap < c.nodes.size() && c.nodes[c.cap] >= wanted) return c.cap;
    // no level that wide: the widest, the shallowest of equals
    return static_cast<std::size_t>(std::max_element(c.nodes.begin(), c.nodes.end()) -
                                    c.nodes.begin());
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
    if (total.profile.size() < depth + part.profile.size())
        total.profile.resize(depth + part.profile.size(), 0);
    for (std::size_t d = 0; d < part.profile.size(); ++d)
        total.profile[depth + d] += part.profile[d];
    if (part.stopped() && !total.stopped()) total.ending = part.ending;
}
// [end:add_counts]

}  // namespace exact_cover
