// Exercise 8.2 (chapter 8): the items every option of a list contains, the heart of the
// subset rule.
#pragma once

#include <span>
#include <vector>

#include "exact_cover/problem.hpp"

namespace exercises {

/// The items of @p problem that every option in @p options contains, ascending; empty
/// when @p options is empty. When @p options are all the remaining options of an item
/// A, each item B returned (other than A) is covered whichever option covers A: the
/// subset rule may then remove the options of B that do not contain A.
std::vector<exact_cover::Item> common_items(
    const exact_cover::Problem& problem, std::span<const exact_cover::Option> options);

}  // namespace exercises
