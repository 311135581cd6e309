// dlx: solves an exact-cover problem given in Knuth's dlx input format (chapter 6).
//
//   dlx [--count] [--limit=K] [--first] [--baseline] [--profile] [FILE|-]
//
// Reads the problem from FILE, or from standard input when FILE is `-` or absent.
// Prints every solution as the lines of its options (items in the order of the item
// line), with a blank line between solutions; with --count, only the number of
// solutions. Ends with "Altogether N solutions, U updates, K nodes" on standard error,
// as Knuth's dlx1 does. Exit status: 0, 1 on bad input (the message names the line), 2
// on a usage error, 3 when the input or output failed, 130 or 143 when interrupted (the
// solutions printed so far are whole, and the closing line says the counts are
// partial).
#include <charconv>
#include <cstdint>
#include <iomanip>
#include <iostream>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <system_error>

#include "book/command_line.hpp"
#include "exact_cover/dlx.hpp"
#include "exact_cover/knuth_format.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "tool_io.hpp"

namespace {

using tools::exit_bad_input;
using tools::exit_usage;

const char* const usage =
    "usage: dlx [--count] [--limit=K] [--first] [--baseline] [--profile] [FILE|-]\n"
    "Solves the exact-cover problem in FILE (standard input if FILE is - or absent), "
    "given in\n"
    "Knuth's dlx format: a line of primary items, optionally | and secondary items, "
    "then one\n"
    "option per line; lines starting with | are comments.\n"
    "  --count      print only the number of solutions\n"
    "  --limit=K    stop after K solutions (K >= 1; no limit without it)\n"
    "  --first      branch on the leftmost item instead of the one with the fewest "
    "options\n"
    "  --baseline   run chapter 6's plain engine (no speed-ups: the same tree, "
    "slower)\n"
    "  --profile    also print the search nodes per level on standard error, as dlx1\n"
    "  --help       print this help\n"
    "Prints each solution as its option lines, solutions separated by blank lines, and "
    "on\n"
    "standard error \"Altogether N solutions, U updates, K nodes\", counted as "
    "Knuth's\n"
    "dlx1 counts them (K includes the root of the search tree).\n"
    "Exit status: 0; 1 on bad input; 2 on a usage error; 3 when the input or output "
    "failed;\n130 or 143 when interrupted by SIGINT or SIGTERM (the counts so far are "
    "printed,\nmarked partial).\n";

struct Arguments {
    bool count = false;
    bool first = false;
    bool baseline = false;
    bool profile = false;
    std::uint64_t limit = exact_cover::Limits::none;  // no limit without --limit
    std::string file = "-";
};

// Parses the command line; returns an exit status when the program should stop at once.
int parse(int argc, char** argv, Arguments& a) {
    bool have_file = false;
    for (int k = 1; k < argc; ++k) {
        const std::string_view arg = argv[k];
        if (arg == "--help" || arg == "-h") {
            std::cout << usage;
            return 0;
        }
        if (arg == "--count") {
            a.count = true;
        } else if (arg == "--first") {
            a.first = true;
        } else if (arg == "--baseline") {
            a.baseline = true;
        } else if (arg == "--profile") {
            a.profile = true;
        } else if (arg.substr(0, 8) == "--limit=") {
            const std::string_view digits = arg.substr(8);
            std::uint64_t k_limit = 0;
            const char* const end = digits.data() + digits.size();
            const auto [stop, error] = std::from_chars(digits.data(), end, k_limit);
            if (digits.empty() || error != std::errc{} || stop != end || k_limit == 0) {
                std::cerr << "dlx: --limit needs a whole number from 1 to "
                          << exact_cover::Limits::none - 1 << ", not '"
                          << book::shown(digits) << "' (leave it out for no limit)\n"
                          << usage;
                return exit_usage;
            }
            a.limit = k_limit;
        } else if (arg.size() > 1 && arg.front() == '-') {
            std::cerr << "dlx: unknown option '" << book::shown(arg) << "'\n" << usage;
            return exit_usage;
        } else if (have_file) {
            std::cerr << "dlx: only one input file, please\n" << usage;
            return exit_usage;
        } else {
            a.file = std::string(arg);
            have_file = true;
        }
    }
    return -1;
}

// [start:print_solution]
void print_solution(const exact_cover::Problem& problem,
                    std::span<const exact_cover::Option> solution, bool first) {
    if (!first) std::cout << '\n';
    for (exact_cover::Option o : solution) {
        const char* separator = "";
        for (exact_cover::Item i : problem.option(o)) {
            std::cout << separator << problem.item_name(i);
            separator = " ";
        }
        std::cout << '\n';
    }
}
// [end:print_solution]

}  // namespace

int main(int argc, char** argv) {
    Arguments a;
    if (const int status = parse(argc, argv, a); status >= 0) return status;

    std::optional<tools::Input> input;
    try {
        input.emplace(a.file);
    } catch (const tools::UsageError& e) {
        std::cerr << "dlx: " << e.message << '\n';
        return exit_usage;
    }
    tools::catch_interrupts();
    exact_cover::Problem problem;
    try {
        problem = exact_cover::read_knuth_format(input->stream());
    } catch (const exact_cover::KnuthFormatError& e) {
        if (tools::interrupted()) return tools::interrupted_status();
        if (!input->error().empty()) {
            std::cerr << "dlx: " << input->name() << ": cannot read: " << input->error()
                      << '\n';
            return tools::exit_io;
        }
        std::cerr << "dlx: " << input->name() << ":" << e.line() << ": " << e.message()
                  << '\n';
        return exit_bad_input;
    }
    if (tools::interrupted()) return tools::interrupted_status();
    if (!input->error().empty()) {
        std::cerr << "dlx: " << input->name() << ": cannot read: " << input->error()
                  << '\n';
        return tools::exit_io;
    }

    // [start:run]
    const exact_cover::ItemChoice rule = a.first
                                             ? exact_cover::ItemChoice::first
                                             : exact_cover::ItemChoice::fewest_options;
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
    const exact_cover::SearchResult stats =
        a.baseline ? run(exact_cover::Dlx(problem, rule))
                   : run(exact_cover::TunedDlx(problem, {rule, {}}));
    const std::uint64_t solutions = stats.solutions;
    const bool partial = stats.ending == exact_cover::Ending::interrupted;
    if (a.count && !partial) std::cout << solutions << '\n';
    // dlx1 counts the root of the search tree as a node, and a level 0 with one node.
    std::cerr << (partial ? "Interrupted: partial counts: " : "") << "Altogether "
              << solutions << (solutions == 1 ? " solution, " : " solutions, ")
              << stats.updates << " updates, " << stats.nodes + 1 << " nodes\n";
    if (a.profile) {
        std::cerr << "Profile:\n" << std::setw(3) << 0 << ": 1\n";
        for (std::size_t level = 0; level < stats.profile.size(); ++level)
            std::cerr << std::setw(3) << level + 1 << ": " << stats.profile[level]
                      << '\n';
    }
    // [end:run]
    return tools::finish_output("dlx", partial ? tools::interrupted_status() : 0);
}
