// Going faster: the Sudoku solvers on whole puzzle files, in puzzles per second.
//
// For each file and solver, the file is solved R times over (--repeat=R, default 5) in
// two modes: to the first solution, and to decide uniqueness (counting solutions up to
// 2). A run is timed as a whole; the table shows the fastest of the R runs, as puzzles
// per second and microseconds per puzzle (book::write_benchmark_table). Every first
// solution is checked by sudoku::check_solution after the clock stops, and a wrong one
// ends the program at once.
//
// Dancing Links and Algorithm X always run. --baselines adds cell-by-cell backtracking
// and Algorithm X with the first column, and limits every search to --budget=NODES
// search-tree nodes per puzzle (default 20000): a puzzle that runs out counts as a
// gave-up, and the times then include the budget spent on it, so they are lower bounds.
// `sudoku bench` is the same table on the command line. Usage: faster_bench
// [--repeat=R]
// [--baselines] [--budget=NODES] PUZZLE_FILE ...
#include <cstdint>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "book/benchmark.hpp"
#include "book/command_line.hpp"
#include "book/exit_status.hpp"

int main(int argc, char** argv) {
    book::CommandLine cli("Going faster: puzzles per second, per solver and file");
    book::BenchmarkSettings settings;
    std::uint64_t budget = 20000;
    bool baselines = false;
    std::vector<std::string> files;
    cli.count("--repeat", settings.repeat,
              "Runs over each file; the fastest counts (5)");
    cli.flag("--baselines", baselines,
             "Add backtracking and Algorithm X with the first column");
    cli.count("--budget", budget, "With --baselines: nodes per puzzle (20000)");
    cli.files("files", files, "Puzzle files").required();
    if (const auto status = cli.parse(argc, argv)) return *status;
    // [start:main]
    std::vector<sudoku::Algorithm> algorithms{sudoku::Algorithm::dlx,
                                              sudoku::Algorithm::algorithm_x};
    if (baselines) {
        algorithms.push_back(sudoku::Algorithm::algorithm_x_first);
        algorithms.push_back(sudoku::Algorithm::backtracking);
        settings.budget = budget;
    }
    try {
        (void)book::write_benchmark_table(std::cout, files, algorithms, settings);
    } catch (const std::exception& e) {
        std::cerr << "faster_bench: " << e.what() << '\n';
        return book::exit_status::failure;
    }
    // [end:main]
}
