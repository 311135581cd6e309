// The profile of a 9 x 9 search that counts its nodes per depth in a fixed array, one
// counter per depth it can reach, instead of growing SearchResult::profile at a node
// (FastSolver, CspSolver, the band search): the cost of the profile is then one
// increment per node, and the vector is made once, when the search ends.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace sudoku {

/// The profile that @p nodes_at_depth holds: its counts up to the first depth with
/// none (a node at some depth has one above it, so none is left out).
[[nodiscard]] inline std::vector<std::uint64_t> depth_profile(
    std::span<const std::uint64_t> nodes_at_depth) {
    std::size_t depths = 0;
    while (depths < nodes_at_depth.size() && nodes_at_depth[depths] != 0) ++depths;
    return {nodes_at_depth.begin(),
            nodes_at_depth.begin() + static_cast<std::ptrdiff_t>(depths)};
}

}  // namespace sudoku
