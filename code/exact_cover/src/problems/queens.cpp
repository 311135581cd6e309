#include "exact_cover/problems/queens.hpp"

#include <string>
#include <vector>

namespace exact_cover {

// [start:queens_problem]
Problem queens_problem(std::size_t n) {
    std::vector<std::string> primary, secondary;
    for (std::size_t r = 1; r <= n; ++r) primary.push_back("r" + std::to_string(r));
    for (std::size_t c = 1; c <= n; ++c) primary.push_back("c" + std::to_string(c));
    for (std::size_t s = 2; s <= 2 * n; ++s)
        secondary.push_back("a" + std::to_string(s));
    for (std::size_t d = 1; d + 1 <= 2 * n; ++d)
        secondary.push_back("b" + std::to_string(d));
    Problem problem(std::move(primary), std::move(secondary));
    // Item numbers: rows 0..n-1, columns n..2n-1, then a_{r+c} and b_{r-c+n}.
    const std::size_t a = 2 * n, b = 2 * n + (2 * n - 1);
    for (std::size_t r = 1; r <= n; ++r)
        for (std::size_t c = 1; c <= n; ++c)
            problem.add_option({r - 1, n + c - 1, a + (r + c - 2), b + (r + n - c - 1)},
                               "q" + std::to_string(r) + "." + std::to_string(c));
    return problem;
}
// [end:queens_problem]

}  // namespace exact_cover
