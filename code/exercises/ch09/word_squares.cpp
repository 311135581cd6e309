// Exercise 9.3: write word_square_problem(). Edit this file; `cmake --workflow --preset
// exercises` runs its test. The reference answer is in code/solutions/ch09/; try
// without it first.
#include "ch09/word_squares.hpp"

namespace exercises {

exact_cover::Problem word_square_problem(std::size_t n,
                                         std::span<const std::string> words) {
    // Your code here: the items as the header says, then for each index i and each word
    // of length n one option, add_coloured_option(), with the cells of row i and of
    // column i coloured by their letters. Which cell is in both?
    (void)n, (void)words;
    return exact_cover::Problem({"w1"});
}

}  // namespace exercises
