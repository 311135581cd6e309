// Chapter 3: how big the exact-cover matrix of a Sudoku is, for every size up to 36
// x 36.
//
// Rows are the N^3 candidates, columns the 4N^2 constraints, and every row holds four
// ones, so the matrix has 4N^3 ones and a density of 4N^3 / (N^3 · 4N^2) = 1 / N^2. The
// sizes are counted on the matrix the library builds, not computed from the formulas,
// up to N = 25.
#include <cstddef>
#include <iomanip>
#include <iostream>

#include "sudoku/cover_matrix.hpp"
#include "sudoku/shape.hpp"

int main() {
    // [start:main]
    std::cout << "  N  boxes      rows  columns      ones  density   (counted from the "
                 "matrix for N <= 25)\n";
    for (std::size_t n = 1; n <= 36; ++n) {
        const sudoku::Shape shape = sudoku::Shape::for_size(n);
        std::size_t rows = shape.candidate_count(), columns = shape.constraint_count(),
                    ones = 4 * rows;
        if (n <= 25) {
            const exact_cover::Problem matrix = sudoku::cover_matrix_by_rows(shape);
            rows = matrix.option_count();
            columns = matrix.item_count();
            ones = matrix.entry_count();
        }
        const double density =
            static_cast<double>(ones) /
            (static_cast<double>(rows) * static_cast<double>(columns));
        std::cout << std::setw(3) << n << "  " << std::left << std::setw(6)
                  << to_string(shape) << std::right << std::setw(9) << rows
                  << std::setw(9) << columns << std::setw(10) << ones << "  "
                  << std::fixed << std::setprecision(4) << std::setw(6) << 100 * density
                  << "%\n";
    }
    // [end:main]
}
