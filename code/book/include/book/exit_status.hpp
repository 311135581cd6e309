/// @file
/// The exit statuses of the book's programs and of its command-line tools (not part of
/// the library), named once: a script, a test or the build reads what went wrong from
/// the status alone, so every program gives each status the same meaning. The command
/// line (book/command_line.hpp) ends with usage, or io when its help cannot be written;
/// the tools add the rest (code/tools/tool_io.hpp).
#pragma once

namespace book::exit_status {

/// Done: everything asked for was done (every puzzle, or the problem, read and
/// answered).
inline constexpr int success = 0;

/// The work could not be done, and the message on standard error says why: bad input
/// (a puzzle or a problem that could not be read or made), work that needed more
/// memory than the system gives, or in a book program a check that failed or a file of
/// values that could not be written.
inline constexpr int failure = 1;

/// A usage error: the command line asks for something that cannot run (an unknown
/// option or command, a value out of range, options that exclude each other, a file
/// that cannot be opened). Nothing was done; book::usage_error writes the message.
inline constexpr int usage = 2;

/// The input or the output failed: a read error, or a write that did not go through
/// (a full disk, a closed pipe), the help's included. Nothing is taken for the end of
/// a file.
inline constexpr int io = 3;

/// Interrupted by signal @p signal: 128 + its number (130 after SIGINT, 143 after
/// SIGTERM), the status a shell gives a process the signal ended. The tools catch the
/// signal and stop between two whole answers, and still end with this status.
[[nodiscard]] constexpr int interrupted(int signal) noexcept { return 128 + signal; }

}  // namespace book::exit_status
