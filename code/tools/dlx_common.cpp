#include "dlx_common.hpp"

#include <iostream>
#include <optional>
#include <string>

#include "book/command_line.hpp"
#include "book/exit_status.hpp"
#include "exact_cover/knuth_format.hpp"
#include "tool_io.hpp"

namespace tools {

book::Options::Option problem_option(book::CommandLine& cli, std::string& path) {
    return cli.text("file", path, "the problem (- or absent: standard input)");
}

book::Options::Option first_option(book::CommandLine& cli, bool& first) {
    return cli.flag(
        "--first", first,
        "branch on the leftmost item instead of the one with the fewest options");
}

book::Options::Option profile_option(book::CommandLine& cli, bool& profile) {
    return cli.flag("--profile", profile,
                    "also print the search nodes per level on standard error, as dlx1");
}

std::variant<ProblemInput, int> read_problem(std::string_view program,
                                             const std::string& path) {
    std::optional<Input> input;
    try {
        input.emplace(path);
    } catch (const UsageError& e) {
        // an open interrupted by the signal (a FIFO with no writer yet) is no usage
        // error
        if (interrupted()) {
            std::cerr << program << ": interrupted before any input was read\n";
            return interrupted_status();
        }
        return book::usage_error(program, e.message);
    }
    ProblemInput read;
    read.name = input->name();
    // a read that failed ends the text early, so it is told before a parse error
    std::optional<exact_cover::KnuthFormatError> bad;
    try {
        read.problem = exact_cover::read_knuth_format(input->stream());
    } catch (const exact_cover::KnuthFormatError& e) {
        bad = e;
    }
    if (interrupted()) return interrupted_status();
    if (const std::string error = input->error(); !error.empty()) {
        std::cerr << program << ": " << read.name << ": cannot read: " << error << '\n';
        return book::exit_status::io;
    }
    if (bad) {
        std::cerr << program << ": " << read.name << ":" << bad->place() << " "
                  << bad->message() << '\n';
        return book::exit_status::failure;
    }
    return read;
}

std::optional<std::string> depth_refusal(const ProblemInput& input,
                                         std::uint64_t depth) {
    const std::size_t deepest = input.problem.primary_count();
    if (depth <= deepest) return std::nullopt;
    return "--depth=" + std::to_string(depth) + ": " + input.name + " has " +
           std::to_string(deepest) +
           " primary items, and each level of the tree covers one at least: give a "
           "depth from 0 to " +
           std::to_string(deepest);
}

}  // namespace tools
