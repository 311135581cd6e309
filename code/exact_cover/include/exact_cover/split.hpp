/// @file
/// A search tree cut into independent pieces (chapter 10): the options chosen at the
/// first k levels of the tree name a piece, and a piece is solved by starting again
/// from the root with those options chosen. The pieces share nothing, so any number of
/// threads or machines can solve them, and their counts add up to the whole search's.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "exact_cover/problem.hpp"
#include "exact_cover/search.hpp"
#include "exact_cover/tuned_dlx.hpp"

namespace exact_cover {

/// One piece of a search tree cut at depth k: the options the search chooses at levels
/// 0 … k − 1 on the way to it, in that order.
using Piece = std::vector<Option>;

/// A search tree cut at a depth: the pieces below the cut, in the order the search
/// reaches them, and what the search does above the cut.
struct Cut {
    std::size_t depth = 0;      ///< the level of the cut, k
    std::vector<Piece> pieces;  ///< every node at depth k, as the path to it
    /// What the search does above the cut, counted as the search counts it: the nodes
    /// at depths 1 … k (profile[0 … k−1]), the updates that choose them, and the
    /// solutions found before depth k (a piece that is already a solution counts its
    /// own).
    SearchResult above;
};

/// The deepest cut: the walk above a cut recurses once per level, and no count needs
/// pieces a thousand options long, so the tools' --depth stops here too.
inline constexpr std::size_t deepest_cut = 1000;

/// Cuts the search tree of @p engine at @p depth: the tree that count_solutions() would
/// walk from the engine's present state (with its options chosen up front). Walks only
/// the levels above the cut; leaves the engine as it found it. An interrupt in
/// @p limits ends the walk at its next node: then `above.ending` is
/// Ending::interrupted and the pieces are only some of them.
/// @throws std::invalid_argument if @p depth is beyond deepest_cut
[[nodiscard]] Cut cut_tree(TunedDlx& engine, std::size_t depth,
                           const Limits& limits = {});

/// How many nodes depth_for() expands at most (about a million: the cost of choosing a
/// cut stays small beside a count worth splitting), after which it settles for the
/// widest level it has counted whole.
inline constexpr std::uint64_t depth_census_budget = std::uint64_t{1} << 20;

/// How much wider than wanted a level may be for depth_for() to cut there: 64 times.
/// Each piece is counted by choosing its path from the root again (count_piece()), and
/// choosing an option covers its items, each at the cost of its list; so a level of n
/// pieces under an item of n options costs n² to cut and as much to count, where the
/// search walks it once. A level so much wider than its workers need buys no speed
/// for that cost, and the cut stays above it.
inline constexpr std::uint64_t widest_cut_factor = 64;

/// The most list entries that choosing a cut's pieces again may walk, for depth_for()
/// to cut there: 2^27. A piece under an item of n options costs n to choose, so the n
/// pieces of one node cost n² (to cut, and as much to count): a single item with
/// 100,000 options, each a piece, would cost 10^10, where the search walks its list
/// once. The bound keeps what the cut adds to a count under about a second.
inline constexpr std::uint64_t widest_cut_choosing = std::uint64_t{1} << 27;

/// The smallest depth at which @p engine's tree has at least @p wanted pieces, or, in
/// a tree with no such level (or whose first such level has more than
/// widest_cut_factor times @p wanted nodes, or costs more than widest_cut_choosing to
/// choose again), the depth above it with the most nodes
/// (the shallowest of equals), no deeper than deepest_cut. What splits a search into
/// enough pieces for its workers. It counts level 1, then level 2, and so on, each by
/// a walk that stops once the level is too wide, following a path of one-node levels
/// once instead of again for each depth; after depth_census_budget nodes, or at an
/// interrupt in @p limits, it takes the widest level counted whole. So a deep, narrow
/// tree (a chain) costs its length, and no tree costs more than that budget.
[[nodiscard]] std::size_t depth_for(TunedDlx& engine, std::size_t wanted,
                                    const Limits& limits = {});

/// Counts piece @p piece of @p engine's tree: chooses its options, counts the solutions
/// below them within @p limits, and unchooses them. The counters are those of the
/// subtree alone (its profile starts at the piece's depth).
/// @throws std::invalid_argument if the piece's options clash (it is not a piece of
/// this engine's tree, cut_tree() makes none such); the engine is left as it was.
[[nodiscard]] SearchResult count_piece(TunedDlx& engine, std::span<const Option> piece,
                                       const Limits& limits = {});

/// Adds @p part to @p total: solutions, nodes and updates, and the profile shifted
/// down by @p depth levels (the depth of the piece @p part counted). An interrupted or
/// budget-bound part makes the total a lower bound too (its ending says so).
void add_counts(SearchResult& total, const SearchResult& part, std::size_t depth = 0);

}  // namespace exact_cover
