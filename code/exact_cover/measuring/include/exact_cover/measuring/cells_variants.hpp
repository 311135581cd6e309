/// @file
/// The versions of dancing cells, tuned, that "Going faster: dancing cells" measures
/// beside the one the library ships: the mems counted as ssxc1 counts them, and the
/// doom of an option tested first, on rows of bits. Switches that exist to measure, so
/// they live here, in the measuring layer, and not in the installed tuned_cells.hpp.
#pragma once

#include <cstddef>

#include "exact_cover/search.hpp"
#include "exact_cover/tuned_cells.hpp"

namespace exact_cover::measuring {

/// What a search counts beside the solutions, nodes and updates.
enum class Counting : bool {
    updates,  ///< no mems: the search as fast as it goes (the library's)
    mems,     ///< the mems too, as ssxc1 counts them, at some cost in time
};

// [start:doom_test]
/// When a search finds out that an option it tries is doomed: that every option left to
/// some active primary item outside it shares an item with it.
enum class DoomTest : bool {
    /// As ssxc1 (and the library): while hiding, the moment a set is about to be
    /// emptied. The option's swaps so far are undone by restoring the sizes, and the
    /// tree is ssxc1's, swap for swap.
    while_hiding,
    /// Before any hide, on rows of bits: each item's options as a row of bits, and the
    /// options not hidden yet as another. A doomed option removes nothing from the
    /// sets; the tree has the same covers but not ssxc1's order in the sets, so its
    /// ties and counters differ. Only for problems without colours and with rows of at
    /// most max_bitset_words (cells_search.hpp) in all; others are tested while hiding.
    before_hiding,
};
// [end:doom_test]

/// A version of the tuned search: what it counts, and when it tests for doom.
struct CellsOptions {
    Counting counting = Counting::updates;   ///< the mems too, or not
    DoomTest doom = DoomTest::while_hiding;  ///< when doom is found out
};

/// True when a search of @p cells with @p options tests for doom on rows of bits:
/// DoomTest::before_hiding was asked for and the problem allows it (no colours, rows
/// small enough).
[[nodiscard]] bool tests_on_bitsets(const TunedCells& cells, CellsOptions options);

/// TunedCells::search() in the version @p options says: every cover to @p visit (the
/// options in the order chosen) until it answers Next::stop or a limit of @p limits is
/// reached.
SearchResult search(TunedCells& cells, CellsOptions options,
                    const SolutionVisitor& visit, Limits limits = {});

/// TunedCells::count_solutions() in the version @p options says.
[[nodiscard]] SearchResult count_solutions(TunedCells& cells, CellsOptions options,
                                           Limits limits = {});

}  // namespace exact_cover::measuring
