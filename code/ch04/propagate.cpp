// Chapter 4: propagation on the exact-cover matrix of a Sudoku.
//
// Enters a puzzle's givens into the 729 x 324 matrix, then propagates round by round:
// every constraint column with one row left forces that row. For each round it prints
// how many rows were forced through cell columns (naked singles) and through row,
// column and box columns (hidden singles), and the rows and columns left. Then the
// outcome, and the grid. With --values=FILE it also writes the figures the chapter
// quotes. Usage: ch04_propagate [--values=FILE] [PUZZLE ...]  (default: the chapter's
// three examples)
#include <cstddef>
#include <iomanip>
#include <iostream>
#include <string>
#include <vector>

#include "book/command_line.hpp"
#include "book/exit_status.hpp"
#include "book/grid_picture.hpp"
#include "book/values.hpp"
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

std::size_t naked_singles(const sudoku::Shape& shape,
                          const exact_cover::PropagationRound& round) {
    std::size_t naked = 0;
    for (const exact_cover::Forcing& f : round.forced)
        naked += is_naked_single(shape, f);
    return naked;
}

// Prints the puzzle, its rounds and its outcome; returns the propagation.
exact_cover::Propagation report(const std::string& title, const std::string& line) {
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
        const std::size_t naked = naked_singles(shape, round);
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

    if (result.forced.empty()) return result;  // nothing was filled in
    sudoku::Grid grid = puzzle;
    for (exact_cover::Option row : result.remaining.chosen()) {
        const sudoku::Candidate c = sudoku::candidate_at(shape, row);
        grid.set(c.r, c.c, c.v + 1);
    }
    std::cout << book::grid_picture(grid) << '\n';
    return result;
}

// The figures of one propagation that the chapter quotes, under "KEY.".
void record(book::Values& values, const std::string& key, const std::string& line,
            const exact_cover::Propagation& result) {
    const sudoku::Grid puzzle = sudoku::parse_line(line);
    values.add_count(key + ".givens", puzzle.givens().size());
    values.add_count(key + ".rows_at_start", result.options_at_start);
    values.add_count(key + ".columns_at_start", result.items_at_start);
    values.add_count(key + ".rounds", result.rounds.size());
    for (std::size_t k = 0; k < result.rounds.size(); ++k) {
        const exact_cover::PropagationRound& round = result.rounds[k];
        const std::string prefix = key + ".round" + std::to_string(k + 1);
        const std::size_t naked = naked_singles(puzzle.shape(), round);
        values.add_count(prefix + ".forced", round.forced.size());
        values.add_count(prefix + ".hidden", round.forced.size() - naked);
        values.add_count(prefix + ".rows_left", round.options_remaining);
        values.add_count(prefix + ".columns_left", round.items_remaining);
    }
}

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli(
        "Propagates Sudoku puzzles round by round on the exact-cover matrix");
    std::vector<std::string> puzzles;
    std::string values_path;
    cli.texts("puzzles", puzzles, "puzzles in the line format (default: three)");
    cli.text("--values", values_path, "write the chapter's figures here");
    if (const auto status = cli.parse(argc, argv)) return *status;
    if (!puzzles.empty()) {
        for (std::size_t k = 0; k < puzzles.size(); ++k)
            report("puzzle " + std::to_string(k + 1), puzzles[k]);
        return book::exit_status::success;
    }
    const std::string example(sudoku::propagation_example);
    const std::string stuck(sudoku::stuck_example);
    const std::string contradiction(sudoku::contradiction_example);
    // [start:examples]
    const auto solved =
        report("The chapter's example: propagation alone solves it", example);
    const auto hard = report(
        "A hard puzzle (the first of magictour's top 1465): propagation gets stuck",
        stuck);
    report("A puzzle with no solution although no two givens clash", contradiction);
    // [end:examples]
    book::Values values;
    record(values, "example", example, solved);
    record(values, "hard", stuck, hard);
    return values.write(values_path, "ch04_propagate") ? 0 : 1;
}
