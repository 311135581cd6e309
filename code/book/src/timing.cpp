#include "book/timing.hpp"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <limits>
#include <sstream>

namespace book {

double spread_of(std::span<const double> times) {
    if (times.size() < 2) return 0;
    std::vector<double> sorted(times.begin(), times.end());
    std::partial_sort(sorted.begin(), sorted.begin() + 2, sorted.end());
    return sorted[0] > 0 ? (sorted[1] - sorted[0]) / sorted[0] : 0;
}

int calls_per_run(double once_seconds) {
    if (once_seconds >= least_run_seconds) return 1;
    constexpr double most_calls = 1e6;
    return static_cast<int>(std::min(
        most_calls, std::ceil(least_run_seconds / std::max(once_seconds, 1e-9))));
}

std::vector<Timing> time_in_turns(int rounds,
                                  std::span<const std::function<void()>> works) {
    std::vector<Timing> timings(works.size());
    std::vector<int> calls(works.size(), 1);
    for (std::size_t k = 0; k < works.size(); ++k) {
        const Stopwatch clock;
        works[k]();
        const double once = clock.seconds();
        calls[k] = calls_per_run(once);
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
    std::ostringstream out;
    out << std::fixed << std::setprecision(1);
    double years = seconds / units[0].seconds;
    if (!std::isfinite(years)) {  // past the largest double: the largest it can say
        out << "more than ";
        years = std::numeric_limits<double>::max() / units[0].seconds;
    }
    if (years >= 1e6) {  // a mantissa and a power of ten, never hundreds of digits
        int exponent = static_cast<int>(std::floor(std::log10(years)));
        double mantissa = years / std::pow(10.0, exponent);
        if (std::round(mantissa * 10) >= 100) {  // 9.96 would be shown as 10.0
            mantissa /= 10;
            ++exponent;
        }
        out << mantissa << 'e' << exponent << " years";
        return out.str();
    }
    for (const Unit& unit : units)
        if (seconds >= unit.seconds || unit.seconds == 1) {
            out << seconds / unit.seconds << ' ' << unit.name;
            break;
        }
    return out.str();
}

}  // namespace book
