#include "exact_cover/measuring/cells_variants.hpp"

#include "exact_cover/measuring/cells_search.hpp"

namespace exact_cover::measuring {

namespace {

// The search of @p cells in the version @p options names, one of four compiled here.
SearchResult run(TunedCells& cells, CellsOptions options, const SolutionVisitor* visit,
                 const Limits& limits) {
    const bool mems = options.counting == Counting::mems;
    if (options.doom == DoomTest::before_hiding)
        return mems
                   ? CellsSearch<CellsVariant<true, true>>::search(cells, visit, limits)
                   : CellsSearch<CellsVariant<false, true>>::search(cells, visit,
                                                                    limits);
    return mems ? CellsSearch<CellsVariant<true, false>>::search(cells, visit, limits)
                : CellsSearch<CellsVariant<false, false>>::search(cells, visit, limits);
}

}  // namespace

bool tests_on_bitsets(const TunedCells& cells, CellsOptions options) {
    return options.doom == DoomTest::before_hiding &&
           CellsSearch<CellsVariant<false, true>>::tests_on_bitsets(cells);
}

SearchResult search(TunedCells& cells, CellsOptions options,
                    const SolutionVisitor& visit, Limits limits) {
    return run(cells, options, &visit, limits);
}

SearchResult count_solutions(TunedCells& cells, CellsOptions options, Limits limits) {
    return run(cells, options, nullptr, limits);
}

}  // namespace exact_cover::measuring
