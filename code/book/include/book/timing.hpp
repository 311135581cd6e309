/// @file
/// Timing for the book's programs (not part of the library): a stopwatch, a timed call,
/// runs timed in turns with their minimum and spread, a median and a duration in words,
/// so that no program writes its own and no listing shows clock code. Only the measure
/// workflow's programs time anything (`--time`); the book's build computes counts.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <functional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace book {

/// Measures the time since it was started (made, or restarted), on a steady clock.
class Stopwatch {
public:
    /// Starts now.
    Stopwatch() : start_(Clock::now()) {}
    /// Starts again from now.
    void restart() { start_ = Clock::now(); }
    /// Seconds since the start.
    [[nodiscard]] double seconds() const {
        return std::chrono::duration<double>(Clock::now() - start_).count();
    }
    /// Microseconds since the start.
    [[nodiscard]] double microseconds() const { return seconds() * 1e6; }

private:
    using Clock = std::chrono::steady_clock;
    Clock::time_point start_;
};

/// Calls @p f and returns what it returned with the seconds it took:
/// `const auto [count, seconds] = book::timed([&] { return dlx.count_solutions(); });`
template <class F>
auto timed(F&& f) {
    const Stopwatch clock;
    auto result = std::forward<F>(f)();
    return std::pair{std::move(result), clock.seconds()};
}

/// Repeated timings of one piece of work. The minimum is the run least disturbed by
/// the rest of the machine, so it is what the book compares; the spread says how far
/// that minimum could move (How the book measures, the rule for noise).
struct Timing {
    double best = 0;    ///< the fastest run, in seconds
    double second = 0;  ///< the second fastest run, in seconds (the fastest, if alone)
    double worst = 0;   ///< the slowest run, in seconds
    int runs = 0;       ///< how many runs were timed
    /// (second - best) / best: 0.05 when the second fastest run took 5 % longer. The
    /// minimum's precision is how much it rests on its one luckiest run; the slowest
    /// run says only how bad the machine's worst moment was, which the minimum already
    /// leaves out.
    [[nodiscard]] double spread() const noexcept {
        return best > 0 ? (second - best) / best : 0;
    }
};

/// How long a timed run lasts at least, in seconds: a piece of work shorter than this
/// is repeated within the run (time_in_turns(), book::benchmark_first()), since on a
/// run of a millisecond the clock and the machine's small disturbances weigh, and two
/// runs of a workflow minutes apart drift by more than their spreads (How the book
/// measures).
inline constexpr double least_run_seconds = 0.01;

/// How many calls of a piece of work that took @p once_seconds make a run last
/// least_run_seconds: 1 for work that long, else as many as that takes (at most a
/// million, so that a call the clock saw as instant does not run for ever).
[[nodiscard]] int calls_per_run(double once_seconds);

/// The spread of @p times (at least one), as Timing::spread() defines it: the second
/// smallest over the smallest, less 1; 0 for a single time.
[[nodiscard]] double spread_of(std::span<const double> times);

/// Runs each piece of work of @p works @p rounds times, in turns (A B C, A B C, ...),
/// so that a slow moment of the machine falls on all of them alike, and returns each
/// one's Timing, in seconds per call, in the order given. A piece of work that takes
/// less than a hundredth of a second is called several times in each run, as many as
/// make a run last that long (counted once, on a first call that is not timed): the
/// clock and the machine's small disturbances would otherwise dominate.
[[nodiscard]] std::vector<Timing> time_in_turns(
    int rounds, std::span<const std::function<void()>> works);

/// The median of @p values: the middle one, or the mean of the middle two for an even
/// count (in T's arithmetic); T{} for none.
template <class T>
T median(std::vector<T> values) {
    if (values.empty()) return T{};
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/// @p seconds in the largest unit that keeps the number at 1 or more, with one decimal:
/// 415000 as "4.8 days"; what a person reads of an estimated running time (chapter 10).
/// From a million years on, a mantissa and a power of ten ("9.0e35 years"), so that
/// an estimate never prints hundreds of digits.
[[nodiscard]] std::string duration_in_words(double seconds);

}  // namespace book
