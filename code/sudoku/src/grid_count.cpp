#include "sudoku/grid_count.hpp"

#include <utility>

#include "exact_cover/estimate.hpp"
#include "exact_cover/parallel_count.hpp"
#include "exact_cover/split.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/row_index.hpp"

namespace sudoku {

// [start:count_grids]
namespace {

// The engine of the empty grid's matrix, with the first row fixed to 1 … N when asked;
// returns N! in that case, 1 otherwise.
std::uint64_t prepare(exact_cover::TunedDlx& engine, const Shape& shape,
                      bool fix_first_row) {
    std::uint64_t multiplier = 1;
    if (fix_first_row)
        for (std::size_t c = 0; c < shape.size(); ++c) {
            // cell (0, c) holds the value c + 1 (a row of different values: no clash)
            (void)engine.choose(row_index(shape, {0, c, c}));
            multiplier *= c + 1;
        }
    return multiplier;
}

}  // namespace

GridCount count_grids(const Shape& shape, bool fix_first_row,
                      const exact_cover::Limits& limits, unsigned threads) {
    exact_cover::TunedDlx engine(cover_matrix_by_rows(shape));
    GridCount result;
    result.multiplier = prepare(engine, shape, fix_first_row);
    if (threads <= 1) {
        result.stats = engine.count_solutions(limits);
    } else {  // chapter 10: a hundred pieces per thread, handed out on demand
        exact_cover::Cut cut = exact_cover::cut_tree(
            engine, exact_cover::depth_for(engine, 100 * threads, limits), limits);
        if (cut.above.stopped()) {  // interrupted while cutting: what was counted
            result.stats = std::move(cut.above);
        } else {
            exact_cover::ParallelCount counted =
                exact_cover::count_in_parallel(engine, cut, threads, limits);
            result.stats = std::move(counted.total);
            result.threads = counted.threads;
        }
    }
    result.covers = result.stats.solutions;
    return result;
}
// [end:count_grids]

exact_cover::Estimate estimate_grid_count(const Shape& shape, bool fix_first_row,
                                          std::size_t probes, std::uint64_t seed,
                                          const exact_cover::Limits& limits) {
    exact_cover::TunedDlx engine(cover_matrix_by_rows(shape));
    const double multiplier =
        static_cast<double>(prepare(engine, shape, fix_first_row));
    exact_cover::Estimate e = exact_cover::estimate_tree(engine, probes, seed, limits);
    e.solutions *= multiplier;
    e.solutions_error *= multiplier;
    return e;
}

}  // namespace sudoku
