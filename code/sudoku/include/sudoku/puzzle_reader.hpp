/// @file
/// Reading a file of puzzles, one after another, in the line or the numeric format
/// (chapters 4 to 8 read the data sets with it; chapter 7 explains the formats).
#pragma once

#include <cstddef>
#include <istream>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "sudoku/grid.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/shape.hpp"

namespace sudoku {

/// How a puzzle was written, so an answer can be written the same way.
enum class PuzzleFormat {
    line,  ///< N² symbols on one line: '.' or `0` blank, `1`-`9`, then `A`-`Z`
    /// N² whitespace-separated numbers, `0` blank, on one line or N lines of N (see
    /// PuzzleReader for how a record is told apart)
    numeric,
};

/// One puzzle read from a file, or the reason it was rejected, with the line it started
/// on.
struct PuzzleEntry {
    /// The line the puzzle starts on, counted from 1.
    std::size_t line = 0;
    PuzzleFormat format = PuzzleFormat::line;  ///< The format it was written in.
    std::variant<Grid, ParseError> content;  ///< The grid, or what was wrong and where.

    /// True when the puzzle was read.
    [[nodiscard]] bool ok() const noexcept {
        return std::holds_alternative<Grid>(content);
    }
    /// The grid; only when ok().
    [[nodiscard]] const Grid& grid() const { return std::get<Grid>(content); }
    /// The error; only when not ok().
    [[nodiscard]] const ParseError& error() const {
        return std::get<ParseError>(content);
    }
};

/// Reads puzzles from a stream, one at a time, so one bad puzzle does not stop the
/// rest.
///
/// Two formats, told apart line by line:
/// - the *line format*: N² symbols on one line (parse_line());
/// - the *numeric format*: whitespace-separated numbers, 0 for a blank, either N² on
///   one line or N lines of N. Each record is decided by its first line alone, so that
///   no puzzle can run into the next: with a box shape, N is known, and a line of N²
///   numbers is a puzzle, a line of N the first of N rows. Without one, a line of
///   k = n² numbers is a whole puzzle when an n × n grid has boxes of two rows or more
///   (n = 4, 6, 8, 9, 10, 12, ...), and otherwise (k = 4, 9, 25, 49, or not a square)
///   the first row of a k × k grid. A grid takes exactly k rows of k numbers; a line
///   that does not fit ends it as an error and starts the next record. So 9 lines of 9
///   numbers are a 9 × 9 grid, a line of 16 numbers a 4 × 4 puzzle, and a 16 × 16 grid
///   on 16 lines needs the box shape 4x4.
///
/// Blank lines and lines starting with `#` are skipped, as is a comment after a `#`
/// that follows a space, a byte-order mark at the start, and spaces around a puzzle.
/// A comment is read past as it comes, never held, so it may have any length.
/// Boxes are Shape::for_size(N) unless a box shape is given.
///
/// A line longer than puzzle_line_limit bytes before its comment holds no puzzle: it
/// is an error, found
/// without holding the line whole, and the reading stops there, since an input whose
/// lines do not end (a device that never ends) has nothing more to read.
class PuzzleReader {
public:
    /// A reader of @p in; @p box, when given, fixes the box shape of every puzzle.
    explicit PuzzleReader(std::istream& in, std::optional<Shape> box = std::nullopt)
        : in_(in), box_(box) {}

    /// The next puzzle or error, or nothing at the end of the input.
    std::optional<PuzzleEntry> next();

private:
    bool read_line(std::string& line);
    PuzzleEntry read_numeric(std::string first);
    [[nodiscard]] std::size_t numeric_rows(std::size_t k) const;
    [[nodiscard]] ParseError hint(const ParseError& e, std::size_t k,
                                  std::size_t rows) const;

    std::istream& in_;
    std::optional<Shape> box_;
    std::size_t line_number_ = 0;
    std::optional<std::string> pending_;  // a line read ahead and not yet used
    bool too_long_ = false;  // the last line read passed puzzle_line_limit: stop
};

/// The longest line PuzzleReader reads, in bytes: four times the longest puzzle line of
/// the largest shape (a 64 × 64 grid as 4,096 numbers of up to two digits, 12,287
/// bytes), room for any spacing.
inline constexpr std::size_t puzzle_line_limit = std::size_t{1} << 16;

/// @p grid written in @p format on one line: format_line() for the line format (which
/// needs N ≤ max_line_size), N² numbers separated by spaces for the numeric format.
[[nodiscard]] std::string format_puzzle(const Grid& grid, PuzzleFormat format);

/// Every puzzle of @p in, stopping at the first bad one.
/// @throws ParseError for the first puzzle that cannot be read.
[[nodiscard]] std::vector<Grid> read_all_puzzles(
    std::istream& in, std::optional<Shape> box = std::nullopt);

/// Every puzzle of the file at @p path (see read_all_puzzles()).
/// @throws std::runtime_error if the file cannot be opened; ParseError as
/// read_all_puzzles().
[[nodiscard]] std::vector<Grid> read_puzzle_file(
    const std::string& path, std::optional<Shape> box = std::nullopt);

/// Reads a puzzle written as N² numbers (0 for a blank), the numeric format.
/// @p columns gives, for each number, the (line, column) where it starts, for error
/// reports.
/// @throws ParseError when the count is not a square, a number exceeds N, or a value
///         repeats in a house.
[[nodiscard]] Grid parse_numbers(
    const std::vector<std::size_t>& numbers,
    const std::vector<std::pair<std::size_t, std::size_t>>& positions,
    std::optional<Shape> box = std::nullopt);

}  // namespace sudoku
