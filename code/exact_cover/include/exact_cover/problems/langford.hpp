/// @file
/// Langford pairings as exact cover (chapter 9).
#pragma once

#include <cstddef>

#include "exact_cover/problem.hpp"

namespace exact_cover {

/// Langford pairings of order @p n: arrangements of 1, 1, 2, 2, ..., n, n in 2n slots
/// with exactly k numbers between the two k's. Items: the values `1` .. `n`, then the
/// slots `s1` .. `s2n`, all primary. Options: value k in slots j and j + k + 1, named
/// like `3:s2,s6`, for k from 1 to n and j from 1 up, in that order. Reversing an
/// arrangement gives another one, so every pairing is found twice; with @p
/// without_reversals the options of value 1 keep only j < n, which keeps exactly one of
/// each pair (the 1s at j and j + 2 move to 2n − 1 − j and 2n + 1 − j, and exactly one
/// of j, 2n − 1 − j is below n). Solutions exist when n mod 4 is 0 or 3: 1, 1, 26, 150,
/// 17792 pairings up to reversal for n = 3, 4, 7, 8, 11.
/// @throws std::invalid_argument if n is 0.
[[nodiscard]] Problem langford_problem(std::size_t n, bool without_reversals = false);

}  // namespace exact_cover
