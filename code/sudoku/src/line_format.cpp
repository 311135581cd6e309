#include "sudoku/line_format.hpp"

#include "exact_cover/shown_text.hpp"

#include <vector>

#include "sudoku/constraints.hpp"

namespace sudoku {

ParseError::ParseError(std::size_t line, std::size_t column, const std::string& message)
    : std::runtime_error("line " + std::to_string(line) + ", column " +
                         std::to_string(column) + ": " + message),
      line_(line),
      column_(column),
      message_(message) {}

char symbol_of(std::size_t value) {
    if (value == 0) return '.';
    if (value <= 9) return static_cast<char>('0' + value);
    if (value <= max_line_size) return static_cast<char>('A' + (value - 10));
    throw std::out_of_range("value " + std::to_string(value) +
                            " has no symbol in the line format (at most " +
                            std::to_string(max_line_size) + ")");
}

std::optional<std::size_t> value_of(char symbol) {
    if (symbol == '.' || symbol == '0') return 0;
    if (symbol >= '1' && symbol <= '9') return static_cast<std::size_t>(symbol - '0');
    if (symbol >= 'A' && symbol <= 'Z')
        return static_cast<std::size_t>(symbol - 'A') + 10;
    return std::nullopt;
}

namespace {

// What a symbol for size n may be, in words: "'.', '0' or a digit 1-9", "... or a
// letter A-G".
std::string expected_symbols(std::size_t n) {
    std::string text = "'.', '0' or ";
    if (n <= 9)
        return text +
               (n == 1 ? "the digit 1" : "a digit 1-" + std::string(1, symbol_of(n)));
    text += "a digit 1-9";
    return text + (n == 10 ? " or the letter A"
                           : " or a letter A-" + std::string(1, symbol_of(n)));
}

const char* house_name(Family family) {
    switch (family) {
        case Family::row:
            return "row";
        case Family::column:
            return "column";
        case Family::box:
            return "box";
        case Family::cell:
            break;
    }
    return "cell";
}

}  // namespace

// [start:parse_line]
Grid parse_line(std::string_view text, std::optional<Shape> box,
                std::size_t line_number) {
    while (!text.empty() &&
           (text.back() == ' ' || text.back() == '\t' || text.back() == '\r'))
        text.remove_suffix(1);
    const std::size_t n = size_for_cells(text.size());
    if (n == 0 || n > max_line_size) {
        // A character that is a symbol at no size is named where it stands: it may be
        // what made the length wrong.
        for (std::size_t k = 0; k < text.size(); ++k)
            if (!value_of(text[k]))
                throw ParseError(line_number, k + 1,
                                 "expected " + expected_symbols(max_line_size) +
                                     ", found '" +
                                     exact_cover::shown_text(text.substr(
                                         k, exact_cover::character_length(text, k))) +
                                     "'");
        throw ParseError(line_number, text.size() + 1,
                         "expected N^2 symbols for some N from 1 to " +
                             std::to_string(max_line_size) +
                             " (16, 81, 256, ...), found " +
                             std::to_string(text.size()));
    }
    if (box && box->size() != n)
        throw ParseError(line_number, 1,
                         "expected boxes of " + std::to_string(n) +
                             " cells for a line of " + std::to_string(text.size()) +
                             " symbols, found " + to_string(*box));
    const Shape shape = box ? *box : Shape::for_size(n);
    Grid grid(shape);
    // first_seen[column]: 1 + the position of the given that satisfied the constraint,
    // or 0.
    std::vector<std::size_t> first_seen(shape.constraint_count(), 0);
    for (std::size_t k = 0; k < text.size(); ++k) {
        const std::optional<std::size_t> value = value_of(text[k]);
        if (!value || *value > n)
            throw ParseError(line_number, k + 1,
                             "expected " + expected_symbols(n) + ", found '" +
                                 exact_cover::shown_text(text.substr(
                                     k, exact_cover::character_length(text, k))) +
                                 "'");
        if (*value == 0) continue;
        const Candidate given{k / n, k % n, *value - 1};
        for (std::size_t column : constraint_columns(shape, given)) {
            if (first_seen[column] != 0) {
                const Constraint house = constraint_at(shape, column);
                throw ParseError(line_number, k + 1,
                                 "expected each value at most once in " +
                                     std::string(house_name(house.family)) + " " +
                                     std::to_string(house.first + 1) +
                                     ", found a second " + text[k] +
                                     " (the first is character " +
                                     std::to_string(first_seen[column]) + ")");
            }
            first_seen[column] = k + 1;
        }
        grid.set(given.r, given.c, *value);
    }
    return grid;
}
// [end:parse_line]

std::string format_line(const Grid& grid) {
    if (grid.shape().size() > max_line_size)
        throw std::out_of_range("the line format writes N up to " +
                                std::to_string(max_line_size) + ", not " +
                                std::to_string(grid.shape().size()));
    std::string line;
    line.reserve(grid.cells().size());
    for (std::uint8_t value : grid.cells()) line += symbol_of(value);
    return line;
}

}  // namespace sudoku
