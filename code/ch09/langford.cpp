// Chapter 9: Langford pairings of order n = 1 .. 12, counted by Dancing Links, with
// both mirror images and with the reversal symmetry removed
// (exact_cover::langford_problem).
#include <cstdint>
#include <iomanip>
#include <iostream>

#include "exact_cover/problems/langford.hpp"
#include "exact_cover/tuned_dlx.hpp"

int main() {
    std::cout << "  n   options   pairings     nodes   up to reversal     nodes\n";
    // [start:main]
    for (std::size_t n = 1; n <= 12; ++n) {
        exact_cover::TunedDlx both(exact_cover::langford_problem(n));
        exact_cover::TunedDlx reduced(exact_cover::langford_problem(n, true));
        const exact_cover::SearchResult all = both.count_solutions();
        const exact_cover::SearchResult distinct = reduced.count_solutions();
        std::cout << std::setw(3) << n << std::setw(10) << both.option_count()
                  << std::setw(11) << all.solutions << std::setw(10) << all.nodes
                  << std::setw(17) << distinct.solutions << std::setw(10)
                  << distinct.nodes << '\n';
    }
    // [end:main]
}
