#include "sudoku/backtracking.hpp"

#include <bit>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "exact_cover/search_observer.hpp"
#include "sudoku/givens.hpp"

namespace sudoku {

using exact_cover::count_solution;
using exact_cover::Next;
using exact_cover::observe;
using Move = exact_cover::TraceStep::Kind;

namespace {

// The state of one search: the grid being filled, and for each row, column and box the
// set of values already used, one bit per value; and who watches it (Observer: see
// exact_cover/search_observer.hpp), told each move in terms of the full matrix.
template <class Observer>
class Search {
public:
    Search(const Grid& puzzle, const GridVisitor& visit, exact_cover::Limits limits,
           const Observer& watch)
        : grid_(puzzle), visit_(visit), limits_(limits), watch_(watch) {
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

    // For the observer: the full matrix's column of the cell's constraint (chapter 3:
    // r·N + c, the cell itself) and row of value v in the cell (chapter 2's row index,
    // (r·N + c)·N + v - 1).
    static std::size_t cell_column(std::size_t cell) { return cell; }
    std::size_t candidate_row(std::size_t cell, std::size_t v) const {
        return cell * n_ + v - 1;
    }

    // [start:backtrack]
    // Fills the blank cells from position `from` on (row-major); returns false to stop.
    bool search(std::size_t from, std::size_t depth) {
        std::size_t cell = from;
        while (cell < n_ * n_ && grid_.at(cell / n_, cell % n_) != 0) ++cell;
        if (cell == n_ * n_)  // no blank left: a solution
            return observe(watch_, stats_, Move::solution, depth) &&
                   count_solution(stats_, limits_, visit_(grid_)) == Next::proceed;
        const std::size_t r = cell / n_, c = cell % n_;
        const std::size_t m = n_ - std::popcount(used(r, c));  // (for the observer)
        if (m == 0 &&
            !observe(watch_, stats_, Move::dead_end, depth, cell_column(cell)))
            return false;
        std::size_t k = 0;
        for (std::size_t v = 1; v <= n_; ++v) {
            if (used(r, c) & bit(v)) continue;  // clashes with its row, column or box
            if (!exact_cover::may_visit(stats_, limits_)) return false;  // over budget
            exact_cover::count_node(stats_, depth);
            if (!observe(watch_, stats_, Move::try_option, depth, cell_column(cell),
                         candidate_row(cell, v), ++k, m))
                return false;
            grid_.set(r, c, v);
            mark(r, c, v);
            const bool go_on = search(cell + 1, depth + 1);
            unmark(r, c, v);
            grid_.set(r, c, 0);
            stats_.updates += 2;
            if (!go_on) return false;
            if (!observe(watch_, stats_, Move::undo, depth, cell_column(cell),
                         candidate_row(cell, v)))
                return false;
        }
        return true;
    }
    // [end:backtrack]

    Grid grid_;
    const GridVisitor& visit_;
    std::size_t n_ = 0, R_ = 0, C_ = 0;
    std::vector<std::uint64_t> rows_, columns_, boxes_;
    exact_cover::Limits limits_;
    const Observer& watch_;
    exact_cover::SearchResult stats_;
};

template <class Observer>
exact_cover::SearchResult backtrack_watched(const Grid& puzzle,
                                            const GridVisitor& visit,
                                            exact_cover::Limits limits,
                                            const Observer& watch) {
    if (puzzle.shape().size() > 64)
        throw std::invalid_argument("backtracking handles N up to 64, not " +
                                    std::to_string(puzzle.shape().size()));
    if (find_clash(puzzle)) return clash_result();
    return Search<Observer>(puzzle, visit, limits, watch).run();
}

}  // namespace

exact_cover::SearchResult backtrack(const Grid& puzzle, const GridVisitor& visit,
                                    exact_cover::Limits limits) {
    return backtrack_watched(puzzle, visit, limits, exact_cover::Unobserved{});
}

exact_cover::SearchResult backtrack(const Grid& puzzle, const GridVisitor& visit,
                                    exact_cover::Limits limits,
                                    const exact_cover::StepObserver& observer) {
    return backtrack_watched(puzzle, visit, limits, observer);
}

}  // namespace sudoku
