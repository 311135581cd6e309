// `sudoku bench`: solvers timed on puzzle files, the table of "Going faster" and
// chapter 8.
#include <cstdint>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "book/benchmark.hpp"
#include "book/exit_status.hpp"
#include "sudoku_commands.hpp"
#include "tool_io.hpp"

namespace sudoku_tool {

namespace {

struct BenchOptions {
    std::vector<std::string> files;
    std::vector<std::string> algorithms{"dlx", "algorithm-x"};
    int repeat = 5;
    std::uint64_t budget = exact_cover::Limits::none;
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
        (void)tools::Input(file);  // a file that cannot be read: a usage error
    }
    try {
        if (!book::write_benchmark_table(
                std::cout, o.files, algorithms,
                {o.repeat, o.budget, tools::interrupt_flag()})) {
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
    return [o] { return run_bench(*o); };
}

}  // namespace sudoku_tool
