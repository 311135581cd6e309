/// @file
/// What every exact-cover search shares: solution visitors, the item-choice rule and
/// the counters (chapters 5 and 6).
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "exact_cover/problem.hpp"

namespace exact_cover {

/// What a solution visitor answers: keep searching, or stop now.
enum class Next {
    proceed,  ///< look for more solutions
    stop,     ///< end the search; the solver returns at once
};

/// Receives each solution as the options chosen, in the order the search chose them.
/// Solutions are rare next to search steps, so a std::function costs nothing
/// measurable.
using SolutionVisitor = std::function<Next(std::span<const Option> solution)>;

/// Which primary item a search branches on next.
enum class ItemChoice {
    /// Knuth's rule: the item with the fewest remaining options, leftmost on ties
    fewest_options,
    first,  ///< simply the leftmost uncovered primary item
};

/// Counters of one search, defined as in Knuth's dlx1 so runs can be compared with his
/// programs.
struct SearchStats {
    /// search-tree nodes: each option tried at some level
    std::uint64_t nodes = 0;
    /// list removals (DLX) or deletions from the remaining matrix
    std::uint64_t updates = 0;
    std::uint64_t solutions = 0;  ///< solutions found (and passed to the visitor)
    /// profile[d]: nodes at depth d (d = 0 is the first choice)
    std::vector<std::uint64_t> profile;
    /// true when a visitor or a limit ended the search early
    bool stopped = false;
};

}  // namespace exact_cover
