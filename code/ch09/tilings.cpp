// Chapter 9: every tiling of the four 60-cell rectangles by the twelve pentominoes, all
// orientations and no symmetry removed, by Dancing Links: counts, nodes and updates.
#include <cstdint>
#include <iomanip>
#include <iostream>
#include <utility>

#include "exact_cover/problems/pentominoes.hpp"
#include "exact_cover/tuned_dlx.hpp"

int main() {
    std::cout << "rectangle  options   tilings   / symmetries  = distinct        nodes "
                 "       updates\n";
    // [start:main]
    for (const auto& [height, width] :
         {std::pair{3, 20}, std::pair{4, 15}, std::pair{5, 12}, std::pair{6, 10}}) {
        const exact_cover::Problem problem =
            exact_cover::pentomino_problem(width, height);
        exact_cover::TunedDlx dlx(problem);
        const exact_cover::SearchResult count = dlx.count_solutions();
        const std::uint64_t tilings = count.solutions;
        // A rectangle that is not a square has four symmetries: turning it half round
        // and the two mirrors. No pentomino tiling is symmetric, so each is found
        // exactly four times.
        std::cout << std::setw(3) << height << " x " << std::left << std::setw(5)
                  << width << std::right << std::setw(8) << problem.option_count()
                  << std::setw(10) << tilings << "   / 4          = " << std::left
                  << std::setw(6) << tilings / 4 << std::right << std::setw(11)
                  << count.nodes << std::setw(15) << count.updates << '\n';
    }
    // [end:main]
}
