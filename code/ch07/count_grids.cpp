// Chapter 7: every complete grid with 2 x 2 and 2 x 3 boxes, counted by Dancing Links
// as the exact covers of the empty grid's matrix, first plainly, then with the first
// row fixed. Usage: ch07_count_grids [--quick]   (--quick skips the plain 2 x 3 run,
// which takes seconds)
#include <iomanip>
#include <iostream>

#include "book/command_line.hpp"
#include "book/timing.hpp"
#include "sudoku/grid_count.hpp"

int main(int argc, char** argv) {
    book::CommandLine cli("Chapter 7: every grid with 2x2 and 2x3 boxes, counted");
    bool quick = false;
    cli.app().add_flag("--quick", quick, "Skip the plain 2x3 run, which takes seconds");
    if (const auto status = cli.parse(argc, argv)) return *status;
    // [start:main]
    std::cout << "boxes  first row  exact covers  x N!         grids       search "
                 "nodes        updates   seconds\n";
    for (const sudoku::Shape shape : {sudoku::Shape(2, 2), sudoku::Shape(2, 3)}) {
        for (const bool fixed : {false, true}) {
            if (quick && !fixed && shape.size() == 6) continue;
            const auto [n, seconds] =
                book::timed([&] { return sudoku::count_grids(shape, fixed); });
            std::cout << std::left << std::setw(7) << to_string(shape) << std::setw(11)
                      << (fixed ? "fixed" : "free") << std::right << std::setw(12)
                      << n.covers << std::setw(6) << n.multiplier << std::setw(14)
                      << n.grids() << std::setw(19) << n.stats.nodes << std::setw(15)
                      << n.stats.updates << std::fixed << std::setprecision(3)
                      << std::setw(10) << seconds << '\n';
        }
    }
    // [end:main]
}
