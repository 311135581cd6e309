#include "sudoku/csp_solver.hpp"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <vector>

#include "sudoku/constraints.hpp"
#include "sudoku/givens.hpp"

namespace sudoku {

using exact_cover::count_solution;
using exact_cover::Next;

namespace {

using Mask = std::uint64_t;

// [start:state]
// The CSP's variables are the cells; a cell's domain is a bit mask of the values still
// possible (bit v - 1 for value v). Placing a value removes it from the domains of the
// cell's peers, the other cells of its row, column and box; the trail remembers every
// domain it changed.
class Csp {
public:
    Csp(const Grid& puzzle, const GridVisitor& visit, exact_cover::Limits limits,
        const CspOptions& options)
        : grid_(puzzle),
          visit_(visit),
          limits_(limits),
          options_(options),
          n_(puzzle.shape().size()) {
        const Shape& shape = puzzle.shape();
        const std::size_t cells = shape.cell_count();
        peers_.resize(cells);
        for (std::size_t a = 0; a < cells; ++a)
            for (std::size_t b = 0; b < cells; ++b) {
                const std::size_t ra = a / n_, ca = a % n_, rb = b / n_, cb = b % n_;
                if (a != b && (ra == rb || ca == cb ||
                               box_of(shape, ra, ca) == box_of(shape, rb, cb)))
                    peers_[a].push_back(static_cast<std::uint16_t>(b));
            }
        const Mask all = n_ == 64 ? ~Mask{0} : (Mask{1} << n_) - 1;
        domain_.assign(cells, all);
    }
    // [end:state]

    bool place_givens() {
        for (std::size_t cell = 0; cell < domain_.size(); ++cell) {
            const std::size_t v = grid_.cells()[cell];
            if (v == 0) continue;
            // a peer left with no value: no solution
            if (!assign(cell, v)) return false;
        }
        return true;
    }

    void run() {
        if (limits_.solutions == 0)
            stats.ending = exact_cover::Ending::solution_limit;
        else
            (void)search();
    }
    CspResult stats;

private:
    static Mask bit(std::size_t v) { return Mask{1} << (v - 1); }

    // Places v in cell and removes it from the peers' domains; false when a peer's
    // domain empties (forward checking: the contradiction is seen before any deeper
    // step).
    bool assign(std::size_t cell, std::size_t v) {
        grid_.set(cell / n_, cell % n_, v);
        bool ok = true;
        for (std::uint16_t p : peers_[cell]) {
            if (grid_.cells()[p] != 0 || !(domain_[p] & bit(v))) continue;
            trail_.push_back({p, domain_[p]});
            domain_[p] &= ~bit(v);
            if (domain_[p] == 0) ok = false;
        }
        return ok;
    }

    void undo(std::size_t cell, std::size_t mark) {
        grid_.set(cell / n_, cell % n_, 0);
        while (trail_.size() > mark) {
            domain_[trail_.back().cell] = trail_.back().domain;
            trail_.pop_back();
        }
    }

    // [start:search]
    // True to stop. The most constrained variable: the empty cell with the smallest
    // domain. The least constraining value: the one fewest empty peers still allow, so
    // that the choice leaves the neighbours as many options as possible.
    bool search() {
        std::size_t best = domain_.size();
        int fewest = 65;
        for (std::size_t cell = 0; cell < domain_.size(); ++cell) {
            if (grid_.cells()[cell] != 0) continue;
            const int size = std::popcount(domain_[cell]);
            if (size < fewest) {
                fewest = size;
                best = cell;
                if (size <= 1) break;
            }
        }
        if (best == domain_.size())  // every cell placed: a solution
            return count_solution(stats, limits_, visit_(grid_)) == Next::stop;
        // (peers ruled out, value)
        std::vector<std::pair<std::size_t, std::size_t>> values;
        for (Mask m = domain_[best]; m != 0; m &= m - 1) {
            const std::size_t v = static_cast<std::size_t>(std::countr_zero(m)) + 1;
            std::size_t ruled_out = 0;
            for (std::uint16_t p : peers_[best])
                ruled_out += grid_.cells()[p] == 0 && (domain_[p] & bit(v)) ? 1 : 0;
            values.push_back({ruled_out, v});
        }
        std::sort(values.begin(), values.end());
        for (const auto& [ruled_out, v] : values) {
            if (stats.rating > options_.max_rating) {  // over the rating cap
                stats.ending = exact_cover::Ending::budget;
                return true;
            }
            if (!exact_cover::may_visit(stats, limits_)) return true;  // over budget
            ++stats.nodes;
            stats.forced += fewest == 1 ? 1 : 0;
            stats.rating += fewest - 1;
            const std::size_t mark = trail_.size();
            if (assign(best, v) && search()) return true;
            undo(best, mark);
            ++stats.backtracks;
            stats.rating += 1;
        }
        return false;
    }
    // [end:search]

    struct Change {
        std::uint16_t cell;
        Mask domain;
    };
    Grid grid_;
    const GridVisitor& visit_;
    exact_cover::Limits limits_;
    CspOptions options_;
    std::size_t n_;
    std::vector<std::vector<std::uint16_t>> peers_;
    std::vector<Mask> domain_;
    std::vector<Change> trail_;
};

}  // namespace

CspResult solve_csp(const Grid& puzzle, const GridVisitor& visit,
                    exact_cover::Limits limits, const CspOptions& options) {
    if (find_clash(puzzle)) return clash_result<CspResult>();
    Csp csp(puzzle, visit, limits, options);
    if (csp.place_givens()) csp.run();
    return csp.stats;
}

CspResult rate_puzzle(const Grid& puzzle, double max_rating,
                      const exact_cover::Limits& limits) {
    return solve_csp(puzzle, [](const Grid&) { return exact_cover::Next::stop; },
                     limits, {max_rating});
}

}  // namespace sudoku
