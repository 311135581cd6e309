// Exercise 2.2 (chapter 2): another odometer, with the box as its slowest wheel.
#pragma once

#include <cstddef>

#include "sudoku/candidate.hpp"
#include "sudoku/shape.hpp"

namespace exercises {

/// The index of @p candidate when the wheels are, slowest first: the box b, the cell k
/// inside the box, the value v, so the index is (b·N + k)·N + v.
///
/// Boxes are numbered row by row (b = (r / R)·R + c / C, R boxes side by side in each
/// band of R grid rows), and the cells of a box row by row too (k = (r mod R)·C + c mod
/// C). The N² candidates of a box then take consecutive indices.
std::size_t box_major_index(const sudoku::Shape& shape,
                            const sudoku::Candidate& candidate);

/// The inverse of box_major_index(): the candidate whose box-major index is @p index.
sudoku::Candidate candidate_at_box_major(const sudoku::Shape& shape, std::size_t index);

}  // namespace exercises
