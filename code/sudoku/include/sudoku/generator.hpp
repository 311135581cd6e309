/// @file
/// Puzzles with exactly one solution, for any box shape: a random complete grid from
/// Dancing Links, then givens taken away while the solution stays unique (chapter 7).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "exact_cover/search.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/shape.hpp"

namespace sudoku {

/// The book's random numbers: SplitMix64, a 64-bit generator whose whole state is one
/// number, so that a seed gives the same puzzles on every machine and standard library
/// (the distributions of `<random>` are not specified bit for bit, and would not).
class SplitMix64 {
public:
    /// A generator started from @p seed.
    explicit SplitMix64(std::uint64_t seed) noexcept : state_(seed) {}
    /// The next 64 random bits.
    std::uint64_t next() noexcept {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    /// A number from 0 to @p n - 1 (n > 0). The bias of taking a remainder is below n /
    /// 2^64, far too small to see for the few thousand values a grid needs.
    std::size_t below(std::size_t n) noexcept {
        return static_cast<std::size_t>(next() % n);
    }

private:
    std::uint64_t state_;
};

/// A random complete grid of @p shape: Dancing Links on the empty grid's matrix with
/// its options in random order, so that every cell tries its values in a random order.
/// Nothing if @p nodes search nodes did not find one, which happens only for large N.
[[nodiscard]] std::optional<Grid> random_grid(
    const Shape& shape, SplitMix64& random,
    std::uint64_t nodes = exact_cover::Limits::none);

/// A random complete grid of @p shape made without a search, for sizes where
/// random_grid() seldom finishes: the pattern grid whose cell (r, c) holds
/// (C·(r mod R) + ⌊r / R⌋ + c) mod N, plus 1, with its values relabelled, its bands and
/// the rows in each band, its stacks and the columns in each stack put in random
/// orders. Each of those moves keeps every row, column and box a permutation, so the
/// result is a grid; not every grid can come out of it.
[[nodiscard]] Grid shuffled_pattern_grid(const Shape& shape, SplitMix64& random);

/// Past this size (boxes larger than 6×6) generate_puzzle() starts from
/// shuffled_pattern_grid(): random_grid()'s search, measured, finishes no 7×7- or
/// 8×8-box grid in 100 tries.
inline constexpr std::size_t max_searched_grid_size = 36;

/// How generate_puzzle() works.
struct GenerateOptions {
    /// Search nodes allowed for each uniqueness test (exact_cover::Limits::nodes). A
    /// test that runs out keeps the given, so the puzzle stays unique, but it may then
    /// not be minimal.
    std::uint64_t nodes = exact_cover::Limits::none;
    /// Random grids tried (random_grid(), 64 search nodes per cell each) before giving
    /// up, so that generating always ends: a random order can, rarely, lead a grid's
    /// search astray.
    std::size_t grid_attempts = 100;
    /// A flag that ends every test at once when raised (exact_cover::Limits::interrupt,
    /// a signal's): the tests left keep their givens, so the puzzle stays unique but is
    /// not minimal, and the caller should drop it. Null: none.
    const std::atomic<bool>* interrupt = nullptr;
};

/// What generate_puzzle() did.
struct GenerateReport {
    std::size_t givens = 0;   ///< givens left in the puzzle
    std::size_t tests = 0;    ///< uniqueness tests, one per cell
    std::uint64_t nodes = 0;  ///< search nodes of all the tests together
    /// tests that ran out of nodes (0: the puzzle is minimal)
    std::size_t gave_up = 0;
    std::size_t grid_attempts = 0;  ///< random grids tried until one was complete
    /// true when no try gave a complete grid: the puzzle is then the empty grid
    bool no_grid = false;
};

/// A puzzle and what generate_puzzle() did to make it.
struct GeneratedPuzzle {
    Grid puzzle;  ///< the puzzle: one solution, minimal if report.gave_up is 0
    GenerateReport report;  ///< the work it took
};

/// A puzzle of @p shape with exactly one solution and, when report.gave_up is 0,
/// minimal: no given can be removed without losing uniqueness. From the seed's random
/// grid, the cells are emptied one at a time in random order; a cell whose value is
/// needed for uniqueness gets its value back. One pass suffices: removing givens only
/// adds solutions, so a given that was needed once stays needed. When no random grid
/// is found within GenerateOptions::grid_attempts, report.no_grid says so.
[[nodiscard]] GeneratedPuzzle generate_puzzle(const Shape& shape, std::uint64_t seed,
                                              const GenerateOptions& options = {});

}  // namespace sudoku
