#include "sudoku/givens.hpp"

#include <stdexcept>
#include <string>

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

// The rows of the puzzle's givens; two givens that share a column make the puzzle
// impossible.
std::vector<Option> given_rows(const Grid& puzzle, const Problem& full) {
    std::vector<Option> rows;
    std::vector<Option> owner(full.item_count(), full.option_count());  // no owner yet
    for (const Candidate& given : puzzle.givens()) {
        const Option row = row_index(puzzle.shape(), given);
        for (Item column : full.option(row)) {
            if (owner[column] != full.option_count())
                throw std::invalid_argument(
                    "the givens " + full.option_name(owner[column]) + " and " +
                    full.option_name(row) + " both satisfy " + full.item_name(column) +
                    ": no grid has both");
            owner[column] = row;
        }
        rows.push_back(row);
    }
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

}  // namespace

// [start:delete_competitors]
ReducedProblem delete_competitors(const Grid& puzzle) {
    const Problem full = cover_matrix_by_rows(puzzle.shape());
    const std::vector<std::vector<Option>> rows_of = column_lists(full);
    std::vector<bool> row_gone(full.option_count(), false);
    for (Option given : given_rows(puzzle, full))
        for (Item column : full.option(given))
            for (Option other : rows_of[column])
                // a competitor: it clashes with the given
                if (other != given) row_gone[other] = true;
    return without(full, row_gone, std::vector<bool>(full.item_count(), false));
}
// [end:delete_competitors]

// [start:precover_givens]
ReducedProblem precover_givens(const Grid& puzzle) {
    const Problem full = cover_matrix_by_rows(puzzle.shape());
    const std::vector<std::vector<Option>> rows_of = column_lists(full);
    std::vector<bool> row_gone(full.option_count(), false);
    std::vector<bool> column_gone(full.item_count(), false);
    for (Option given : given_rows(puzzle, full))
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
