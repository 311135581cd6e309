// Chapter 4: propagation on the exact-cover matrix of a Sudoku.
//
// Enters a puzzle's givens into the 729 x 324 matrix, then propagates round by round:
// every constraint column with one row left forces that row. For each round it prints
// how many rows were forced through cell columns (naked singles) and through row,
// column and box columns (hidden singles), and the rows and columns left. Then the
// outcome, and the grid. Usage: ch04_propagate [PUZZLE ...]  (default: the chapter's
// three examples)
#include <cstddef>
#include <iomanip>
#include <iostream>
#include <string>
#include <vector>

#include "book/grid_picture.hpp"
#include "exact_cover/propagation.hpp"
#include "sudoku/constraints.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/examples.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/row_index.hpp"

namespace {

const char* outcome_name(exact_cover::PropagationOutcome outcome) {
    switch (outcome) {
        case exact_cover::PropagationOutcome::solved:
            return "solved";
        case exact_cover::PropagationOutcome::contradiction:
            return "contradiction";
        case exact_cover::PropagationOutcome::stuck:
            return "stuck";
    }
    return "?";
}

// [start:enter_and_propagate]
// The givens become the first chosen rows; propagation takes it from there.
exact_cover::Propagation propagate_puzzle(const exact_cover::Problem& matrix,
                                          const sudoku::Grid& puzzle) {
    std::vector<exact_cover::Option> given_rows;
    for (const sudoku::Candidate& given : puzzle.givens())
        given_rows.push_back(sudoku::row_index(puzzle.shape(), given));
    return exact_cover::propagate(matrix, given_rows);
}
// [end:enter_and_propagate]

// [start:single_kind]
// A row forced through a cell column is a naked single (the cell has one value left);
// through a row, column or box column, a hidden single (the value has one place left).
bool is_naked_single(const sudoku::Shape& shape, const exact_cover::Forcing& forcing) {
    return sudoku::constraint_at(shape, forcing.item).family == sudoku::Family::cell;
}
// [end:single_kind]

void report(const std::string& title, const std::string& line) {
    const sudoku::Grid puzzle = sudoku::parse_line(line);
    const sudoku::Shape& shape = puzzle.shape();
    const exact_cover::Problem matrix = sudoku::cover_matrix_by_rows(shape);
    const exact_cover::Propagation result = propagate_puzzle(matrix, puzzle);

    std::cout << title << "\n" << line << "\n\n" << book::grid_picture(puzzle) << '\n';
    std::cout << "givens: " << puzzle.givens().size()
              << "   matrix: " << matrix.option_count() << " rows x "
              << matrix.item_count() << " columns\n";
    std::cout << "after entering the givens: " << result.options_at_start << " rows x "
              << result.items_at_start << " columns\n\n";
    std::cout << "round  forced  naked  hidden  rows left  columns left\n";
    for (std::size_t k = 0; k < result.rounds.size(); ++k) {
        const exact_cover::PropagationRound& round = result.rounds[k];
        std::size_t naked = 0;
        for (const exact_cover::Forcing& f : round.forced)
            naked += is_naked_single(shape, f);
        std::cout << std::setw(5) << k + 1 << std::setw(8) << round.forced.size()
                  << std::setw(7) << naked << std::setw(8)
                  << round.forced.size() - naked << std::setw(11)
                  << round.options_remaining << std::setw(14) << round.items_remaining
                  << '\n';
    }
    std::cout << "\noutcome: " << outcome_name(result.outcome) << " after "
              << result.rounds.size()
              << " round(s); rows forced: " << result.forced.size();
    if (result.empty_item)
        std::cout << "; column " << sudoku::column_name(shape, *result.empty_item)
                  << " has no row left";
    std::cout << "\n\n";

    if (result.forced.empty()) return;  // nothing was filled in
    sudoku::Grid grid = puzzle;
    for (exact_cover::Option row : result.remaining.chosen()) {
        const sudoku::Candidate c = sudoku::candidate_at(shape, row);
        grid.set(c.r, c.c, c.v + 1);
    }
    std::cout << book::grid_picture(grid) << '\n';
}

}  // namespace

int main(int argc, char** argv) {
    if (argc > 1) {
        for (int k = 1; k < argc; ++k) report("puzzle " + std::to_string(k), argv[k]);
        return 0;
    }
    // [start:examples]
    report("The chapter's example: propagation alone solves it",
           std::string(sudoku::propagation_example));
    report("A hard puzzle (the first of magictour's top 1465): propagation gets stuck",
           std::string(sudoku::stuck_example));
    report("A puzzle with no solution although no two givens clash",
           std::string(sudoku::contradiction_example));
    // [end:examples]
}
