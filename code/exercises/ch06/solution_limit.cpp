// Exercise 6.2: write first_solutions(). Edit this file; `cmake --workflow --preset
// exercises` runs its test. The reference answer is in code/solutions/ch06/; try
// without it first.
#include "ch06/solution_limit.hpp"

namespace exercises {

FirstSolutions first_solutions(exact_cover::BaselineDlx& dlx, std::size_t k) {
    // Your code here: call dlx.search() with a lambda that copies each solution and
    // answers Next::stop once it holds k of them.
    return {};
}

}  // namespace exercises
