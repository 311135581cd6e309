/// @file
/// The one-line puzzle format: N² symbols, '.' or `0` for a blank (chapter 3; more
/// formats in chapter 7).
#pragma once

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "sudoku/grid.hpp"
#include "sudoku/shape.hpp"

namespace sudoku {

/// The largest N the line format can write: the symbols `1`–`9` and `A`–`Z` stand for
/// 35 values.
inline constexpr std::size_t max_line_size = 35;

/// Bad input, with where it was found and what was expected.
///
/// `what()` reads `line 3, column 17: expected ...`; the parts are also kept apart so a
/// tool can report them its own way.
class ParseError : public std::runtime_error {
public:
    /// An error at @p line, @p column (both from 1) described by @p message.
    ParseError(std::size_t line, std::size_t column, const std::string& message);

    /// The line of the input, counted from 1.
    [[nodiscard]] std::size_t line() const noexcept { return line_; }
    /// The column (character) of the line, counted from 1.
    [[nodiscard]] std::size_t column() const noexcept { return column_; }
    /// What is wrong and what was expected, without the position.
    [[nodiscard]] const std::string& message() const noexcept { return message_; }

private:
    std::size_t line_;
    std::size_t column_;
    std::string message_;
};

/// The symbol of @p value: '.' for 0, `1`–`9`, then `A` for 10 up to `Z` for 35.
/// @throws std::out_of_range if @p value exceeds max_line_size.
[[nodiscard]] char symbol_of(std::size_t value);

/// The value of @p symbol, the inverse of symbol_of() (`0` and '.' are both blanks, 0);
/// nothing for any other character.
[[nodiscard]] std::optional<std::size_t> value_of(char symbol);

/// Reads one puzzle written as N² symbols on one line.
///
/// N is the square root of the length (trailing spaces and a carriage return are
/// ignored), and the boxes are Shape::for_size(N) unless @p box says otherwise. @p
/// line_number is only used in error reports.
/// @throws ParseError naming the column and what was expected when the length is not a
///         square, a symbol is unknown or too large for N, a given repeats a value in
///         its row, column or box, or @p box does not have N cells.
[[nodiscard]] Grid parse_line(std::string_view text,
                              std::optional<Shape> box = std::nullopt,
                              std::size_t line_number = 1);

/// The grid written as one line of N² symbols, '.' for a blank: the inverse of
/// parse_line().
/// @throws std::out_of_range if N exceeds max_line_size.
[[nodiscard]] std::string format_line(const Grid& grid);

}  // namespace sudoku
