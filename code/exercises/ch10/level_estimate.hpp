// Exercise 10.1 (chapter 10): the width of a level of the tree, from random paths.
#pragma once

#include <cstddef>
#include <cstdint>

#include "exact_cover/tuned_dlx.hpp"

namespace exercises {

/// Knuth's estimate of the number of nodes at depth @p depth of @p engine's search tree
/// (the pieces a cut there would make), without walking the levels above: the mean,
/// over @p probes random paths drawn with std::mt19937_64 seeded by @p seed, of the
/// path's weight when it reaches depth @p depth (the product of the list lengths it
/// chose from), or 0 when it ends above it. Leaves the engine as it found it.
[[nodiscard]] double estimate_level(exact_cover::TunedDlx& engine, std::size_t depth,
                                    std::size_t probes, std::uint64_t seed);

/// The smallest depth whose estimated width is at least @p wanted, by estimate_level()
/// with @p probes paths (seed 1); the first depth whose estimate is 0 if none is that
/// wide. What depth_for() finds by walking the tree, found from the estimate alone.
[[nodiscard]] std::size_t depth_from_estimate(exact_cover::TunedDlx& engine,
                                              std::size_t wanted, std::size_t probes);

}  // namespace exercises
