/// @file
/// A count too large for 64 bits: the 6,670,903,752,021,072,936,960 grids of 9 × 9
/// Sudoku need 73 (chapter 11). Unsigned 128-bit arithmetic, which g++ and clang++ give
/// on 64-bit targets, holds every count the book makes, up to the 1.9 × 10³⁰ grids of
/// 10 × 10; a general big-number type would serve no count of the book better.
#pragma once

#include <cstdint>
#include <string>

namespace sudoku {

/// An unsigned count of 128 bits (`__extension__`: standard C++ has no such type, and
/// the compilers say so under `-Wpedantic` unless told it is meant).
__extension__ using WideCount = unsigned __int128;

/// @p count in decimal digits, grouped by threes with commas when @p grouped
/// (6,670,903,752,021,072,936,960), as the book prints large counts.
[[nodiscard]] std::string to_decimal(WideCount count, bool grouped = false);

/// @p count as a product of primes, `2^20 * 3^8 * 5 * 7 * 27704267971`: trial division
/// by every number up to a million, so a last factor below 10¹² is prime; a larger one
/// that is left is marked `(not factored)`. 0 and 1 are written as themselves.
[[nodiscard]] std::string prime_factors(WideCount count);

}  // namespace sudoku
