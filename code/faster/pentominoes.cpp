// Going faster: a benchmark. Every tiling of a rectangle by the twelve pentominoes, all
// orientations, no symmetry reduction, counted by Dancing Links.
//
//   faster_pentominoes [WIDTH HEIGHT [REPEAT]]     (default 10 6 1)
//
// Prints the problem's size, then for each run the count, the search nodes, the updates
// and the seconds taken (machine-dependent). 6×10 has 2339 tilings up to symmetry, 9356
// in all.
#include <cstdlib>
#include <iostream>
#include <string>

#include "book/timing.hpp"
#include "exact_cover/problems/pentominoes.hpp"
#include "exact_cover/tuned_dlx.hpp"

int main(int argc, char** argv) {
    const int width = argc > 2 ? std::atoi(argv[1]) : 10;
    const int height = argc > 2 ? std::atoi(argv[2]) : 6;
    const int repeat = argc > 3 ? std::atoi(argv[3]) : 1;
    if (width <= 0 || height <= 0 || repeat <= 0) {
        std::cerr << "usage: faster_pentominoes [WIDTH HEIGHT [REPEAT]]\n";
        return 2;
    }
    // [start:benchmark]
    const exact_cover::Problem problem = exact_cover::pentomino_problem(width, height);
    std::cout << "pentominoes in a " << height << "x" << width
              << " rectangle: " << problem.item_count() << " items, "
              << problem.option_count() << " options, " << problem.entry_count()
              << " entries\n";
    exact_cover::TunedDlx dlx(problem);
    for (int run = 0; run < repeat; ++run) {
        const auto [count, seconds] =
            book::timed([&] { return dlx.count_solutions().solutions; });
        std::cout << "tilings " << count << ", nodes " << dlx.stats().nodes
                  << ", updates " << dlx.stats().updates << ", seconds " << seconds
                  << '\n';
    }
    // [end:benchmark]
}
