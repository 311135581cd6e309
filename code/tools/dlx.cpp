// dlx: solves an exact-cover problem given in Knuth's dlx input format (chapter 6).
//
//   dlx [--count] [--limit=K] [--first] [--baseline] [--profile] [FILE|-]
//   dlx --engine=cells [--count] [--limit=K] [--baseline|--lookahead] [--mems]
//       [--profile] [FILE|-]
//   dlx --count --threads=N [--depth=K] [--first] [--profile] [FILE|-]
//   dlx --estimate[=PROBES] [--seed=S] [--first] [FILE|-]
//
// Reads the problem from FILE, or from standard input when FILE is `-` or absent.
// Prints every solution as the lines of its options (items in the order written),
// with a blank line between solutions; with --count, only the number of
// solutions. Ends with "Altogether N solutions, U updates, K nodes" on standard error,
// as Knuth's dlx1 does. With --threads, the tree is cut at depth K (by default, where
// it has a hundred pieces per thread) and the pieces are counted by N threads (chapter
// 10); the counts are the same. --engine=cells searches with dancing cells (chapter
// 12, Knuth's ssxc1, and ssxcc1 for colours) instead of Dancing Links (Algorithm C for
// colours); --baseline runs the chapter's plain engine instead of the tuned one, and
// --mems adds the mems to the closing line, for the engines that count them
// (--baseline and --engine=cells); --lookahead tests each option for doom on bitsets
// before it hides anything ("Going faster: dancing cells": the same solutions, another
// tree). --estimate
// follows random paths instead of searching and prints the estimated size of the tree
// and the time it would take. Exit status: 0, 1 on bad input (the message names the
// line), 2 on a usage error, 3 when the input or output failed, 130 or 143 when
// interrupted (the solutions printed so far are whole, and the closing line says the
// counts are partial).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <iomanip>
#include <iostream>
#include <limits>
#include <memory>
#include <new>
#include <optional>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <system_error>
#include <variant>

#include "book/command_line.hpp"
#include "book/exit_status.hpp"
#include "dlx_common.hpp"
#include "exact_cover/baseline_dlx.hpp"
#include "exact_cover/colour_dlx.hpp"
#include "exact_cover/dancing_cells.hpp"
#include "exact_cover/estimate.hpp"
#include "exact_cover/knuth_format.hpp"
#include "exact_cover/measuring/cells_variants.hpp"
#include "exact_cover/parallel_count.hpp"
#include "exact_cover/split.hpp"
#include "exact_cover/tuned_cells.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "tool_io.hpp"

