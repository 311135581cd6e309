#include "sudoku/wide_count.hpp"

#include <algorithm>

namespace sudoku {

std::string to_decimal(WideCount count, bool grouped) {
    std::string digits;
    do {
        if (grouped && digits.size() % 4 == 3) digits += ',';
        digits += static_cast<char>('0' + static_cast<int>(count % 10));
        count /= 10;
    } while (count != 0);
    std::reverse(digits.begin(), digits.end());
    return digits;
}

std::string prime_factors(WideCount count) {
    if (count < 2) return to_decimal(count);
    constexpr std::uint64_t trial_limit = 1000000;
    std::string text;
    const auto factor = [&text](WideCount p, int power) {
        if (!text.empty()) text += " * ";
        text += to_decimal(p);
        if (power > 1) text += "^" + std::to_string(power);
    };
    for (std::uint64_t p = 2; p <= trial_limit && p * p <= count; ++p) {
        int power = 0;
        while (count % p == 0) {
            count /= p;
            ++power;
        }
        if (power > 0) factor(p, power);
    }
    if (count > 1) {
        factor(count, 1);
        // a cofactor below trial_limit² has no factor the trial missed: it is prime
        if (count / trial_limit >= trial_limit) text += " (not factored)";
    }
    return text;
}

}  // namespace sudoku
