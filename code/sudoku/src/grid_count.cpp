#include "sudoku/grid_count.hpp"

#include "exact_cover/tuned_dlx.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/row_index.hpp"

namespace sudoku {

// [start:count_grids]
GridCount count_grids(const Shape& shape, bool fix_first_row,
                      const exact_cover::Limits& limits) {
    exact_cover::TunedDlx engine(cover_matrix_by_rows(shape));
    GridCount result;
    if (fix_first_row)
        for (std::size_t c = 0; c < shape.size(); ++c) {
            // cell (0, c) holds the value c + 1 (a row of different values: no clash)
            (void)engine.choose(row_index(shape, {0, c, c}));
            result.multiplier *= c + 1;
        }
    result.stats = engine.count_solutions(limits);
    result.covers = result.stats.solutions;
    return result;
}
// [end:count_grids]

}  // namespace sudoku
