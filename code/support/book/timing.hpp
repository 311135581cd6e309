/// @file
/// Timing for the book's programs (not part of the library): a stopwatch, a timed call,
/// a median and a duration in words, so that no program writes its own and no listing
/// shows clock code.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstddef>
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
[[nodiscard]] std::string duration_in_words(double seconds);

}  // namespace book
