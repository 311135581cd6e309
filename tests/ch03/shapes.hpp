// Test helper for chapter 3: every box shape up to a size.
#pragma once

#include <vector>

#include "sudoku/shape.hpp"

namespace ch03_tests {

// Every shape R x C with N = R·C at most max_n, 1x1 included.
inline std::vector<sudoku::Shape> shapes_up_to(std::size_t max_n) {
    std::vector<sudoku::Shape> shapes;
    for (std::size_t r = 1; r <= max_n; ++r)
        for (std::size_t c = 1; r * c <= max_n; ++c) shapes.emplace_back(r, c);
    return shapes;
}

}  // namespace ch03_tests
