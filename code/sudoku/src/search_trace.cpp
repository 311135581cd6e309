#include "sudoku/search_trace.hpp"

#include <bit>
#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
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
    algorithm = solver_for(algorithm, puzzle.shape());
    if (algorithm == Algorithm::backtracking) {
        SearchTrace trace;
        trace.result = backtrack(
            puzzle, [](const Grid&) { return exact_cover::Next::proceed; },
            options.limits, exact_cover::step_recorder(trace.steps, options.max_steps));
        return trace;
    }
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

std::string trace_source(Algorithm asked, const Shape& shape) {
    // The fast and band solvers off 9 × 9 are Dancing Links: say so first, since the
    // node count the page prints is then Dancing Links' too.
    const Algorithm algorithm = solver_for(asked, shape);
    const std::string runs_as =
        algorithm == asked
            ? std::string{}
            : "On this size the " + std::string(algorithm_name(asked)) +
                  " solver runs as " + std::string(algorithm_name(algorithm)) + ". ";
    switch (algorithm) {
        case Algorithm::backtracking:
            return runs_as +
                   "The trace records backtracking's walk (the first blank cell, its "
                   "values in order).";
        case Algorithm::algorithm_x_first:
        case Algorithm::algorithm_x:
            return runs_as +
                   "The trace records Algorithm X on the remaining matrix "
                   "(record_search), with the solver's rule.";
        case Algorithm::dlx:
            return runs_as +
                   "The trace records Algorithm X with the fewest-options rule "
                   "(record_search): Dancing Links makes the same choices in the same "
                   "order, so its tree is this one, node for node.";
        case Algorithm::propagation:
            return runs_as +
                   "The trace records the propagating search (record_search with "
                   "propagation): singles to a fixed point at every node.";
        case Algorithm::propagation_subset:
        case Algorithm::csp:
        case Algorithm::csp_naked:
        case Algorithm::fast:
        case Algorithm::bands:
        case Algorithm::cells:
            return runs_as +
                   "This solver keeps no trace; the player shows the propagating "
                   "search "
                   "(singles at every node) instead, a different search: its nodes and "
                   "branches are not this solver's.";
    }
    return {};
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
