// Exercise 4.1 (chapter 4): the columns with exactly one row left.
#pragma once

#include <vector>

#include "exact_cover/problem.hpp"
#include "exact_cover/remaining_matrix.hpp"

namespace exercises {

/// The primary items of @p matrix that are not yet covered and lie in exactly one alive
/// option, ascending. Each of them forces its option. Secondary items never force
/// anything, and a covered item is no longer a column of the remaining matrix.
std::vector<exact_cover::Item> single_option_items(
    const exact_cover::RemainingMatrix& matrix);

}  // namespace exercises
