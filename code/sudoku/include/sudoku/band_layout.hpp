/// @file
/// The layout of the band solver's words, named once ("Going faster: bands and
/// triads"): where a band's cells, rows, columns, boxes and triads sit in a 32-bit
/// word, which word holds a value in a band, and the 3! orders of three things that
/// the configurations are made of. The solver, its sweeps, its tests, its figure and
/// the page's exercises read the words through these names; band_triads() and
/// fitting_configurations() take words and keys in this layout.
///
/// A band is three rows of the grid, and a word has one bit per cell of it, row by row:
/// @verbatim
///                 box 0      box 1      box 2
///       row 0 |  0  1  2 |  3  4  5 |  6  7  8 |
///       row 1 |  9 10 11 | 12 13 14 | 15 16 17 |     cell (r, c): bit 9r + c
///       row 2 | 18 19 20 | 21 22 23 | 24 25 26 |
/// @endverbatim
/// A triad is where a row of the band meets a box: three cells, the first of triad
/// (r, k) at bit 9r + 3k. A key is a set of triads, triad (r, k) at bit 3r + k:
/// @verbatim
///                 box 0  box 1  box 2
///       row 0       0      1      2
///       row 1       3      4      5                triad (r, k): bit 3r + k
///       row 2       6      7      8
/// @endverbatim
/// The state is 27 words, value v's word in band b being word 3v + b (values and
/// bands counted from 0); a set of words has bit 3v + b for that word.
#pragma once

#include <array>
#include <cstdint>

/// The layout of the band solver's words, named once.
namespace sudoku::band_layout {

/// The bit of cell (row @p r of the band, column @p c): 9r + c.
[[nodiscard]] constexpr int cell(int r, int c) noexcept { return 9 * r + c; }

/// The 27 cells of a band: bits 0 to 26.
inline constexpr std::uint32_t all_cells = (1u << 27) - 1;

/// Row 0 of a band: bits 0 to 8, nine cells (and, as a key, see all_triads).
inline constexpr std::uint32_t one_row = 0x1FF;

/// Row @p r of a band.
[[nodiscard]] constexpr std::uint32_t row_cells(int r) noexcept {
    return one_row << 9 * r;
}

/// Column 0 of a band: bits 0, 9 and 18, one cell per row. Times a 9-bit set of
/// columns it spreads the set to the three rows without a carry (three copies 9 bits
/// apart that do not overlap); shifted by c, it is column c.
inline constexpr std::uint32_t one_column = 0x40201;

/// Box @p k of a band: columns 3k to 3k + 2 of its three rows.
[[nodiscard]] constexpr std::uint32_t box_cells(int k) noexcept {
    return 07007007u << 3 * k;
}

/// The bit of triad (row @p r, box @p k) in a key: 3r + k.
[[nodiscard]] constexpr int triad(int r, int k) noexcept { return 3 * r + k; }

/// All nine triads of a band, as a key: bits 0 to 8. (The same number as one_row,
/// with another meaning: nine triads, not nine cells.)
inline constexpr std::uint32_t all_triads = 0x1FF;

/// The triads of box @p k, as a key: one per row.
[[nodiscard]] constexpr std::uint32_t box_triads(int k) noexcept { return 0111u << k; }

/// The triads of row @p r, as a key: one per box.
[[nodiscard]] constexpr std::uint32_t row_triads(int r) noexcept { return 7u << 3 * r; }

/// The bit of the first cell of triad (row @p r, box @p k) in a word: 9r + 3k.
[[nodiscard]] constexpr int triad_head(int r, int k) noexcept { return 9 * r + 3 * k; }

/// The first cell of every triad: bits 0, 3, ..., 24, nine bits (one octal digit 1
/// per triad). `(w | w >> 1 | w >> 2) & triad_heads` has bit triad_head(r, k) set
/// where triad (r, k) has a cell of word w.
inline constexpr std::uint32_t triad_heads = 0111111111u;

/// The three cells of triad @p t (bit t of a key).
[[nodiscard]] constexpr std::uint32_t triad_cells(int t) noexcept {
    return 7u << triad_head(t / 3, t % 3);
}

/// The word of value @p v (0 to 8) in band @p b (0 to 2): 3v + b.
[[nodiscard]] constexpr int word(int v, int b) noexcept { return 3 * v + b; }

/// The value whose word is @p w.
[[nodiscard]] constexpr int value_of_word(int w) noexcept { return w / 3; }

/// The band whose word is @p w.
[[nodiscard]] constexpr int band_of_word(int w) noexcept { return w % 3; }

/// Every word, as a set of words: bits 0 to 26, bit word(v, b) for each.
inline constexpr std::uint32_t all_words = (1u << 27) - 1;

/// The nine words of band @p b, as a set of words: bits b, b + 3, ..., b + 24.
[[nodiscard]] constexpr std::uint32_t band_words(int b) noexcept {
    return 0111111111u << b;
}

/// The three words of value @p v, as a set of words: bits 3v to 3v + 2.
[[nodiscard]] constexpr std::uint32_t value_words(int v) noexcept {
    return 7u << 3 * v;
}

/// Cell @p x (a bit of a word) of band @p b as a cell of the grid, row by row from
/// the top left: 27b + x.
[[nodiscard]] constexpr int grid_cell(int b, int x) noexcept { return 27 * b + x; }

/// The band of grid cell @p k (0 to 80).
[[nodiscard]] constexpr int band_of_cell(int k) noexcept { return k / 27; }

/// The bit of grid cell @p k in its band's words.
[[nodiscard]] constexpr int cell_in_band(int k) noexcept { return k % 27; }

/// The 3! orders of 0, 1 and 2, in the order std::next_permutation lists them.
/// Configuration p of a band gives box k the row permutations_of_three[p][k]; turned on
/// its side, a stack's configuration p gives box b the column
/// permutations_of_three[p][b].
inline constexpr std::array<std::array<int, 3>, 6> permutations_of_three = {
    {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}};

/// Configuration @p p (0 to 5) as a key: its three triads, one in each row and box.
[[nodiscard]] constexpr std::uint32_t configuration_triads(int p) noexcept {
    std::uint32_t key = 0;
    for (int k = 0; k < 3; ++k) key |= 1u << triad(permutations_of_three[p][k], k);
    return key;
}

/// Configuration @p p (0 to 5) as the first cells of its three triads (a subset of
/// triad_heads): what the sweep compares a word's folded triads with.
[[nodiscard]] constexpr std::uint32_t configuration_heads(int p) noexcept {
    std::uint32_t heads = 0;
    for (int k = 0; k < 3; ++k)
        heads |= 1u << triad_head(permutations_of_three[p][k], k);
    return heads;
}

}  // namespace sudoku::band_layout
