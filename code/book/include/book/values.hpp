/// @file
/// The figures a program measures for the prose (not part of the library): `key value`
/// lines that the site's `:value:` role inserts into a sentence, so that no number a
/// program computes is ever typed by hand and the prose cannot drift from the data.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace book {

/// The places to which add_ratio() writes a ratio of times: 1.0817 where two places
/// (1.08) would hide whether it is more than 8 % from 1, the rule for noise's floor.
inline constexpr int ratio_decimals = 4;

/// An ordered list of named figures, written to the file that `--values=FILE` names.
/// Keys are dotted words (`rounds.first`); a value is the text the page shows.
class Values {
public:
    /// Adds @p text as it is.
    void add(std::string key, std::string text);
    /// Adds a count written with thousands separators: 2715711127 as 2,715,711,127.
    void add_count(std::string key, std::uint64_t count);
    /// Adds @p x rounded to @p decimals places: (3.14159, 2) as 3.14.
    void add_fixed(std::string key, double x, int decimals);
    /// Adds @p ratio, one measured time over another, to ratio_decimals places: the
    /// rule for noise decides a ratio within a few per cent of its margin, so it reads
    /// the ratio unrounded (a page shows it to two places, `:calc:` with `.2f`).
    void add_ratio(std::string key, double ratio);
    /// Adds @p count in millions, rounded to a whole number: 68,931,120 as 69.
    void add_millions(std::string key, std::uint64_t count);

    /// The lines, `key value` each, in the order they were added.
    [[nodiscard]] std::string text() const;
    /// Writes text() to @p path when the path is not empty. Returns false, having
    /// printed a message naming @p program and the path, when the file cannot be
    /// written.
    [[nodiscard]] bool write(const std::string& path, const std::string& program) const;

private:
    std::vector<std::pair<std::string, std::string>> entries_;
};

/// @p count with a comma between groups of three digits, as the prose writes counts.
[[nodiscard]] std::string with_separators(std::uint64_t count);

}  // namespace book
