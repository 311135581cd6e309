/// @file
/// Writing an exact-cover matrix for other programs and for the eye: 0/1 text and PBM
/// images (chapter 3; Knuth's dlx format is exact_cover::write_knuth_format()).
#pragma once

#include <ostream>

#include "exact_cover/problem.hpp"

namespace sudoku {

/// Writes the indicator matrix of @p problem as text: one line per option, one
/// character `0` or `1` per item, no separators. Stops at the first line after @p out
/// fails (a full disk, or a caller's stream that fails on purpose at a signal).
void write_matrix_text(std::ostream& out, const exact_cover::Problem& problem);

/// How write_pbm() encodes the pixels.
enum class PbmEncoding {
    plain,   ///< P1: ASCII `0` and `1`, at most 70 characters a line
    binary,  ///< P4: eight pixels to a byte, each row padded to whole bytes
};

/// Writes the indicator matrix of @p problem as a Netpbm bitmap, one pixel per entry:
/// black (1) for a one, white (0) for a zero, options top to bottom, items left to
/// right. Open @p out in binary mode for PbmEncoding::binary. Stops, as
/// write_matrix_text() does, at the first row after @p out fails.
void write_pbm(std::ostream& out, const exact_cover::Problem& problem,
               PbmEncoding encoding = PbmEncoding::plain);

}  // namespace sudoku
