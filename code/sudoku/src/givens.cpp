#include "sudoku/givens.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "sudoku/constraints.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/row_index.hpp"

namespace sudoku {

using exact_cover::Item;
using exact_cover::Option;
using exact_cover::Problem;

namespace {

// For each item, the options that contain it: the matrix read column by column.
std::vector<std::vector<Option>> column_lists(const Problem& problem) {
    std::vector<std::vector<Option>> rows_of(problem.item_count());
    for (Option o = 0; o < problem.option_count(); ++o)
        for (Item i : problem.option(o)) rows_of[i].push_back(o);
    return rows_of;
}

// The rows of the puzzle's givens; nothing when two of them clash.
std::optional<std::vector<Option>> given_rows(const Grid& puzzle) {
    if (find_clash(puzzle)) return std::nullopt;
    std::vector<Option> rows;
    for (const Candidate& given : puzzle.givens())
        rows.push_back(row_index(puzzle.shape(), given));
    return rows;
}

// The problem left when the marked rows and columns of full are gone.
ReducedProblem without(const Problem& full, const std::vector<bool>& row_gone,
                       const std::vector<bool>& column_gone) {
    std::vector<std::string> names;
    std::vector<Item> renumbered(full.item_count(), 0);
    for (Item i = 0; i < full.item_count(); ++i)
        if (!column_gone[i]) {
            renumbered[i] = names.size();
            names.push_back(full.item_name(i));
        }
    ReducedProblem reduced{Problem(std::move(names)), {}};
    for (Option o = 0; o < full.option_count(); ++o) {
        if (row_gone[o]) continue;
        std::vector<Item> items;
        for (Item i : full.option(o))
            if (!column_gone[i]) items.push_back(renumbered[i]);
        reduced.problem.add_option(std::move(items), full.option_name(o));
        reduced.rows.push_back(o);
    }
    return reduced;
}

// The clash of `later` over `column` with the given before it that satisfies it.
GivenClash clash_over(const Grid& puzzle, const Candidate& later, std::size_t column) {
    for (const Candidate& earlier : puzzle.givens()) {
        const auto columns = constraint_columns(puzzle.shape(), earlier);
        if (std::find(columns.begin(), columns.end(), column) != columns.end())
            return {earlier, later, column};
    }
    throw std::logic_error("clash_over: no given before it satisfies the column");
}

}  // namespace

// [start:find_clash]
std::optional<GivenClash> find_clash(const Grid& puzzle) {
    const Shape& shape = puzzle.shape();
    const std::size_t n = shape.size();
    const std::span<const std::uint8_t> values = puzzle.cells();  // row by row
    // per column of the full matrix: 1 once a given satisfies it
    std::vector<std::uint8_t> claimed(4 * n * n, 0);
    for (std::size_t cell = 0; cell < values.size(); ++cell) {
        if (values[cell] == 0) continue;
        const Candidate given{cell / n, cell % n, values[cell] - 1u};
        for (std::size_t column : constraint_columns(shape, given)) {
            if (claimed[column]) return clash_over(puzzle, given, column);
            claimed[column] = 1;
        }
    }
    return std::nullopt;
}
// [end:find_clash]

std::string clash_message(const Shape& shape, const GivenClash& clash) {
    return "the givens " + candidate_name(clash.first) + " and " +
           candidate_name(clash.second) + " both satisfy " +
           column_name(shape, clash.column) + ": no grid has both";
}

// [start:delete_competitors]
std::optional<ReducedProblem> delete_competitors(const Grid& puzzle) {
    const std::optional<std::vector<Option>> givens = given_rows(puzzle);
    if (!givens) return std::nullopt;  // two givens clash: nothing to solve
    const Problem full = cover_matrix_by_rows(puzzle.shape());
    const std::vector<std::vector<Option>> rows_of = column_lists(full);
    std::vector<bool> row_gone(full.option_count(), false);
    for (Option given : *givens)
        for (Item column : full.option(given))
            for (Option other : rows_of[column])
                // a competitor: it clashes with the given
                if (other != given) row_gone[other] = true;
    return without(full, row_gone, std::vector<bool>(full.item_count(), false));
}
// [end:delete_competitors]

// [start:precover_givens]
std::optional<ReducedProblem> precover_givens(const Grid& puzzle) {
    const std::optional<std::vector<Option>> givens = given_rows(puzzle);
    if (!givens) return std::nullopt;  // two givens clash: nothing to solve
    const Problem full = cover_matrix_by_rows(puzzle.shape());
    const std::vector<std::vector<Option>> rows_of = column_lists(full);
    std::vector<bool> row_gone(full.option_count(), false);
    std::vector<bool> column_gone(full.item_count(), false);
    for (Option given : *givens)
        for (Item column : full.option(given)) {
            // already satisfied
            column_gone[column] = true;
            // the given itself too
            for (Option other : rows_of[column]) row_gone[other] = true;
        }
    return without(full, row_gone, column_gone);
}
// [end:precover_givens]

Grid apply_solution(const Grid& puzzle, const ReducedProblem& reduced,
                    std::span<const Option> solution) {
    Grid grid = puzzle;
    for (Option o : solution) {
        if (o >= reduced.rows.size())
            throw std::invalid_argument("option " + std::to_string(o) +
                                        " is not in the reduced problem");
        const Candidate move = candidate_at(puzzle.shape(), reduced.rows[o]);
        grid.set(move.r, move.c, move.v + 1);
    }
    return grid;
}

}  // namespace sudoku
