/// @file
/// Counting every complete grid of a box shape with Dancing Links, optionally with the
/// first row fixed by the relabelling symmetry (chapter 7).
#pragma once

#include <cstddef>
#include <cstdint>

#include "exact_cover/estimate.hpp"
#include "exact_cover/search.hpp"
#include "sudoku/shape.hpp"

namespace sudoku {

/// What count_grids() found and what it cost.
struct GridCount {
    std::uint64_t covers = 0;         ///< exact covers the search counted
    std::uint64_t multiplier = 1;     ///< N! with the first row fixed, else 1
    exact_cover::SearchResult stats;  ///< what the search did
    /// the workers that counted: 1, the threads asked for, or fewer when the system
    /// could not start them all (exact_cover::run_workers())
    unsigned threads = 1;
    /// The number of complete grids: covers × multiplier.
    [[nodiscard]] std::uint64_t grids() const noexcept { return covers * multiplier; }
};

/// Counts the complete grids with @p shape's boxes: the exact covers of the empty
/// grid's matrix. With @p fix_first_row the first row is chosen as 1, 2, …, N before
/// the search and the count is multiplied by N!: relabelling the values is a one-to-one
/// map between the grids with any given first row and those with the first row 1 … N,
/// so the total is exact. @p limits can bound the search (a node budget, an interrupt);
/// a search that stops early counts a part of the grids (see `stats.ending`). With
/// @p threads above 1, the search tree is cut into pieces counted by that many threads
/// (exact_cover::count_in_parallel, chapter 10): the same counts, sooner; a node
/// budget then bounds each piece.
[[nodiscard]] GridCount count_grids(const Shape& shape, bool fix_first_row,
                                    const exact_cover::Limits& limits = {},
                                    unsigned threads = 1);

/// Knuth's estimate (chapter 10) of the search count_grids() would make for @p shape,
/// from @p probes random paths drawn with @p seed: its nodes and updates, and the exact
/// covers it would count (times N! with @p fix_first_row, as GridCount::grids()). What
/// `sudoku count-grids` tells before a count too long to wait for. An interrupt of
/// @p limits ends it between probes, as exact_cover::estimate_tree().
[[nodiscard]] exact_cover::Estimate estimate_grid_count(
    const Shape& shape, bool fix_first_row, std::size_t probes, std::uint64_t seed = 1,
    const exact_cover::Limits& limits = {});

}  // namespace sudoku
