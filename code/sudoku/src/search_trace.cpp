#include "sudoku/search_trace.hpp"

#include <bit>
#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "sudoku/constraints.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/row_index.hpp"

namespace sudoku {

namespace {

using exact_cover::SearchTrace;
using exact_cover::TraceOptions;
using exact_cover::TraceStep;

// Backtracking's walk, written down move by move: backtrack()'s search (the first
// blank cell, its values in increasing order, those that clash skipped), with a step
// for every move, as record_search() walks Algorithm X's. Its items are cells; for a
// value placed, m is the number of values that do not clash in the cell and k the rank
// of the one placed. A search that stops (a solution limit, the budget, a full trace)
// takes nothing back on its way out: those are not moves.
class BacktrackingRecorder {
public:
    BacktrackingRecorder(const Grid& puzzle, const TraceOptions& options)
        : grid_(puzzle), options_(options), n_(puzzle.shape().size()) {
        used_.assign(3 * n_, 0);
        for (std::size_t cell = 0; cell < n_ * n_; ++cell)
            if (const std::size_t v = value(cell); v != 0) flip(cell, v);
    }

    SearchTrace run() {
        if (exact_cover::may_search(trace_.result, options_.limits)) (void)walk(0, 0);
        return std::move(trace_);
    }

private:
    std::size_t value(std::size_t cell) const { return grid_.at(cell / n_, cell % n_); }
    // the row's, the column's and the box's bit sets of the values used
    void flip(std::size_t cell, std::size_t v) {
        const std::size_t r = cell / n_, c = cell % n_;
        const std::uint64_t bit = std::uint64_t{1} << (v - 1);
        used_[r] ^= bit;
        used_[n_ + c] ^= bit;
        used_[2 * n_ + box_of(grid_.shape(), r, c)] ^= bit;
    }
    std::uint64_t used(std::size_t cell) const {
        const std::size_t r = cell / n_, c = cell % n_;
        return used_[r] | used_[n_ + c] | used_[2 * n_ + box_of(grid_.shape(), r, c)];
    }
    std::int64_t item_of(std::size_t cell) const {
        return static_cast<std::int64_t>(
            column_of(grid_.shape(), {Family::cell, cell / n_, cell % n_}));
    }
    std::int64_t row_of(std::size_t cell, std::size_t v) const {
        return static_cast<std::int64_t>(
            row_index(grid_.shape(), {cell / n_, cell % n_, v - 1}));
    }
    // Writes a step; false once the trace is full, which ends the search.
    bool note(TraceStep step) {
        if (trace_.steps.size() == options_.max_steps) {
            trace_.complete = false;
            return false;
        }
        step.nodes = trace_.result.nodes;
        trace_.steps.push_back(step);
        return true;
    }

    // backtrack()'s search from the blank cells at or after @p from; false to stop.
    bool walk(std::size_t from, std::uint32_t depth) {
        exact_cover::SearchResult& result = trace_.result;
        std::size_t cell = from;
        while (cell < n_ * n_ && value(cell) != 0) ++cell;
        if (cell == n_ * n_)  // no blank left: a solution
            return note({TraceStep::Kind::solution, depth}) &&
                   count_solution(result, options_.limits,
                                  exact_cover::Next::proceed) ==
                       exact_cover::Next::proceed;
        const std::uint64_t free = ~used(cell) & ((std::uint64_t{2} << (n_ - 1)) - 1);
        const auto m = static_cast<std::uint32_t>(std::popcount(free));
        if (m == 0) return note({TraceStep::Kind::dead_end, depth, item_of(cell)});
        std::uint32_t k = 0;
        for (std::size_t v = 1; v <= n_; ++v) {
            if (!(free >> (v - 1) & 1))
                continue;  // clashes with its row, column or box
            if (!exact_cover::may_visit(result, options_.limits)) return false;
            ++result.nodes;
            if (result.profile.size() <= depth) result.profile.resize(depth + 1, 0);
            ++result.profile[depth];
            if (!note({TraceStep::Kind::try_option, depth, item_of(cell),
                       row_of(cell, v), ++k, m}))
                return false;
            grid_.set(cell / n_, cell % n_, v);
            flip(cell, v);
            const bool go_on = walk(cell + 1, depth + 1);
            flip(cell, v);
            grid_.set(cell / n_, cell % n_, 0);
            result.updates += 2;
            if (!go_on) return false;
            if (!note({TraceStep::Kind::undo, depth, item_of(cell), row_of(cell, v)}))
                return false;
        }
        return true;
    }

    Grid grid_;
    TraceOptions options_;
    std::size_t n_;
    std::vector<std::uint64_t> used_;  // rows, then columns, then boxes
    SearchTrace trace_;
};

SearchTrace record_backtracking(const Grid& puzzle, const TraceOptions& options) {
    if (puzzle.shape().size() > 64)  // as backtrack(): a cell's values are one word
        throw std::invalid_argument("backtracking handles N up to 64, not " +
                                    std::to_string(puzzle.shape().size()));
    return BacktrackingRecorder(puzzle, options).run();
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
            return "The trace records backtracking's walk (the first blank cell, its "
                   "values in order).";
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
        case Algorithm::cells:
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
