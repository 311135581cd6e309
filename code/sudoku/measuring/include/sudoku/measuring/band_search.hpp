/// @file
/// The band solver with each of its ideas a switch ("Going faster: bands and triads"):
/// the search that sudoku::BandSolver runs with the defaults, and that Going faster's
/// program and the tests run with the ideas turned off one at a time, to measure what
/// each buys and to hold every combination to the same solutions. Not installed: the
/// library compiles it (this folder is a private include directory of the target
/// sudoku), and the measuring layer, the target sudoku_measuring, gives it to the
/// book's programs and tests. The words' layout is sudoku/band_layout.hpp.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "exact_cover/search.hpp"
#include "sudoku/band_layout.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/grid_visitor.hpp"

namespace sudoku::measuring {

// [start:band_options]
/// Which of the band solver's ideas are on: each can be turned off to measure what it
/// buys ("Going faster: bands and triads"). Every combination finds the same solutions;
/// the branching decides their order, and the rules the size of the tree. The
/// defaults are sudoku::BandSolver's.
struct BandOptions {
    /// The intersection rule: the three cells where a row meets a box hold exactly
    /// three values, so three values that must go there take those cells, and three
    /// values that are the only ones able to go there must go there.
    bool triads = true;
    /// The band rule and the intersection rule turned on their side, for the stacks
    /// (the columns of boxes) and their minicolumns. It prunes the tree; it is off by
    /// default, a choice that the rows "+ stacks" of Going faster: bands and triads and
    /// Going faster: every word at once weigh against their measurements of its time.
    bool stacks = false;
    /// Branch on a value's configurations (where the value goes in each box of a band):
    /// in the band with the fewest configurations left over its values, on the value
    /// with the fewest there, instead of on a cell with the fewest candidates. Use it
    /// with the intersection rule: without it, a branch can give four values to one
    /// triad and not notice until the cells run out, and on grids with few givens the
    /// search can wander for hundreds of thousands of nodes.
    bool configurations = true;
    /// Propagate by sweeps: the band rule and the singles on all 27 words at once in
    /// vector registers until a sweep changes nothing, then the intersection rule,
    /// instead of one changed word at a time. Taken only where
    /// BandSearch::can_sweep(). It reaches the same fixed point, so the tree and the
    /// solutions are the same (the updates, counted as cells decided, may differ on
    /// branches that fail).
    bool sweep = true;
    /// Sweep with AVX-512 where the processor has it (BandSearch::can_sweep_avx512());
    /// false keeps to AVX2 even there, so that the two can be measured side by side.
    bool avx512 = true;
};
// [end:band_options]

/// How a band search propagates (BandSearch::propagation()): the same fixed point,
/// reached three ways.
enum class BandPropagation {
    work_list,  ///< one changed word at a time, in 32-bit words
    avx2,       ///< by sweeps, a band in two 8-lane AVX2 registers
    avx512,     ///< by sweeps, a band in one 16-lane AVX-512 register
};

/// A 9 × 9 search on words of bits, one per value and band: bit 9r + c of word
/// band_layout::word(v, b) says whether value v can still go in row r, column c of
/// band b (rows 3b to 3b + 2). A band's word sees at once the three rows and three
/// boxes it crosses, so a few table look-ups find where the value can still go in each
/// box; naked singles come from counting the nine words of a band bit by bit, hidden
/// singles in columns from folding a value's three words. At every node it propagates
/// to a fixed point, then branches; the state is 30 words, copied at each branch.
class BandSearch {
public:
    // [start:choose_propagation]
    /// A search with the ideas @p options turns on.
    explicit BandSearch(BandOptions options = {})
        : options_(options),
          propagation_(!options.sweep || !can_sweep() ? BandPropagation::work_list
                       : options.avx512 && can_sweep_avx512() ? BandPropagation::avx512
                                                              : BandPropagation::avx2) {
    }

    /// Whether this build and this processor can propagate by sweeps: x86-64 with
    /// AVX2 at least, asked of the processor when the program runs, so that one build
    /// serves every x86-64 and uses the instructions where they are.
    [[nodiscard]] static bool can_sweep();
    /// Whether it can sweep with AVX-512 (x86-64 with AVX-512F).
    [[nodiscard]] static bool can_sweep_avx512();
    // [end:choose_propagation]

