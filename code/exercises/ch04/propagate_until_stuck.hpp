// Exercise 4.2 (chapter 4): propagation one forcing at a time.
#pragma once

#include <vector>

#include "exact_cover/problem.hpp"

namespace exercises {

/// Propagation one option at a time, on a fresh exact_cover::RemainingMatrix of @p
/// problem: while no uncovered primary item has zero alive options, find the leftmost
/// uncovered primary item with exactly one alive option and choose that option. Stops
/// when there is no such item (solved or stuck) or an item is empty (a contradiction).
/// Returns the options chosen, in the order they were chosen.
std::vector<exact_cover::Option> propagate_until_stuck(
    const exact_cover::Problem& problem);

}  // namespace exercises
