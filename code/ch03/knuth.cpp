// Chapter 3: a puzzle's exact-cover problem in Knuth's dlx input format.
//
// Enters the givens of a puzzle (the 4 x 4 example by default, or the line given as the
// first argument) by pre-covering, then writes what remains as Knuth's programs read
// it: the items on the first line, then one option per line. The option names (r1c4n2
// ...) are not part of the format; they are printed to standard error to map a solution
// back. With --values=FILE it also writes the counts the chapter quotes.
#include <cstddef>
#include <cstdint>
#include <iostream>
#include <string>

#include "book/command_line.hpp"
#include "book/exit_status.hpp"
#include "book/values.hpp"

#include "exact_cover/knuth_format.hpp"
#include "sudoku/examples.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/line_format.hpp"

int main(int argc, char** argv) {
    book::CommandLine cli(
        "Writes a puzzle's exact-cover problem in Knuth's dlx format");
    std::string line(sudoku::small_puzzle), values_path;
    cli.text("puzzle", line, "a puzzle in the line format (default: 4 x 4)");
    cli.text("--values", values_path, "write the chapter's counts here");
    if (const auto status = cli.parse(argc, argv)) return *status;
    // [start:main]
    try {
        const sudoku::Grid puzzle = sudoku::parse_line(line);
        const sudoku::ReducedProblem reduced = sudoku::precover_givens(puzzle).value();
        std::cout << "| " << line << ": " << reduced.problem.option_count()
                  << " options, " << reduced.problem.item_count() << " items\n";
        exact_cover::write_knuth_format(std::cout, reduced.problem);
        for (exact_cover::Option o = 0; o < reduced.problem.option_count(); ++o)
            std::cerr << "option " << o + 1 << " is " << reduced.problem.option_name(o)
                      << '\n';
        book::Values values;
        const std::uint64_t n = puzzle.shape().size();
        values.add_count("blanks", n * n - puzzle.givens().size());
        values.add_count("options", reduced.problem.option_count());
        values.add_count("items", reduced.problem.item_count());
        if (reduced.problem.option_count() < 64)
            values.add_count("selections",
                             std::uint64_t{1} << reduced.problem.option_count());
        return values.write(values_path, "ch03_knuth") ? book::exit_status::success
                                                       : book::exit_status::failure;
    } catch (const std::exception& e) {
        std::cerr << "error: " << e.what() << '\n';
        return book::exit_status::failure;
    }
    // [end:main]
}
