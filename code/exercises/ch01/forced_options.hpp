// Exercise 1.1 (chapter 1): the options that every exact cover must contain.
#pragma once

#include <vector>

#include "exact_cover/problem.hpp"

namespace exercises {

/// The options that are the only option of some primary item, ascending and each once.
/// Every exact cover must contain them: an item with a single option can be covered
/// by nothing else. For the first example of chapter 1 they are D (for 4 and 6) and E
/// (for 7).
std::vector<exact_cover::Option> forced_options(const exact_cover::Problem& problem);

}  // namespace exercises
