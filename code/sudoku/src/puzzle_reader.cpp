#include "sudoku/puzzle_reader.hpp"

#include <cctype>
#include <fstream>
#include <stdexcept>

#include "sudoku/constraints.hpp"

namespace sudoku {

namespace {

bool is_blank(const std::string& line) {
    for (char ch : line)
        if (!std::isspace(static_cast<unsigned char>(ch))) return false;
    return true;
}

bool is_comment(const std::string& line) {
    const std::size_t first = line.find_first_not_of(" \t");
    return first != std::string::npos && line[first] == '#';
}

// The line holds two or more whitespace-separated tokens (numeric format), not one
// word.
bool is_numeric_line(const std::string& line) {
    const std::size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos) return false;
    const std::size_t gap = line.find_first_of(" \t", first);
    return gap != std::string::npos &&
           line.find_first_not_of(" \t\r", gap) != std::string::npos;
}

std::string describe(const std::string& token) {
    std::string shown;
    for (char ch : token) {
        const auto byte = static_cast<unsigned char>(ch);
        if (std::isprint(byte)) {
            shown += ch;
        } else {
            const char* hex = "0123456789ABCDEF";
            shown += "\\x";
            shown += hex[byte >> 4];
            shown += hex[byte & 15];
        }
    }
    return "'" + shown + "'";
}

// Splits a line into numbers, remembering where each starts (1-based column).
void tokenize(const std::string& line, std::size_t line_number,
              std::vector<std::size_t>& numbers,
              std::vector<std::pair<std::size_t, std::size_t>>& positions) {
    std::size_t k = 0;
    while (k < line.size()) {
        while (k < line.size() && std::isspace(static_cast<unsigned char>(line[k])))
            ++k;
        if (k == line.size()) break;
        const std::size_t start = k;
        while (k < line.size() && !std::isspace(static_cast<unsigned char>(line[k])))
            ++k;
        const std::string token = line.substr(start, k - start);
        std::size_t value = 0;
        bool digits = token.size() <= 6;
        for (char ch : token) {
            if (!std::isdigit(static_cast<unsigned char>(ch))) digits = false;
            value = value * 10 + static_cast<std::size_t>(ch - '0');
        }
        if (!digits)
            throw ParseError(line_number, start + 1,
                             "expected a number 0-" + std::to_string(max_size) +
                                 ", found " + describe(token));
        numbers.push_back(value);
        positions.emplace_back(line_number, start + 1);
    }
}

std::size_t count_tokens(const std::string& line) {
    std::size_t count = 0;
    bool in_token = false;
    for (char ch : line) {
        const bool space = std::isspace(static_cast<unsigned char>(ch)) != 0;
        if (!space && !in_token) ++count;
        in_token = !space;
    }
    return count;
}

std::size_t square_root(std::size_t k) {
    std::size_t n = 0;
    while ((n + 1) * (n + 1) <= k) ++n;
    return n * n == k ? n : 0;
}

}  // namespace

