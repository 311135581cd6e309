// What the tests of several chapters collect from a search: every solution, or the
// first one together with what the search did. One copy, shared by every suite.
#pragma once

#include <algorithm>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "exact_cover/problem.hpp"
#include "exact_cover/search.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/solvers.hpp"

namespace test_support {

using Covers = std::vector<std::vector<exact_cover::Option>>;

// Every exact cover that `engine`'s search() finds, each sorted, in the order found,
// and what the search did.
template <class Engine>
std::pair<Covers, exact_cover::SearchResult> all_covers(
    Engine& engine, exact_cover::Limits limits = {}) {
    Covers found;
    const exact_cover::SearchResult result = engine.search(
        [&found](std::span<const exact_cover::Option> cover) {
            found.emplace_back(cover.begin(), cover.end());
            std::sort(found.back().begin(), found.back().end());
            return exact_cover::Next::proceed;
        },
        limits);
    return {found, result};
}

// Every exact cover that `engine`'s search() finds, each sorted and the list sorted:
// comparable with brute force, whatever order the engine finds them in.
template <class Engine>
Covers sorted_covers(Engine& engine) {
    Covers found = all_covers(engine).first;
    std::sort(found.begin(), found.end());
    return found;
}

// The first solution of `puzzle` by `algorithm` (nothing if none was found within
// `limits`), and what the search did.
inline std::pair<std::optional<sudoku::Grid>, exact_cover::SearchResult>
first_with_result(sudoku::Algorithm algorithm, const sudoku::Grid& puzzle,
                  exact_cover::Limits limits = {}) {
    std::optional<sudoku::Grid> first;
    const exact_cover::SearchResult result = sudoku::solve_with(
        algorithm, puzzle,
        [&first](const sudoku::Grid& solution) {
            first = solution;
            return exact_cover::Next::stop;
        },
        limits);
    return {first, result};
}

}  // namespace test_support
