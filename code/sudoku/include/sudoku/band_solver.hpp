/// @file
/// A 9 × 9 solver that keeps, for every value and band, the cells still open to that
/// value as one 27-bit word ("Going faster: bands and triads"), laid out as
/// band_layout.hpp says.
#pragma once

#include <array>
#include <cstdint>

#include "exact_cover/search.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/grid_visitor.hpp"

namespace sudoku {

/// The triads of a band's word that still have an open cell: bit 3r + k when row r of
/// the band still has a cell open in box k (bit 9r + 3k to 9r + 3k + 2 of @p word).
/// One `pext` instruction where the compiler may use BMI2, three table look-ups
/// elsewhere; the two agree on every word.
[[nodiscard]] std::uint32_t band_triads(std::uint32_t word);

/// The six configurations of a value in a band, the 3! ways to give each of its boxes
/// one of its rows, as sets of triads (bit 3r + k: row r in box k).
[[nodiscard]] std::array<std::uint16_t, 6> band_configurations();

/// The configurations (bit c for band_configurations()[c]) whose three triads are all
/// in @p triads.
[[nodiscard]] std::uint32_t fitting_configurations(std::uint32_t triads);

/// A 9 × 9 solver on words of bits, one per value and band: bit 9r + c of a value's
/// word for band b says whether the value can still go in row r, column c of the band
/// (the layout sudoku::band_layout names). A band's word sees at once the three rows
/// and three boxes it crosses, so a few table look-ups find where the value can still
/// go in each box; naked singles come from counting the nine words of a band bit by
/// bit, hidden singles in columns from folding a value's three words. At every node it
/// propagates to a fixed point, then branches on where a value goes in the boxes of a
/// band (one of its configurations), or on a cell when those are decided; the state is
/// 30 words, copied at each branch. It propagates with the intersection rule and, where
/// the processor has AVX2 or AVX-512 (asked when the program runs, so that one build
/// serves every x86-64), on all the words at once in vector registers, with the widest
/// instructions there are; elsewhere one changed word at a time, to the same fixed
/// point. "Going faster: bands and triads" builds it and measures each of those ideas.
class BandSolver {
public:
    /// Calls @p visit with each solution of the 9 × 9 @p puzzle until it answers stop
    /// or a limit of @p limits is reached (the node budget counts the branches tried).
    /// Givens that clash end it at once (exact_cover::Ending::clash). Returns the
    /// counters: nodes = branches tried, profile[d] = those at depth d, updates =
    /// values placed after the givens (by propagation and by branches on a cell).
    /// @throws std::invalid_argument if the puzzle is not 9 × 9 with 3 × 3 boxes.
    exact_cover::SearchResult solve(const Grid& puzzle, const GridVisitor& visit,
                                    exact_cover::Limits limits = {});
};

}  // namespace sudoku
