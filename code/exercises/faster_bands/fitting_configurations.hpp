// Exercise 1 of "Going faster: bands and triads": the configurations that fit a word.
#pragma once

#include <cstdint>

namespace exercises {

/// The configurations that fit @p word, one of the band solver's words: the cells of a
/// band where a value can still go, cell (row r of the band, column c) at bit 9r + c.
/// Bit p of the answer is set when configuration p fits, that is when each of its three
/// triads (where a row meets a box) has a cell in the word. Configuration p gives box k
/// (columns 3k to 3k + 2) the row rows[p][k], the six orders of the rows in turn:
/// {0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}, the order of the
/// solver's tables. Bits 27 to 31 of the word are not cells and are ignored.
std::uint32_t fitting_configurations(std::uint32_t word);

}  // namespace exercises
