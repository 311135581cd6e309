// `sudoku rate`: each puzzle rated by the effort of the CSP search of chapter 8.
#include <charconv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <system_error>

#include "exact_cover/shown_text.hpp"
#include "sudoku/csp_solver.hpp"
#include "sudoku_commands.hpp"

namespace sudoku_tool {

namespace {

// Why @p text is no --max-rating: the cap is a finite number of 0 or more, as the
// MATLAB solver it comes from asks (a cap below 0 could never be met); "nan", "inf"
// and signs are refused by name, "-0" too (it is 0, but would be shown as "above -0").
std::string rating_cap_error(const std::string& text) {
    double cap = 0;
    const char* const end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, cap);
    const std::string shown = "'" + exact_cover::shown_text(text) + "'";
    // a number out of a double's range is said so, not called no number at all
    if (error == std::errc::result_out_of_range && stop == end)
        return shown + " is out of range: give a number of 0 or more from about " +
               "4.9e-324 to 1.8e+308, or 0";
    if (text.empty() || error != std::errc{} || stop != end || !std::isfinite(cap) ||
        std::signbit(cap))
        return "expected a finite number of 0 or more, not " + shown;
    return {};
}

struct RateOptions {
    std::string file;
    std::string box;
    double max_rating = std::numeric_limits<double>::infinity();
    std::uint64_t node_limit = exact_cover::Limits::none;
};

// One line per puzzle: the CSP rating of chapter 8 with the search's steps and
// backtracks, or `above R` when the cap stopped the search, `over-budget` when the
// node limit did, `none` when the puzzle has no solution.
int run_rate(const RateOptions& o) {
    const exact_cover::Limits bounds = limits(exact_cover::Limits::none, o.node_limit);
    return each_puzzle(o.file, o.box, [&](const sudoku::PuzzleEntry& entry) {
        const sudoku::CspResult stats =
            sudoku::rate_puzzle(entry.grid(), {.max_rating = o.max_rating}, bounds);
        std::optional<std::string> line;
        if (stats.ending == exact_cover::Ending::interrupted) return line;
        std::ostringstream text;
        if (stats.gave_up() && stats.rating > o.max_rating) {
            text << "above " << o.max_rating;
        } else if (stats.gave_up()) {
            text << "over-budget";
        } else if (stats.solutions == 0) {
            text << "none";
        } else {
            text << stats.rating;
        }
        text << "\tsteps=" << stats.nodes << " backtracks=" << stats.backtracks
             << " forced=" << stats.forced;
        line = text.str();
        return line;
    });
}

}  // namespace

Run declare_rate(book::Subcommand& command) {
    auto o = std::make_shared<RateOptions>();
    command.text("file", o->file, "Puzzle file ('-' or none: standard input)");
    box_option(command, o->box,
               "Box shape RxC (default: R the largest divisor of N not above sqrt N)");
    command
        .number("--max-rating", o->max_rating,
                "Abandon a puzzle once its rating passes R and print 'above R' "
                "(default: no cap)")
        .check(rating_cap_error, "R >= 0");
    command.count("--node-limit", o->node_limit,
                  "Search steps per puzzle (default: no limit); a puzzle that needs "
                  "more is answered 'over-budget'");
    return [o] { return run_rate(*o); };
}

}  // namespace sudoku_tool
