// Exercise 5.3 (chapter 5): Algorithm X by copying: each node searches a reduced matrix
// of its own, and nothing is ever undone.
#pragma once

#include <cstdint>
#include <vector>

#include "exact_cover/problem.hpp"

namespace exercises {

/// What all_covers_by_copying() finds: every exact cover in the order found, and the
/// search nodes.
struct Covers {
    /// Each cover as its options, in the order the search chose them.
    std::vector<std::vector<exact_cover::Option>> solutions;
    std::uint64_t nodes = 0;  ///< options tried, at every level
};

/// The exercise: every exact cover of @p problem by Algorithm X without an undo. A node
/// holds its remaining matrix as a value of its own: the items not yet covered and the
/// options still alive, by their numbers in @p problem. To try an option, make the
/// child's matrix (drop the option's items, and every alive option that meets one of
/// them) and search it; the parent's matrix is untouched, so there is nothing to
/// restore. Branch on the uncovered primary item with the fewest alive options
/// (leftmost on ties) and try its options in ascending order, so that the test can
/// compare covers and nodes with exact_cover::AlgorithmX.
Covers all_covers_by_copying(const exact_cover::Problem& problem);

}  // namespace exercises
