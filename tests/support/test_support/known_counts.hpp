// Published counts the tests check the solvers against, kept in one place as tables for
// data-driven test cases.
#pragma once

#include <array>
#include <cstdint>

namespace test_support {

// Solutions of the n-queens problem for n = 1, 2, ...: OEIS A000170.
inline constexpr std::array<std::uint64_t, 10> queens_solutions = {1, 0,  0,  2,   10,
                                                                   4, 40, 92, 352, 724};

// queens_solutions[n - 1], for a data-driven case over n.
constexpr std::uint64_t queens_count(std::size_t n) { return queens_solutions[n - 1]; }

}  // namespace test_support
