#include "sudoku/cover_matrix.hpp"

#include <string>
#include <vector>

#include "sudoku/constraints.hpp"
#include "sudoku/row_index.hpp"

namespace sudoku {

exact_cover::Problem constraint_items(const Shape& shape) {
    std::vector<std::string> names;
    names.reserve(shape.constraint_count());
    for (std::size_t column = 0; column < shape.constraint_count(); ++column)
        names.push_back(column_name(shape, column));
    return exact_cover::Problem(std::move(names));
}

// [start:by_rows]
exact_cover::Problem cover_matrix_by_rows(const Shape& shape) {
    exact_cover::Problem problem = constraint_items(shape);
    for (std::size_t row = 0; row < shape.candidate_count(); ++row) {
        const Candidate candidate = candidate_at(shape, row);
        const std::array<std::size_t, 4> columns = constraint_columns(shape, candidate);
        problem.add_option({columns.begin(), columns.end()}, candidate_name(candidate));
    }
    return problem;
}
// [end:by_rows]

// [start:by_columns]
exact_cover::Problem cover_matrix_by_columns(const Shape& shape) {
    // First the columns: each constraint writes itself into the rows of its N
    // candidates.
    std::vector<std::vector<exact_cover::Item>> rows(shape.candidate_count());
    for (std::size_t column = 0; column < shape.constraint_count(); ++column)
        for (const Candidate& candidate :
             satisfying_candidates(shape, constraint_at(shape, column)))
            rows[row_index(shape, candidate)].push_back(column);
    // Then hand the rows, now complete, to the problem.
    exact_cover::Problem problem = constraint_items(shape);
    for (std::size_t row = 0; row < rows.size(); ++row)
        problem.add_option(std::move(rows[row]),
                           candidate_name(candidate_at(shape, row)));
    return problem;
}
// [end:by_columns]

}  // namespace sudoku
