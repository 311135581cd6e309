/// @file
/// Exact cover by trying every selection of options (chapter 1).
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

#include "exact_cover/problem.hpp"

namespace exact_cover {

/// The largest number of options brute_force_covers() accepts: 2^30 selections
/// already take minutes, and the method only exists to confirm small answers.
inline constexpr std::size_t brute_force_max_options = 30;

/// Every exact cover of @p problem, found by testing all 2^m selections of its m
/// options in the order of their bit masks (option 0 is the lowest bit).
///
/// Each cover is listed with its options ascending. The method is exponential on
/// purpose: it is the definition turned into code, the yardstick the clever
/// solvers of later chapters are checked against.
/// @throws std::invalid_argument if the problem has more than
///         brute_force_max_options options.
[[nodiscard]] std::vector<std::vector<Option>> brute_force_covers(
    const Problem& problem);

}  // namespace exact_cover
