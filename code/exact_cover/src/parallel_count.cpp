#include "exact_cover/parallel_count.hpp"

#include "exact_cover/workers.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <new>
#include <optional>

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
        std::optional<TunedDlx> copy;
        try {
            copy.emplace(engine);  // a copy: its links are this worker's alone
        } catch (const std::bad_alloc&) {
            return;  // no room for it: the others take every piece, as for a thread
        }
        ++copies;
        TunedDlx& own = *copy;
        for (std::size_t k = next++; k < cut.pieces.size(); k = next++) {
            if (limits.interrupted()) return;
            PieceRun& run = result.log[k];  // written by this worker only
            run.worker = worker;
            run.start = clock.seconds();
            run.counts = count_piece(own, cut.pieces[k], limits);
            run.end = clock.seconds();
            run.done = true;
        }
    };
    run_workers(threads, work);
    if (copies == 0) throw std::bad_alloc();  // not one worker could hold the links
    result.threads = copies;
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
