/// @file
/// Text from the input as an error message quotes it: what a reader can read stays as
/// it is, everything else is escaped, and a long text is cut. Both formats the book
/// reads (Knuth's, and the puzzle formats of the Sudoku layer) quote with it, so that a
/// binary file or a 10 MB line can flood no terminal and a stray `é` is named as `é`.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace exact_cover {

/// How many bytes the character that starts at byte @p k of @p text takes: 2 to 4 for
/// a well-formed UTF-8 sequence of a printable character beyond ASCII, else 1 (an ASCII
/// byte, or a byte that a message shows escaped).
/// @pre k < text.size()
[[nodiscard]] std::size_t character_length(std::string_view text, std::size_t k);

/// @p text as a message shows it: printable ASCII and well-formed UTF-8 characters as
/// they are; control bytes, bytes of malformed UTF-8 and the invisible characters that
/// reorder or hide text (U+200B–U+200F, U+2028–U+202E, U+2060–U+206F, U+FEFF) as
/// `\xHH`; cut after @p width characters with the length of the whole in bytes.
[[nodiscard]] std::string shown_text(std::string_view text, std::size_t width = 40);

}  // namespace exact_cover