Grid parse_numbers(const std::vector<std::size_t>& numbers,
                   const std::vector<std::pair<std::size_t, std::size_t>>& positions,
                   std::optional<Shape> box) {
    const auto where = [&](std::size_t k) {
        return k < positions.size() ? positions[k]
                                    : std::pair<std::size_t, std::size_t>{0, 0};
    };
    const std::size_t n = square_root(numbers.size());
    if (n == 0 || n > max_size) {
        const auto [line, column] = where(numbers.empty() ? 0 : numbers.size() - 1);
        throw ParseError(
            line, column,
            "expected N^2 numbers for some N from 1 to " + std::to_string(max_size) +
                " (16, 81, 256, 625, ...), found " + std::to_string(numbers.size()));
    }
    if (box && box->size() != n) {
        const auto [line, column] = where(0);
        throw ParseError(line, column,
                         "expected boxes of " + std::to_string(n) + " cells for " +
                             std::to_string(numbers.size()) + " numbers, found " +
                             to_string(*box));
    }
    const Shape shape = box ? *box : Shape::for_size(n);
    Grid grid(shape);
    std::vector<std::size_t> first_seen(shape.constraint_count(), 0);
    for (std::size_t k = 0; k < numbers.size(); ++k) {
        const auto [line, column] = where(k);
        if (numbers[k] > n)
            throw ParseError(line, column,
                             "expected a value 0-" + std::to_string(n) + ", found " +
                                 std::to_string(numbers[k]));
        if (numbers[k] == 0) continue;
        const Candidate given{k / n, k % n, numbers[k] - 1};
        for (std::size_t col : constraint_columns(shape, given)) {
            if (first_seen[col] != 0) {
                const Constraint house = constraint_at(shape, col);
                const char* kind = house.family == Family::row      ? "row"
                                   : house.family == Family::column ? "column"
                                                                    : "box";
                throw ParseError(
                    line, column,
                    "expected each value at most once in " + std::string(kind) + " " +
                        std::to_string(house.first + 1) + ", found a second " +
                        std::to_string(numbers[k]) + " (the first is number " +
                        std::to_string(first_seen[col]) + ")");
            }
            first_seen[col] = k + 1;
        }
        grid.set(given.r, given.c, numbers[k]);
    }
    return grid;
}

bool PuzzleReader::read_line(std::string& line) {
    if (pending_) {
        line = std::move(*pending_);
        pending_.reset();
        return true;
    }
    if (!std::getline(in_, line)) return false;
    ++line_number_;
    return true;
}

std::optional<PuzzleEntry> PuzzleReader::next() {
    std::string line;
    while (read_line(line)) {
        if (is_blank(line) || is_comment(line)) continue;
        if (is_numeric_line(line)) return read_numeric(std::move(line));
        const std::size_t start = line_number_;
        try {
            return PuzzleEntry{start, PuzzleFormat::line,
                               parse_line(line, box_, start)};
        } catch (const ParseError& e) {
            return PuzzleEntry{start, PuzzleFormat::line, e};
        }
    }
    return std::nullopt;
}

// [start:read_numeric]
PuzzleEntry PuzzleReader::read_numeric(std::string first) {
    const std::size_t start = line_number_;
    std::vector<std::size_t> numbers;
    std::vector<std::pair<std::size_t, std::size_t>> positions;
    try {
        const std::size_t k = count_tokens(first);
        tokenize(first, start, numbers, positions);
        // k numbers on a line: a whole puzzle, unless the next line holds k numbers as
        // well and k is a possible size, and then the grid is k lines of k numbers.
        std::string line;
        if (k > 1 && k <= max_size && read_line(line)) {
            if (!is_blank(line) && !is_comment(line) && count_tokens(line) == k) {
                tokenize(line, line_number_, numbers, positions);
                while (numbers.size() < k * k && read_line(line) && !is_blank(line)) {
                    if (is_comment(line)) continue;
                    tokenize(line, line_number_, numbers, positions);
                }
            } else {
                pending_ = std::move(line);
            }
        }
        return PuzzleEntry{start, PuzzleFormat::numeric,
                           parse_numbers(numbers, positions, box_)};
    } catch (const ParseError& e) {
        return PuzzleEntry{start, PuzzleFormat::numeric, e};
    }
}
// [end:read_numeric]

std::string format_puzzle(const Grid& grid, PuzzleFormat format) {
    if (format == PuzzleFormat::line) return format_line(grid);
    std::string text;
    for (std::uint8_t value : grid.cells()) {
        if (!text.empty()) text += ' ';
        text += std::to_string(value);
    }
    return text;
}

std::vector<Grid> read_all_puzzles(std::istream& in, std::optional<Shape> box) {
    PuzzleReader reader(in, box);
    std::vector<Grid> grids;
    while (auto entry = reader.next()) {
        if (!entry->ok()) throw entry->error();
        grids.push_back(entry->grid());
    }
    return grids;
}

std::vector<Grid> read_puzzle_file(const std::string& path, std::optional<Shape> box) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open puzzle file '" + path + "'");
    return read_all_puzzles(in, box);
}

}  // namespace sudoku
