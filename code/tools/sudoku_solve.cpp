// `sudoku solve`: the book's solvers on puzzle files, one answer line per puzzle.
#include <cstdint>
#include <memory>
#include <optional>
#include <sstream>
#include <string>

#include "exact_cover/search.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/solvers.hpp"
#include "sudoku_commands.hpp"
#include "tool_io.hpp"

namespace sudoku_tool {

namespace {

struct SolveOptions {
    std::string file;
    std::string algorithm = "dlx";
    std::string box;
    bool count = false;
    std::uint64_t limit = exact_cover::Limits::none;
    std::uint64_t node_limit = exact_cover::Limits::none;
    bool stats = false;
};

// The counters of --stats: every solver's, then the solver's own (the CSP's rating,
// what propagation inferred).
std::string stats_text(const sudoku::SolveResult& s) {
    std::string text = "nodes=" + std::to_string(s.nodes) +
                       " updates=" + std::to_string(s.updates) +
                       " solutions=" + std::to_string(s.solutions);
    if (s.csp) {
        std::ostringstream rating;
        rating << s.csp->rating;
        text += " backtracks=" + std::to_string(s.csp->backtracks) +
                " rating=" + rating.str();
    }
    if (s.propagation)
        text += " forced=" + std::to_string(s.propagation->forced) +
                " eliminated=" + std::to_string(s.propagation->eliminated);
    return text + (s.stopped() ? " stopped" : "");
}

// A solution (or with --count the number of solutions) per puzzle, `none` when there is
// none, `over-budget` when the node limit stopped the search.
int run_solve(const SolveOptions& o) {
    // keeps the Dancing Links matrix between puzzles
    sudoku::Solver solver(algorithm_named(o.algorithm));
    if (o.limit != exact_cover::Limits::none && !o.count)  // else it would do nothing
        throw tools::UsageError{"--limit stops a count: give --count too"};
    const exact_cover::Limits bounds = limits(o.limit, o.node_limit);
    return each_puzzle(o.file, o.box, [&](const sudoku::PuzzleEntry& entry) {
        std::optional<sudoku::Grid> solution;
        const auto keep_first = [&](const sudoku::Grid& found) {
            solution = found;
            return o.count ? exact_cover::Next::proceed : exact_cover::Next::stop;
        };
        const sudoku::SolveResult stats =
            solver.solve(entry.grid(), keep_first, bounds);
        std::optional<std::string> line;
        if (stats.ending == exact_cover::Ending::interrupted) return line;
        if (stats.gave_up()) {
            line = "over-budget";
        } else if (o.count) {
            line = std::to_string(stats.solutions);
        } else {
            line = solution ? sudoku::format_puzzle(*solution, entry.format) : "none";
        }
        if (o.stats) *line += '\t' + stats_text(stats);
        return line;
    });
}

// The help of --algorithm: every solver, its description and its chapter.
std::string algorithm_help() {
    std::string help = "Solver:";
    for (const auto& info : sudoku::algorithms())
        help += "\n  " + std::string(info.name) + ": " + std::string(info.description) +
                (info.chapter == 0 ? std::string(" (Going faster)")
                                   : " (chapter " + std::to_string(info.chapter) + ")");
    return help;
}

}  // namespace

Run declare_solve(book::Subcommand& command) {
    auto o = std::make_shared<SolveOptions>();
    command.text("file", o->file, "Puzzle file ('-' or none: standard input)");
    command.text("--algorithm", o->algorithm, algorithm_help())
        .show_default()
        .one_of(algorithm_names());
    box_option(command, o->box,
               "Box shape RxC (default: R the largest divisor of N not above sqrt N)");
    command.flag("--count", o->count,
                 "Print the number of solutions instead of a solution");
    command.count("--limit", o->limit,
                  "With --count: stop counting at K (default: no limit)");
    command.count("--node-limit", o->node_limit,
                  "Search nodes per puzzle (default: no limit); a puzzle that "
                  "needs more is answered 'over-budget'");
    command.flag("--stats", o->stats,
                 "Append the search statistics (nodes, updates, solutions)");
    return [o] { return run_solve(*o); };
}

}  // namespace sudoku_tool
