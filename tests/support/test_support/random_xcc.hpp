// Random XCC problems in Knuth's format, the same on every machine, for comparing the
// book's engines with Knuth's programs (dlx1, dlx2, ssxc1, ssxcc1), whose counts on
// them are recorded in the tests' data files (tools/record-knuth-counts writes them).
// The generators of random_problems.hpp draw through std::uniform_int_distribution,
// whose numbers differ from one standard library to another: fine for a test that
// compares two engines, not for a problem that must be rebuilt as Knuth's program saw
// it.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "exact_cover/knuth_format.hpp"
#include "exact_cover/problem.hpp"

namespace test_support {

// The size of a random XCC problem: its items, its options, and the colours its options
// may give secondary items (0: none, a problem of exact cover with secondary items).
struct XccShape {
    std::size_t primary = 1;    // items p0, p1, ...
    std::size_t secondary = 0;  // items s0, s1, ...
    std::size_t options = 1;
    std::size_t colours = 0;  // colours a, b, ... (at most 26)
};

// A random problem of shape `shape` in Knuth's format (dlx2's when it has colours,
// dlx1's otherwise), the same for the same seed on every machine (std::mt19937's
// numbers are the standard's; the draws below use nothing else). Each option has 1 to 3
// primary items and 0 to 3 secondary ones, distinct, written in random order, not the
// order of the item line; a secondary item is coloured 3 times in 4 when there are
// colours.
inline std::string random_xcc_text(std::uint32_t seed, const XccShape& shape) {
    std::mt19937 rng(seed);
    const auto below = [&rng](std::size_t n) { return std::size_t{rng()} % n; };
    std::ostringstream out;
    for (std::size_t i = 0; i < shape.primary; ++i) out << (i ? " p" : "p") << i;
    if (shape.secondary > 0) out << " |";
    for (std::size_t i = 0; i < shape.secondary; ++i) out << " s" << i;
    out << '\n';
    // k distinct names of n, "x0" .. "x(n-1)", in random order
    const auto pick = [&below](char x, std::size_t n, std::size_t k) {
        std::vector<std::size_t> all(n);
        for (std::size_t i = 0; i < n; ++i) all[i] = i;
        for (std::size_t i = 0; i < k; ++i) std::swap(all[i], all[i + below(n - i)]);
        std::vector<std::string> names;
        for (std::size_t i = 0; i < k; ++i) names.push_back(x + std::to_string(all[i]));
        return names;
    };
    for (std::size_t o = 0; o < shape.options; ++o) {
        const std::size_t np = 1 + below(std::min<std::size_t>(3, shape.primary));
        const std::size_t ns = below(std::min<std::size_t>(3, shape.secondary) + 1);
        std::vector<std::string> items = pick('p', shape.primary, np);
        for (std::string& name : pick('s', shape.secondary, ns)) {
            if (shape.colours > 0 && below(4) != 0)
                name += ':' + std::string(1, char('a' + below(shape.colours)));
            items.push_back(std::move(name));
        }
        for (std::size_t k = items.size(); k > 1; --k)  // written in random order
            std::swap(items[k - 1], items[below(k)]);
        for (std::size_t k = 0; k < items.size(); ++k)
            out << (k ? " " : "") << items[k];
        out << '\n';
    }
    return out.str();
}

// The problem random_xcc_text() writes, read as the book reads Knuth's format.
inline exact_cover::Problem random_xcc_problem(std::uint32_t seed,
                                               const XccShape& shape) {
    std::istringstream in(random_xcc_text(seed, shape));
    return exact_cover::read_knuth_format(in);
}

}  // namespace test_support
