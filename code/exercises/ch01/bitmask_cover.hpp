// Exercise 1.2 (chapter 1): checking a cover with machine words.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "exact_cover/problem.hpp"

namespace exercises {

/// Option @p option of @p problem as a bit mask: bit i is set when the option holds
/// item i. Needs at most 64 items.
std::uint64_t option_mask(const exact_cover::Problem& problem,
                          exact_cover::Option option);

/// True when @p selection is an exact cover of @p problem (at most 64 items), decided
/// with bit operations only: the selected masks are pairwise disjoint and together hold
/// every primary item. It must agree with exact_cover::is_exact_cover on every
/// selection.
bool is_exact_cover_bitmask(const exact_cover::Problem& problem,
                            std::span<const exact_cover::Option> selection);

}  // namespace exercises