    /// How this search propagates (BandOptions::sweep and BandOptions::avx512, where it
    /// can).
    [[nodiscard]] BandPropagation propagation() const noexcept { return propagation_; }
    /// Whether this search propagates by sweeps, with either instruction set.
    [[nodiscard]] bool sweeps() const noexcept {
        return propagation_ != BandPropagation::work_list;
    }

    /// Calls @p visit with each solution of the 9 × 9 @p puzzle until it answers stop
    /// or a limit of @p limits is reached (the node budget counts the branches tried).
    /// Givens that clash end it at once (exact_cover::Ending::clash). Returns the
    /// counters: nodes = branches tried, profile[d] = those at depth d, updates =
    /// values placed after the givens (by propagation and by branches on a cell).
    /// @throws std::invalid_argument if the puzzle is not 9 × 9 with 3 × 3 boxes.
    exact_cover::SearchResult solve(const Grid& puzzle, const GridVisitor& visit,
                                    exact_cover::Limits limits = {});

    // [start:band_state]
    /// The search state: where each value can still go, and which cells are filled.
    struct State {
        /// word(v, b): bit 9r + c set while value v + 1 can go in row 3b + r,
        /// column c
        std::array<std::uint32_t, 27> open;
        /// per band, the cells whose value is decided
        std::array<std::uint32_t, 3> placed;
    };

    /// A set of the state's words, bit word(v, b) for that word; what each rule
    /// returns: the words it changed, with the bit `contradiction` when it found one.
    using Words = std::uint32_t;
    /// The bit of Words that says a rule found a contradiction.
    static constexpr Words contradiction = 1u << 31;
    // [end:band_state]

    /// The deepest a search can go, in choices on one path: a branch on
    /// configurations leaves its word one configuration, which it keeps below, so a
    /// path has at most 27 of them; a branch on a cell decides the cell, so at most
    /// 81 of those.
    static constexpr int max_depth = 27 + 81;

private:
    static std::optional<State> start(const Grid& puzzle);
    bool propagate(State& state, Words dirty);
    bool sweep_avx512(State& state);
    bool sweep_avx2(State& state);
    bool reach_fixed_point(State& state, Words dirty);
    Words band_rule(State& state, int word);
    Words cell_rule(State& state, int band);
    Words column_rule(State& state, int value);
    Words triad_rule(State& state, int band);
    Words stack_rule(State& state, int value, int stack);
    Words stack_triad_rule(State& state, int stack);
    static std::uint32_t stack_key(const State& state, int value, int stack);
    static Words keep_minicolumns(State& state, int value, int stack,
                                  std::uint32_t keep);
    static bool intersections(const std::array<std::uint32_t, 9>& keys,
                              std::array<std::uint32_t, 9>& cut);
    Words place(State& state, int value, int band, int cell);
    static Words narrow(State& state, int word, std::uint32_t keep);
    void search(State& state, Words dirty, int depth);
    int configuration_word(const State& state) const;
    bool branch_on_configurations(State& state, int depth);
    void branch_on_cell(State& state, int depth);
    // [start:band_members]
    // a node at depth (the choices above it): counted, and in the profile
    void count_node(int depth) {
        ++stats_.nodes;
        ++nodes_at_depth_[static_cast<std::size_t>(depth)];
    }
    void report(const State& state);

    BandOptions options_;
    BandPropagation propagation_;
    // the word the last sweep chose to branch on, or -1: search() reads it right after
    // the sweep, before any branch sweeps again
    int swept_word_ = -1;
    const GridVisitor* visit_ = nullptr;
    exact_cover::SearchResult stats_;
    exact_cover::Limits limits_;
    bool stop_ = false;
    // the profile, counted in place (a fixed array: no vector grows at a node) and
    // copied into stats_ when the search ends
    std::array<std::uint64_t, max_depth> nodes_at_depth_{};
    // [end:band_members]
};

}  // namespace sudoku::measuring
