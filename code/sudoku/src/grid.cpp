#include "sudoku/grid.hpp"

#include <stdexcept>
#include <string>

namespace sudoku {

Grid::Grid(const Shape& shape, std::vector<std::uint8_t> cells)
    : shape_(shape), cells_(std::move(cells)) {
    if (cells_.size() != shape_.cell_count())
        throw std::invalid_argument("a grid of shape " + to_string(shape_) + " has " +
                                    std::to_string(shape_.cell_count()) +
                                    " cells, not " + std::to_string(cells_.size()));
    for (std::size_t k = 0; k < cells_.size(); ++k)
        if (cells_[k] > shape_.size())
            throw std::invalid_argument("cell " + std::to_string(k) + " holds " +
                                        std::to_string(cells_[k]) +
                                        ", expected 0 (blank) or a value 1 .. " +
                                        std::to_string(shape_.size()));
}

void Grid::set(std::size_t r, std::size_t c, std::size_t value) {
    const std::size_t n = shape_.size();
    if (r >= n || c >= n)
        throw std::out_of_range("cell (" + std::to_string(r) + ", " +
                                std::to_string(c) + ") is outside a " +
                                std::to_string(n) + "x" + std::to_string(n) + " grid");
    if (value > n)
        throw std::out_of_range("value " + std::to_string(value) + " is not in 0 .. " +
                                std::to_string(n));
    cells_[r * n + c] = static_cast<std::uint8_t>(value);
}

std::vector<Candidate> Grid::givens() const {
    const std::size_t n = shape_.size();
    std::vector<Candidate> result;
    for (std::size_t k = 0; k < cells_.size(); ++k)
        if (cells_[k] != 0)
            result.push_back({k / n, k % n, std::size_t{cells_[k]} - 1});
    return result;
}

}  // namespace sudoku
