// Exercise 9.2: write is_langford_pairing(). Edit this file; `cmake --workflow --preset
// exercises` runs its test. The reference answer is in code/solutions/ch09/; try
// without it first.
#include "ch09/langford_check.hpp"

namespace exercises {

bool is_langford_pairing(const std::vector<std::size_t>& sequence) {
    // Your code here: for each position, where is the other copy of its number?
    return !sequence.empty();
}

}  // namespace exercises
