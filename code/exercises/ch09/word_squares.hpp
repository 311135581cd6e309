// Exercise 9.3 (chapter 9): symmetric word squares, stated with colours.
#pragma once

#include <cstddef>
#include <span>
#include <string>

#include "exact_cover/problem.hpp"

namespace exercises {

/// The symmetric word squares of side @p n over @p words: n × n grids of letters whose
/// row i and column i read the same word, for every i. One primary item per index i
/// (`w1` .. `wn`: each index takes one word), one secondary item per cell (`x11` ..),
/// and one option per index and word of length n that gives every cell of row i *and*
/// of column i the colour of its letter. A solution of Algorithm C
/// (exact_cover::ColourDlx) is a square; words of another length are left out.
[[nodiscard]] exact_cover::Problem word_square_problem(
    std::size_t n, std::span<const std::string> words);

}  // namespace exercises
