#include "sudoku/puzzle_reader.hpp"

#include <cctype>
#include <fstream>
#include <stdexcept>

#include "exact_cover/shown_text.hpp"
#include "sudoku/constraints.hpp"

namespace sudoku {

namespace {

bool is_blank(const std::string& line) {
    for (char ch : line)
        if (!std::isspace(static_cast<unsigned char>(ch))) return false;
    return true;
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

// A token as a message shows it: short, and without raw control bytes.
std::string describe(const std::string& token) {
    return "'" + exact_cover::shown_text(token, 20) + "'";
}

// Cuts the spaces, tabs and carriage returns off the end of @p line (its comment,
// if it had one, was never read into it: PuzzleReader::read_line).
void strip(std::string& line) {
    const std::size_t last = line.find_last_not_of(" \t\r");
    line.resize(last == std::string::npos ? 0 : last + 1);
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

}  // namespace

Grid parse_numbers(const std::vector<std::size_t>& numbers,
                   const std::vector<std::pair<std::size_t, std::size_t>>& positions,
                   std::optional<Shape> box) {
    const auto where = [&](std::size_t k) {
        return k < positions.size() ? positions[k]
                                    : std::pair<std::size_t, std::size_t>{0, 0};
    };
    const std::size_t n = size_for_cells(numbers.size());
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
    if (too_long_) return false;  // after a line without end, nothing more is read
    line.clear();
    std::streambuf* buffer = in_.rdbuf();
    bool comment = false;  // past a `#` that starts a comment
    bool any = false;      // a byte was read: a line, even if all comment
    for (int c = buffer->sbumpc();; c = buffer->sbumpc()) {
        if (c == std::char_traits<char>::eof()) {
            in_.setstate(std::ios::eofbit);
            if (!any) return false;
            break;
        }
        any = true;
        if (c == '\n') break;
        if (comment) continue;  // a comment of any length is read past, never held
        // a `#` at the line's start (after a byte-order mark on the first line), or
        // after a space or tab, starts a comment
        if (c == '#' && (line.empty() || line.back() == ' ' || line.back() == '\t' ||
                         (line_number_ == 0 && line == "\xEF\xBB\xBF"))) {
            comment = true;
            continue;
        }
        if (line.size() == puzzle_line_limit) {
            too_long_ = true;
            break;
        }
        line += static_cast<char>(c);
    }
    ++line_number_;
    // a byte-order mark at the start of the input, as some editors write
    if (line_number_ == 1 && line.rfind("\xEF\xBB\xBF", 0) == 0) line.erase(0, 3);
    return true;
}

std::optional<PuzzleEntry> PuzzleReader::next() {
    std::string line;
    while (read_line(line)) {
        if (too_long_)
            return PuzzleEntry{line_number_, PuzzleFormat::line,
                               ParseError(line_number_, puzzle_line_limit + 1,
                                          "the line is longer than " +
                                              std::to_string(puzzle_line_limit) +
                                              " bytes, longer than any puzzle: the "
                                              "input is read no further")};
        strip(line);  // "puzzle  # comment" was read as "puzzle  "
        if (is_blank(line)) continue;
        if (is_numeric_line(line)) return read_numeric(std::move(line));
        const std::size_t start = line_number_;
        // spaces before the puzzle: columns still count from the line's start
        const std::size_t shift = line.find_first_not_of(" \t");
        line.erase(0, shift);
        try {
            return PuzzleEntry{start, PuzzleFormat::line,
                               parse_line(line, box_, start)};
        } catch (const ParseError& e) {
            return PuzzleEntry{start, PuzzleFormat::line,
                               ParseError(e.line(), e.column() + shift, e.message())};
        }
    }
    return std::nullopt;
}

// How many rows a numeric record that starts with a line of k numbers has: 1 when the
// line is a whole puzzle, n when it is the first row of an n × n grid. Decided from
// this line alone, so no record can run into the next one.
std::size_t PuzzleReader::numeric_rows(std::size_t k) const {
    if (box_)
        return k == box_->size() && k > 1 ? k : 1;  // N known: N rows, or one line
    const std::size_t n = size_for_cells(k);
    // k = n² is one line when an n × n grid has real boxes (n = 4, 6, 8, 9, 10, 12,
    // ...)
    if (n >= 2 && n <= max_size && Shape::for_size(n).box_rows() >= 2) return 1;
    return k <= max_size ? k : 1;  // else the first of k rows (4, 9, 25, 49, ...)
}

// [start:read_numeric]
PuzzleEntry PuzzleReader::read_numeric(std::string first) {
    const std::size_t start = line_number_;
    const std::size_t k = count_tokens(first);
    const std::size_t rows = numeric_rows(k);
    // The record's lines: the first, then rows - 1 more of k numbers each. Blank and
    // comment lines are skipped here as between records (a grid may set its bands
    // apart); a line of another length ends the grid and starts the next record.
    std::vector<std::pair<std::string, std::size_t>> lines{{first, start}};
    std::string line;
    while (lines.size() < rows && read_line(line)) {
        std::string row = line;
        strip(row);
        if (is_blank(row)) continue;
        if (count_tokens(row) != k) {
            pending_ = std::move(line);
            break;
        }
        lines.emplace_back(std::move(row), line_number_);
    }
    try {
        if (lines.size() < rows)
            throw ParseError(start, 1,
                             "expected " + std::to_string(rows) + " rows of " +
                                 std::to_string(k) + " numbers, found " +
                                 std::to_string(lines.size()));
        if (box_ && rows == 1 && k != box_->size() * box_->size())
            throw ParseError(start, 1,
                             "expected " + std::to_string(box_->size()) + " or " +
                                 std::to_string(box_->size() * box_->size()) +
                                 " numbers for " + to_string(*box_) + " boxes, found " +
                                 std::to_string(k));
        std::vector<std::size_t> numbers;
        std::vector<std::pair<std::size_t, std::size_t>> positions;
        for (const auto& [text, number] : lines)
            tokenize(text, number, numbers, positions);
        return PuzzleEntry{start, PuzzleFormat::numeric,
                           parse_numbers(numbers, positions, box_)};
    } catch (const ParseError& e) {
        return PuzzleEntry{start, PuzzleFormat::numeric, hint(e, k, rows)};
    }
}
// [end:read_numeric]

// A value too large on a line of k = n² numbers read as one n × n puzzle, where k is
// also a possible size: the reader may have meant a k × k grid on k lines.
ParseError PuzzleReader::hint(const ParseError& e, std::size_t k,
                              std::size_t rows) const {
    const std::string& m = e.message();
    if (box_ || rows != 1 || k > max_size || m.rfind("expected a value", 0) != 0 ||
        std::stoul(m.substr(m.rfind(' ') + 1)) > k)  // too large for a k × k grid too
        return e;
    return ParseError(e.line(), e.column(),
                      e.message() + " (a line of " + std::to_string(k) +
                          " numbers is one puzzle; for a " + std::to_string(k) + "x" +
                          std::to_string(k) + " grid on " + std::to_string(k) +
                          " lines, give --box=" + to_string(Shape::for_size(k)) + ")");
}

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
