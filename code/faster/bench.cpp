// Going faster: the Sudoku solvers on whole puzzle files, in puzzles per second.
//
// For each file and solver, the file is solved R times over (--repeat=R, default 5) in
// two modes: to the first solution, and to decide uniqueness (counting solutions up to
// 2). A run is timed as a whole; the table shows the median of the R runs, as puzzles
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

int main(int argc, char** argv) {
    book::BenchmarkSettings settings;
    std::uint64_t budget = 20000;
    bool baselines = false;
    std::vector<std::string> files;
    for (int a = 1; a < argc; ++a) {
        const std::string arg = argv[a];
        if (arg.rfind("--repeat=", 0) == 0)
            settings.repeat = std::stoi(arg.substr(9));
        else if (arg.rfind("--budget=", 0) == 0)
            budget = std::stoull(arg.substr(9));
        else if (arg == "--baselines")
            baselines = true;
        else if (arg.rfind("--", 0) == 0) {
            std::cerr << "usage: faster_bench [--repeat=R] [--baselines] "
                         "[--budget=NODES] PUZZLE_FILE ...\n";
            return 2;
        } else
            files.push_back(arg);
    }
    if (files.empty() || settings.repeat < 1) {
        std::cerr << "usage: faster_bench [--repeat=R] [--baselines] [--budget=NODES] "
                     "PUZZLE_FILE ...\n";
        return 2;
    }
    // [start:main]
    std::vector<sudoku::Algorithm> algorithms{sudoku::Algorithm::dlx,
                                              sudoku::Algorithm::algorithm_x};
    if (baselines) {
        algorithms.push_back(sudoku::Algorithm::algorithm_x_first);
        algorithms.push_back(sudoku::Algorithm::backtracking);
        settings.budget = budget;
    }
    try {
        book::write_benchmark_table(std::cout, files, algorithms, settings);
    } catch (const std::exception& e) {
        std::cerr << "faster_bench: " << e.what() << '\n';
        return 1;
    }
    // [end:main]
}
