#include "exact_cover/parallel_count.hpp"

#include "exact_cover/workers.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <new>
#include <optional>
#include <vector>

namespace exact_cover {

namespace {

// Seconds since it was made: the times of the log.
class RunClock {
public:
    [[nodiscard]] double seconds() const {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_)
            .count();
    }

private:
    std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

// The pieces a worker took but had no room to finish (a search's own arrays growing in
// a tight address space, beside many threads' stacks), counted on the calling thread
// once every worker has returned its memory: fewer workers cost time, never a piece.
// An interrupt leaves them undone, as the others.
void count_left_over(const TunedDlx& engine, const Cut& cut, const Limits& limits,
                     std::vector<PieceRun>& log) {
    std::optional<TunedDlx> own;
    for (std::size_t k = 0; k < cut.pieces.size() && !limits.interrupted(); ++k) {
        if (log[k].done) continue;
        if (!own) own.emplace(engine);  // std::bad_alloc here: no room at all
        log[k].counts = count_piece(*own, cut.pieces[k], limits);
        log[k].done = true;
    }
}

}  // namespace

// [start:count_in_parallel]
ParallelCount count_in_parallel(const TunedDlx& engine, const Cut& cut,
                                unsigned threads, const Limits& limits) {
    const RunClock clock;  // for the log: who ran which piece, when
    ParallelCount result;
    result.log.resize(cut.pieces.size());
    std::atomic<std::size_t> next{0};  // the one thing the workers share
    std::atomic<unsigned> copies{0};   // workers that could make their copy
    const auto work = [&](unsigned worker) {
        try {
            TunedDlx own(engine);  // a copy: its links are this worker's alone
            ++copies;
            for (std::size_t k = next++; k < cut.pieces.size(); k = next++) {
                if (limits.interrupted()) return;
                PieceRun& run = result.log[k];  // written by this worker only
                run.worker = worker;
                run.start = clock.seconds();
                run.counts = count_piece(own, cut.pieces[k], limits);
                run.end = clock.seconds();
                run.done = true;
            }
        } catch (const std::bad_alloc&) {
            // no room for its copy, or to go on: the others take the pieces left, as
            // for a thread that could not start, and the one it held is counted below
        }
    };
    run_workers(threads, work);
    count_left_over(engine, cut, limits, result.log);  // std::bad_alloc: no room at all
    result.threads = std::max(copies.load(), 1U);
    result.total = cut.above;
    for (const PieceRun& run : result.log) {
        if (run.done)
            add_counts(result.total, run.counts, cut.depth);
        else
            result.total.ending = Ending::interrupted;
    }
    return result;
}
// [end:count_in_parallel]

}  // namespace exact_cover
