/// @file
/// Counting every grid of a box shape without listing them (chapter 11): a grid is a
/// stack of bands whose column sets partition the values in every column, and how many
/// bands have given column sets depends only on a small table, the same for whole
/// classes of tables under the grid's symmetries.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "exact_cover/search.hpp"
#include "sudoku/shape.hpp"
#include "sudoku/wide_count.hpp"

namespace sudoku {

/// The column sets of one band, up to relabelling the values.
///
/// The method works on *tall* boxes, R ≥ C (count_grids_by_bands() turns a wide shape
/// by transposing, which maps grids one to one): a band is R rows, a stack C columns,
/// and in a band every value stands in exactly one column of each of the R stacks. Its
/// *type* is the list of those columns, (c₀, …, c_{R−1}) with each c_s < C, numbered
/// t = Σ c_s·C^s. counts[t] is how many values have type t. Every column holds R
/// values, so for each stack s and column c the counts of the types with c_s = c add up
/// to R.
struct BandTable {
    std::vector<std::uint8_t> counts;  ///< one entry per type, C^R of them

    /// Equal tables describe the same column sets up to relabelling.
    friend bool operator==(const BandTable&, const BandTable&) = default;
};

/// The column of stack @p stack that values of type @p type stand in, for @p tall.
[[nodiscard]] std::size_t type_column(const Shape& tall, std::size_t type,
                                      std::size_t stack);

/// Every band table of the tall shape @p tall (box_rows() ≥ box_columns()): 3 for 2×2,
/// 28 for 3×2, 22,620 for 3×3. An interrupt of @p limits stops the listing (it takes
/// seconds from 5×2 on): then the tables are only those found so far, and the caller,
/// which asked for the interrupt, knows it.
/// @throws std::invalid_argument if @p tall is not tall.
[[nodiscard]] std::vector<BandTable> band_tables(
    const Shape& tall, const exact_cover::Limits& limits = {});

/// How many assignments of column sets a table stands for: N! / Π counts[t]!, the ways
/// to give the N values their types.
[[nodiscard]] std::uint64_t labellings(const BandTable& table);

/// n(T): how many bands have given column sets with table @p table. Each value takes a
/// permutation of the R rows (its row in each stack), and the R values of each column
/// take different rows: an exact cover of the (column, row) slots, counted one value at
/// a time with the covered slots as the memo's key.
/// @throws std::invalid_argument if N·R exceeds 64 (the memo's key is a 64-bit set).
[[nodiscard]] std::uint64_t bands_with_table(const Shape& tall, const BandTable& table);

/// The first of the images of @p table under the symmetries that keep every table's
/// counts: permuting the R stacks, and the C columns inside each stack. Tables with
/// the same canonical form have the same n(T) and the same completions.
[[nodiscard]] BandTable canonical_table(const Shape& tall, const BandTable& table);

/// A class of band tables under those symmetries, with what the count needs of it.
struct TableClass {
    BandTable first;            ///< its canonical table
    std::uint64_t members = 0;  ///< tables in the class
    std::uint64_t bands = 0;    ///< n(T) of each member
    WideCount completions = 0;  ///< grids per configuration of a member as top band
};

/// What one step of count_grids_by_bands() has done, for a progress display.
struct BandCountProgress {
    std::string_view stage;  ///< "tables", "bands" or "completions"
    std::size_t done = 0;    ///< classes (or tables) finished in this stage
    std::size_t total = 0;   ///< and how many the stage has
};

/// The result of count_grids_by_bands(), returned whole.
struct BandCount {
    Shape shape;                      ///< the shape asked for
    Shape tall;                       ///< the shape counted: @p shape, or its transpose
    std::size_t tables = 0;           ///< band tables of @p tall
    std::vector<TableClass> classes;  ///< their classes, canonical table first
    WideCount bands = 0;              ///< every band: Σ labellings × n(T)
    WideCount grids = 0;              ///< every grid, once complete
    /// the workers that ran: the threads asked for, or fewer when the system could not
    /// start them all (exact_cover::run_workers()); the counts are the same
    unsigned threads = 0;
    /// Ending::complete, or Ending::interrupted when an interrupt ended it (then
    /// `grids` is 0, and the classes hold what was counted)
    exact_cover::Ending ending = exact_cover::Ending::complete;
};

/// Whether count_grids_by_bands() can count @p shape, and if not, why not: it needs two
/// or three bands once the boxes are tall (min(R, C) of 2 or 3), and memo keys that fit
/// (N·max(R, C) ≤ 64, and 3×3 the only shape with three bands). Empty when it can.
[[nodiscard]] std::optional<std::string> band_count_refusal(const Shape& shape);

/// Counts every grid with @p shape's boxes exactly, by bands: with two bands, Σ over
/// tables T of labellings(T)·n(T)², the second band's table being the first's with
/// each stack's columns swapped; with three, Σ labellings(T₁)·n(T₁)·Σ n(T₂)·n(T₃)
/// over the second bands that fit under the first, the third being forced. Each class
/// of tables is counted once, on @p threads threads. An interrupt of @p limits ends it
/// between classes (Ending::interrupted); @p progress, if given, hears of every class.
/// @throws std::invalid_argument if band_count_refusal() refuses @p shape.
[[nodiscard]] BandCount count_grids_by_bands(
    const Shape& shape, const exact_cover::Limits& limits = {}, unsigned threads = 1,
    const std::function<void(const BandCountProgress&)>& progress = {});

}  // namespace sudoku
