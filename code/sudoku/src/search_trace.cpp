#include "sudoku/search_trace.hpp"

#include <atomic>
#include <cstdint>
#include <map>
#include <vector>

#include "sudoku/backtracking.hpp"
#include "sudoku/constraints.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/row_index.hpp"

namespace sudoku {

namespace {

using exact_cover::SearchTrace;
using exact_cover::TraceOptions;
using exact_cover::TraceStep;

// Backtracking's moves through its observer. Its items are cells; for a value placed,
// m is the number of values that do not clash in the cell and k the rank of the one
// placed, which is how the search picks them (in order, skipping clashes). The trace
// ends at a solution that stops the search: the cells cleared while backtrack()
// unwinds are not moves.
SearchTrace record_backtracking(const Grid& puzzle, const TraceOptions& options) {
    const Shape& shape = puzzle.shape();
    const std::size_t n = shape.size();
    std::vector<std::uint64_t> rows(n), columns(n), boxes(n);
    std::vector<std::size_t> values(n * n);
    const auto flip = [&](std::size_t cell, std::size_t v) {
        const std::size_t r = cell / n, c = cell % n;
        const std::uint64_t bit = std::uint64_t{1} << (v - 1);
        rows[r] ^= bit;
        columns[c] ^= bit;
        boxes[box_of(shape, r, c)] ^= bit;
    };
    for (std::size_t cell = 0; cell < n * n; ++cell)
        if ((values[cell] = puzzle.at(cell / n, cell % n)) != 0)
            flip(cell, values[cell]);

    SearchTrace trace;
    std::atomic<bool> full{false};
    bool ended = false;  // the search stopped at a solution
    std::uint32_t depth = 0;
    std::uint64_t nodes = 0;
    const auto note = [&](TraceStep step) {
        if (trace.steps.size() == options.max_steps) {
            trace.complete = false;
            full = true;  // ends the search at its next node
            return;
        }
        step.nodes = nodes;
        trace.steps.push_back(step);
    };
    // The values that do not clash in @p cell.
    const auto legal = [&](std::size_t cell) {
        const std::size_t r = cell / n, c = cell % n;
        const std::uint64_t used = rows[r] | columns[c] | boxes[box_of(shape, r, c)];
        std::uint32_t m = 0;
        for (std::size_t w = 1; w <= n; ++w) m += (used >> (w - 1) & 1) == 0 ? 1 : 0;
        return m;
    };
    const auto item_of = [&](std::size_t cell) {
        return static_cast<std::int64_t>(
            column_of(shape, {Family::cell, cell / n, cell % n}));
    };
    const auto observe = [&](std::size_t cell, std::size_t v) {
        if (ended || full) return;
        const std::size_t r = cell / n, c = cell % n;
        const std::int64_t item = item_of(cell);
        if (v == 0) {
            // A value taken back right after it was placed: the next blank cell had no
            // value left, a dead end (backtrack() moves on without saying so).
            if (!trace.steps.empty() &&
                trace.steps.back().kind == TraceStep::Kind::try_option &&
                trace.steps.back().item == item) {
                std::size_t next = cell + 1;
                while (next < n * n && values[next] != 0) ++next;
                if (next < n * n && legal(next) == 0)
                    note({TraceStep::Kind::dead_end, depth, item_of(next)});
            }
            if (full) return;
            const std::size_t was = values[cell];
            flip(cell, was);
            values[cell] = 0;
            --depth;
            note({TraceStep::Kind::undo, depth, item,
                  static_cast<std::int64_t>(row_index(shape, {r, c, was - 1}))});
            return;
        }
        const std::uint64_t used = rows[r] | columns[c] | boxes[box_of(shape, r, c)];
        std::uint32_t k = 0;
        for (std::size_t w = 1; w <= v; ++w) k += (used >> (w - 1) & 1) == 0 ? 1 : 0;
        const std::uint32_t m = legal(cell);
        ++nodes;
        note({TraceStep::Kind::try_option, depth, item,
              static_cast<std::int64_t>(row_index(shape, {r, c, v - 1})), k, m});
        flip(cell, v);
        values[cell] = v;
        ++depth;
    };
    exact_cover::Limits limits = options.limits;
    limits.interrupt = &full;
    std::uint64_t solutions = 0;
    const auto visit = [&](const Grid&) {
        if (!full) note({TraceStep::Kind::solution, depth});
        ended = ++solutions >= options.limits.solutions;
        return exact_cover::Next::proceed;
    };
    trace.result = backtrack(puzzle, visit, limits, observe);
    return trace;
}

// The column of the full matrix that each item of @p reduced stands for: the reduced
// problem keeps the full matrix's item names.
std::vector<std::int64_t> full_columns(const Shape& shape,
                                       const ReducedProblem& reduced) {
    std::map<std::string, std::int64_t> by_name;
    const std::size_t columns = 4 * shape.size() * shape.size();
    for (std::size_t column = 0; column < columns; ++column)
        by_name.emplace(column_name(shape, column), static_cast<std::int64_t>(column));
    std::vector<std::int64_t> full(reduced.problem.item_count());
    for (exact_cover::Item i = 0; i < full.size(); ++i)
        full[i] = by_name.at(reduced.problem.item_name(i));
    return full;
}

}  // namespace

exact_cover::SearchTrace record_sudoku_search(
    const Grid& puzzle, Algorithm algorithm, const exact_cover::TraceOptions& options) {
    const std::optional<ReducedProblem> reduced = precover_givens(puzzle);
    if (!reduced) {  // no solution, nothing searched
        SearchTrace trace;
        trace.result = clash_result();
        return trace;
    }
    algorithm = traced_algorithm(algorithm, puzzle.shape());
    if (algorithm == Algorithm::backtracking)
        return record_backtracking(puzzle, options);
    TraceOptions walk = options;
    walk.propagate = algorithm != Algorithm::algorithm_x_first &&
                     algorithm != Algorithm::algorithm_x && algorithm != Algorithm::dlx;
    walk.rule = algorithm == Algorithm::algorithm_x_first
                    ? exact_cover::ItemChoice::first
                    : exact_cover::ItemChoice::fewest_options;
    SearchTrace trace = exact_cover::record_search(reduced->problem, walk);
    const std::vector<std::int64_t> columns = full_columns(puzzle.shape(), *reduced);
    for (TraceStep& step : trace.steps) {
        if (step.item >= 0) step.item = columns[static_cast<std::size_t>(step.item)];
        if (step.option >= 0)
            step.option = static_cast<std::int64_t>(
                reduced->rows[static_cast<std::size_t>(step.option)]);
    }
    return trace;
}

std::string trace_source(Algorithm algorithm) {
    switch (algorithm) {
        case Algorithm::backtracking:
            return "The trace is backtrack()'s own run, recorded through its observer.";
        case Algorithm::algorithm_x_first:
        case Algorithm::algorithm_x:
            return "The trace records Algorithm X on the remaining matrix "
                   "(record_search), with the solver's rule.";
        case Algorithm::dlx:
            return "The trace records Algorithm X with the fewest-options rule "
                   "(record_search): Dancing Links makes the same choices in the same "
                   "order, so its tree is this one, node for node.";
        case Algorithm::propagation:
            return "The trace records the propagating search (record_search with "
                   "propagation): singles to a fixed point at every node.";
        case Algorithm::propagation_subset:
        case Algorithm::csp:
        case Algorithm::csp_naked:
        case Algorithm::fast:
        case Algorithm::bands:
            return "This solver keeps no trace; the player shows the propagating "
                   "search (singles at every node), the closest search that does.";
    }
    return {};
}

Algorithm traced_algorithm(Algorithm algorithm, const Shape& shape) {
    const bool bits = algorithm == Algorithm::fast || algorithm == Algorithm::bands;
    if (bits && shape != Shape(3, 3)) return Algorithm::dlx;
    return algorithm;
}

std::string constraint_words(const Shape& shape, std::size_t column, bool numbers) {
    const Constraint k = constraint_at(shape, column);
    const std::string value = numbers ? std::to_string(k.second + 1)
                                      : std::string(1, symbol_of(k.second + 1));
    switch (k.family) {
        // Numbered from 1, as the prose, the names of candidates (r1c1n1) and the
        // messages about bad input number them.
        case Family::cell:
            return "the cell r" + std::to_string(k.first + 1) + "c" +
                   std::to_string(k.second + 1);
        case Family::row:
            return "the " + value + " in row " + std::to_string(k.first + 1);
        case Family::column:
            return "the " + value + " in column " + std::to_string(k.first + 1);
        case Family::box:
            return "the " + value + " in box " + std::to_string(k.first + 1);
    }
    return {};
}

}  // namespace sudoku
