#include "exact_cover/problems/pentominoes.hpp"

#include <algorithm>
#include <stdexcept>

namespace exact_cover {

namespace {

// A piece drawn as rows of text, '#' for a square.
Polyomino piece(std::string name, std::initializer_list<const char*> rows) {
    Polyomino p{std::move(name), {}};
    int r = 0;
    for (const char* row : rows) {
        for (int c = 0; row[c] != '\0'; ++c)
            if (row[c] == '#') p.cells.push_back({r, c});
        ++r;
    }
    return p;
}

std::vector<Cell> normalized(std::vector<Cell> cells) {
    int top = cells.front().row, left = cells.front().column;
    for (const Cell& cell : cells) {
        top = std::min(top, cell.row);
        left = std::min(left, cell.column);
    }
    for (Cell& cell : cells) cell = {cell.row - top, cell.column - left};
    std::sort(cells.begin(), cells.end());
    return cells;
}

}  // namespace

// [start:pentominoes]
std::vector<Polyomino> pentominoes() {
    return {
        piece("F", {".##", "##.", ".#."}), piece("I", {"#####"}),
        piece("L", {"####", "#..."}),      piece("N", {"###.", "..##"}),
        piece("P", {"###", "##."}),        piece("T", {"###", ".#.", ".#."}),
        piece("U", {"#.#", "###"}),        piece("V", {"#..", "#..", "###"}),
        piece("W", {"#..", "##.", ".##"}), piece("X", {".#.", "###", ".#."}),
        piece("Y", {"####", ".#.."}),      piece("Z", {"##.", ".#.", ".##"}),
    };
}
// [end:pentominoes]

// [start:orientations]
std::vector<std::vector<Cell>> orientations(const std::vector<Cell>& cells) {
    if (cells.empty()) throw std::invalid_argument("a piece has no cells");
    std::vector<std::vector<Cell>> result;
    std::vector<Cell> shape = cells;
    for (int reflection = 0; reflection < 2; ++reflection) {
        for (int rotation = 0; rotation < 4; ++rotation) {
            std::vector<Cell> image = normalized(shape);
            if (std::find(result.begin(), result.end(), image) == result.end())
                result.push_back(image);
            for (Cell& cell : shape) cell = {cell.column, -cell.row};  // a quarter turn
        }
        for (Cell& cell : shape) cell = {cell.row, -cell.column};  // a mirror image
    }
    return result;
}
// [end:orientations]

// [start:tiling_problem]
Problem tiling_problem(const std::vector<Polyomino>& pieces, int width, int height) {
    if (width <= 0 || height <= 0)
        throw std::invalid_argument("a rectangle needs a positive width and height");
    std::vector<std::string> items;
    for (const Polyomino& p : pieces) items.push_back(p.name);
    for (int r = 0; r < height; ++r)
        for (int c = 0; c < width; ++c)
            items.push_back("r" + std::to_string(r) + "c" + std::to_string(c));
    Problem problem(std::move(items));
    const auto cell_item = [&](int r, int c) {
        return pieces.size() + static_cast<Item>(r * width + c);
    };
    for (Item k = 0; k < pieces.size(); ++k) {
        for (const std::vector<Cell>& shape : orientations(pieces[k].cells)) {
            int rows = 0, columns = 0;
            for (const Cell& cell : shape) {
                rows = std::max(rows, cell.row + 1);
                columns = std::max(columns, cell.column + 1);
            }
            for (int r = 0; r + rows <= height; ++r)
                for (int c = 0; c + columns <= width; ++c) {
                    std::vector<Item> option{k};
                    for (const Cell& cell : shape)
                        option.push_back(cell_item(r + cell.row, c + cell.column));
                    problem.add_option(std::move(option));
                }
        }
    }
    return problem;
}
// [end:tiling_problem]

Problem pentomino_problem(int width, int height) {
    return tiling_problem(pentominoes(), width, height);
}

}  // namespace exact_cover
