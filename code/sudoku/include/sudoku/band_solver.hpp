/// @file
/// A 9 × 9 solver that keeps, for every value and band, the cells still open to that
/// value as one 27-bit word ("Going faster: bands and triads").
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "exact_cover/search.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/grid_visitor.hpp"

namespace sudoku {

/// Which of the band solver's ideas are on: each can be turned off to measure what it
/// buys ("Going faster: bands and triads"). Every combination finds the same solutions;
/// the branching decides their order, and the rules the size of the tree.
struct BandOptions {
    /// The intersection rule: the three cells where a row meets a box hold exactly
    /// three values, so three values that must go there take those cells, and three
    /// values that are the only ones able to go there must go there.
    bool triads = true;
    /// The band rule and the intersection rule turned on their side, for the stacks
    /// (the columns of boxes) and their minicolumns. Off by default: it prunes the
    /// tree, but on the book's puzzle sets costs more time than it saves.
    bool stacks = false;
    /// Branch on the value and band with the fewest configurations left (where the
    /// value goes in each box of the band) instead of on a cell with the fewest
    /// candidates. Use it with the intersection rule: without it, a branch can give
    /// four values to one triad and not notice until the cells run out, and on grids
    /// with few givens the search can wander for hundreds of thousands of nodes.
    bool configurations = true;
    /// Propagate by sweeps: the band rule and the singles on all 27 words at once in
    /// vector registers until a sweep changes nothing, then the intersection rule,
    /// instead of one changed word at a time. Taken only where
    /// BandSolver::can_sweep(). It reaches the same fixed point, so the tree and the
    /// solutions are the same (the updates, counted as cells decided, may differ on
    /// branches that fail).
    bool sweep = true;
    /// Sweep with AVX-512 where the processor has it (BandSolver::can_sweep_avx512());
    /// false keeps to AVX2 even there, so that the two can be measured side by side.
    bool avx512 = true;
};

/// How a band solver propagates (BandSolver::propagation()): the same fixed point,
/// reached three ways.
enum class BandPropagation {
    work_list,  ///< one changed word at a time, in 32-bit words
    avx2,       ///< by sweeps, a band in two 8-lane AVX2 registers
    avx512,     ///< by sweeps, a band in one 16-lane AVX-512 register
};

/// The triads of a band's word that still have an open cell: bit 3r + k when row r of
/// the band still has a cell open in box k (bit 9r + 3k to 9r + 3k + 2 of @p word).
/// One `pext` instruction where the compiler may use BMI2, three table look-ups
/// elsewhere; the two agree on every word.
[[nodiscard]] std::uint32_t band_triads(std::uint32_t word);

/// The six configurations of a value in a band, the 3! ways to give each of its boxes
/// one of its rows, as sets of triads (bit 3r + k: row r in box k).
[[nodiscard]] std::array<std::uint16_t, 6> band_configurations();

/// The configurations (bit c for band_configurations()[c]) whose three triads are all
/// in @p triads.
[[nodiscard]] std::uint32_t fitting_configurations(std::uint32_t triads);

/// A 9 × 9 solver on words of bits, one per value and band: bit 9r + c of word (v, b)
/// says whether value v can still go in row r, column c of band b (rows 3b to 3b + 2).
/// A band's word sees at once the three rows and three boxes it crosses, so a few table
/// look-ups find where the value can still go in each box; naked singles come from
/// counting the nine words of a band bit by bit, hidden singles in columns from
/// folding a value's three words. At every node it propagates to a fixed point, then
/// branches; the state is 30 words, copied at each branch.
class BandSolver {
public:
    /// A solver with the ideas @p options turns on.
    explicit BandSolver(BandOptions options = {})
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

    /// How this solver propagates (BandOptions::sweep and BandOptions::avx512, where it
    /// can).
    [[nodiscard]] BandPropagation propagation() const noexcept { return propagation_; }
    /// Whether this solver propagates by sweeps, with either instruction set.
    [[nodiscard]] bool sweeps() const noexcept {
        return propagation_ != BandPropagation::work_list;
    }

    /// Calls @p visit with each solution of the 9 × 9 @p puzzle until it answers stop
    /// or a limit of @p limits is reached (the node budget counts the branches tried).
    /// Givens that clash end it at once (exact_cover::Ending::clash). Returns the
    /// counters: nodes = branches tried, updates = values placed after the givens (by
    /// propagation and by branches on a cell).
    /// @throws std::invalid_argument if the puzzle is not 9 × 9 with 3 × 3 boxes.
    exact_cover::SearchResult solve(const Grid& puzzle, const GridVisitor& visit,
                                    exact_cover::Limits limits = {});

    // [start:band_state]
    /// The search state: where each value can still go, and which cells are filled.
    struct State {
        /// word 3v + b: bit 9r + c set while value v + 1 can go in row 3b + r,
        /// column c
        std::array<std::uint32_t, 27> open;
        /// per band, the cells whose value is decided
        std::array<std::uint32_t, 3> placed;
    };

    /// A set of the state's words, bit 3v + b for word 3v + b; what each rule returns:
    /// the words it changed, with the bit `contradiction` when it found one.
    using Words = std::uint32_t;
    /// The bit of Words that says a rule found a contradiction.
    static constexpr Words contradiction = 1u << 31;
    // [end:band_state]

private:
    static std::optional<State> start(const Grid& puzzle);
    bool propagate(State& state, Words dirty);
    bool sweep_avx512(State& state);
    bool sweep_avx2(State& state);
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
    void search(State& state, Words dirty);
    int configuration_word(const State& state) const;
    bool branch_on_configurations(State& state);
    void branch_on_cell(State& state);
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
};

}  // namespace sudoku
