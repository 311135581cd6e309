// Exercise 9.1: write latin_square_problem(). Edit this file; `cmake --workflow
// --preset exercises` runs its test. The reference answer is in code/solutions/ch09/;
// try without it first.
#include "ch09/latin_square.hpp"

namespace exercises {

exact_cover::Problem latin_square_problem(std::size_t n) {
    // Your code here: 3n² items, then one option of three items per candidate, in
    // row-index order.
    (void)n;
    return exact_cover::Problem{};
}

}  // namespace exercises
