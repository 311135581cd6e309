// Chapter 2: candidates and the row index.
//
// Prints the row index of every candidate of a 4 x 4 grid as an odometer (one line per
// cell, the value wheel turning fastest), takes a few indices apart again by division
// and remainder, and checks the 1-based form used for 9 x 9 grids.
#include <cstddef>
#include <iomanip>
#include <iostream>

#include "sudoku/candidate.hpp"
#include "sudoku/row_index.hpp"
#include "sudoku/shape.hpp"

namespace {

using sudoku::Candidate;
using sudoku::Shape;

// [start:print_odometer]
// One line per cell (r, c); its N candidates take N consecutive indices.
void print_odometer(const Shape& shape) {
    const std::size_t n = shape.size();
    std::cout << " r c |";
    for (std::size_t v = 0; v < n; ++v) std::cout << "  v=" << v;
    std::cout << "\n-----+" << std::string(5 * n, '-') << '\n';
    for (std::size_t r = 0; r < n; ++r)
        for (std::size_t c = 0; c < n; ++c) {
            std::cout << ' ' << r << ' ' << c << " |";
            for (std::size_t v = 0; v < n; ++v)
                std::cout << std::setw(5) << sudoku::row_index(shape, {r, c, v});
            std::cout << '\n';
        }
}
// [end:print_odometer]

// [start:print_inverse]
// The inverse, step by step: the remainder is the last wheel, the quotient the rest.
void print_inverse(const Shape& shape, std::initializer_list<std::size_t> indices) {
    const std::size_t n = shape.size();
    std::cout << "index  v = i % N  cell = i / N  c = cell % N  r = cell / N  name\n";
    for (std::size_t index : indices) {
        const std::size_t cell = index / n;
        const Candidate back = sudoku::candidate_at(shape, index);
        std::cout << std::setw(5) << index << std::setw(10) << index % n
                  << std::setw(14) << cell << std::setw(14) << cell % n << std::setw(14)
                  << cell / n << "  " << sudoku::candidate_name(back)
                  << (sudoku::row_index(shape, back) == index ? "" : "  MISMATCH")
                  << '\n';
    }
}
// [end:print_inverse]

}  // namespace

int main() {
    // [start:main]
    const Shape four = Shape::for_size(4);
    std::cout << "Row index of a 4x4 grid (boxes " << to_string(four)
              << "): index = (r*N + c)*N + v, all counted from 0\n\n";
    print_odometer(four);

    std::cout << "\nBack from the index, by division and remainder:\n\n";
    print_inverse(four, {0, 1, 4, 15, 16, 27, 63});

    const Shape nine;
    std::cout << "\nFor 9x9, counting from 1: (r-1)*81 + (c-1)*9 + n = index + 1\n\n";
    std::size_t checked = 0;
    for (std::size_t r = 1; r <= 9; ++r)
        for (std::size_t c = 1; c <= 9; ++c)
            for (std::size_t v = 1; v <= 9; ++v)
                checked += (r - 1) * 81 + (c - 1) * 9 + v ==
                           sudoku::row_index(nine, {r - 1, c - 1, v - 1}) + 1;
    for (std::size_t index : {0, 8, 9, 81, 346, 728}) {
        const Candidate candidate = sudoku::candidate_at(nine, index);
        std::cout << "  " << std::setw(6) << sudoku::candidate_name(candidate)
                  << "  is row " << std::setw(3) << index + 1
                  << " counting from 1, index " << index << '\n';
    }
    std::cout << "  the formula holds for " << checked << " of the 729 candidates\n";
    // [end:main]
}
