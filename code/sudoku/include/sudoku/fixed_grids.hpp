/// @file
/// The essentially different grids of a shape by Burnside's lemma without listing the
/// grids (chapter 12): one geometric move per conjugacy class of the group, and for
/// each, the grids it fixes up to relabelling, counted as the exact covers of a smaller
/// problem, one option per orbit of cells.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "exact_cover/problem.hpp"
#include "exact_cover/search.hpp"
#include "sudoku/shape.hpp"
#include "sudoku/wide_count.hpp"

namespace sudoku {

/// A geometric move as a map of cells: the move takes cell i (numbered r·N + c) to
/// cell `image[i]`.
using CellImage = std::vector<std::uint16_t>;

/// A conjugacy class of the geometric group G (row, band, column and stack
/// permutations, and the transposition when the boxes are square): the moves ρσρ⁻¹
/// for one σ and every ρ in G. Conjugate moves fix equally many grids, so one stands
/// for all of them.
struct SymmetryClass {
    CellImage representative;  ///< the class's first move in the group's order
    std::uint64_t size = 0;    ///< how many moves the class holds
    /// the representative's order: its least power that is the identity
    std::uint64_t order = 0;
    /// A(σ): the grids whose first row reads 1 … N that σ fixes up to relabelling
    /// (σ moves the cells, a relabelling then gives the grid back). Counted by
    /// count_essentially_different(); 0 in what conjugacy_classes() returns.
    WideCount fixed = 0;
    std::uint64_t nodes = 0;  ///< search nodes its count took (0 for the identity)
};

/// The geometric group of a shape split into its conjugacy classes.
struct MoveClasses {
    std::uint64_t group_order = 0;  ///< |G|, relabelling aside
    /// the classes, the identity's first, then in the group's order
    std::vector<SymmetryClass> classes;
    /// complete, or interrupted: the closing stopped at Limits::interrupt, and
    /// `classes` holds only those closed before it
    exact_cover::Ending ending = exact_cover::Ending::complete;
};

/// Whether conjugacy_classes() (and so count_essentially_different()) can take
/// @p shape, and if not, why not: empty when it can.
[[nodiscard]] std::optional<std::string> essentially_different_refusal(
    const Shape& shape);

/// The geometric group of @p shape split into conjugacy classes: each class with its
/// first move in the group's order, its size and its order. 4 × 4 has 20 classes in a
/// group of 128 moves, 6 × 6 90 of 3,456, 9 × 9 275 of 3,359,232. The classes are found
/// by closing each move under conjugation by the group's generators (adjacent rows of
/// a band swapped, adjacent bands swapped, the same for columns, and the
/// transposition), with the moves numbered in memory, four bytes each.
/// @throws std::invalid_argument if essentially_different_refusal() refuses the shape:
///         a group of more than 2^23 moves, or more than 2,048 row or column moves
///         (their products are tabulated): every shape from 10 × 10 on (2 × 5 boxes:
///         110,592,000 moves), and 1 × N or N × 1 from N = 7.
/// Of @p limits only the interrupt is read, before each move is looked at: the 9 × 9
/// closing takes about half a second, too long to leave a Ctrl-C unanswered.
[[nodiscard]] MoveClasses conjugacy_classes(const Shape& shape,
                                            const exact_cover::Limits& limits = {});

/// What one class's count has done, for a progress display.
struct BurnsideProgress {
    std::size_t done = 0;   ///< searches finished: one per class and cycle type
    std::size_t total = 0;  ///< searches in all
};

/// The result of count_essentially_different(), returned whole: every number of the
/// lemma, so that a reader can redo the division.
struct EssentiallyDifferent {
    Shape shape;                         ///< the shape counted
    std::uint64_t group_order = 0;       ///< |G|, relabelling aside
    std::vector<SymmetryClass> classes;  ///< every conjugacy class, with its count
    WideCount grids = 0;      ///< every grid of the shape (the identity's N!·A)
    WideCount fixed_sum = 0;  ///< Σ size · fixed over the classes
    WideCount count = 0;      ///< the essentially different grids: fixed_sum / |G|
    std::uint64_t nodes = 0;  ///< search nodes of every class's count
    /// exact-cover counts run, one per start of a first row
    std::uint64_t searches = 0;
    /// the workers that ran: the threads asked for, or fewer when the system could not
    /// start them all or give each room for its problem (the answer is the same); 0
    /// when a signal stopped the count before any ran
    unsigned threads = 0;
    /// Ending::complete, or Ending::interrupted when the interrupt of the limits ended
    /// it (then `count` is 0 and the classes hold what was counted before)
    exact_cover::Ending ending = exact_cover::Ending::complete;
};

/// The exact-cover problem whose solutions are the grids g (any first row) with
/// g(move(p)) = π(g(p)) for every cell p, for one relabelling π of cycle type
/// @p cycle_type: its cycles laid out on consecutive values, the longest first, each
/// stepping to the next value and from its last back to its first. Its items are
/// the 4N² constraints of chapter 3; it has one option per orbit of @p move and value v
/// of the orbit's first cell, which puts π^k(v) in the orbit's k-th cell, when the
/// length of π's cycle through v divides the orbit's and no two of those cells break a
/// rule. Exercise 12.1 counts with it.
/// @throws std::invalid_argument if @p move is not a permutation of the cells, or the
///         parts of @p cycle_type are not positive numbers adding up to N.
[[nodiscard]] exact_cover::Problem fixed_grid_problem(
    const Shape& shape, std::span<const std::uint16_t> move,
    std::span<const std::size_t> cycle_type);

/// The grids whose first row reads 1 … N that the move @p move fixes up to
/// relabelling: those g with g(move(p)) = π(g(p)) for every cell p and one relabelling
/// π. For each type of π (its cycle lengths, a partition of N) the grids with that
/// relation are the exact covers of a problem with one option per orbit of cells and
/// value of its first cell; the relabellings that commute with π map them onto each
/// other, so each family of them is counted once, by its member whose first row opens
/// π's cycles in a fixed order. An interrupt of @p limits stops it (`ending`).
/// Any permutation of the cells will do; the moves of G are the ones the lemma needs.
/// @throws std::invalid_argument if @p move is not a permutation of @p shape's cells,
///         or is the identity (it fixes every grid: count them by bands).
[[nodiscard]] exact_cover::SearchResult count_fixed_grids(
    const Shape& shape, std::span<const std::uint16_t> move,
    const exact_cover::Limits& limits = {});

/// Counts the essentially different grids of @p shape, the classes of its grids under
/// relabelling and G, by Burnside's lemma over the conjugacy classes of G: the
/// identity fixes every grid, counted by bands (count_grids_by_bands(), or by listing
/// for the shapes bands do not reach), every other class by count_fixed_grids(), on
/// @p threads threads. 2 for 4 × 4, 49 for 6 × 6, 5,472,730,538 for 9 × 9. A thread
/// that finds no room for a class's problem hands it back and stops; the problems
/// handed back are counted on the calling thread once the others are done.
/// @throws std::invalid_argument as conjugacy_classes().
/// @throws std::bad_alloc when even the calling thread finds no room
[[nodiscard]] EssentiallyDifferent count_essentially_different(
    const Shape& shape, const exact_cover::Limits& limits = {}, unsigned threads = 1,
    const std::function<void(const BurnsideProgress&)>& progress = {});

}  // namespace sudoku
