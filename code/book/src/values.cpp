#include "book/values.hpp"

#include <fstream>
#include <iostream>
#include <sstream>

namespace book {

std::string with_separators(std::uint64_t count) {
    std::string digits = std::to_string(count);
    for (std::size_t at = digits.size(); at > 3; at -= 3) digits.insert(at - 3, ",");
    return digits;
}

void Values::add(std::string key, std::string text) {
    entries_.emplace_back(std::move(key), std::move(text));
}

void Values::add_count(std::string key, std::uint64_t count) {
    add(std::move(key), with_separators(count));
}

void Values::add_fixed(std::string key, double x, int decimals) {
    std::ostringstream text;
    text.setf(std::ios::fixed);
    text.precision(decimals);
    text << x;
    std::string shown = text.str();
    // a small negative number rounded to zero is zero, not "-0"
    if (shown.find_first_not_of("-0.") == std::string::npos && shown[0] == '-')
        shown.erase(0, 1);
    add(std::move(key), std::move(shown));
}

void Values::add_ratio(std::string key, double ratio) {
    add_fixed(std::move(key), ratio, ratio_decimals);
}

void Values::add_millions(std::string key, std::uint64_t count) {
    add_count(std::move(key), (count + 500'000) / 1'000'000);
}

std::string Values::text() const {
    std::string lines;
    for (const auto& [key, value] : entries_) lines += key + ' ' + value + '\n';
    return lines;
}

bool Values::write(const std::string& path, const std::string& program) const {
    if (path.empty()) return true;
    std::ofstream out(path);
    out << text();
    out.flush();
    if (out) return true;
    std::cerr << program << ": cannot write the values file " << path << '\n';
    return false;
}

}  // namespace book
