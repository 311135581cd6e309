// Exercise 12.1, a reference answer: every cycle type of the relabelling, its fixed
// grids counted as exact covers and weighed by the relabellings of that type.
#include "ch12/fixed_pairs.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "exact_cover/tuned_dlx.hpp"
#include "sudoku/fixed_grids.hpp"

namespace exercises {

namespace {

// Calls visit(parts) for every partition of n into parts of at most `largest`.
template <class Visit>
void partitions(std::size_t n, std::size_t largest, std::vector<std::size_t>& parts,
                Visit& visit) {
    if (n == 0) {
        visit(parts);
        return;
    }
    for (std::size_t part = std::min(n, largest); part >= 1; --part) {
        parts.push_back(part);
        partitions(n - part, part, parts, visit);
        parts.pop_back();
    }
}

std::uint64_t factorial(std::size_t n) {
    std::uint64_t f = 1;
    for (std::size_t k = 2; k <= n; ++k) f *= k;
    return f;
}

// The relabellings that commute with one of cycle type `parts`: with m_d cycles of
// length d, each may be sent to any of the m_d cycles of its length (m_d! ways) and
// turned to any of its d starting points (d^m_d ways).
std::uint64_t commuting(const std::vector<std::size_t>& parts) {
    std::vector<std::size_t> cycles(parts.front() + 1, 0);  // m_d by length d
    for (std::size_t d : parts) ++cycles[d];
    std::uint64_t c = 1;
    for (std::size_t d = 1; d < cycles.size(); ++d) {
        c *= factorial(cycles[d]);
        for (std::size_t i = 0; i < cycles[d]; ++i) c *= d;
    }
    return c;
}

}  // namespace

std::uint64_t fixed_pairs(const sudoku::Shape& shape,
                          std::span<const std::uint16_t> move) {
    const std::size_t n = shape.size();
    std::uint64_t total = 0;
    auto count_type = [&](const std::vector<std::size_t>& parts) {
        // every relabelling of this type fixes as many grids (it is a conjugate of
        // the one the problem uses), and there are N! / |commuting| of them
        exact_cover::TunedDlx engine(sudoku::fixed_grid_problem(shape, move, parts));
        total += engine.count_solutions().solutions * (factorial(n) / commuting(parts));
    };
    std::vector<std::size_t> parts;
    partitions(n, n, parts, count_type);
    return total;
}

}  // namespace exercises
