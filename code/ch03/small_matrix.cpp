// Chapter 3: the whole exact-cover matrix of a 4 x 4 Sudoku, 64 rows by 64 columns.
//
// Builds it three ways (row by row, column by column, and as Kronecker products),
// checks that they agree, and prints it with the four families side by side: cell | row
// | column | box.
#include <cstddef>
#include <iostream>
#include <string>

#include "exact_cover/dense_matrix.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/kronecker_view.hpp"

int main() {
    // [start:main]
    const sudoku::Shape shape(2, 2);
    const exact_cover::Problem by_rows = sudoku::cover_matrix_by_rows(shape);
    const exact_cover::DenseMatrix matrix = exact_cover::indicator_matrix(by_rows);
    std::cout << "The 4x4 Sudoku (2x2 boxes): " << matrix.rows() << " rows, "
              << matrix.columns() << " columns, " << by_rows.entry_count() << " ones\n"
              << "built column by column: "
              << (sudoku::cover_matrix_by_columns(shape) == by_rows ? "the same"
                                                                    : "DIFFERENT")
              << "\nbuilt from Kronecker products: "
              << (sudoku::kronecker_cover_matrix(shape) == matrix ? "the same"
                                                                  : "DIFFERENT")
              << "\n\n";

    const std::size_t block = shape.cell_count();  // 16 columns per family
    std::cout << "        cell             row              column           box\n";
    for (std::size_t o = 0; o < matrix.rows(); ++o) {
        std::string line = by_rows.option_name(o);
        line.resize(8, ' ');
        for (std::size_t i = 0; i < matrix.columns(); ++i) {
            if (i > 0 && i % block == 0) line += " ";
            line += matrix.at(o, i) ? '1' : '.';
        }
        std::cout << line << '\n';
        // next grid row
        if ((o + 1) % block == 0 && o + 1 < matrix.rows()) std::cout << '\n';
    }
    // [end:main]
}
