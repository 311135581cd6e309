// The `sudoku` tool's subcommands: one file each (sudoku_solve.cpp,
// sudoku_count_grids.cpp, sudoku_matrix.cpp, sudoku_generate.cpp, sudoku_rate.cpp,
// sudoku_bench.cpp) holds the subcommand's options and its run; sudoku.cpp lists them,
// once, and runs the one given. What they share is here: the box and algorithm options,
// the limits of a search, the loop over the puzzles of a file, and how a run ends.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "book/command_line.hpp"
#include "exact_cover/search.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/shape.hpp"
#include "sudoku/solvers.hpp"

namespace sudoku_tool {

/// What a subcommand does once the command line is read; returns the exit status.
/// Throws tools::UsageError for a usage error found only then.
using Run = std::function<int()>;

/// Declares a subcommand's options on @p command and returns its run, which owns the
/// variables the options are read into.
using Declare = Run (*)(book::Subcommand& command);

/// `sudoku solve`: a solution, or a count, per puzzle (sudoku_solve.cpp).
Run declare_solve(book::Subcommand& command);
/// `sudoku count-grids`: every grid of a box shape, counted (sudoku_count_grids.cpp).
Run declare_count_grids(book::Subcommand& command);
/// `sudoku matrix`: the exact-cover matrix, written (sudoku_matrix.cpp).
Run declare_matrix(book::Subcommand& command);
/// `sudoku generate`: minimal puzzles with one solution (sudoku_generate.cpp).
Run declare_generate(book::Subcommand& command);
/// `sudoku rate`: the CSP search's rating of each puzzle (sudoku_rate.cpp).
Run declare_rate(book::Subcommand& command);
/// `sudoku bench`: solvers timed on puzzle files (sudoku_bench.cpp).
Run declare_bench(book::Subcommand& command);

/// The name the tool's messages start with.
inline constexpr std::string_view program = "sudoku";

/// Flushes standard output and returns @p status, or exit_status::io after a message
/// when a write failed: how every subcommand ends.
[[nodiscard]] int finish(int status);

/// Declares `--box=RxC` with @p help: two whole numbers of 1 or more whose product is a
/// size the library takes, refused otherwise by the parse.
book::Options::Option box_option(book::Subcommand& command, std::string& box,
                                 const std::string& help);

/// The shape a `--box` value names, or nothing when the option was not given.
[[nodiscard]] std::optional<sudoku::Shape> box_shape(const std::string& box);

/// The names of the solvers, in the order of sudoku::algorithms(): the values
/// `--algorithm` takes.
[[nodiscard]] std::vector<std::string> algorithm_names();

/// The solver named @p name, one of algorithm_names().
[[nodiscard]] sudoku::Algorithm algorithm_named(const std::string& name);

/// The limits of one puzzle's search: @p solutions and @p nodes, and the interrupt of
/// SIGINT and SIGTERM.
[[nodiscard]] exact_cover::Limits limits(std::uint64_t solutions, std::uint64_t nodes);

/// A puzzle's answer line, or nothing when a signal interrupted its search.
using Answer = std::function<std::optional<std::string>(const sudoku::PuzzleEntry&)>;

/// Reads @p path (or standard input for "-" or "") puzzle by puzzle, with the boxes of
/// @p box, and writes answer(entry) for each puzzle read. A puzzle that cannot be read
/// is reported on stderr with its line and column, and answered `invalid` on stdout,
/// so that line k of the output still answers puzzle k. The exit status:
/// exit_status::failure if any puzzle was rejected or none was found, else success;
/// io when the input or the output failed; interrupted when a signal came, with every
/// line answered so far written whole. Throws tools::UsageError when the file cannot
/// be opened.
[[nodiscard]] int each_puzzle(const std::string& path, const std::string& box,
                              const Answer& answer);

}  // namespace sudoku_tool
