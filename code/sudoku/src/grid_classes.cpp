#include "sudoku/grid_classes.hpp"

#include <array>
#include <cstddef>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "line_permutations.hpp"

namespace sudoku {

namespace {

// [start:listing_bounds]
// The largest N whose grids with the first row fixed can be listed: 6 × 6 has 39,168,
// but the Latin squares of order 7 already number 61,479,419,904,000 / 7!, about 10^10.
constexpr std::size_t max_listed_size = 6;

// The most pairs (symmetry, grid) tested, a few seconds of work: 6 × 6 needs 135
// million.
constexpr std::uint64_t max_tests = 1'000'000'000;
// [end:listing_bounds]

// A complete grid, row by row, with values 1 … N; N ≤ 6 fits a byte.
using Cells = std::vector<std::uint8_t>;

// A symmetry as a map of cells: cell i of σ(g) is cell map[i] of g. N² ≤ 36 fits a
// byte.
using CellMap = std::vector<std::uint8_t>;

using detail::line_permutations;
using detail::Permutation;

// G as cell maps: every row permutation (C bands of R rows) with every column
// permutation (R stacks of C columns), and each also after a transposition when R = C,
// which exchanges the two kinds. Precomputed so that testing a σ is a gather.
std::vector<CellMap> geometric_symmetries(const Shape& shape) {
    const std::size_t n = shape.size();
    const std::size_t r = shape.box_rows();
    const std::size_t c = shape.box_columns();
    const std::vector<Permutation> rows = line_permutations(c, r);
    const std::vector<Permutation> columns = line_permutations(r, c);
    std::vector<CellMap> symmetries;
    for (bool transpose : {false, true}) {
        if (transpose && r != c) break;
        for (const Permutation& rp : rows)
            for (const Permutation& cp : columns) {
                CellMap map(n * n);
                for (std::size_t i = 0; i < n; ++i)
                    for (std::size_t j = 0; j < n; ++j)
                        map[i * n + j] = static_cast<std::uint8_t>(
                            transpose ? cp[j] * n + rp[i] : rp[i] * n + cp[j]);
                symmetries.push_back(std::move(map));
            }
    }
    return symmetries;
}

// A backtracking search for the grids whose first row reads 1 … N, cell by cell in row
// order, with the values each row, column and box already holds as bit masks.
class GridLister {
public:
    GridLister(const Shape& shape, std::size_t limit)
        : shape_(shape),
          limit_(limit),
          cells_(shape.cell_count(), 0),
          rows_(shape.size(), 0),
          columns_(shape.size(), 0),
          boxes_(shape.size(), 0) {
        for (std::size_t j = 0; j < shape.size(); ++j)
            place(j, static_cast<std::uint8_t>(j + 1));
    }

    // Lists the grids; false if there are more than the limit (the list then stops).
    bool run() { return fill(shape_.size()); }

    [[nodiscard]] const std::vector<Cells>& grids() const noexcept { return grids_; }

private:
    std::size_t box(std::size_t cell) const {
        const std::size_t n = shape_.size();
        const std::size_t r = cell / n;
        const std::size_t c = cell % n;
        return r / shape_.box_rows() * shape_.box_rows() + c / shape_.box_columns();
    }

    // Puts value v into cell, or takes it out again: the masks are toggled.
    void place(std::size_t cell, std::uint8_t v) {
        const std::size_t n = shape_.size();
        const unsigned bit = 1U << v;
        cells_[cell] = cells_[cell] == v ? std::uint8_t{0} : v;
        rows_[cell / n] ^= bit;
        columns_[cell % n] ^= bit;
        boxes_[box(cell)] ^= bit;
    }

    bool fill(std::size_t cell) {
        const std::size_t n = shape_.size();
        if (cell == n * n) {
            grids_.push_back(cells_);
            return grids_.size() <= limit_;
        }
        const unsigned used = rows_[cell / n] | columns_[cell % n] | boxes_[box(cell)];
        for (std::size_t v = 1; v <= n; ++v) {
            if (used & (1U << v)) continue;
            place(cell, static_cast<std::uint8_t>(v));
            const bool go_on = fill(cell + 1);
            place(cell, static_cast<std::uint8_t>(v));
            if (!go_on) return false;
        }
        return true;
    }

    const Shape& shape_;
    std::size_t limit_;
    Cells cells_;
    std::vector<unsigned> rows_, columns_, boxes_;
    std::vector<Cells> grids_;
};

// Refuses a shape whose grids are too many to list, before G is built: |G| grows as
// fast (3,359,232 for 9 × 9) and the cell maps hold N² in a byte.
void require_small(const Shape& shape) {
    if (shape.size() > max_listed_size)
        throw std::invalid_argument(
            "count_grid_classes: " + to_string(shape) + " is out of reach: " +
            "it lists every grid with the first row fixed, more than 10^10 " +
            "beyond N = " + std::to_string(max_listed_size));
}

// The grids of shape whose first row reads 1 … N, in lexicographic order.
// Throws when testing each against every symmetry would be more than max_tests.
std::vector<Cells> normalised_grids(const Shape& shape, std::size_t symmetries) {
    const std::size_t limit = max_tests / symmetries;
    GridLister lister(shape, limit);
    if (!lister.run())
        throw std::invalid_argument(
            "count_grid_classes: " + to_string(shape) + " is out of reach: more than " +
            std::to_string(limit) +
            " grids with the first row fixed, each to test against " +
            std::to_string(symmetries) + " symmetries");
    return lister.grids();
}

std::uint64_t factorial(std::size_t n) {
    std::uint64_t f = 1;
    for (std::size_t k = 2; k <= n; ++k) f *= k;
    return f;
}

}  // namespace

// [start:burnside]
namespace {

// Whether σ fixes the normalised grid g: σ(g), relabelled so that its first row reads
// 1 … N, is g again. The relabelling is read off σ(g)'s first row; most σ fail at once.
bool fixes(const CellMap& sigma, std::span<const std::uint8_t> g, std::size_t n) {
    std::array<std::uint8_t, max_listed_size + 1> relabel{};
    for (std::size_t j = 0; j < n; ++j)
        relabel[g[sigma[j]]] = static_cast<std::uint8_t>(j + 1);
    for (std::size_t i = n; i < g.size(); ++i)
        if (relabel[g[sigma[i]]] != g[i]) return false;
    return true;
}

}  // namespace

GridClasses count_grid_classes(const Shape& shape) {
    require_small(shape);  // a shape whose grids are too many to list is refused
    const std::vector<CellMap> symmetries = geometric_symmetries(shape);
    // every grid is tested against every move: normalised_grids() stops listing, and
    // refuses, once grids times moves would pass its bound on the tests
    const std::vector<Cells> grids = normalised_grids(shape, symmetries.size());
    GridClasses result;
    result.grids = grids.size() * factorial(shape.size());
    result.group_order = symmetries.size();
    for (const CellMap& sigma : symmetries)  // Burnside: Σ over σ of the grids σ fixes
        for (const Cells& g : grids)
            if (fixes(sigma, g, shape.size())) ++result.fixed_sum;
    result.classes = result.fixed_sum / result.group_order;  // exact, by the lemma
    return result;
}
// [end:burnside]

}  // namespace sudoku
