/// @file
/// Word rectangles as exact cover with colours (chapter 9): fill an m × n grid so that
/// every row reads a word of length n and every column a word of length m.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "exact_cover/problem.hpp"

namespace exact_cover {

/// The word rectangles of @p rows × @p columns cells over @p words (lower-case letters;
/// words of other lengths are left out). Primary items `r1` .. `rm` and `c1` .. `cn`:
/// each row and each column takes one word. Secondary items `x11` .. `xmn`, the cells:
/// the option "row i reads w" gives cell (i, j) the colour w[j], and "column j reads w"
/// gives cell (i, j) the colour w[i]. A cell is in one row option and one column option
/// of a solution, and Algorithm C lets them share it only if they give it the same
/// letter. Options name their word: `r2=tea`.
/// @throws std::invalid_argument if @p rows or @p columns is 0 or above 9.
[[nodiscard]] Problem word_rectangle_problem(std::size_t rows, std::size_t columns,
                                             std::span<const std::string> words);

/// A short list of 48 three-letter English words: enough for word rectangles and
/// squares, small enough that a count by hand checks the search (chapter 9 and its
/// exercise 9.3).
[[nodiscard]] std::vector<std::string> three_letter_words();

}  // namespace exact_cover
