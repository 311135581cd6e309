// Exercise 5.2 (chapter 5): Algorithm X that counts, and stops at a limit.
#pragma once

#include <cstdint>

#include "exact_cover/problem.hpp"

namespace exercises {

/// The number of exact covers of @p problem, counting no further than @p limit (so a
/// limit of 2 tells a unique cover from several, and a limit of 0 gives 0). Write it as
/// Algorithm X on an exact_cover::RemainingMatrix, with exact_cover::choose_item()
/// picking the item (calling exact_cover::AlgorithmX would be no exercise); the test
/// compares your counts with brute force.
std::uint64_t count_covers(const exact_cover::Problem& problem, std::uint64_t limit);

}  // namespace exercises
