// Exercise 10.2 (chapter 10): a static split of the pieces, against on-demand hand-out.
#pragma once

#include "exact_cover/search.hpp"
#include "exact_cover/split.hpp"
#include "exact_cover/tuned_dlx.hpp"

namespace exercises {

/// Counts the solutions of @p engine's tree with @p threads threads (at least one), the
/// pieces of @p cut dealt out before the start: thread t counts pieces t, t + threads,
/// t + 2·threads, … on its own copy of the engine. Returns the totals (the cut's counts
/// above it plus every piece's, as exact_cover::add_counts() adds them), which equal
/// count_solutions()'s whatever the number of threads.
[[nodiscard]] exact_cover::SearchResult count_static(
    const exact_cover::TunedDlx& engine, const exact_cover::Cut& cut, unsigned threads);

}  // namespace exercises
