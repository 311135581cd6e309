#include "sudoku/backtracking.hpp"

#include <cstdint>
#include <stdexcept>
#include <vector>

#include "sudoku/givens.hpp"

namespace sudoku {

using exact_cover::count_solution;
using exact_cover::Next;

namespace {

// The state of one search: the grid being filled, and for each row, column and box the
// set of values already used, one bit per value.
class Search {
public:
    Search(const Grid& puzzle, const GridVisitor& visit, exact_cover::Limits limits)
        : grid_(puzzle), visit_(visit), limits_(limits) {
        const Shape& s = puzzle.shape();
        n_ = s.size();
        R_ = s.box_rows();
        C_ = s.box_columns();
        rows_.assign(n_, 0);
        columns_.assign(n_, 0);
        boxes_.assign(n_, 0);
        for (std::size_t r = 0; r < n_; ++r)
            for (std::size_t c = 0; c < n_; ++c)
                if (const std::size_t v = grid_.at(r, c); v != 0) mark(r, c, v);
    }

    exact_cover::SearchResult run() {
        if (exact_cover::may_search(stats_, limits_)) search(0, 0);
        return stats_;
    }

private:
    static std::uint64_t bit(std::size_t v) { return std::uint64_t{1} << (v - 1); }
    std::size_t box(std::size_t r, std::size_t c) const {
        return (r / R_) * R_ + c / C_;
    }
    std::uint64_t used(std::size_t r, std::size_t c) const {
        return rows_[r] | columns_[c] | boxes_[box(r, c)];
    }
    void mark(std::size_t r, std::size_t c, std::size_t v) {
        rows_[r] |= bit(v);
        columns_[c] |= bit(v);
        boxes_[box(r, c)] |= bit(v);
    }
    void unmark(std::size_t r, std::size_t c, std::size_t v) {
        rows_[r] &= ~bit(v);
        columns_[c] &= ~bit(v);
        boxes_[box(r, c)] &= ~bit(v);
    }

    // [start:backtrack]
    // Fills the blank cells from position `from` on (row-major); returns false to stop.
    bool search(std::size_t from, std::size_t depth) {
        std::size_t cell = from;
        while (cell < n_ * n_ && grid_.at(cell / n_, cell % n_) != 0) ++cell;
        if (cell == n_ * n_)  // no blank left: a solution
            return count_solution(stats_, limits_, visit_(grid_)) == Next::proceed;
        const std::size_t r = cell / n_, c = cell % n_;
        for (std::size_t v = 1; v <= n_; ++v) {
            if (used(r, c) & bit(v)) continue;  // clashes with its row, column or box
            if (!exact_cover::may_visit(stats_, limits_)) return false;  // over budget
            count_node(depth);
            grid_.set(r, c, v);
            mark(r, c, v);
            const bool go_on = search(cell + 1, depth + 1);
            unmark(r, c, v);
            grid_.set(r, c, 0);
            stats_.updates += 2;
            if (!go_on) return false;
        }
        return true;
    }
    // [end:backtrack]

    void count_node(std::size_t depth) {
        ++stats_.nodes;
        if (stats_.profile.size() <= depth) stats_.profile.resize(depth + 1, 0);
        ++stats_.profile[depth];
    }

    Grid grid_;
    const GridVisitor& visit_;
    std::size_t n_ = 0, R_ = 0, C_ = 0;
    std::vector<std::uint64_t> rows_, columns_, boxes_;
    exact_cover::Limits limits_;
    exact_cover::SearchResult stats_;
};

}  // namespace

exact_cover::SearchResult backtrack(const Grid& puzzle, const GridVisitor& visit,
                                    exact_cover::Limits limits) {
    if (puzzle.shape().size() > 64)
        throw std::invalid_argument("backtracking handles N up to 64, not " +
                                    std::to_string(puzzle.shape().size()));
    if (find_clash(puzzle)) return clash_result();
    return Search(puzzle, visit, limits).run();
}

}  // namespace sudoku
