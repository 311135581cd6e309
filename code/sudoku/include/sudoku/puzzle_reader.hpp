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
    /// N² whitespace-separated numbers, `0` blank, on one line or N lines of N
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
/// - the *numeric format*: N² whitespace-separated numbers, 0 for a blank, either
///   on one line or as N lines of N numbers; a puzzle in it ends after N² numbers or at
///   a blank line. A line of k numbers is a whole puzzle (N² = k) unless k ≤ max_size
///   and the next line also holds k numbers, in which case the grid is k lines of k. So
///   small puzzles (N ≤ 8) written one per line must be separated by blank lines.
///
/// Blank lines and lines starting with `#` are skipped. Boxes are Shape::for_size(N)
/// unless a box shape is given.
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

    std::istream& in_;
    std::optional<Shape> box_;
    std::size_t line_number_ = 0;
    std::optional<std::string> pending_;  // a line read ahead and not yet used
};

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
