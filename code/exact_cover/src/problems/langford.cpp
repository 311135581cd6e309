#include "exact_cover/problems/langford.hpp"

#include <stdexcept>
#include <string>
#include <vector>

namespace exact_cover {

// [start:langford_problem]
Problem langford_problem(std::size_t n, bool without_reversals) {
    if (n == 0) throw std::invalid_argument("a Langford pairing needs n of at least 1");
    std::vector<std::string> items;
    for (std::size_t k = 1; k <= n; ++k) items.push_back(std::to_string(k));
    for (std::size_t j = 1; j <= 2 * n; ++j) items.push_back("s" + std::to_string(j));
    Problem problem(items);
    for (std::size_t k = 1; k <= n; ++k)
        for (std::size_t j = 1; j + k + 1 <= 2 * n; ++j) {
            // keep one of each mirror pair
            if (without_reversals && k == 1 && j >= n) continue;
            // k numbers in between
            const std::size_t other = j + k + 1;
            problem.add_option({k - 1, n + j - 1, n + other - 1},
                               std::to_string(k) + ":s" + std::to_string(j) + ",s" +
                                   std::to_string(other));
        }
    return problem;
}
// [end:langford_problem]

}  // namespace exact_cover
