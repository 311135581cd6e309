// Exercise 2 of "Going faster: dancing cells": the updates the root makes when the doom
// is tested first, predicted from the problem alone.
#pragma once

#include <cstdint>

#include "exact_cover/problem.hpp"

namespace exercises {

/// The updates that dancing cells, tuned, with the doom tested first on rows of bits
/// (exact_cover::measuring::DoomTest::before_hiding), makes at the root of its search
/// on @p problem, computed from the problem without searching it: the root's own
/// work, that is choosing its item, covering it, and trying each of the item's options
/// (swapping the option's other items out of the active items and, unless the option
/// is doomed, hiding their options), not the work of the levels below. Options without
/// a primary item are dropped, as the engine drops them. 0 when the root has nothing
/// to do: no primary item, or a primary item with no option. For a problem whose rows
/// of bits fit in exact_cover::max_bitset_words, as a small problem's do (otherwise
/// the engine tests while hiding).
/// @throws std::invalid_argument if @p problem has colours (the engine then tests
///         while hiding, on ssxcc1's tree).
[[nodiscard]] std::uint64_t root_updates(const exact_cover::Problem& problem);

}  // namespace exercises
