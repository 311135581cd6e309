// The `sudoku` command line: the book's solvers on real puzzle files (chapter 7 and the
// command-line appendix). One file per subcommand holds its options and its run
// (sudoku_commands.hpp); this one lists the subcommands and runs the one given. Exit
// status: 0 when every puzzle was read, 1 when any was rejected or there was none, 2 on
// a usage error,
// 3 when the input or output failed, 130 or 143 when interrupted by SIGINT or SIGTERM
// (book/exit_status.hpp).
#include <iostream>
#include <new>
#include <optional>
#include <utility>
#include <vector>

#include "book/command_line.hpp"
#include "book/exit_status.hpp"
#include "sudoku_commands.hpp"
#include "tool_io.hpp"

namespace {

// What `sudoku --help` says first: the puzzle formats and the exit statuses.
constexpr char about[] =
    "sudoku: the solvers of \"Sudoku as Exact Cover\" on puzzle files.\n"
    "Puzzles: one per line as N^2 symbols ('.' or '0' blank, 1-9 then A-Z), or as "
    "N^2\n"
    "numbers (0 blank) on one line, or N lines of N numbers (a line of n^2 numbers "
    "is one\npuzzle when n = 4, 6, 8, 9, ...; --box=RxC decides for other sizes); "
    "blank lines and\ncomments after # are skipped.\n"
    "Exit status: 0 when every puzzle was read, 1 when any was rejected (or the input "
    "held\nno puzzle at all), 2 on a usage error, 3 when the input or output failed, "
    "130 or 143\nwhen interrupted (SIGINT, SIGTERM).";

// A subcommand as the list below gives it: its name, what `sudoku --help` says of it,
// and its declaration.
struct Entry {
    const char* name;
    const char* summary;
    sudoku_tool::Declare declare;
};

// [start:subcommands]
// The subcommands, in the order `sudoku --help` lists them: the one list of them. The
// message for an unknown one is made from it, and code/tools/CMakeLists.txt reads the
// names from it (an entry starts with a brace and its name in quotes) to capture each
// one's --help.
constexpr Entry subcommands[] = {
    {"solve", "Solve each puzzle: one line per puzzle, its solution or 'none'",
     sudoku_tool::declare_solve},
    {"count-grids",
     "Count every complete grid with RxC boxes (2x2: 288, 2x3: 28200960, 3x3: "
     "6670903752021072936960)",
     sudoku_tool::declare_count_grids},
    {"matrix",
     "Print the exact-cover matrix of an empty grid, or of --puzzle with its givens "
     "pre-covered",
     sudoku_tool::declare_matrix},
    {"generate",
     "Generate puzzles with exactly one solution, minimal (no given can be removed)",
     sudoku_tool::declare_generate},
    {"rate",
     "Rate each puzzle by the effort of the CSP search (chapter 8): 0 = naked "
     "singles suffice",
     sudoku_tool::declare_rate},
    {"bench",
     "Time solvers on puzzle files: puzzles per second and microseconds per puzzle, "
     "the fastest of runs",
     sudoku_tool::declare_bench},
};
// [end:subcommands]

}  // namespace

int main(int argc, char** argv) {
    // first: a signal ends every subcommand between two whole answers, never inside a
    // write, and the help too is written under these rules
    tools::catch_interrupts();
    tools::share_heap_under_address_limit();  // before any thread starts
    book::CommandLine cli(about);
    std::vector<std::pair<const book::Subcommand*, sudoku_tool::Run>> runs;
    for (const Entry& s : subcommands) {
        book::Subcommand& command = cli.subcommand(s.name, s.summary);
        runs.emplace_back(&command, s.declare(command));
    }
    if (const std::optional<int> status = cli.parse(argc, argv)) return *status;
    try {
        for (const auto& [command, run] : runs)
            if (command->chosen()) return run();
    } catch (const tools::UsageError& e) {
        // an open interrupted by the signal (a FIFO with no writer yet) is no usage
        // error
        if (tools::interrupted()) {
            std::cerr << "sudoku: interrupted before any input was read\n";
            return tools::interrupted_status();
        }
        return book::usage_error(sudoku_tool::program, e.message);
    } catch (const std::bad_alloc&) {
        return tools::out_of_memory(sudoku_tool::program);
    }
    return book::exit_status::usage;  // (the parse let no run without a subcommand)
}
