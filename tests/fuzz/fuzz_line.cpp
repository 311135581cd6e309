// libFuzzer target: sudoku::parse_line on any bytes. A ParseError is the right answer
// to bad input; anything else (a crash, another exception, a sanitizer report) is a
// bug. A line that parses must format back to an equivalent line.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "sudoku/line_format.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string line(reinterpret_cast<const char*>(data), size);
    try {
        const sudoku::Grid grid = sudoku::parse_line(line);
        if (!(sudoku::parse_line(sudoku::format_line(grid)) == grid))
            throw std::logic_error("round trip");
    } catch (const sudoku::ParseError&) {}
    return 0;
}
