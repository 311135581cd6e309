// Exercise 9.2 (chapter 9): checking a Langford pairing by hand.
#pragma once

#include <cstddef>
#include <vector>

namespace exercises {

/// True when @p sequence (2n numbers) is a Langford pairing of order n: each k of 1 ..
/// n occurs exactly twice, with exactly k numbers between its two occurrences, and
/// nothing else occurs. An independent check for the solutions of
/// exact_cover::langford_problem().
bool is_langford_pairing(const std::vector<std::size_t>& sequence);

}  // namespace exercises
