// The profile of a search that counts its nodes per depth in an array sized once, one
// counter per depth it can reach, instead of growing SearchResult::profile at a node
// (FastSolver, CspSolver, the band search): the cost of the profile is then one
// increment per node, and per search a vector made once and the used counters cleared.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace sudoku {

/// Sets back to zero the counters a search left in @p nodes_at_depth: those up to the
/// first depth with none (a node at some depth has one above it), so that clearing
/// costs only the depths the search reached.
inline void clear_depth_counts(std::span<std::uint64_t> nodes_at_depth) {
    for (std::size_t d = 0; d < nodes_at_depth.size() && nodes_at_depth[d] != 0; ++d)
        nodes_at_depth[d] = 0;
}

/// The profile that @p nodes_at_depth holds, its counts up to the first depth with
/// none; the counters it takes are cleared, ready for the next search.
[[nodiscard]] inline std::vector<std::uint64_t> take_depth_profile(
    std::span<std::uint64_t> nodes_at_depth) {
    std::size_t depths = 0;
    while (depths < nodes_at_depth.size() && nodes_at_depth[depths] != 0) ++depths;
    std::vector<std::uint64_t> profile(
        nodes_at_depth.begin(),
        nodes_at_depth.begin() + static_cast<std::ptrdiff_t>(depths));
    clear_depth_counts(nodes_at_depth);
    return profile;
}

}  // namespace sudoku
