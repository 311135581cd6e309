/// @file
/// The size of a search tree estimated before the search (chapter 10): Knuth's random
/// probes, "Estimating the efficiency of backtrack programs" (1975). Follow one random
/// path from the root; a node with d children multiplies the weight of the path by d;
/// the weighted sum of what the path meets is an unbiased estimate of the whole tree's.
#pragma once

#include <cstddef>
#include <cstdint>
#include <random>

#include "exact_cover/search.hpp"
#include "exact_cover/tuned_dlx.hpp"

namespace exact_cover {

/// What one random path from the root estimates. Each figure is a random variable
/// whose mean is the true value of the tree count_solutions() would walk.
struct Probe {
    double nodes = 0;      ///< estimated search nodes (the root not counted)
    double updates = 0;    ///< estimated updates
    double solutions = 0;  ///< estimated solutions: the path's weight if it ends in one
    std::size_t depth = 0;  ///< the length of the path
    /// Ending::interrupted when an interrupt ended the count of a probe_piece()'s
    /// piece: the probe then counts too little, and is not a sample; else
    /// Ending::complete.
    Ending ending = Ending::complete;
};

/// The mean of many probes and its standard error (the standard deviation of the
/// probes over the square root of their number): the true value lies within two
/// standard errors of the mean in most runs, though heavy-tailed trees can fool it.
struct Estimate {
    std::size_t probes = 0;      ///< how many paths were followed
    double nodes = 0;            ///< mean estimate of the search nodes
    double nodes_error = 0;      ///< its standard error
    double updates = 0;          ///< mean estimate of the updates
    double updates_error = 0;    ///< its standard error
    double solutions = 0;        ///< mean estimate of the solutions
    double solutions_error = 0;  ///< its standard error
    double mean_depth = 0;       ///< the mean length of the paths
    /// Ending::complete when every probe was made; Ending::interrupted when
    /// Limits::interrupt was raised before: the figures are the mean of the `probes`
    /// made; Ending::overflow when a path's weight passed the largest double (about
    /// 1.8e308): the tree is too large to estimate this way, and the figures mean
    /// nothing.
    Ending ending = Ending::complete;
};

/// Follows one random path down @p engine's tree: at each node, the item the search
/// would branch on, and one of its options chosen uniformly by @p random. Leaves the
/// engine as it found it. An interrupt of @p limits ends the path at its next level
/// (the probe is then marked Ending::interrupted, and is no sample).
[[nodiscard]] Probe probe(TunedDlx& engine, std::mt19937_64& random,
                          const Limits& limits = {});

/// The mean of @p probes probes of @p engine's tree, with random numbers from @p seed
/// (the same seed, the same estimate). Of @p limits only the interrupt is read, before
/// each probe: an interrupted estimate is the mean of the probes made. A path whose
/// weight overflows ends the estimate (Ending::overflow).
[[nodiscard]] Estimate estimate_tree(TunedDlx& engine, std::size_t probes,
                                     std::uint64_t seed, const Limits& limits = {});

/// A probe that follows a random path down to @p depth only and counts the piece it
/// reaches there exactly (count_piece()): a piece reached with weight w stands for w
/// pieces. The same unbiased estimate as probe(), with a far smaller spread, for the
/// price of the piece's search; what checks a cut's pieces against a known total. An
/// interrupt of @p limits ends the piece's count (the probe then counts too little).
[[nodiscard]] Probe probe_piece(TunedDlx& engine, std::mt19937_64& random,
                                std::size_t depth, const Limits& limits = {});

/// The mean of @p samples calls of probe_piece() at @p depth, with random numbers from
/// @p seed: the size of a tree too big to count, from a random sample of its pieces.
/// @p limits as for estimate_tree(); the interrupt also ends a piece's count.
[[nodiscard]] Estimate estimate_by_pieces(TunedDlx& engine, std::size_t samples,
                                          std::size_t depth, std::uint64_t seed,
                                          const Limits& limits = {});

}  // namespace exact_cover
