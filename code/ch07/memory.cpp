// Chapter 7: what the Dancing Links structure of an N x N Sudoku costs, for box shapes
// from 2 x 2 to 8 x 8: options, items, nodes and the bytes of the engine's arrays (the
// most a puzzle needs: a solver loads its smaller reduced matrix).
#include <cstddef>
#include <iomanip>
#include <iostream>

#include "exact_cover/measuring/tuned_search.hpp"  // the arrays' sizes
#include "exact_cover/tuned_dlx.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/shape.hpp"

int main() {
    // [start:main]
    std::cout << "  N  boxes    options    items      nodes   link MiB\n";
    for (const sudoku::Shape shape :
         {sudoku::Shape(2, 2), sudoku::Shape(2, 3), sudoku::Shape(3, 3),
          sudoku::Shape(3, 4), sudoku::Shape(4, 4), sudoku::Shape(5, 5),
          sudoku::Shape(6, 6), sudoku::Shape(7, 7), sudoku::Shape(8, 8)}) {
        const exact_cover::TunedDlx engine(sudoku::cover_matrix_by_rows(shape));
        const std::size_t bytes =
            engine.node_links().size_bytes() +
            exact_cover::measuring::node_places(engine).size_bytes() +
            engine.item_links().size_bytes() +
            exact_cover::measuring::lens(engine).size_bytes();
        std::cout << std::setw(3) << shape.size() << "  " << std::left << std::setw(6)
                  << to_string(shape) << std::right << std::setw(10)
                  << engine.option_count() << std::setw(9) << engine.item_count()
                  << std::setw(11) << engine.node_links().size() << std::fixed
                  << std::setprecision(2) << std::setw(11)
                  << static_cast<double>(bytes) / (1 << 20) << '\n';
    }
    // [end:main]
}
