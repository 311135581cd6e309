// What dlx and dlx-mpi share: the problem they read, in Knuth's dlx format from a file
// or standard input, with every way the reading can fail turned into one message and
// one exit status, and the options that name the problem and say how to search it,
// worded once.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "book/command_line.hpp"
#include "exact_cover/problem.hpp"

namespace tools {

/// Declares the problem's file, positional: - or absent for standard input.
book::Options::Option problem_option(book::CommandLine& cli, std::string& path);

/// Declares --first: branch on the leftmost item instead of Knuth's rule.
book::Options::Option first_option(book::CommandLine& cli, bool& first);

/// Declares --profile: the search nodes per level too, as Knuth's dlx1 prints them.
book::Options::Option profile_option(book::CommandLine& cli, bool& profile);

/// A problem read by read_problem().
struct ProblemInput {
    exact_cover::Problem problem;
    std::string name;  ///< how messages name the input: the path, or `<stdin>`
};

/// Reads the problem at @p path (standard input for "-" or ""), as it goes, so that the
/// reader's limits end an input without end (a line, or a stream of options). Returns
/// the problem, or the exit status after a message on standard error that starts with
/// @p program: exit_status::usage when the file cannot be opened,
/// exit_status::interrupted when a signal ended the read, exit_status::io when a read
/// failed, exit_status::failure when the text is not a problem (the message names the
/// line and column).
[[nodiscard]] std::variant<ProblemInput, int> read_problem(std::string_view program,
                                                           const std::string& path);

/// Why `--depth=@p depth` cannot cut the tree of @p input's problem, or nothing: each
/// level of the tree chooses an option, which covers a primary item at least, so a
/// problem with P primary items has no node below depth P, and a cut there would have
/// no piece to hand out. The message names the input and the depths that can cut.
[[nodiscard]] std::optional<std::string> depth_refusal(const ProblemInput& input,
                                                       std::uint64_t depth);

}  // namespace tools
