// The permutations of a grid's lines (rows or columns) that keep its bands or stacks
// together: the geometric moves of chapter 12 are made of them. Shared by the count of
// classes by listing (grid_classes.cpp) and the count by conjugacy classes
// (fixed_grids.cpp), which must agree on what the group is.
#pragma once

#include <algorithm>
#include <cstddef>
#include <numeric>
#include <vector>

namespace sudoku::detail {

// A permutation of lines: line i of the result is line p[i] before.
using Permutation = std::vector<std::size_t>;

// Every permutation of 0 … k − 1, in lexicographic order (the identity first).
inline std::vector<Permutation> all_permutations(std::size_t k) {
    Permutation p(k);
    std::iota(p.begin(), p.end(), std::size_t{0});
    std::vector<Permutation> all;
    do all.push_back(p);
    while (std::next_permutation(p.begin(), p.end()));
    return all;
}

// The permutations of groups · width lines that keep each group of width consecutive
// lines (a band of rows, a stack of columns) together: one order of the groups, then
// one order of the lines within each group, (width!)^groups · groups! in all, the
// identity first.
inline std::vector<Permutation> line_permutations(std::size_t groups,
                                                  std::size_t width) {
    const std::vector<Permutation> within = all_permutations(width);
    std::vector<Permutation> result;
    for (const Permutation& order : all_permutations(groups)) {
        std::vector<Permutation> prefixes{Permutation{}};  // the first b groups placed
        for (std::size_t b = 0; b < groups; ++b) {
            std::vector<Permutation> longer;
            for (const Permutation& prefix : prefixes)
                for (const Permutation& q : within) {
                    Permutation p = prefix;
                    for (std::size_t i : q) p.push_back(order[b] * width + i);
                    longer.push_back(std::move(p));
                }
            prefixes = std::move(longer);
        }
        result.insert(result.end(), prefixes.begin(), prefixes.end());
    }
    return result;
}

}  // namespace sudoku::detail
