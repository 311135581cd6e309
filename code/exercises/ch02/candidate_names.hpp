// Exercise 2.1 (chapter 2): reading a candidate's name back.
#pragma once

#include <string_view>

#include "sudoku/candidate.hpp"
#include "sudoku/shape.hpp"

namespace exercises {

/// The candidate called @p name, the inverse of sudoku::candidate_name(): `r1c1n1` is
/// {0, 0, 0} and `r12c3n10` is {11, 2, 9}. Each number counts from 1 and must be at
/// most N. Throws std::invalid_argument, saying what was expected, for anything else: a
/// missing or misplaced letter, a missing number, a 0, a leading zero, a number above
/// N, trailing text.
sudoku::Candidate parse_candidate_name(std::string_view name,
                                       const sudoku::Shape& shape);

}  // namespace exercises
