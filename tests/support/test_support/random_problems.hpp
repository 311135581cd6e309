// Small random exact-cover problems for the tests, the same on every run.
#pragma once

#include <algorithm>
#include <cstddef>
#include <random>
#include <vector>

#include "exact_cover/problem.hpp"

namespace test_support {

// A problem with `primary` + `secondary` items and `options` options of 1 to 4 items
// each; every option has a primary item. Dense enough to have covers now and then.
inline exact_cover::Problem random_problem(std::mt19937& rng, std::size_t primary,
                                           std::size_t secondary, std::size_t options) {
    exact_cover::Problem p = exact_cover::Problem::with_item_count(primary, secondary);
    const std::size_t n = primary + secondary;
    std::uniform_int_distribution<std::size_t> size(1, 4), any(0, n - 1),
        first(0, primary - 1);
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

// A problem with `primary` items, all primary, whose options are the blocks of
// `partitions` random partitions of the items into blocks of `smallest` to `largest`
// items (the last block of a partition may be smaller): every partition is a cover, and
// blocks of different partitions combine into further covers. Made to have many covers
// whose last levels are forced, the case BaselineDlx::count_solutions() finishes
// without walking.
inline exact_cover::Problem planted_problem(std::mt19937& rng, std::size_t primary,
                                            int partitions, std::size_t smallest = 1,
                                            std::size_t largest = 4) {
    exact_cover::Problem p = exact_cover::Problem::with_item_count(primary, 0);
    std::vector<exact_cover::Item> items(primary);
    std::uniform_int_distribution<std::size_t> size(smallest, largest);
    for (int k = 0; k < partitions; ++k) {
        for (std::size_t i = 0; i < primary; ++i)
            items[i] = static_cast<exact_cover::Item>(i);
        std::shuffle(items.begin(), items.end(), rng);
        for (std::size_t at = 0; at < primary;) {
            const std::size_t end = std::min(primary, at + size(rng));
            p.add_option(std::vector<exact_cover::Item>(
                items.begin() + static_cast<std::ptrdiff_t>(at),
                items.begin() + static_cast<std::ptrdiff_t>(end)));
            at = end;
        }
    }
    return p;
}

// A problem of random size: 1 to `max_primary` primary items, 0 to `max_secondary`
// secondary ones and 1 to `max_options` options, each item in each option with
// probability 1 / `one_in`, plus a primary item when the option has none. Small and
// varied: shapes with no cover, one cover or many, for checks against brute force.
inline exact_cover::Problem sparse_random_problem(std::mt19937& rng,
                                                  std::size_t max_primary,
                                                  std::size_t max_secondary,
                                                  std::size_t max_options,
                                                  unsigned one_in = 3) {
    const std::size_t np = 1 + rng() % max_primary, ns = rng() % (max_secondary + 1);
    exact_cover::Problem p = exact_cover::Problem::with_item_count(np, ns);
    const std::size_t options = 1 + rng() % max_options;
    for (std::size_t k = 0; k < options; ++k) {
        std::vector<exact_cover::Item> items;
        for (exact_cover::Item i = 0; i < np + ns; ++i)
            if (rng() % one_in == 0) items.push_back(i);
        if (items.empty() || items[0] >= np) items.push_back(rng() % np);
        p.add_option(items);
    }
    return p;
}

}  // namespace test_support
