// Exercise 9.1, reference solution.
#include "ch09/latin_square.hpp"

namespace exercises {

// [start:latin_square_problem]
exact_cover::Problem latin_square_problem(std::size_t n) {
    exact_cover::Problem problem = exact_cover::Problem::with_item_count(3 * n * n);
    for (std::size_t r = 0; r < n; ++r)
        for (std::size_t c = 0; c < n; ++c)
            for (std::size_t v = 0; v < n; ++v)
                problem.add_option(
                    {r * n + c, n * n + r * n + v, 2 * n * n + c * n + v});
    return problem;
}
// [end:latin_square_problem]

}  // namespace exercises
