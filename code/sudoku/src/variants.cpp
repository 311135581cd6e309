#include "sudoku/variants.hpp"

#include <stdexcept>
#include <string>
#include <utility>

#include "sudoku/candidate.hpp"
#include "sudoku/constraints.hpp"
#include "sudoku/row_index.hpp"

namespace sudoku {

namespace {

// The names of the cell, row and column families (chapter 3), then whatever comes
// after.
std::vector<std::string> first_three_families(const Shape& shape) {
    std::vector<std::string> names;
    for (std::size_t column = 0; column < 3 * shape.cell_count(); ++column)
        names.push_back(column_name(shape, column));
    return names;
}

std::string value_item(const std::string& prefix, std::size_t house,
                       std::size_t value) {
    return prefix + std::to_string(house) + "v" + std::to_string(value + 1);
}

}  // namespace

// [start:diagonal_problem]
exact_cover::Problem diagonal_problem(const Shape& shape) {
    const std::size_t n = shape.size(), cells = shape.cell_count();
    std::vector<std::string> names = first_three_families(shape);
    for (std::size_t column = 3 * cells; column < 4 * cells; ++column)
        names.push_back(column_name(shape, column));
    for (std::size_t v = 0; v < n; ++v) names.push_back("d1v" + std::to_string(v + 1));
    for (std::size_t v = 0; v < n; ++v) names.push_back("d2v" + std::to_string(v + 1));
    exact_cover::Problem problem(std::move(names));
    for (std::size_t row = 0; row < shape.candidate_count(); ++row) {
        const Candidate c = candidate_at(shape, row);
        const auto columns = constraint_columns(shape, c);
        std::vector<exact_cover::Item> items(columns.begin(), columns.end());
        // on the main diagonal
        if (c.r == c.c) items.push_back(4 * cells + c.v);
        // on the anti-diagonal
        if (c.r + c.c == n - 1) items.push_back(4 * cells + n + c.v);
        problem.add_option(std::move(items), candidate_name(c));
    }
    return problem;
}
// [end:diagonal_problem]

// [start:equal_cells_problem]
exact_cover::Problem equal_cells_problem(const Shape& shape,
                                         std::span<const CellPair> pairs) {
    const std::size_t n = shape.size(), cells = shape.cell_count();
    std::vector<std::string> primary = first_three_families(shape), secondary;
    for (std::size_t column = 3 * cells; column < 4 * cells; ++column)
        primary.push_back(column_name(shape, column));
    // pairs_of[cell]: the pairs the cell is in
    std::vector<std::vector<std::size_t>> pairs_of(cells);
    for (std::size_t k = 0; k < pairs.size(); ++k) {
        const auto [a, b] = pairs[k];
        if (a.first >= n || a.second >= n || b.first >= n || b.second >= n || a == b)
            throw std::invalid_argument("equal pair " + std::to_string(k + 1) +
                                        ": expected two cells of the grid");
        pairs_of[a.first * n + a.second].push_back(k);
        pairs_of[b.first * n + b.second].push_back(k);
        secondary.push_back("e" + std::to_string(k + 1));
    }
    exact_cover::Problem problem(std::move(primary), std::move(secondary));
    std::vector<exact_cover::Colour> value_colour;  // value v has colour "v"
    for (std::size_t v = 1; v <= n; ++v)
        value_colour.push_back(problem.colour(std::to_string(v)));
    for (std::size_t row = 0; row < shape.candidate_count(); ++row) {
        const Candidate c = candidate_at(shape, row);
        std::vector<std::pair<exact_cover::Item, exact_cover::Colour>> items;
        for (std::size_t column : constraint_columns(shape, c))
            items.emplace_back(column, 0);
        for (std::size_t k : pairs_of[c.r * n + c.c])
            items.emplace_back(4 * cells + k, value_colour[c.v]);
        problem.add_coloured_option(std::move(items), candidate_name(c));
    }
    return problem;
}
// [end:equal_cells_problem]

void check_regions(const Shape& shape, std::span<const std::size_t> regions) {
    const std::size_t n = shape.size();
    if (regions.size() != shape.cell_count())
        throw std::invalid_argument("a region map needs " +
                                    std::to_string(shape.cell_count()) +
                                    " cells, not " + std::to_string(regions.size()));
    std::vector<std::size_t> size(n, 0);
    for (std::size_t k = 0; k < regions.size(); ++k) {
        if (regions[k] >= n)
            throw std::invalid_argument("cell " + std::to_string(k) + " is in region " +
                                        std::to_string(regions[k]) +
                                        ", expected a region from 0 to " +
                                        std::to_string(n - 1));
        ++size[regions[k]];
    }
    for (std::size_t g = 0; g < n; ++g)
        if (size[g] != n)
            throw std::invalid_argument("region " + std::to_string(g) + " has " +
                                        std::to_string(size[g]) + " cells, expected " +
                                        std::to_string(n));
}

// [start:region_problem]
exact_cover::Problem region_problem(const Shape& shape,
                                    std::span<const std::size_t> regions) {
    check_regions(shape, regions);
    const std::size_t n = shape.size(), cells = shape.cell_count();
    std::vector<std::string> names = first_three_families(shape);
    for (std::size_t g = 0; g < n; ++g)
        for (std::size_t v = 0; v < n; ++v) names.push_back(value_item("g", g, v));
    exact_cover::Problem problem(std::move(names));
    for (std::size_t row = 0; row < shape.candidate_count(); ++row) {
        const Candidate c = candidate_at(shape, row);
        // cell, row, column, and the box: replaced
        const auto columns = constraint_columns(shape, c);
        problem.add_option({columns[0], columns[1], columns[2],
                            3 * cells + regions[c.r * n + c.c] * n + c.v},
                           candidate_name(c));
    }
    return problem;
}
// [end:region_problem]

std::vector<std::size_t> ring_regions() {
    std::vector<std::size_t> regions(81);
    for (std::size_t r = 0; r < 9; ++r)
        for (std::size_t c = 0; c < 9; ++c) regions[r * 9 + c] = (r / 3) * 3 + c / 3;
    // Round the ring of outer boxes, each gives a corner cell to the next: (cell, new
    // region).
    const std::pair<std::size_t, std::size_t> moves[] = {
        {2 * 9 + 2, 1}, {0 * 9 + 5, 2}, {2 * 9 + 6, 5}, {5 * 9 + 6, 8},
        {8 * 9 + 6, 7}, {6 * 9 + 3, 6}, {6 * 9 + 0, 3}, {3 * 9 + 0, 0}};
    for (const auto& [cell, region] : moves) regions[cell] = region;
    return regions;
}

}  // namespace sudoku
