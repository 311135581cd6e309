// The band solver ("Going faster: bands and triads"): measuring::BandSearch, the search
// with each idea a switch, and sudoku::BandSolver, which runs it with the defaults.
#include "sudoku/band_solver.hpp"

#include <bit>
#include <optional>
#include <stdexcept>
#include <utility>
#include <vector>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

#include "depth_profile.hpp"
#include "sudoku/measuring/band_search.hpp"

namespace sudoku {

using exact_cover::count_solution;
using exact_cover::Next;
using measuring::BandSearch;
using Words = BandSearch::Words;
// the words' layout: cell(), word(), triad(), all_cells, one_row, ... (band_layout.hpp)
using namespace band_layout;

namespace {

// [start:band_tables]
// A band's word read as nine triads (row r of the band meets box k in triad 3r + k,
// bits 9r + 3k to 9r + 3k + 2). A value fills one triad in each row and each box of
// the band: its configuration, one of the 3! ways to give each box a row. Indexed by
// the open triads (the key), the tables answer every question the rules ask of them.
struct BandTables {
    std::array<std::uint16_t, 6> configuration{};    // the triads of each one
    std::array<std::uint8_t, 512> fits{};            // key -> configurations that fit
    std::array<std::uint8_t, 512> fit_count{};       // how many
    std::array<std::uint16_t, 512> allowed{};        // their triads, together
    std::array<std::uint16_t, 512> required{};       // the triads they all share
    std::array<std::uint32_t, 512> cells{};          // triads -> their cells
    std::array<std::uint16_t, 512> triads_in_row{};  // a row's 9 bits -> triads
    std::array<std::uint16_t, 9> crossing{};         // a triad's row and box triads
    std::array<std::uint32_t, 27> peers{};           // a cell's row and box, in band
    constexpr BandTables();
};
// [end:band_tables]

// [start:band_tables_build]
constexpr BandTables::BandTables() {
    for (int c = 0; c < 6; ++c)  // row permutations_of_three[c][k] in box k
        configuration[c] = static_cast<std::uint16_t>(configuration_triads(c));
    for (int key = 0; key < 512; ++key) {
        required[key] = all_triads;
        for (int c = 0; c < 6; ++c)
            if ((configuration[c] & key) == configuration[c]) {
                fits[key] |= 1 << c;
                allowed[key] |= configuration[c];
                required[key] &= configuration[c];
            }
        if (fits[key] == 0) required[key] = 0;
        fit_count[key] = static_cast<std::uint8_t>(std::popcount(fits[key]));
        for (int t = 0; t < 9; ++t)
            if (key >> t & 1) cells[key] |= triad_cells(t);
    }
    for (int bits = 0; bits < 512; ++bits)  // one row's 9 cells, not a key of triads
        for (int k = 0; k < 3; ++k)
            if (bits & box_cells(k)) triads_in_row[bits] |= 1 << k;
    for (int t = 0; t < 9; ++t)
        for (int u = 0; u < 9; ++u)
            if (u != t && (u / 3 == t / 3 || u % 3 == t % 3)) crossing[t] |= 1 << u;
    for (int x = 0; x < 27; ++x) {
        const int t = triad(x / 9, x % 9 / 3);  // the cell's triad
        peers[x] = cells[crossing[t] | 1 << t] & ~(1u << x);
    }
}
// [end:band_tables_build]
constexpr BandTables tables;

// [start:band_key]
// The triads of word w that still have an open cell: bit 3r + k for triad (r, k).
inline std::uint32_t triads_of(std::uint32_t w) {
#if defined(__BMI2__)
    // one instruction gathers bits 0, 3, ..., 24 of "some cell of the triad is open"
    return _pext_u32(w | w >> 1 | w >> 2, triad_heads);
#else
    return tables.triads_in_row[w & one_row] |
           tables.triads_in_row[w >> 9 & one_row] << 3 |
           tables.triads_in_row[w >> 18] << 6;
#endif
}
// [end:band_key]

}  // namespace

std::uint32_t band_triads(std::uint32_t word) { return triads_of(word & all_cells); }

std::array<std::uint16_t, 6> band_configurations() { return tables.configuration; }

std::uint32_t fitting_configurations(std::uint32_t triads) {
    return tables.fits[triads & all_triads];
}

// [start:band_place]
// Value v goes in cell x of band b: the other values lose the cell, the rest of its row
// and box in the band lose v, and so does its column in the other bands. Returns the
// words that changed.
Words BandSearch::place(State& s, int v, int b, int x) {
    const std::uint32_t bit = 1u << x;
    s.placed[b] |= bit;
    Words changed = 0;
    for (int u = 0; u < 9; ++u) {
        const int j = word(u, b);
        changed |= (s.open[j] >> x & 1) << j;
        s.open[j] &= ~bit;
    }
    s.open[word(v, b)] |= bit;
    changed |= narrow(s, word(v, b), ~tables.peers[x]);
    for (int c = 0; c < 3; ++c)
        if (c != b) changed |= narrow(s, word(v, c), ~(one_column << (x % 9)));
    ++stats_.updates;
    return changed;
}

// Word i keeps only the cells of keep: returns it (as a set of words) if it changed.
Words BandSearch::narrow(State& s, int i, std::uint32_t keep) {
    const std::uint32_t left = s.open[i] & keep;
    const Words changed = static_cast<Words>(left != s.open[i]) << i;
    s.open[i] = left;
    return changed;
}
// [end:band_place]

// [start:band_rule]
// The band rule on word i = word(v, b): keep only the triads of configurations that
// still fit, then place v where a row of the band has one cell left for it.
Words BandSearch::band_rule(State& s, int i) {
    const std::uint32_t w =
        s.open[i] & tables.cells[tables.allowed[triads_of(s.open[i])]];
    if (w == 0) return contradiction;  // no configuration fits: v has no place here
    s.open[i] = w;
    const int v = value_of_word(i), b = band_of_word(i);
    std::uint32_t singles = 0;
    for (int r = 0; r < 3; ++r) {
        const std::uint32_t row = w & row_cells(r);
        singles |= (row & (row - 1)) == 0 ? row : 0;
    }
    Words changed = 0;
    for (std::uint32_t m = singles & ~s.placed[b]; m != 0; m &= m - 1)
        changed |= place(s, v, b, std::countr_zero(m));
    return changed;
}
// [end:band_rule]

// [start:cell_rule]
// Naked singles: count the nine words of band b bit by bit, to once and twice or more;
// a cell in no word has no value left, a cell in one word is that value's.
Words BandSearch::cell_rule(State& s, int b) {
    std::uint32_t once = 0, twice = 0;
    for (int v = 0; v < 9; ++v) {
        twice |= once & s.open[word(v, b)];
        once |= s.open[word(v, b)];
    }
    if (once != all_cells) return contradiction;
    Words changed = 0;
    for (std::uint32_t m = once & ~twice & ~s.placed[b]; m != 0; m &= m - 1) {
        const int x = std::countr_zero(m);
        int v = 0;
        while (v < 9 && (s.open[word(v, b)] >> x & 1) == 0) ++v;
        if (v == 9) return contradiction;  // a single placed before took its value
        changed |= place(s, v, b, x);
    }
    return changed;
}
// [end:cell_rule]

// [start:column_rule]
// Hidden singles in columns: fold value v's nine rows to the columns it can reach once
// and twice or more; a column it cannot reach is a contradiction, a column it reaches
// once holds it there.
Words BandSearch::column_rule(State& s, int v) {
    std::uint32_t once = 0, twice = 0;
    for (int b = 0; b < 3; ++b)
        for (int r = 0; r < 3; ++r) {
            const std::uint32_t row = s.open[word(v, b)] >> 9 * r & one_row;
            twice |= once & row;
            once |= row;
        }
    if (once != one_row) return contradiction;
    const std::uint32_t single = (once & ~twice) * one_column;
    Words changed = 0;
    for (int b = 0; b < 3; ++b)
        for (std::uint32_t m = s.open[word(v, b)] & single & ~s.placed[b]; m != 0;
             m &= m - 1)
            if (s.open[word(v, b)] >> std::countr_zero(m) & 1)
                changed |= place(s, v, b, std::countr_zero(m));
    return changed;
}
// [end:column_rule]

// [start:intersections]
// The intersection rule: each triad holds exactly three values. From the nine values'
// keys (their open triads), count bit by bit over the nine triads how many values may
// go in each and how many must; say which triads each value must leave.
bool BandSearch::intersections(const std::array<std::uint32_t, 9>& keys,
                               std::array<std::uint32_t, 9>& cut) {
    std::uint32_t may1 = 0, may2 = 0, may4 = 0, must1 = 0, must2 = 0, must4 = 0;
    const auto add = [](std::uint32_t x, std::uint32_t& c1, std::uint32_t& c2,
                        std::uint32_t& c4) {  // a counter that stops at four
        c4 |= c2 & c1 & x;
        c2 ^= c1 & x;
        c1 ^= x;
    };
    for (int v = 0; v < 9; ++v) {
        add(tables.allowed[keys[v]], may1, may2, may4);
        add(tables.required[keys[v]], must1, must2, must4);
    }
    const std::uint32_t may3 = may1 & may2 & ~may4, must3 = must1 & must2 & ~must4;
    if (((may3 | may4) ^ all_triads) | must4) return false;  // < 3 may, > 3 must
    for (int v = 0; v < 9; ++v) {
        // the triads where v may go but need not: the only ones the rule can take
        const std::uint32_t optional =
            tables.allowed[keys[v]] & ~tables.required[keys[v]];
        // three values must go in triad t and v is not one of them: v leaves t
        cut[v] = must3 & optional;
        // three values may go in triad t, v among them: v goes there, so it leaves
        // the other triads of t's row and box
        for (std::uint32_t m = may3 & optional; m != 0; m &= m - 1)
            cut[v] |= tables.crossing[std::countr_zero(m)];
    }
    return true;
}
// [end:intersections]

// [start:triad_rule]
// The intersection rule in band b, on its nine words.
Words BandSearch::triad_rule(State& s, int b) {
    std::array<std::uint32_t, 9> keys{}, cut{};
    for (int v = 0; v < 9; ++v) keys[v] = triads_of(s.open[word(v, b)]);
    if (!intersections(keys, cut)) return contradiction;
    Words changed = 0;
    for (int v = 0; v < 9; ++v) changed |= narrow(s, word(v, b), ~tables.cells[cut[v]]);
    return changed;
}
// [end:triad_rule]

// [start:stack_rule]
// The rules turned on their side, for value v in stack t (columns 3t to 3t + 2): its
// 27 cells gathered to bit 9b + 3r + c (row 3b + r, column 3t + c) read as nine
// minicolumns 3b + c, where box b of the stack meets its column c. The key is the
// open minicolumns; the tables serve unchanged, since a configuration turned on its
// side is a configuration.
std::uint32_t BandSearch::stack_key(const State& s, int v, int t) {
    std::uint32_t x = 0;
    for (int b = 0; b < 3; ++b) {
        const std::uint32_t w = s.open[word(v, b)] >> 3 * t;
        x |= ((w & 7) | (w >> 6 & 070) | (w >> 12 & 0700)) << 9 * b;
    }
    const std::uint32_t any = x | x >> 3 | x >> 6;
    return (any & 7) | (any >> 6 & 070) | (any >> 12 & 0700);
}

// Value v leaves the minicolumns of stack t that are not in @p keep.
Words BandSearch::keep_minicolumns(State& s, int v, int t, std::uint32_t keep) {
    Words changed = 0;
    for (int b = 0; b < 3; ++b) {
        const std::uint32_t columns = keep >> 3 * b & 7;
        const std::uint32_t cells = columns * one_column << 3 * t;
        changed |= narrow(s, word(v, b), cells | ~box_cells(t));
    }
    return changed;
}

Words BandSearch::stack_rule(State& s, int v, int t) {
    const std::uint32_t fit = tables.allowed[stack_key(s, v, t)];
    if (fit == 0) return contradiction;
    return keep_minicolumns(s, v, t, fit);
}

Words BandSearch::stack_triad_rule(State& s, int t) {
    std::array<std::uint32_t, 9> keys{}, cut{};
    for (int v = 0; v < 9; ++v) keys[v] = stack_key(s, v, t);
    if (!intersections(keys, cut)) return contradiction;
    Words changed = 0;
    for (int v = 0; v < 9; ++v)
        changed |= keep_minicolumns(s, v, t, ~cut[v] & all_triads);
    return changed;
}
// [end:stack_rule]

// [start:band_propagate]
// The rules in turn, each on what changed since it last ran, until
// none changes a word. Every rule returns the words it changed, or contradiction.
bool BandSearch::propagate(State& s, Words dirty) {
    Words for_cells = 0, for_columns = 0, for_triads = 0;
    const auto run = [&dirty](Words changed) {  // false on a contradiction
        dirty |= changed;
        return (changed & contradiction) == 0;
    };
    for (;;) {
        Words changed = dirty;
        while (dirty != 0) {
            const int i = std::countr_zero(dirty);
            dirty &= dirty - 1;
            const Words news = band_rule(s, i);
            if (!run(news)) return false;
            changed |= news;
        }
        for_cells |= changed;
        for_columns |= changed;
        for_triads |= changed;
        for (int b = 0; b < 3; ++b)
            if (for_cells & band_words(b) && !run(cell_rule(s, b))) return false;
        for_cells = 0;
        if (dirty != 0) continue;
        for (int v = 0; v < 9; ++v)
            if (for_columns & value_words(v) && !run(column_rule(s, v))) return false;
        // [start:stacks.columns]
        for (int v = 0; v < 9 && options_.stacks; ++v)
            for (int t = 0; t < 3 && for_columns & value_words(v); ++t)
                if (!run(stack_rule(s, v, t))) return false;
        // [end:stacks.columns]
        for_columns = 0;
        if (dirty != 0) continue;
        for (int b = 0; b < 3 && options_.triads; ++b)
            if (for_triads & band_words(b) && !run(triad_rule(s, b))) return false;
        // [start:stacks.triads]
        for (int t = 0; t < 3 && options_.triads && options_.stacks && for_triads; ++t)
            if (!run(stack_triad_rule(s, t))) return false;
        // [end:stacks.triads]
        for_triads = 0;
        if (dirty == 0) return true;
    }
}
// [end:band_propagate]

// [start:band_report]
// The solved grid, from the words: each holds its value's three cells in its band, and
// cell x of band b is grid_cell(b, x) of the grid, row by row.
void BandSearch::report(const State& s) {
    std::vector<std::uint8_t> cells(81);
    for (int i = 0; i < 27; ++i)
        for (std::uint32_t m = s.open[i]; m != 0; m &= m - 1)
            cells[static_cast<std::size_t>(
                grid_cell(band_of_word(i), std::countr_zero(m)))] =
                static_cast<std::uint8_t>(value_of_word(i) + 1);
    const Grid solution(Shape(3, 3), std::move(cells));
    stop_ = count_solution(stats_, limits_, (*visit_)(solution)) == Next::stop;
}
// [end:band_report]

// [start:fixed_point]
// Propagates to the fixed point the way chosen when the search was made: by sweeps
// with the widest instructions the processor has, or by the work list. All three
// reach the same state ("Going faster: every word at once").
bool BandSearch::reach_fixed_point(State& s, Words dirty) {
    switch (propagation_) {
        case BandPropagation::avx512:
            return sweep_avx512(s);
        case BandPropagation::avx2:
            return sweep_avx2(s);
        case BandPropagation::work_list:
            break;
    }
    return propagate(s, dirty);
}
// [end:fixed_point]

// [start:band_search]
void BandSearch::search(State& s, Words dirty, int depth) {
    if (!reach_fixed_point(s, dirty)) return;
    if ((s.placed[0] & s.placed[1] & s.placed[2]) == all_cells) {
        report(s);
        return;
    }
    if (options_.configurations && branch_on_configurations(s, depth)) return;
    branch_on_cell(s, depth);
}

// [end:band_search]

// [start:band_branch]
// Among the bands where some value has two configurations or more, the one with the
// fewest over its nine values, and in it the value with the fewest (two at least): its
// word, or -1 if there is none.
int BandSearch::configuration_word(const State& s) const {
    // [start:sweeps.word]
    if (sweeps()) return swept_word_;  // the sweep chose it on its way, in registers
    // [end:sweeps.word]
    int best = -1, fewest_in_band = 1000;
    for (int b = 0; b < 3; ++b) {
        int total = 0, chosen = -1, fewest = 7;
        for (int v = 0; v < 9; ++v) {
            const int n = tables.fit_count[triads_of(s.open[word(v, b)])];
            total += n;
            if (n >= 2 && n < fewest) {
                fewest = n;
                chosen = word(v, b);
            }
        }
        if (chosen >= 0 && total < fewest_in_band) {
            fewest_in_band = total;
            best = chosen;
        }
    }
    return best;
}

// Try each configuration of that word.
bool BandSearch::branch_on_configurations(State& s, int depth) {
    const int best = configuration_word(s);
    if (best < 0) return false;  // every value has one configuration left in each band
    for (std::uint32_t m = tables.fits[triads_of(s.open[best])]; m != 0 && !stop_;
         m &= m - 1) {
        if (!exact_cover::may_visit(stats_, limits_)) {
            stop_ = true;
            break;
        }
        count_node(depth);
        State next = s;
        const std::uint32_t triads = tables.configuration[std::countr_zero(m)];
        search(next, narrow(next, best, tables.cells[triads]), depth + 1);
    }
    return true;
}
// [end:band_branch]

// [start:branch_on_cell]
// The open cell with the fewest values: count each band's words bit by bit, to one,
// two, three and four or more, and take the first cell with two, else three, else any.
void BandSearch::branch_on_cell(State& s, int depth) {
    int band = -1, cell = -1;
    for (int want = 2; want <= 4 && cell < 0; ++want)
        for (int b = 0; b < 3 && cell < 0; ++b) {
            std::uint32_t c1 = 0, c2 = 0, c4 = 0;
            for (int v = 0; v < 9; ++v) {
                const std::uint32_t x = s.open[word(v, b)];
                c4 |= c2 & c1 & x;
                c2 ^= c1 & x;
                c1 ^= x;
            }
            const std::uint32_t open = ~s.placed[b] & all_cells;
            const std::uint32_t m = want == 2   ? open & c2 & ~c1 & ~c4
                                    : want == 3 ? open & c2 & c1 & ~c4
                                                : open;
            if (m != 0) {
                band = b;
                cell = std::countr_zero(m);
            }
        }
    for (int v = 0; v < 9 && !stop_; ++v) {
        if ((s.open[word(v, band)] >> cell & 1) == 0) continue;
        if (!exact_cover::may_visit(stats_, limits_)) {
            stop_ = true;
            return;
        }
        count_node(depth);
        State next = s;
        search(next, place(next, v, band, cell), depth + 1);
    }
}
// [end:branch_on_cell]

// [start:band_start]
// The state the givens leave, in a few passes: value v keeps the cells of band b that
// no given fills, outside the rows, boxes and columns where v is given. Nothing when
// two givens clash, a value given twice in a row, a box or a column: find_clash()'s
// question asked of the words, which the solver has to build anyway (a test holds the
// two to the same answers).
std::optional<BandSearch::State> BandSearch::start(const Grid& puzzle) {
    std::array<std::uint32_t, 27> given{};  // per word, the cells where v is given
    const auto cells = puzzle.cells();
    for (int k = 0; k < 81; ++k)
        if (cells[k] != 0)
            given[word(cells[k] - 1, band_of_cell(k))] |= 1u << cell_in_band(k);
    State s{};
    for (int v = 0; v < 9; ++v)
        for (int b = 0; b < 3; ++b) s.placed[b] |= given[word(v, b)];
    for (int v = 0; v < 9; ++v) {
        std::uint32_t columns = 0, twice = 0;  // where v is given, in any band
        for (int b = 0; b < 3; ++b)
            for (int r = 0; r < 3; ++r) {
                const std::uint32_t row = given[word(v, b)] >> 9 * r & one_row;
                twice |= (columns & row) | (row & (row - 1));  // in a column, a row
                columns |= row;
            }
        if (twice != 0) return std::nullopt;
        for (int b = 0; b < 3; ++b) {
            const std::uint32_t g = given[word(v, b)];
            std::uint32_t taken = columns * one_column;
            for (int r = 0; r < 3; ++r)  // its rows and boxes in the band
                if (g & row_cells(r)) taken |= row_cells(r);
            for (int k = 0; k < 3; ++k) {
                const std::uint32_t box = box_cells(k), in_box = g & box;
                if ((in_box & (in_box - 1)) != 0)
                    return std::nullopt;  // twice in a box
                if (in_box != 0) taken |= box;
            }
            s.open[word(v, b)] = (all_cells & ~s.placed[b] & ~taken) | g;
        }
    }
    return s;
}
// [end:band_start]

// [start:band_solve]
exact_cover::SearchResult BandSearch::solve(const Grid& puzzle,
                                            const GridVisitor& visit,
                                            exact_cover::Limits limits) {
    if (!(puzzle.shape() == Shape(3, 3)))
        throw std::invalid_argument(
            "the band solver handles 9 x 9 grids with 3 x 3 boxes only, not " +
            to_string(puzzle.shape()) + " boxes");
    std::optional<State> s = start(puzzle);
    if (!s) return clash_result();
    stats_ = {};
    limits_ = limits;
    if (!exact_cover::may_search(stats_, limits)) return stats_;
    stop_ = false;
    visit_ = &visit;
    clear_depth_counts(nodes_at_depth_);  // (what a search cut short may have left)
    search(*s, all_words, 0);             // every word, to every rule
    stats_.profile = take_depth_profile(nodes_at_depth_);
    return stats_;
}
// [end:band_solve]

exact_cover::SearchResult BandSolver::solve(const Grid& puzzle,
                                            const GridVisitor& visit,
                                            exact_cover::Limits limits) {
    return BandSearch().solve(puzzle, visit, limits);  // every idea at its default
}

}  // namespace sudoku