namespace {

struct Arguments {
    bool count = false;
    bool first = false;
    bool baseline = false;
    bool profile = false;
    bool mems = false;
    bool lookahead = false;
    std::string engine = "links";
    std::uint64_t limit = exact_cover::Limits::none;  // no limit without --limit
    std::optional<std::uint64_t> threads;             // --threads: 0 for every core
    std::optional<std::uint64_t> depth;               // --depth
    std::uint64_t probes = 0;                         // --estimate: 0 for no estimate
    std::uint64_t seed = 1;
    std::string file = "-";
};

// Reads the command line (book::CommandLine, as every program of the book), then the
// options that exclude each other. Returns the exit status when the program should
// stop at once.
std::optional<int> parse(int argc, char** argv, Arguments& a) {
    book::CommandLine cli(
        "Solves the exact-cover problem in FILE (standard input if FILE is - or\n"
        "absent), given in Knuth's dlx format: a line of primary items, optionally\n"
        "| and secondary items, then one option per line; lines starting with |\n"
        "are comments. Prints each solution as its option lines, solutions\n"
        "separated by blank lines, and on standard error \"Altogether N solutions,\n"
        "U updates, K nodes\", counted as Knuth's dlx1 counts them (K includes the\n"
        "root of the search tree). Exit status: 0; 1 on bad input; 2 on a usage\n"
        "error; 3 when the input or output failed; 130 or 143 when interrupted by\n"
        "SIGINT or SIGTERM (the counts so far are printed, marked partial).");
    std::uint64_t threads = 0, depth = 0;
    cli.flag("--count", a.count, "print only the number of solutions");
    cli.count("--limit", a.limit, "stop after K solutions (no limit without it)");
    tools::first_option(cli, a.first);
    cli.flag("--baseline", a.baseline,
             "run chapter 6's plain engine, or chapter 13's with --engine=cells (no "
             "speed-ups: the same tree, slower)");
    tools::profile_option(cli, a.profile);
    cli.text("--engine", a.engine,
             "links (Dancing Links, the default) or cells (dancing cells, Knuth's "
             "ssxc1 and ssxcc1: chapter 13)")
        .one_of({"links", "cells"});
    cli.flag(
        "--lookahead", a.lookahead,
        "with --engine=cells, test each option for doom on bitsets before any hide "
        "(the same solutions, another tree)");
    cli.flag("--mems", a.mems,
             "also count the mems, as Knuth's programs do (with --baseline or "
             "--engine=cells)");
    const auto threads_option =
        cli.whole("--threads", threads,
                  "count with N threads (0: one per core), the tree cut into pieces",
                  std::uint64_t{tools::max_threads});
    const auto depth_option =
        cli.whole("--depth", depth,
                  "with --threads, cut the tree at depth K (default: where it has 100 "
                  "pieces per thread)",
                  std::uint64_t{exact_cover::deepest_cut});
    cli.count_or_bare("--estimate", a.probes, std::uint64_t{1000},
                      "do not search: estimate the nodes, updates, solutions and time "
                      "from N random paths (1000 when bare), with their standard "
                      "errors");
    const auto seed_option =
        cli.whole("--seed", a.seed, "the random paths of --estimate (default 1)");
    tools::problem_option(cli, a.file);
    if (const std::optional<int> status = cli.parse(argc, argv)) return status;
    if (threads_option.given()) a.threads = threads;
    if (depth_option.given()) a.depth = depth;
    const bool cells = a.engine == "cells";
    const char* conflict = nullptr;
    if (cells && (a.threads || a.probes != 0 || a.first))
        conflict =
            "--engine=cells searches alone, with Knuth's rule: leave out --threads, "
            "--estimate and --first";
    else if (a.lookahead && !cells)
        conflict = "--lookahead is the tuned dancing cells': give --engine=cells too";
    else if (a.lookahead && a.baseline)
        conflict =
            "--lookahead is the tuned dancing cells', --baseline the plain one: leave "
            "out one of them";
    else if (a.mems && !cells && !a.baseline)
        conflict = "--mems: the mems are counted by --baseline and --engine=cells";
    else if (a.threads && !a.count)
        conflict = "--threads counts: give --count too";
    else if (a.threads && a.limit != exact_cover::Limits::none)
        conflict = "--threads counts every solution: leave out --limit";
    else if (a.threads && a.baseline)
        conflict = "--threads runs the tuned engine: leave out --baseline";
    else if (a.depth && !a.threads)
        conflict = "--depth cuts the tree for --threads";
    else if (a.probes != 0 &&
             (a.count || a.threads || a.limit != exact_cover::Limits::none))
        conflict =
            "--estimate does not search: leave out --count, --threads and --limit";
    else if (a.probes != 0 && (a.baseline || a.mems))
        conflict =
            "--estimate follows its paths on the tuned engine alone, which counts no "
            "mems: leave out --baseline and --mems";
    else if (seed_option.given() && a.probes == 0)
        conflict = "--seed chooses the random paths of --estimate: give --estimate too";
    if (conflict) return book::usage_error("dlx", conflict);
    return std::nullopt;
}

// A count or an estimate as a reader takes it in: a whole number up to 10^15, then
// with an exponent.
std::string shown_amount(double x) {
    std::ostringstream out;
    if (x < 1e15)
        out << std::fixed << std::setprecision(0) << x;
    else
        out << std::setprecision(4) << x;
    return out.str();
}

// The estimate's lines: nodes, updates, solutions and, when an update was timed
// (@p per_update seconds, on the first @p timed nodes), the time, each with its
// standard error.
void print_estimate(const exact_cover::Estimate& e, std::optional<double> per_update,
                    std::uint64_t timed) {
    const auto line = [](const char* name, const std::string& value, double mean,
                         double error) {
        std::cout << "  " << std::left << std::setw(10) << name << std::right
                  << std::setw(22) << value;
        if (mean > 0)
            std::cout << "  +- " << std::fixed << std::setprecision(1)
                      << 100 * error / mean << "%\n";
        else  // no path met one: an estimate of 0 with no spread, and no proof of none
            std::cout << "  (no path met one)\n";
    };
    std::cout << "Estimated from " << e.probes << " random paths"
              << (e.ending == exact_cover::Ending::interrupted
                      ? " (interrupted: the paths followed so far)"
                      : "")
              << " (" << std::fixed << std::setprecision(1) << e.mean_depth
              << " levels on average), with standard errors:\n";
    // as the Altogether line of a search counts them: the root is a node
    line("nodes", shown_amount(e.nodes + 1), e.nodes + 1, e.nodes_error);
    line("updates", shown_amount(e.updates), e.updates, e.updates_error);
    line("solutions", shown_amount(e.solutions), e.solutions, e.solutions_error);
    if (!per_update) return;
    std::ostringstream time;
    time << std::setprecision(3) << e.updates * *per_update << " s";
    line("time", time.str(), e.updates, e.updates_error);
    std::cout << "  (the search makes an update in " << std::setprecision(1)
              << *per_update * 1e9 << " ns here, timed on its first " << timed
              << " nodes)\n";
}

// [start:estimate]
// --estimate: Knuth's random paths instead of the search, then the search itself for a
// moment (a node budget doubled until it runs 0.1 s, or the search ends) to learn how
// long an update takes here, which turns the updates into a time. Interrupted, it
// prints the estimate of the paths it followed.
int estimate(const exact_cover::Problem& problem, exact_cover::ItemChoice rule,
             const Arguments& a) {
    exact_cover::TunedDlx engine(problem, rule);
    const exact_cover::Limits limits{.interrupt = tools::interrupt_flag()};
    const exact_cover::Estimate e =
        exact_cover::estimate_tree(engine, a.probes, a.seed, limits);
    if (e.ending == exact_cover::Ending::overflow) {  // no NaN, no infinity: say why
        std::cout << "Too large to estimate: a random path's weight (the nodes it "
                     "stands for) passed "
                  << std::numeric_limits<double>::max() << ", the largest double\n";
        return tools::finish_output("dlx", book::exit_status::success);
    }
    if (e.ending == exact_cover::Ending::interrupted) {
        if (e.probes > 0) print_estimate(e, std::nullopt, 0);
        return tools::finish_output("dlx", tools::interrupted_status());
    }
    double seconds = 0;
    exact_cover::SearchResult timed;
    for (std::uint64_t budget = 1000; seconds < 0.1; budget *= 2) {
        const auto start = std::chrono::steady_clock::now();
        timed =
            engine.count_solutions({.nodes = budget, .interrupt = limits.interrupt});
        seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
                .count();
        if (timed.ending != exact_cover::Ending::budget) break;
    }
    if (tools::interrupted()) {
        print_estimate(e, std::nullopt, 0);
        return tools::finish_output("dlx", tools::interrupted_status());
    }
    print_estimate(
        e, seconds / static_cast<double>(std::max<std::uint64_t>(timed.updates, 1)),
        timed.nodes);
    return tools::finish_output("dlx", book::exit_status::success);
}
// [end:estimate]

// [start:threads]
// --threads: the tree cut into pieces (at --depth, or where it has a hundred per
// thread), handed out to the threads one at a time; the totals are the search's.
exact_cover::SearchResult count_with_threads(const exact_cover::Problem& problem,
                                             exact_cover::ItemChoice rule,
                                             const Arguments& a,
                                             const exact_cover::Limits& limits) {
    exact_cover::TunedDlx engine(problem, rule);
    const unsigned threads = tools::thread_count(static_cast<unsigned>(*a.threads));
    const std::size_t depth =
        a.depth ? *a.depth
                : exact_cover::depth_for(engine, 100 * std::size_t{threads}, limits);
    exact_cover::Cut cut = exact_cover::cut_tree(engine, depth, limits);
    if (cut.above.stopped()) return std::move(cut.above);  // interrupted while cutting
    std::cerr << "dlx: " << threads << (threads == 1 ? " thread, " : " threads, ")
              << cut.pieces.size() << (cut.pieces.size() == 1 ? " piece" : " pieces")
              << " at depth " << depth
              << (cut.pieces.empty()
                      ? " (the tree ends above it: the cut counted it all)"
                      : "")
              << '\n';
    exact_cover::ParallelCount counted =
        exact_cover::count_in_parallel(engine, cut, threads, limits);
    tools::say_threads_started("dlx", counted.threads, threads);
    return std::move(counted.total);
}
// [end:threads]

// [start:print_solution]
void print_solution(const exact_cover::Problem& problem,
                    std::span<const exact_cover::Option> solution, bool first) {
    if (!first) std::cout << '\n';
    for (exact_cover::Option o : solution) {
        const char* separator = "";
        const std::vector<exact_cover::Colour> colours = problem.option_colours(o);
        const std::span<const exact_cover::Item> items = problem.option(o);
        for (std::size_t k = 0; k < items.size(); ++k) {
            std::cout << separator << problem.item_name(items[k]);
            if (colours[k] != 0) std::cout << ':' << problem.colour_name(colours[k]);
            separator = " ";
        }
        std::cout << '\n';
    }
}
// [end:print_solution]

}  // namespace

