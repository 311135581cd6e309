// `sudoku bench`: solvers timed on puzzle files, the table of "Going faster" and
// chapter 8.
#include <cstdint>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include <sys/stat.h>

#include "book/benchmark.hpp"
#include "book/exit_status.hpp"
#include "exact_cover/shown_text.hpp"
#include "sudoku_commands.hpp"
#include "tool_io.hpp"

namespace sudoku_tool {

namespace {

struct BenchOptions {
    std::vector<std::string> files;
    std::vector<std::string> algorithms{"dlx", "algorithm-x"};
    int repeat = 5;
    std::uint64_t budget = exact_cover::Limits::none;
    bool text = false;
};

// The table of "Going faster" and chapter 8: each solver on each file, to the first
// solution and deciding uniqueness.
int run_bench(const BenchOptions& o) {
    std::vector<sudoku::Algorithm> algorithms;
    for (const std::string& name : o.algorithms)
        algorithms.push_back(algorithm_named(name));
    for (const std::string& file : o.files) {
        if (file == "-")
            throw tools::UsageError{"bench reads files, not standard input"};
        // Every file is read whole before the clock starts, by a reader that waits
        // for data as long as it takes: a FIFO or a device could keep it waiting
        // past any signal, so only regular files are timed.
        struct stat info {};
        if (::stat(file.c_str(), &info) == 0 && !S_ISREG(info.st_mode) &&
            !S_ISDIR(info.st_mode))
            throw tools::UsageError{"bench times regular files: '" +
                                    exact_cover::shown_text(file, 200) +
                                    "' is a FIFO, a socket or a device; save the "
                                    "puzzles to a file first"};
        (void)tools::Input(file);  // a file that cannot be read: a usage error
    }
    try {
        if (!book::write_benchmark_table(
                std::cout, o.files, algorithms,
                {o.repeat, o.budget, tools::interrupt_flag(), o.text})) {
            std::cerr << "sudoku: bench: interrupted; the rows above are whole\n";
            return finish(tools::interrupted_status());
        }
        // a puzzle that cannot be read, or a wrong answer
    } catch (const std::runtime_error& e) {
        std::cerr << "sudoku: " << e.what() << '\n';
        return finish(book::exit_status::failure);
    }
    return finish(book::exit_status::success);
}

}  // namespace

Run declare_bench(book::Subcommand& command) {
    auto o = std::make_shared<BenchOptions>();
    command.texts("files", o->files, "Puzzle files").required();
    // one name per --algorithm, so that the files after it stay files
    command
        .texts("--algorithm", o->algorithms,
               "Solvers to time (repeat the option for several)")
        .show_default()
        .one_of(algorithm_names());
    command.count("--repeat", o->repeat, "Runs over each file; the fastest counts")
        .show_default();
    command.count("--budget", o->budget,
                  "Search nodes per puzzle before a solver gives up (default: no "
                  "limit; backtracking and algorithm-x-first run on 9x9 files only)");
    command.flag("--text", o->text,
                 "Time each puzzle from its line of characters to its solution written "
                 "as characters, as tdoku's run_benchmark times the solvers it builds");
    return [o] { return run_bench(*o); };
}

}  // namespace sudoku_tool
