// Exercise 5.1 (chapter 5): Knuth's rule for choosing the item to branch on.
#pragma once

#include <cstddef>
#include <optional>
#include <span>

#include "exact_cover/problem.hpp"

namespace exercises {

/// Knuth's rule, as a function of counts: among the items listed in @p open_items (the
/// uncovered primary items, in any order), the one whose count `len[item]` is smallest,
/// the smallest item index on ties ("leftmost"). Nothing when @p open_items is empty.
/// @p len has one entry per item of the problem.
std::optional<exact_cover::Item> fewest_options_item(
    std::span<const std::size_t> len, std::span<const exact_cover::Item> open_items);

}  // namespace exercises
