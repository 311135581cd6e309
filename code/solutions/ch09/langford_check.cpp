// Exercise 9.2, reference solution.
#include "ch09/langford_check.hpp"

namespace exercises {

// [start:is_langford_pairing]
bool is_langford_pairing(const std::vector<std::size_t>& sequence) {
    if (sequence.empty() || sequence.size() % 2 != 0) return false;
    const std::size_t n = sequence.size() / 2;
    // first[k]: where k was seen, from 1
    std::vector<std::size_t> first(n + 1, 0), seen(n + 1, 0);
    for (std::size_t j = 0; j < sequence.size(); ++j) {
        const std::size_t k = sequence[j];
        if (k < 1 || k > n || seen[k] == 2) return false;
        if (seen[k]++ == 0) {
            first[k] = j + 1;
        } else if (j + 1 - first[k] != k + 1) {
            return false;  // not exactly k numbers in between
        }
    }
    return true;  // 2n numbers, none more than twice: each exactly twice
}
// [end:is_langford_pairing]

}  // namespace exercises
