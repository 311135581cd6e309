// Exercise 7.2, reference solution.
#include "ch07/relabel.hpp"

#include <vector>

namespace exercises {

// [start:relabel_first_row]
sudoku::Grid relabel_first_row(const sudoku::Grid& grid) {
    const std::size_t n = grid.shape().size();
    std::vector<std::size_t> label(n + 1, 0);  // label[old value] = new value
    for (std::size_t c = 0; c < n; ++c) label[grid.at(0, c)] = c + 1;
    sudoku::Grid relabelled(grid.shape());
    for (std::size_t r = 0; r < n; ++r)
        for (std::size_t c = 0; c < n; ++c) relabelled.set(r, c, label[grid.at(r, c)]);
    return relabelled;
}
// [end:relabel_first_row]

}  // namespace exercises
