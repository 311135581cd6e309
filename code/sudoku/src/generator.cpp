#include "sudoku/generator.hpp"

#include <numeric>
#include <utility>
#include <vector>

#include "exact_cover/problem.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "sudoku/constraints.hpp"
#include "sudoku/row_index.hpp"
#include "sudoku/solvers.hpp"

namespace sudoku {

namespace {

// Fisher and Yates: every order of @p values equally likely (up to below()'s tiny
// bias).
template <typename T>
void shuffle(std::vector<T>& values, SplitMix64& random) {
    for (std::size_t k = values.size(); k > 1; --k)
        std::swap(values[k - 1], values[random.below(k)]);
}

}  // namespace

// [start:random_grid]
std::optional<Grid> random_grid(const Shape& shape, SplitMix64& random,
                                std::uint64_t node_limit) {
    // The rows of the empty grid's matrix in a random order: option k is candidate
    // order[k]. Each item's list follows the option order, so the search tries every
    // cell's values, and every house's places for a value, in a random order.
    std::vector<std::size_t> order(shape.candidate_count());
    std::iota(order.begin(), order.end(), std::size_t{0});
    shuffle(order, random);
    exact_cover::Problem problem =
        exact_cover::Problem::with_item_count(shape.constraint_count());
    for (std::size_t row : order) {
        const auto columns = constraint_columns(shape, candidate_at(shape, row));
        problem.add_option({columns.begin(), columns.end()});
    }
    exact_cover::TunedDlx engine(problem);
    engine.set_node_limit(node_limit);
    const auto cover = engine.first_solution();
    // out of budget: the empty grid always has solutions
    if (!cover) return std::nullopt;
    Grid grid(shape);
    for (exact_cover::Option option : *cover) {
        const Candidate c = candidate_at(shape, order[option]);
        grid.set(c.r, c.c, c.v + 1);
    }
    return grid;
}
// [end:random_grid]

// [start:generate_puzzle]
Grid generate_puzzle(const Shape& shape, std::uint64_t seed,
                     const GenerateOptions& options, GenerateReport* report) {
    SplitMix64 random(seed);
    GenerateReport r;
    std::optional<Grid> full;
    // A budget for the grid too: a random order can, rarely, lead a large grid's search
    // astray.
    const std::uint64_t grid_budget = 64 * shape.cell_count();
    while (!full) {
        ++r.grid_attempts;
        full = random_grid(shape, random, grid_budget);
    }
    Grid puzzle = *full;
    std::vector<std::size_t> cells(shape.cell_count());
    std::iota(cells.begin(), cells.end(), std::size_t{0});
    shuffle(cells, random);

    Solver solver(Algorithm::dlx);  // keeps the matrix between the tests
    const std::size_t n = shape.size();
    for (std::size_t cell : cells) {
        const std::size_t value = puzzle.at(cell / n, cell % n);
        puzzle.set(cell / n, cell % n, 0);
        exact_cover::SearchStats stats;
        const std::size_t solutions =
            solver.count_solutions(puzzle, 2, &stats, options.node_limit);
        ++r.tests;
        r.nodes += stats.nodes;
        const bool gave_up = stats.stopped && solutions < 2;
        r.gave_up += gave_up ? 1 : 0;
        // needed, or unknown: keep it
        if (solutions != 1 || gave_up) puzzle.set(cell / n, cell % n, value);
    }
    for (std::uint8_t v : puzzle.cells()) r.givens += v != 0 ? 1 : 0;
    if (report) *report = r;
    return puzzle;
}
// [end:generate_puzzle]

}  // namespace sudoku
