// Chapter 6 tests: small random exact-cover problems, the same on every run.
#pragma once

#include <algorithm>
#include <cstddef>
#include <random>
#include <vector>

#include "exact_cover/problem.hpp"

namespace ch06_tests {

// A problem with `primary` + `secondary` items and `options` options of 1 to 4 items each;
// every option has a primary item. Dense enough to have covers now and then.
inline exact_cover::Problem random_problem(std::mt19937& rng, std::size_t primary, std::size_t secondary,
                                           std::size_t options) {
    exact_cover::Problem p = exact_cover::Problem::with_item_count(primary, secondary);
    const std::size_t n = primary + secondary;
    std::uniform_int_distribution<std::size_t> size(1, 4), any(0, n - 1), first(0, primary - 1);
    for (std::size_t o = 0; o < options; ++o) {
        std::vector<exact_cover::Item> items{first(rng)};
        const std::size_t k = std::min(size(rng), n);
        while (items.size() < k) {
            const exact_cover::Item i = any(rng);
            bool fresh = true;
            for (exact_cover::Item j : items) fresh = fresh && j != i;
            if (fresh) items.push_back(i);
        }
        p.add_option(items);
    }
    return p;
}

}  // namespace ch06_tests
