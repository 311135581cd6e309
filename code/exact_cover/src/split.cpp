#include "exact_cover/split.hpp"

#include <algorithm>
#include <cstdint>
#include <stdexcept>

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
void walk_above(TunedDlx& engine, std::size_t level, Cut& cut, Piece& path) {
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
        ++cut.above.nodes;
        ++cut.above.profile[level];
        const std::uint64_t before = engine.manual_updates();
        (void)engine.choose(option);  // an option of the item's list: no clash
        cut.above.updates += engine.manual_updates() - before - cover_cost;
        path.push_back(option);
        walk_above(engine, level + 1, cut, path);
        path.pop_back();
        engine.unchoose();
    }
}
// [end:walk_above]

}  // namespace

Cut cut_tree(TunedDlx& engine, std::size_t depth) {
    Cut cut;
    cut.depth = depth;
    // no level of the tree is deeper than the primary items are many
    cut.above.profile.assign(std::min(depth, engine.primary_count()), 0);
    Piece path;
    walk_above(engine, 0, cut, path);
    while (!cut.above.profile.empty() && cut.above.profile.back() == 0)
        cut.above.profile.pop_back();
    return cut;
}

std::size_t depth_for(TunedDlx& engine, std::size_t wanted) {
    if (wanted <= 1) return 0;
    std::size_t best = 0, most = 1;  // the depth with the most pieces so far
    for (std::size_t depth = 1;; ++depth) {
        const std::size_t pieces = cut_tree(engine, depth).pieces.size();
        if (pieces >= wanted) return depth;
        if (pieces == 0) return best;  // below the deepest node of the tree
        if (pieces > most) best = depth, most = pieces;
    }
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
