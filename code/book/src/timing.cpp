#include "book/timing.hpp"

#include <algorithm>
#include <iomanip>
#include <sstream>

namespace book {

double spread_of(std::span<const double> times) {
    if (times.size() < 2) return 0;
    std::vector<double> sorted(times.begin(), times.end());
    std::partial_sort(sorted.begin(), sorted.begin() + 2, sorted.end());
    return sorted[0] > 0 ? (sorted[1] - sorted[0]) / sorted[0] : 0;
}

std::vector<Timing> time_in_turns(int rounds,
                                  std::span<const std::function<void()>> works) {
    constexpr double least_run = 0.01;  // seconds
    std::vector<Timing> timings(works.size());
    std::vector<int> calls(works.size(), 1);
    for (std::size_t k = 0; k < works.size(); ++k) {
        const Stopwatch clock;
        works[k]();
        const double once = clock.seconds();
        if (once < least_run)
            calls[k] =
                static_cast<int>(std::min(1e6, least_run / std::max(once, 1e-9))) + 1;
    }
    for (int round = 0; round < rounds; ++round)
        for (std::size_t k = 0; k < works.size(); ++k) {
            const Stopwatch clock;
            for (int call = 0; call < calls[k]; ++call) works[k]();
            const double seconds = clock.seconds() / calls[k];
            Timing& t = timings[k];
            if (t.runs == 0) {
                t.best = t.second = t.worst = seconds;
            } else {
                if (seconds < t.best) {
                    t.second = t.best;
                    t.best = seconds;
                } else if (seconds < t.second || t.runs == 1) {
                    t.second = seconds;
                }
                t.worst = std::max(t.worst, seconds);
            }
            ++t.runs;
        }
    return timings;
}

std::string duration_in_words(double seconds) {
    struct Unit {
        const char* name;
        double seconds;
    };
    static constexpr Unit units[] = {{"years", 365.25 * 86400},
                                     {"days", 86400},
                                     {"hours", 3600},
                                     {"minutes", 60},
                                     {"seconds", 1}};
    for (const Unit& unit : units)
        if (seconds >= unit.seconds || unit.seconds == 1) {
            std::ostringstream out;
            out << std::fixed << std::setprecision(1) << seconds / unit.seconds << ' '
                << unit.name;
            return out.str();
        }
    return {};
}

}  // namespace book
