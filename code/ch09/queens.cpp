// Chapter 9: N queens, N = 1 .. 12, by Dancing Links with secondary items for the
// diagonals. For each N: the size of the problem, the number of solutions, search
// nodes and updates.
#include <cstddef>
#include <cstdint>
#include <iomanip>
#include <iostream>

#include "exact_cover/problems/queens.hpp"
#include "exact_cover/tuned_dlx.hpp"

int main() {
    std::cout << "  N  primary  secondary  options   solutions        nodes       "
                 "updates\n";
    // [start:main]
    for (std::size_t n = 1; n <= 12; ++n) {
        const exact_cover::Problem problem = exact_cover::queens_problem(n);
        exact_cover::TunedDlx dlx(problem);
        const exact_cover::SearchResult count = dlx.count_solutions();
        std::cout << std::setw(3) << n << std::setw(9) << problem.primary_count()
                  << std::setw(11) << problem.item_count() - problem.primary_count()
                  << std::setw(9) << problem.option_count() << std::setw(12)
                  << count.solutions << std::setw(13) << count.nodes << std::setw(14)
                  << count.updates << '\n';
    }
    // [end:main]
}
