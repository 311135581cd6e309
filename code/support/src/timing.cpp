#include "book/timing.hpp"

#include <iomanip>
#include <sstream>

namespace book {

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
