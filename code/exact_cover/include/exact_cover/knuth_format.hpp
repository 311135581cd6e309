/// @file
/// Knuth's text format for exact-cover problems, as read by his dlx programs, and the
/// summary his programs print after a search (chapters 3, 6 and 10).
#pragma once

#include <cstddef>
#include <cstdint>
#include <istream>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>

#include "exact_cover/problem.hpp"
#include "exact_cover/search.hpp"

namespace exact_cover {

/// Writes @p problem in Knuth's dlx input format: a first line with the primary items,
/// then `|` and the secondary items if there are any, then one option per line as its
/// item names in the option's order, separated by spaces (`name:colour` for an item the
/// option colours). Item names must be free of spaces and `|`. Stops at the first
/// option after @p out fails (a full disk, or a caller's stream that fails on purpose
/// at a signal), since nothing more could be written.
void write_knuth_format(std::ostream& out, const Problem& problem);

/// What read_knuth_format() throws on bad input: the line (counted from 1), the column
/// where the word at fault starts (counted from 1; 0 when the whole line is at fault)
/// and the reason.
class KnuthFormatError : public std::runtime_error {
public:
    /// An error at line @p line, column @p column; what() reads "line N: message" or
    /// "line N, column C: message".
    KnuthFormatError(std::size_t line, std::size_t column, const std::string& message);
    /// The line of the input the error is on, counted from 1.
    [[nodiscard]] std::size_t line() const noexcept { return line_; }
    /// The column where the word at fault starts, from 1; 0 for the whole line.
    [[nodiscard]] std::size_t column() const noexcept { return column_; }
    /// The reason, without the line number.
    [[nodiscard]] const std::string& message() const noexcept { return message_; }
    /// "LINE:" or "LINE:COLUMN:", as the tools prefix a message with it after the
    /// input's name.
    [[nodiscard]] std::string place() const;

private:
    std::size_t line_;
    std::size_t column_;
    std::string message_;
};

/// The longest line read_knuth_format() reads, in bytes: a line of item names for a
/// matrix far larger than the book's (a 64 × 64 Sudoku's 16,384 columns take about
/// 130 kB). A longer line is an error, found without holding the line whole, so that
/// an input without line ends (a device that never ends) cannot fill the memory.
inline constexpr std::size_t knuth_line_limit = std::size_t{1} << 20;

/// The most item entries (the items of all options together) read_knuth_format() reads:
/// four times the 64 × 64 Sudoku's million, about 200 MB held at most. More is an
/// error at the line that passes it, so that an input without end (`yes a`) stops with
/// a message instead of filling the memory.
inline constexpr std::size_t knuth_entry_limit = std::size_t{1} << 22;

/// Reads a problem in Knuth's dlx input format.
///
/// Blank lines and lines whose first non-blank character is `|` are comments. The first
/// other line names the primary items, then optionally `|` and the secondary items.
/// Every later line is one option: the names of its items, in any order. Names are
/// separated by white space and may hold any printable character but `|` and `:`
/// (Knuth's programs also limit them to 8 characters; this reader does not). Options,
/// and each option's items, keep the order of the file, as in Knuth's programs (whose
/// counts depend on it), and options have no names, so reading what
/// write_knuth_format() wrote gives the problem back.
///
/// Rejected, with the line number (and the column of the word at fault): an empty input
/// (no item line), a line longer than knuth_line_limit, options with more than
/// knuth_entry_limit entries in all, an illegal character
/// in an item name, an item declared twice, `|` twice on the item line, an unknown item
/// in an option, an item twice in one option, an option with no primary item (Knuth's
/// dlx1 skips those with a warning; here they are errors, as they can never be part of
/// a cover).
/// @throws KnuthFormatError on bad input.
[[nodiscard]] Problem read_knuth_format(std::istream& in);

/// The closing line of a search as Knuth's dlx programs print it, "Altogether 92
/// solutions, 21375 updates, 1199 nodes" with a newline, and with @p profile, then the
/// nodes of each level ("Profile:", then "  0: 1" for the root, "  1: ..."). dlx1
/// counts the root as a node, so the nodes are one more than @p result's. With @p
/// partial (an interrupted count), the line starts "Interrupted: partial counts: ". The
/// one printer of the book's tools and programs, so that their lines can be compared.
/// With @p cleansings (a search with colours, ColourDlx), the line names them after
/// the updates, as dlx2 does: "... 4 updates, 1 cleansings, 3 nodes". With @p mems,
/// the mems the engine counted follow the solutions, as in Knuth's line (which shows
/// the mems of reading the input too, as "I+M mems"): "... 92 solutions, 274959 mems,
/// 18412 updates, 890 nodes".
[[nodiscard]] std::string knuth_summary(const SearchResult& result,
                                        bool partial = false, bool profile = false,
                                        std::optional<std::uint64_t> cleansings = {},
                                        bool mems = false);

}  // namespace exact_cover
