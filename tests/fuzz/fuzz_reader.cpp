// libFuzzer target: sudoku::PuzzleReader on any bytes, as `sudoku solve` reads a file:
// every entry is a grid or a ParseError with a position; nothing else may escape. The
// first byte chooses a --box override, to reach the shape checks too. Every puzzle read
// must write back, in numbers and in symbols, and read again as the same grid alone
// (the round trip of `sudoku generate` and `sudoku solve`), and no input may give more
// records than it has lines: one record never splits into several, nor runs into
// another.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>

#include "sudoku/line_format.hpp"
#include "sudoku/puzzle_reader.hpp"

namespace {

// @p grid written in @p format and read back with its own box shape: the same grid.
void round_trip(const sudoku::Grid& grid, sudoku::PuzzleFormat format) {
    std::istringstream in(sudoku::format_puzzle(grid, format) + "\n");
    sudoku::PuzzleReader reader(in, grid.shape());
    const auto again = reader.next();
    if (!again || !again->ok() || !(again->grid() == grid) || reader.next())
        throw std::logic_error("a puzzle read does not read back the same");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    std::optional<sudoku::Shape> box;
    if (data[0] % 4 == 1) box = sudoku::Shape(2, 3);
    if (data[0] % 4 == 2) box = sudoku::Shape(3, 2);
    const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    std::size_t lines = 1;
    for (char ch : text) lines += ch == '\n' ? 1 : 0;
    std::istringstream in(text);
    sudoku::PuzzleReader reader(in, box);
    std::size_t entries = 0;
    while (auto entry = reader.next()) {
        if (!entry->ok() &&
            (entry->error().line() == 0 || entry->error().column() == 0))
            throw std::logic_error("an error without a position");
        if (++entries > lines)
            throw std::logic_error("more records than lines: a record split or a loop");
        if (entry->ok()) {
            round_trip(entry->grid(), sudoku::PuzzleFormat::numeric);
            if (entry->grid().shape().size() <= sudoku::max_line_size)
                round_trip(entry->grid(), sudoku::PuzzleFormat::line);
        }
    }
    return 0;
}
