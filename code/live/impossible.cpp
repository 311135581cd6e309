// Try it: what each solver of the page does with Norvig's "impossible" puzzle, a puzzle
// without a solution, so that every solver must walk its whole tree to say "none". The
// page quotes the nodes from this program's run in the book's build (--values=FILE);
// backtracking is left out: it needs billions of nodes, minutes, which the build will
// not spend (the page says so, and its Stop button is for it).
#include <iostream>
#include <string>
#include <string_view>

#include "book/command_line.hpp"
#include "book/values.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/solvers.hpp"

int main(int argc, char** argv) {
    book::CommandLine cli("Try it: every solver but backtracking on Norvig's puzzle");
    std::string values_path;
    cli.text("--values", values_path, "Also write the figures the page quotes");
    if (const auto status = cli.parse(argc, argv)) return *status;
    // [Norvig2006]: no solution, found out only by a search
    constexpr std::string_view impossible =
        ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4......"
        "...";
    const sudoku::Grid puzzle = sudoku::parse_line(impossible);
    book::Values values;
    std::cout << "Norvig's impossible puzzle, every solution (there is none):\n";
    for (const std::string_view name :
         {"cells", "propagation", "algorithm-x", "dlx", "bands", "fast"}) {
        sudoku::Solver solver(*sudoku::algorithm_by_name(name));
        const sudoku::SolveResult r = solver.count_solutions(puzzle);
        std::cout << "  " << name << ": " << r.solutions << " solutions, "
                  << book::with_separators(r.nodes) << " nodes\n";
        values.add_count(std::string(name) + ".nodes", r.nodes);
        values.add_count(std::string(name) + ".solutions", r.solutions);
    }
    return values.write(values_path, "live_impossible") ? 0 : 1;
}
