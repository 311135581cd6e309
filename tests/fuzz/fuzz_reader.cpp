// libFuzzer target: sudoku::PuzzleReader on any bytes, as `sudoku solve` reads a file:
// every entry is a grid or a ParseError with a position; nothing else may escape. The
// first byte chooses a --box override, to reach the shape checks too.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>

#include "sudoku/puzzle_reader.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    std::optional<sudoku::Shape> box;
    if (data[0] % 4 == 1) box = sudoku::Shape(2, 3);
    if (data[0] % 4 == 2) box = sudoku::Shape(3, 2);
    std::istringstream in(
        std::string(reinterpret_cast<const char*>(data) + 1, size - 1));
    sudoku::PuzzleReader reader(in, box);
    std::size_t entries = 0;
    while (auto entry = reader.next()) {
        if (!entry->ok() &&
            (entry->error().line() == 0 || entry->error().column() == 0))
            throw std::logic_error("an error without a position");
        if (++entries > size + 1)
            throw std::logic_error("more puzzles than bytes: a loop");
    }
    return 0;
}
