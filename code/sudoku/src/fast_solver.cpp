#include "sudoku/fast_solver.hpp"

#include <bit>
#include <stdexcept>

#include "depth_profile.hpp"
#include "sudoku/givens.hpp"

namespace sudoku {

using exact_cover::count_solution;
using exact_cover::Next;

namespace {

constexpr std::uint16_t all_values = 0x1FF;

// The 27 houses (rows, columns, boxes) as lists of cells, each cell's 20 peers, and the
// 54 intersections of a box with a row or a column (three cells each), with the other
// six cells of the box and of the line. Computed once, at compile time.
struct Tables {
    std::array<std::array<std::uint8_t, 9>, 27> house{};
    std::array<std::array<std::uint8_t, 20>, 81> peers{};
    // a cell's row, column and box
    std::array<std::array<std::uint8_t, 3>, 81> houses_of{};
    struct Segment {
        std::array<std::uint8_t, 3> cells;
        std::array<std::uint8_t, 6> rest_of_box;
        std::array<std::uint8_t, 6> rest_of_line;
    };
    std::array<Segment, 54> segments{};

    constexpr Tables() {
        for (int k = 0; k < 9; ++k)
            for (int j = 0; j < 9; ++j) {
                // row k
                house[k][j] = static_cast<std::uint8_t>(9 * k + j);
                // column k
                house[9 + k][j] = static_cast<std::uint8_t>(9 * j + k);
                // box k
                house[18 + k][j] = static_cast<std::uint8_t>(9 * (3 * (k / 3) + j / 3) +
                                                             3 * (k % 3) + j % 3);
            }
        for (int cell = 0; cell < 81; ++cell) {
            int count = 0;
            const int r = cell / 9, c = cell % 9;
            houses_of[cell] = {static_cast<std::uint8_t>(r),
                               static_cast<std::uint8_t>(9 + c),
                               static_cast<std::uint8_t>(18 + 3 * (r / 3) + c / 3)};
            for (int other = 0; other < 81; ++other) {
                const int r2 = other / 9, c2 = other % 9;
                const bool peer =
                    other != cell &&
                    (r == r2 || c == c2 || (r / 3 == r2 / 3 && c / 3 == c2 / 3));
                if (peer) peers[cell][count++] = static_cast<std::uint8_t>(other);
            }
        }
        int s = 0;
        for (int box = 0; box < 9; ++box)
            // three rows, then three columns of the box
            for (int line = 0; line < 6; ++line, ++s) {
                const int br = 3 * (box / 3), bc = 3 * (box % 3);
                int in = 0, box_rest = 0, line_rest = 0;
                for (int k = 0; k < 9; ++k) {
                    const int cell = 9 * (br + k / 3) + bc + k % 3;
                    const bool on_line =
                        line < 3 ? cell / 9 == br + line : cell % 9 == bc + line - 3;
                    if (on_line)
                        segments[s].cells[in++] = static_cast<std::uint8_t>(cell);
                    else
                        segments[s].rest_of_box[box_rest++] =
                            static_cast<std::uint8_t>(cell);
                }
                for (int k = 0; k < 9; ++k) {
                    const int cell =
                        line < 3 ? 9 * (br + line) + k : 9 * k + bc + line - 3;
                    const bool in_box =
                        line < 3 ? (k / 3 == bc / 3) : (k / 3 == br / 3);
                    if (!in_box)
                        segments[s].rest_of_line[line_rest++] =
                            static_cast<std::uint8_t>(cell);
                }
            }
    }
};

constexpr Tables tables;

// The number of candidates in a word: a table, because std::popcount is a library call
// on processors the build cannot assume have the instruction.
constexpr std::array<std::uint8_t, 512> count_of = [] {
    std::array<std::uint8_t, 512> counts{};
    for (int m = 1; m < 512; ++m)
        counts[m] = static_cast<std::uint8_t>(counts[m >> 1] + (m & 1));
    return counts;
}();

}  // namespace

// [start:place]
// Places value v (1..9) in a cell: the cell's column is covered, and v leaves the
// candidates of the 20 peers, the competitors of chapter 3. A peer left with no
// candidate is a contradiction.
bool FastSolver::place(State& s, int cell, int v) {
    const std::uint16_t bit = static_cast<std::uint16_t>(1u << (v - 1));
    if (!(s.candidates[cell] & bit)) return false;
    s.values[cell] = static_cast<std::uint8_t>(v);
    s.candidates[cell] = 0;
    for (std::uint8_t h : tables.houses_of[cell]) s.placed[h] |= bit;
    --s.empty;
    // Every peer is written, whether it had v or not: the same work each time, so the
    // processor has no branch to guess (which peers still allow v is anybody's guess,
    // and a wrong guess costs more than the few operations saved).
    unsigned removed = 0, emptied = 0;
    int n = n_singles_;
#pragma GCC unroll 20
    for (std::uint8_t p : tables.peers[cell]) {
        const std::uint16_t had = s.candidates[p];
        const std::uint16_t left = had & static_cast<std::uint16_t>(~bit);
        s.candidates[p] = left;
        const unsigned lost = (had ^ left) >> (v - 1);  // 1 if p allowed v
        removed += lost;
        emptied |= lost & (left == 0);
        // a naked single, for propagate(), kept only if p just dropped to one
        singles_[n] = p;
        n += static_cast<int>(lost & ((left & (left - 1)) == 0));
    }
    n_singles_ = n;
    stats_.updates += removed;
    return emptied == 0;
}
// [end:place]

// Naked singles (a cell column with one row left) and hidden singles (a row, column or
// box column with one row left: the values that exactly one cell of the house still
// allows) to a fixed point, then one round of locked candidates, then singles to a
// fixed point again. (A second round of locked candidates rarely finds anything, and
// it costs a full scan at every node: the few nodes it would save cost less than the
// scans, so the search runs one.) Within a house, `once` collects the values some cell
// allows and `twice` those at least two allow, so `once & ~twice` are the hidden
// singles; a value no cell allows and none holds is a contradiction.
// [start:propagate]
bool FastSolver::propagate(State& s) {
    bool locked_done = false;
    for (bool changed = true; changed && s.empty > 0;) {
        changed = false;
        while (n_singles_ > 0) {  // the cells that place() saw drop to one candidate
            const int cell = singles_[--n_singles_];
            const std::uint16_t m = s.candidates[cell];
            if (m == 0) continue;  // placed since
            if (!place(s, cell, std::countr_zero(m) + 1)) return false;
        }
        for (int h = 0; h < 27; ++h) {
            // every value placed: nothing hidden here
            if (s.placed[h] == all_values) continue;
            const auto& house = tables.house[h];
            std::uint16_t once = 0, twice = 0;
            for (std::uint8_t cell : house) {
                const std::uint16_t m = s.candidates[cell];
                twice |= once & m;
                once |= m;
            }
            // some value has no place left
            if ((once | s.placed[h]) != all_values) return false;
            for (std::uint16_t hidden = once & ~twice; hidden; hidden &= hidden - 1) {
                const std::uint16_t bit =
                    static_cast<std::uint16_t>(hidden & (~hidden + 1u));
                for (std::uint8_t cell : house)
                    if (s.candidates[cell] & bit) {
                        if (!place(s, cell, std::countr_zero(bit) + 1)) return false;
                        changed = true;
                        break;
                    }
            }
        }
        // [end:propagate]
        // Locked candidates: a value that, within a box, lies only on one line (or,
        // within a line, only in one box) is in that intersection, so it leaves the
        // rest of the line (or box).
        // [start:locked_candidates]
        if (changed || locked_done) continue;
        locked_done = true;
        for (const auto& seg : tables.segments) {
            const std::uint16_t in = s.candidates[seg.cells[0]] |
                                     s.candidates[seg.cells[1]] |
                                     s.candidates[seg.cells[2]];
            if (!in) continue;
            std::uint16_t box = 0, line = 0;
            for (std::uint8_t cell : seg.rest_of_box) box |= s.candidates[cell];
            for (std::uint8_t cell : seg.rest_of_line) line |= s.candidates[cell];
            // only here in the box: clear the line
            const std::uint16_t pointing = in & ~box & line;
            // only here on the line: clear the box
            const std::uint16_t claiming = in & ~line & box;
            const auto clear = [&](const std::array<std::uint8_t, 6>& cells,
                                   std::uint16_t values) {
                for (std::uint8_t cell : cells) {
                    const std::uint16_t m = s.candidates[cell];
                    if (!(m & values)) continue;
                    const std::uint16_t left = s.candidates[cell] =
                        static_cast<std::uint16_t>(m & ~values);
                    // a single, or empty
                    if ((left & (left - 1)) == 0) singles_[n_singles_++] = cell;
                }
            };
            if (pointing) clear(seg.rest_of_line, pointing);
            if (claiming) clear(seg.rest_of_box, claiming);
            if (pointing | claiming) {
                changed = true;
                ++stats_.updates;
            }
        }
        // a cell the rule emptied: a contradiction
        for (int k = 0; k < n_singles_; ++k)
            if (s.candidates[singles_[k]] == 0 && s.values[singles_[k]] == 0)
                return false;
    }
    return true;
}
// [end:locked_candidates]

// [start:search]
// Branches on the empty cell with the fewest candidates (the cell column with the
// fewest rows), each value on a copy of the state: undoing is forgetting the copy.
void FastSolver::search(State& s, int depth) {
    if (!propagate(s)) {
        n_singles_ = 0;
        return;
    }
    if (s.empty == 0) {
        stop_ = count_solution(stats_, limits_, (*found_)(s.values)) == Next::stop;
        return;
    }
    int best = -1, fewest = 10;
    for (int cell = 0; cell < 81; ++cell) {
        const int count = count_of[s.candidates[cell]];
        if (count != 0 && count < fewest) {
            fewest = count;
            best = cell;
            if (count == 2) break;
        }
    }
    for (std::uint16_t m = s.candidates[best]; m && !stop_; m &= m - 1) {
        if (!exact_cover::may_visit(stats_, limits_)) {  // over budget, interrupted
            stop_ = true;
            return;
        }
        count_node(depth);
        n_singles_ = 0;
        const int v = std::countr_zero(m) + 1;
        // the last value: s is not needed afterwards, so no copy
        if ((m & (m - 1)) == 0) {
            if (place(s, best, v)) search(s, depth + 1);
            return;
        }
        State next = s;
        if (place(next, best, v)) search(next, depth + 1);
    }
}
// [end:search]

void FastSolver::solve_cells(const std::array<std::uint8_t, 81>& puzzle,
                             const CellsVisitor& found) {
    stop_ = false;
    found_ = &found;
    // The givens (which do not clash) go straight into the houses' masks, and each
    // empty cell's candidates are what its three houses leave: the state placing the
    // givens one by one would reach, for a fraction of the work.
    State s;
    s.values = puzzle;
    s.placed.fill(0);
    s.empty = 0;
    n_singles_ = 0;
    bool ok = true;
    for (int cell = 0; cell < 81; ++cell) {
        const int v = puzzle[cell];
        if (v == 0) {
            ++s.empty;
            continue;
        }
        const std::uint16_t bit = static_cast<std::uint16_t>(1u << (v - 1));
        for (std::uint8_t h : tables.houses_of[cell]) s.placed[h] |= bit;
    }
    for (int cell = 0; cell < 81 && ok; ++cell) {
        const auto& h = tables.houses_of[cell];
        const std::uint16_t m =
            puzzle[cell] != 0
                ? 0
                : all_values & static_cast<std::uint16_t>(
                                   ~(s.placed[h[0]] | s.placed[h[1]] | s.placed[h[2]]));
        s.candidates[cell] = m;
        if (puzzle[cell] != 0) continue;
        ok = m != 0;  // an empty cell that its houses leave no value: no solution
        // a naked single
        if ((m & (m - 1)) == 0)
            singles_[n_singles_++] = static_cast<std::uint8_t>(cell);
    }
    if (ok) search(s, 0);
}

exact_cover::SearchResult FastSolver::solve(const Grid& puzzle,
                                            const GridVisitor& visit,
                                            exact_cover::Limits limits) {
    if (!(puzzle.shape() == Shape(3, 3)))
        throw std::invalid_argument(
            "the fast solver handles 9 x 9 grids with 3 x 3 boxes only, not " +
            to_string(puzzle.shape()) + " boxes");
    if (find_clash(puzzle)) return clash_result();
    stats_ = {};
    limits_ = limits;
    if (!exact_cover::may_search(stats_, limits)) return stats_;
    std::array<std::uint8_t, 81> cells{};
    for (int k = 0; k < 81; ++k)
        cells[k] = static_cast<std::uint8_t>(puzzle.cells()[k]);
    Grid grid = puzzle;
    clear_depth_counts(nodes_at_depth_);  // (what a search cut short may have left)
    solve_cells(cells, [&](const std::array<std::uint8_t, 81>& values) {
        for (int k = 0; k < 81; ++k) grid.set(k / 9, k % 9, values[k]);
        return visit(grid);
    });
    stats_.profile = take_depth_profile(nodes_at_depth_);
    return stats_;
}

}  // namespace sudoku
