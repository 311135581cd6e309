/// @file
/// Counting the solutions of a search with several threads (chapter 10): the pieces of
/// a cut tree handed out one at a time, on demand, to workers that share nothing but
/// the number of the next piece.
#pragma once

#include <cstddef>
#include <vector>

#include "exact_cover/search.hpp"
#include "exact_cover/split.hpp"
#include "exact_cover/tuned_dlx.hpp"

namespace exact_cover {

/// One piece as a worker ran it: when, by whom, and what it counted. The log of a
/// parallel run is one per piece, in the order of the cut.
struct PieceRun {
    unsigned worker = 0;  ///< the worker (thread or process) that ran the piece
    double start = 0;     ///< seconds from the start of the run
    double end = 0;       ///< seconds from the start of the run
    bool done = false;    ///< false if the run was interrupted before the piece ran
    SearchResult counts;  ///< the piece's own counters (see count_piece())
};

/// What a parallel count found: the totals, equal to count_solutions()'s on the whole
/// tree, and the log of the pieces.
struct ParallelCount {
    SearchResult total;         ///< the cut's counts above it plus every piece's
    std::vector<PieceRun> log;  ///< one per piece of the cut, in its order
    /// the workers that ran: the threads asked for, or fewer when the system could
    /// not start them all (run_workers()) or had no room for a worker's copy
    unsigned threads = 0;
};

/// Counts the solutions of @p engine's tree (its problem and its options chosen up
/// front) with @p threads workers, each on a copy of @p engine, taking the pieces of
/// @p cut one at a time as they finish the last. @p limits may carry an interrupt: then
/// the pieces still running stop, the rest are not started, and the total is a lower
/// bound marked Ending::interrupted. Limits::solutions and Limits::nodes apply to each
/// piece, not to the whole, so a count should leave them unset. A worker with no
/// room for its copy takes no piece, and one with no room to go on takes no more, so
/// that the others count them all; a piece it left half done is counted again on the
/// calling thread once every worker has returned its memory.
/// @throws std::bad_alloc when even the calling thread has no room for a copy
[[nodiscard]] ParallelCount count_in_parallel(const TunedDlx& engine, const Cut& cut,
                                              unsigned threads,
                                              const Limits& limits = {});

}  // namespace exact_cover
