// Exercise 3 of "Going faster: bands and triads": a value's word turned on its side.
#pragma once

#include <array>
#include <cstdint>

namespace exercises {

/// A value's cells in stack @p t (the columns 3t to 3t + 2), gathered from its three
/// band words @p bands (word b holds rows 3b to 3b + 2, the cell in row r of the band
/// and column c at bit 9r + c), laid out as a band's word turned on its side: the cell
/// in column 3t + i and row j of the grid at bit 9i + j. Then the answer's "rows" are
/// the stack's columns, its "boxes" the stack's boxes and its triads the minicolumns,
/// so the band solver's tables and rules apply to it unchanged. Bits 27 to 31 of the
/// band words are ignored. Throws std::out_of_range unless 0 <= t <= 2.
std::uint32_t stack_word(const std::array<std::uint32_t, 3>& bands, int t);

}  // namespace exercises
