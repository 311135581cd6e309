// Chapter 3: a puzzle's exact-cover problem in Knuth's dlx input format.
//
// Enters the givens of a puzzle (the 4 x 4 example by default, or the line given as the
// first argument) by pre-covering, then writes what remains as Knuth's programs read
// it: the items on the first line, then one option per line. The option names (r1c4n2
// ...) are not part of the format; they are printed to standard error to map a solution
// back.
#include <iostream>
#include <string>

#include "exact_cover/knuth_format.hpp"
#include "sudoku/examples.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/line_format.hpp"

int main(int argc, char** argv) {
    // [start:main]
    try {
        const std::string line = argc > 1 ? argv[1] : std::string(sudoku::small_puzzle);
        const sudoku::ReducedProblem reduced =
            sudoku::precover_givens(sudoku::parse_line(line));
        std::cout << "| " << line << ": " << reduced.problem.option_count()
                  << " options, " << reduced.problem.item_count() << " items\n";
        exact_cover::write_knuth_format(std::cout, reduced.problem);
        for (exact_cover::Option o = 0; o < reduced.problem.option_count(); ++o)
            std::cerr << "option " << o + 1 << " is " << reduced.problem.option_name(o)
                      << '\n';
    } catch (const std::exception& e) {
        std::cerr << "error: " << e.what() << '\n';
        return 1;
    }
    // [end:main]
}
