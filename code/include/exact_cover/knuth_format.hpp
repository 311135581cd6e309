/// @file
/// Knuth's text format for exact-cover problems, as read by his dlx programs (chapters 3 and 6).
#pragma once

#include <ostream>

#include "exact_cover/problem.hpp"

namespace exact_cover {

/// Writes @p problem in Knuth's dlx input format: a first line with the primary items,
/// then `|` and the secondary items if there are any, then one option per line as its
/// item names separated by spaces. Item names must be free of spaces and `|`.
void write_knuth_format(std::ostream& out, const Problem& problem);

}  // namespace exact_cover