namespace {

// main() without its last resort (below)
int run_dlx(int argc, char** argv) {
    Arguments a;
    if (const std::optional<int> status = parse(argc, argv, a)) return *status;

    const std::variant<tools::ProblemInput, int> read =
        tools::read_problem("dlx", a.file);
    if (const int* status = std::get_if<int>(&read)) return *status;
    const tools::ProblemInput& input = std::get<tools::ProblemInput>(read);
    const exact_cover::Problem& problem = input.problem;
    if (problem.has_colours() && a.engine != "cells" &&
        (a.threads || a.probes != 0 || a.first || a.baseline || a.mems))
        return book::usage_error(
            "dlx", input.name +
                       ": colours (item:colour) are searched by Algorithm C alone, or "
                       "by --engine=cells: leave out --threads, --estimate, --first, "
                       "--baseline and --mems");
    // [start:run]
    const exact_cover::ItemChoice rule = a.first
                                             ? exact_cover::ItemChoice::first
                                             : exact_cover::ItemChoice::fewest_options;
    if (a.depth)
        if (const std::optional<std::string> refusal =
                tools::depth_refusal(input, *a.depth))
            return book::usage_error("dlx", *refusal);
    if (a.probes != 0) return estimate(problem, rule, a);
    bool first = true;
    const auto print = [&](std::span<const exact_cover::Option> solution) {
        print_solution(problem, solution, first);
        first = false;
        // a failed write ends the search: nothing more could be shown
        return tools::output_failed() ? exact_cover::Next::stop
                                      : exact_cover::Next::proceed;
    };
    const exact_cover::Limits limits{.solutions = a.limit,
                                     .interrupt = tools::interrupt_flag()};
    const auto run = [&](auto&& dlx) {
        return a.count ? dlx.count_solutions(limits) : dlx.search(print, limits);
    };
    // A problem with colours: Algorithm C (chapter 9), its line with dlx2's cleansings.
    std::optional<std::uint64_t> cleansings;
    exact_cover::SearchResult stats;
    if (problem.has_colours() && a.engine != "cells") {
        const exact_cover::ColourResult coloured = run(exact_cover::ColourDlx(problem));
        stats = coloured;
        cleansings = coloured.cleansings;
    } else if (a.engine == "cells" && a.baseline) {  // it counts the mems always
        stats = run(exact_cover::DancingCells(problem));
    } else if (a.engine == "cells") {  // a version of the measuring layer's
        namespace measuring = exact_cover::measuring;
        const measuring::CellsOptions version{
            a.mems ? measuring::Counting::mems : measuring::Counting::updates,
            a.lookahead ? measuring::DoomTest::before_hiding
                        : measuring::DoomTest::while_hiding};
        exact_cover::TunedCells cells(problem);
        stats = a.count ? measuring::count_solutions(cells, version, limits)
                        : measuring::search(cells, version, print, limits);
    } else {
        stats = a.threads    ? count_with_threads(problem, rule, a, limits)
                : a.baseline ? run(exact_cover::BaselineDlx(problem, rule))
                             : run(exact_cover::TunedDlx(problem, rule));
    }
    // (no node budget is given here: only the cells engines' trail limit ends so)
    const bool trail_full = stats.ending == exact_cover::Ending::budget;
    const bool partial = stats.ending == exact_cover::Ending::interrupted;
    if (a.count && !partial && !trail_full) std::cout << stats.solutions << '\n';
    if (!trail_full)  // (a search stopped at the trail's limit has no counts to give)
        std::cerr << exact_cover::knuth_summary(stats, partial, a.profile, cleansings,
                                                a.mems);
    // [end:run]
    if (trail_full) {
        std::cerr << "dlx: " << input.name
                  << ": the cells engine stopped at its trail's limit (it saves the "
                     "sizes of the sets at every level, depth times items, and this "
                     "problem's tree is too deep for that); the links engine (without "
                     "--engine=cells) keeps memory in proportion to the problem\n";
        return tools::finish_output("dlx", book::exit_status::failure);
    }
    return tools::finish_output(
        "dlx", partial ? tools::interrupted_status() : book::exit_status::success);
}

}  // namespace

int main(int argc, char** argv) {
    tools::catch_interrupts();  // first: the help too is written under its rules
    tools::share_heap_under_address_limit();  // before any thread starts
    try {
        return run_dlx(argc, argv);
    } catch (const std::bad_alloc&) {
        return tools::out_of_memory("dlx");
    }
}
