// Exercise 2 of "Going faster: bands and triads": the cells with k values left.
#pragma once

#include <array>
#include <cstdint>

namespace exercises {

/// The cells (bits 0 to 26) that exactly @p k of the nine @p words have: given the
/// words of a band's nine values, the band's cells with k candidates left. Meant to be
/// counted bit-sliced, all 27 cells at once, as the band solver counts to "two or more"
/// and to "four or more"; here the count goes all the way to nine. For k below 0 or
/// above 9 no cell qualifies, and the answer is 0. Bits 27 to 31 of the words are
/// ignored.
std::uint32_t cells_with_count(const std::array<std::uint32_t, 9>& words, int k);

}  // namespace exercises
