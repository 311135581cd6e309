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
                                std::uint64_t nodes) {
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
    // the first cover, or nothing when out of budget (the empty grid has solutions)
    std::optional<Grid> grid;
    const auto fill = [&](std::span<const exact_cover::Option> cover) {
        grid.emplace(shape);
        for (exact_cover::Option option : cover) {
            const Candidate c = candidate_at(shape, order[option]);
            grid->set(c.r, c.c, c.v + 1);
        }
        return exact_cover::Next::stop;
    };
    (void)engine.search(fill, {.nodes = nodes});
    return grid;
}
// [end:random_grid]

Grid shuffled_pattern_grid(const Shape& shape, SplitMix64& random) {
    const std::size_t n = shape.size(), R = shape.box_rows(), C = shape.box_columns();
    // A random order of 0..count-1.
    const auto order = [&random](std::size_t count) {
        std::vector<std::size_t> o(count);
        std::iota(o.begin(), o.end(), std::size_t{0});
        shuffle(o, random);
        return o;
    };
    const std::vector<std::size_t> value = order(n);
    // rows: C bands of R rows; columns: R stacks of C columns
    const std::vector<std::size_t> bands = order(C), stacks = order(R);
    std::vector<std::size_t> row(n), column(n);
    for (std::size_t b = 0; b < C; ++b) {
        const std::vector<std::size_t> inside = order(R);
        for (std::size_t k = 0; k < R; ++k) row[b * R + k] = bands[b] * R + inside[k];
    }
    for (std::size_t s = 0; s < R; ++s) {
        const std::vector<std::size_t> inside = order(C);
        for (std::size_t k = 0; k < C; ++k)
            column[s * C + k] = stacks[s] * C + inside[k];
    }
    Grid grid(shape);
    for (std::size_t r = 0; r < n; ++r)
        for (std::size_t c = 0; c < n; ++c) {
            const std::size_t pr = row[r], pc = column[c];
            grid.set(r, c, value[(C * (pr % R) + pr / R + pc) % n] + 1);
        }
    return grid;
}

// [start:generate_puzzle]
GeneratedPuzzle generate_puzzle(const Shape& shape, std::uint64_t seed,
                                const GenerateOptions& options) {
    SplitMix64 random(seed);
    GenerateReport r;
    std::optional<Grid> full;
    // A budget for the grid too: a random order can, rarely, lead a large grid's search
    // astray.
    const std::uint64_t grid_budget = 64 * shape.cell_count();
    if (shape.size() > max_searched_grid_size)  // the search would seldom finish
        full = shuffled_pattern_grid(shape, random);
    while (!full) {
        if (r.grid_attempts == options.grid_attempts) {
            r.no_grid = true;  // bounded: give up rather than search forever
            return {Grid(shape), r};
        }
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
        const exact_cover::SearchResult test = solver.count_solutions(
            puzzle,
            {.solutions = 2, .nodes = options.nodes, .interrupt = options.interrupt});
        ++r.tests;
        r.nodes += test.nodes;
        r.gave_up += test.gave_up() ? 1 : 0;
        // needed, or unknown (out of budget, interrupted): keep it
        if (test.solutions != 1 || test.stopped())
            puzzle.set(cell / n, cell % n, value);
    }
    for (std::uint8_t v : puzzle.cells()) r.givens += v != 0 ? 1 : 0;
    return {puzzle, r};
}
// [end:generate_puzzle]

}  // namespace sudoku
