// Chapter 3: entering the givens of the chapter's example, both ways, and what remains.
// With --values=FILE it also writes the figures the chapter quotes.
#include <cstddef>
#include <iomanip>
#include <iostream>
#include <string>

#include "book/command_line.hpp"
#include "book/values.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/examples.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/line_format.hpp"

namespace {

// [start:print_size]
void print_size(const std::string& what, const exact_cover::Problem& problem) {
    std::cout << std::left << std::setw(26) << what << std::right << std::setw(6)
              << problem.option_count() << std::setw(9) << problem.item_count()
              << std::setw(8) << problem.entry_count() << '\n';
}
// [end:print_size]

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli(
        "Enters the chapter's example both ways and prints what remains");
    std::string values_path;
    cli.text("--values", values_path, "write the chapter's figures here");
    if (const auto status = cli.parse(argc, argv)) return *status;
    // [start:main]
    const sudoku::Grid puzzle = sudoku::parse_line(sudoku::example_puzzle);
    std::cout << "The example: " << sudoku::example_puzzle << "\n"
              << puzzle.givens().size() << " givens\n\n";
    for (std::size_t r = 0; r < 9; ++r) {
        std::cout << " ";
        for (std::size_t c = 0; c < 9; ++c)
            std::cout << (c % 3 == 0 && c > 0 ? " | " : " ")
                      << sudoku::symbol_of(puzzle.at(r, c));
        std::cout << (r % 3 == 2 && r < 8 ? "\n  ------+-------+------\n" : "\n");
    }

    // (value(): the example's givens do not clash)
    const sudoku::ReducedProblem deleted = sudoku::delete_competitors(puzzle).value();
    const sudoku::ReducedProblem precovered = sudoku::precover_givens(puzzle).value();
    std::cout << "\n                            rows  columns    ones\n";
    print_size("the empty grid", sudoku::cover_matrix_by_rows(puzzle.shape()));
    print_size("(a) competitors deleted", deleted.problem);
    print_size("(b) givens pre-covered", precovered.problem);

    const std::size_t given_count = puzzle.givens().size();
    std::cout << "\n(a) keeps the " << given_count
              << " givens' rows and all 324 columns; taking out those rows\n"
              << "    and their " << 4 * given_count << " columns leaves "
              << deleted.problem.option_count() - given_count << " rows and "
              << deleted.problem.item_count() - 4 * given_count
              << " columns, exactly (b).\n"
              << "Each given has 28 competitors, but they overlap: "
              << 729 - deleted.problem.option_count() << " rows deleted, not "
              << 28 * given_count << ".\n";
    // [end:main]
    const std::size_t rows_deleted = 729 - deleted.problem.option_count();
    book::Values values;
    values.add_count("givens", given_count);
    values.add_count("rows_deleted", rows_deleted);
    values.add_count("rows_naive", 28 * given_count);
    values.add_count("columns_precovered", 4 * given_count);
    values.add_fixed("rows_deleted_percent",
                     100.0 * static_cast<double>(rows_deleted) / 729.0, 0);
    return values.write(values_path, "ch03_givens") ? 0 : 1;
}
