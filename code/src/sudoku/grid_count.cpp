#include "sudoku/grid_count.hpp"

#include <chrono>

#include "exact_cover/tuned_dlx.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/row_index.hpp"

namespace sudoku {

// [start:count_grids]
GridCount count_grids(const Shape& shape, bool fix_first_row) {
    const auto start = std::chrono::steady_clock::now();
    exact_cover::TunedDlx engine(cover_matrix_by_rows(shape));
    GridCount result;
    if (fix_first_row)
        for (std::size_t c = 0; c < shape.size(); ++c) {
            // cell (0, c) holds the value c + 1
            engine.choose(row_index(shape, {0, c, c}));
            result.multiplier *= c + 1;
        }
    result.covers = engine.count_solutions();
    result.stats = engine.stats();
    result.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}
// [end:count_grids]

}  // namespace sudoku
