// Exercise 5.3 (chapter 5): Algorithm X, whole, on the remaining matrix.
#pragma once

#include <cstdint>
#include <vector>

#include "exact_cover/problem.hpp"

namespace exercises {

/// What all_covers() finds: every exact cover in the order found, and the search nodes.
struct Covers {
    /// Each cover as its options, in the order the search chose them.
    std::vector<std::vector<exact_cover::Option>> solutions;
    std::uint64_t nodes = 0;  ///< options tried, at every level
};

/// The exercise: every exact cover of @p problem by Algorithm X, written whole and
/// recursive on an exact_cover::RemainingMatrix: at each node, choose the uncovered
/// primary item with the fewest alive options (leftmost on ties; write the choice
/// yourself), then try each of its alive options in ascending order: choose it, search
/// on, unchoose it. The test compares with exact_cover::AlgorithmX.
Covers all_covers(const exact_cover::Problem& problem);

}  // namespace exercises
