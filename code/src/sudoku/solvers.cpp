#include "sudoku/solvers.hpp"

#include <array>
#include <stdexcept>

namespace sudoku {

namespace {

constexpr std::array<AlgorithmInfo, 1> table{{
    {Algorithm::backtracking, "backtracking", "cell by cell, first blank cell, values in order", 5},
}};

}  // namespace

std::span<const AlgorithmInfo> algorithms() { return table; }

std::optional<Algorithm> algorithm_by_name(std::string_view name) {
    for (const AlgorithmInfo& info : table)
        if (info.name == name) return info.algorithm;
    return std::nullopt;
}

std::string_view algorithm_name(Algorithm algorithm) {
    for (const AlgorithmInfo& info : table)
        if (info.algorithm == algorithm) return info.name;
    throw std::invalid_argument("unknown algorithm");
}

exact_cover::SearchStats solve_with(Algorithm algorithm, const Grid& puzzle, const GridVisitor& visit) {
    switch (algorithm) {
        case Algorithm::backtracking: return backtrack(puzzle, visit);
    }
    throw std::invalid_argument("unknown algorithm");
}

std::optional<Grid> first_solution(Algorithm algorithm, const Grid& puzzle, exact_cover::SearchStats* stats) {
    std::optional<Grid> found;
    const exact_cover::SearchStats s = solve_with(algorithm, puzzle, [&](const Grid& g) {
        found = g;
        return exact_cover::Next::stop;
    });
    if (stats) *stats = s;
    return found;
}

std::size_t count_solutions(Algorithm algorithm, const Grid& puzzle, std::size_t limit, exact_cover::SearchStats* stats) {
    std::size_t found = 0;
    const exact_cover::SearchStats s = solve_with(algorithm, puzzle, [&](const Grid&) {
        ++found;
        return (limit != 0 && found >= limit) ? exact_cover::Next::stop : exact_cover::Next::proceed;
    });
    if (stats) *stats = s;
    return found;
}

}  // namespace sudoku
