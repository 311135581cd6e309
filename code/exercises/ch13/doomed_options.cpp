// Exercise 13.2: write doomed_options(). Edit this file; `cmake --workflow --preset
// exercises` runs its test. The reference answer is in code/solutions/ch13/; try
// without it first.
#include "ch13/doomed_options.hpp"

#include <stdexcept>

namespace exercises {

std::vector<exact_cover::Option> doomed_options(const exact_cover::Problem& problem) {
    if (problem.has_colours())
        throw std::invalid_argument("doomed_options: the problem has colours");
    // Your code here: for each option o, is there a primary item outside o whose
    // options all share an item with o?
    return {};
}

}  // namespace exercises
