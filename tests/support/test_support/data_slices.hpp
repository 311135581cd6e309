// The committed puzzle files (data/sudoku/) as the suites read them, in one place: the
// path, the first puzzles of a file, and the 9 x 9 slices that the solver suites run.
#pragma once

#include <cstddef>
#include <limits>
#include <string>
#include <vector>

#include "sudoku/grid.hpp"
#include "sudoku/puzzle_reader.hpp"

namespace test_support {

// The path of data/sudoku/NAME in the source tree (BOOK_SOURCE_DIR, set by the build).
inline std::string sudoku_data(const std::string& name) {
    return std::string(BOOK_SOURCE_DIR) + "/data/sudoku/" + name;
}

// The first @p count puzzles of data/sudoku/NAME (every puzzle by default).
inline std::vector<sudoku::Grid> sudoku_slice(
    const std::string& name,
    std::size_t count = std::numeric_limits<std::size_t>::max()) {
    std::vector<sudoku::Grid> grids = sudoku::read_puzzle_file(sudoku_data(name));
    if (grids.size() > count)
        grids.erase(grids.begin() + static_cast<std::ptrdiff_t>(count), grids.end());
    return grids;
}

// The five 9 x 9 slices.
inline const std::vector<std::string> nine_by_nine_slices = {
    "puzzles2_17_clue.first100.txt", "puzzles3_magictour_top1465.first100.txt",
    "puzzles5_forum_hardest_1905_11+.first100.txt",
    "puzzles6_forum_hardest_1106.first100.txt", "puzzles7_serg_benchmark.first100.txt"};

}  // namespace test_support
