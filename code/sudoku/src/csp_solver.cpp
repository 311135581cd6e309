#include "sudoku/csp_solver.hpp"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <span>
#include <tuple>
#include <utility>
#include <vector>

#include "depth_profile.hpp"
#include "sudoku/constraints.hpp"
#include "sudoku/givens.hpp"

namespace sudoku {

using exact_cover::count_solution;
using exact_cover::Next;

namespace {

using Mask = std::uint64_t;

// [start:most_constrained]
// The most constrained variable: the empty cell (of @p cells, 0 for empty) with the
// smallest domain, the first in reading order on ties, and that domain's size. A
// domain of one value or none cannot be beaten, so the scan stops there. The cell is
// domains.size() when every cell is placed.
std::pair<std::size_t, int> most_constrained(std::span<const Mask> domains,
                                             std::span<const std::uint8_t> cells) {
    std::size_t best = domains.size();
    int fewest = 65;
    for (std::size_t cell = 0; cell < domains.size(); ++cell) {
        if (cells[cell] != 0) continue;
        const int size = std::popcount(domains[cell]);
        if (size < fewest) {
            fewest = size;
            best = cell;
            if (size <= 1) break;
        }
    }
    return {best, fewest};
}
// [end:most_constrained]

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
        if (exact_cover::may_search(stats, limits_)) (void)search(0);
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
    bool search(std::size_t depth) {
        const auto [best, fewest] = most_constrained(domain_, grid_.cells());
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
            exact_cover::count_node(stats, depth);
            stats.forced += fewest == 1 ? 1 : 0;
            stats.rating += fewest - 1;
            const std::size_t mark = trail_.size();
            if (assign(best, v) && search(depth + 1)) return true;
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

// [start:csp_solver_prepare]
// The peers and the houses of a shape, computed when the shape changes, not per puzzle.
// Every cell has the same number of peers: N - 1 in its row, N - 1 in its column, and
// the (R - 1)(C - 1) cells of its box in neither.
void CspSolver::prepare(const Shape& shape) {
    const std::size_t n = shape.size();
    if (n == n_ && shape.box_rows() == box_rows_ && !peers_.empty()) return;
    n_ = n;
    box_rows_ = shape.box_rows();
    box_columns_ = shape.box_columns();
    degree_ = 2 * (n - 1) + (box_rows_ - 1) * (box_columns_ - 1);
    const std::size_t cells = n * n;
    peers_.clear();
    for (std::size_t a = 0; a < cells; ++a)
        for (std::size_t b = 0; b < cells; ++b) {
            const std::size_t ra = a / n, ca = a % n, rb = b / n, cb = b % n;
            if (a != b && (ra == rb || ca == cb ||
                           box_of(shape, ra, ca) == box_of(shape, rb, cb)))
                peers_.push_back(static_cast<std::uint32_t>(b));
        }
    houses_.assign(3 * cells, 0);
    for (std::size_t r = 0; r < n; ++r)
        for (std::size_t c = 0; c < n; ++c) {
            const auto cell = static_cast<std::uint32_t>(r * n + c);
            houses_[r * n + c] = cell;        // row r
            houses_[(n + c) * n + r] = cell;  // column c
            const std::size_t b = box_of(shape, r, c);
            const std::size_t k = (r % box_rows_) * box_columns_ + c % box_columns_;
            houses_[(2 * n + b) * n + k] = cell;  // box b
        }
    levels_.assign(cells + 1, Level{});
    trail_.reserve(cells * degree_);
}
// [end:csp_solver_prepare]

bool CspSolver::assign(std::size_t cell, std::size_t v) {
    grid_.set(cell / n_, cell % n_, v);
    const Mask bit = Mask{1} << (v - 1);
    bool ok = true;
    for (std::size_t k = 0; k < degree_; ++k) {
        const std::uint32_t p = peers_[cell * degree_ + k];
        if (grid_.cells()[p] != 0 || !(domain_[p] & bit)) continue;
        trail_.push_back({p, domain_[p]});
        domain_[p] &= ~bit;
        if (domain_[p] == 0) ok = false;
    }
    return ok;
}

void CspSolver::undo(std::size_t cell, std::size_t mark) {
    grid_.set(cell / n_, cell % n_, 0);
    restore(mark);
}

void CspSolver::restore(std::size_t mark) {
    while (trail_.size() > mark) {
        domain_[trail_.back().cell] = trail_.back().domain;
        trail_.pop_back();
    }
}

// [start:naked_subsets]
// Naked subsets in every house, until nothing changes; false as soon as a domain
// empties.
bool CspSolver::naked_subsets(std::size_t largest) {
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t h = 0; h < 3 * n_; ++h) {
            const Pruned pruned = subsets_in(&houses_[h * n_], largest);
            if (pruned == Pruned::contradiction) return false;
            changed |= pruned == Pruned::something;
        }
    }
    return true;
}
// [end:naked_subsets]

// [start:subsets_in]
// Every set of k cells of @p house (2 <= k <= `largest`) whose domains hold k values in
// all takes those values, which leave the house's other cells. The sets are grown cell
// by cell; a set whose values already outnumber `largest` is not grown further.
CspSolver::Pruned CspSolver::subsets_in(const std::uint32_t* house,
                                        std::size_t largest) {
    std::array<std::uint32_t, 64> open{};  // empty cells with 2 .. largest values
    std::size_t m = 0;
    for (std::size_t k = 0; k < n_; ++k) {
        const auto size = static_cast<std::size_t>(std::popcount(domain_[house[k]]));
        if (grid_.cells()[house[k]] == 0 && size >= 2 && size <= largest)
            open[m++] = house[k];
    }
    Pruned pruned = Pruned::nothing;
    std::array<std::size_t, 4> pick{};  // pick[0 .. d]: the cells of the set, in open
    std::array<Mask, 5> values{};       // values[j]: of the first j cells picked
    for (std::size_t d = 0; m >= 2;) {
        if (pick[d] == m) {  // no cell left to try at this position
            if (d == 0) break;
            ++pick[--d];
            continue;
        }
        const Mask held = values[d] | domain_[open[pick[d]]];
        const auto count = static_cast<std::size_t>(std::popcount(held));
        if (d >= 1 && count == d + 1) {  // a naked subset of d + 1 cells
            std::array<std::uint32_t, 4> members{};
            for (std::size_t j = 0; j <= d; ++j) members[j] = open[pick[j]];
            const Pruned removed = remove_from_others(house, held, members, d + 1);
            if (removed == Pruned::contradiction) return removed;
            if (removed == Pruned::something) pruned = removed;
        }
        if (count <= largest && d + 1 < largest && pick[d] + 1 < m) {  // grow the set
            values[d + 1] = held;
            pick[d + 1] = pick[d] + 1;
            ++d;
            continue;
        }
        ++pick[d];
    }
    return pruned;
}
// [end:subsets_in]

// Removes @p values from the empty cells of @p house other than the @p k cells of the
// naked subset @p members: whether it removed something, or emptied a domain.
CspSolver::Pruned CspSolver::remove_from_others(
    const std::uint32_t* house, Mask values,
    const std::array<std::uint32_t, 4>& members, std::size_t k) {
    Pruned pruned = Pruned::nothing;
    for (std::size_t q = 0; q < n_; ++q) {
        const std::uint32_t cell = house[q];
        const Mask domain = domain_[cell];
        if (grid_.cells()[cell] != 0 || !(domain & values)) continue;
        if (std::find(members.begin(), members.begin() + k, cell) !=
            members.begin() + k)
            continue;
        trail_.push_back({cell, domain});
        domain_[cell] = domain & ~values;
        stats_.eliminated += static_cast<std::uint64_t>(std::popcount(domain & values));
        pruned = Pruned::something;
        if (domain_[cell] == 0) return Pruned::contradiction;
    }
    return pruned;
}

// Prepares a level: the most constrained cell and its values, least constraining first.
// With naked subsets, the rule runs only where the search would guess (no cell has one
// value left), and the cell is chosen again if it removed anything. False when every
// cell is placed: a solution.
bool CspSolver::enter(Level& level, const CspOptions& options) {
    level.rule_mark = trail_.size();
    level.next = level.count = 0;
    std::size_t best = 0;
    int fewest = 0;
    const auto choose = [&] {
        std::tie(best, fewest) = most_constrained(domain_, grid_.cells());
    };
    choose();
    if (best == domain_.size()) return false;
    if (options.naked_subsets >= 2 && fewest >= 2) {
        if (!naked_subsets(std::min<std::size_t>(options.naked_subsets, 4)))
            return true;  // a domain emptied: a dead end, with nothing to try
        if (trail_.size() != level.rule_mark) choose();
    }
    level.cell = static_cast<std::uint32_t>(best);
    level.fewest = fewest;
    for (Mask m = domain_[best]; m != 0; m &= m - 1) {
        const auto v = static_cast<std::uint32_t>(std::countr_zero(m)) + 1;
        std::uint32_t ruled_out = 0;
        const Mask bit = Mask{1} << (v - 1);
        for (std::size_t k = 0; k < degree_; ++k) {
            const std::uint32_t p = peers_[best * degree_ + k];
            ruled_out += grid_.cells()[p] == 0 && (domain_[p] & bit) ? 1 : 0;
        }
        level.order[level.count++] = ruled_out << 8 | v;
    }
    std::sort(level.order.begin(), level.order.begin() + level.count);
    return true;
}

// [start:csp_solver_run]
// solve_csp()'s search with its levels on a stack: levels_[d] holds the cell chosen at
// depth d, its values in order and the trail mark of the value being tried. Trying a
// value and entering the level below replaces the recursive call; running out of
// values replaces its return, and the parent then takes its own value back.
void CspSolver::run(const GridVisitor& visit, const exact_cover::Limits& limits,
                    const CspOptions& options) {
    std::size_t depth = 0;
    if (!enter(levels_[0], options)) {  // the givens fill the grid
        (void)count_solution(stats_, limits, visit(grid_));
        return;
    }
    for (;;) {
        Level& level = levels_[depth];
        if (level.next < level.count) {
            const std::size_t v = level.order[level.next++] & 0xFF;
            if (stats_.rating > options.max_rating) {  // over the rating cap
                stats_.ending = exact_cover::Ending::budget;
                return;
            }
            if (!exact_cover::may_visit(stats_, limits)) return;  // over budget
            count_node(depth);
            stats_.forced += level.fewest == 1 ? 1 : 0;
            stats_.rating += level.fewest - 1;
            level.mark = trail_.size();
            if (assign(level.cell, v)) {
                if (enter(levels_[depth + 1], options)) {
                    ++depth;  // search below this value
                    continue;
                }
                // every cell placed: a solution
                if (count_solution(stats_, limits, visit(grid_)) == Next::stop) return;
            }
            undo(level.cell, level.mark);
            ++stats_.backtracks;
            stats_.rating += 1;
            continue;
        }
        // every value of this level tried: back to the level above, which takes back
        // the value that led here
        restore(level.rule_mark);
        if (depth == 0) return;
        Level& parent = levels_[--depth];
        undo(parent.cell, parent.mark);
        ++stats_.backtracks;
        stats_.rating += 1;
    }
}
// [end:csp_solver_run]

CspResult CspSolver::solve(const Grid& puzzle, const GridVisitor& visit,
                           exact_cover::Limits limits, const CspOptions& options) {
    if (find_clash(puzzle)) return clash_result<CspResult>();
    prepare(puzzle.shape());
    stats_ = CspResult{};
    grid_ = puzzle;
    const std::size_t cells = n_ * n_;
    const Mask all = n_ == 64 ? ~Mask{0} : (Mask{1} << n_) - 1;
    domain_.assign(cells, all);
    trail_.clear();
    for (std::size_t cell = 0; cell < cells; ++cell) {
        const std::size_t v = puzzle.cells()[cell];
        if (v == 0) continue;
        if (!assign(cell, v)) return stats_;  // a peer left with no value
    }
    nodes_at_depth_.assign(cells, 0);  // (a depth per empty cell at most)
    if (exact_cover::may_search(stats_, limits)) run(visit, limits, options);
    stats_.profile = take_depth_profile(nodes_at_depth_);
    return stats_;
}

CspResult solve_csp(const Grid& puzzle, const GridVisitor& visit,
                    exact_cover::Limits limits, const CspOptions& options) {
    if (find_clash(puzzle)) return clash_result<CspResult>();
    Csp csp(puzzle, visit, limits, options);
    if (csp.place_givens()) csp.run();
    return csp.stats;
}

CspResult rate_puzzle(const Grid& puzzle, const CspOptions& options,
                      const exact_cover::Limits& limits) {
    const auto stop = [](const Grid&) { return exact_cover::Next::stop; };
    if (options.naked_subsets < 2) return solve_csp(puzzle, stop, limits, options);
    return CspSolver().solve(puzzle, stop, limits, options);
}

}  // namespace sudoku
