// Exercise 11.2 (chapter 11): the classes of band tables, counted by Burnside's lemma.
#pragma once

#include <cstddef>

#include "sudoku/shape.hpp"

namespace exercises {

/// The number of classes of the band tables of the tall shape @p tall (box_rows() ≥
/// box_columns()) under the symmetries that keep n(T): permuting the R stacks, and the
/// C columns inside each stack, R!·(C!)^R of them. Counted without listing a class, by
/// Burnside's lemma: the number of classes is the average, over the symmetries, of the
/// number of tables each one fixes, a table being fixed when counts[image(t)] ==
/// counts[t] for every type t. 2 for 2×2, 4 for 3×2, 26 for 4×2, 44 for 3×3.
[[nodiscard]] std::size_t table_classes(const sudoku::Shape& tall);

}  // namespace exercises
