// Exercise 5.3, a reference answer: Algorithm X in a dozen lines on the remaining
// matrix.
#include "ch05/algorithm_x.hpp"

#include <optional>

#include "exact_cover/remaining_matrix.hpp"

namespace exercises {

namespace {

void search(exact_cover::RemainingMatrix& matrix, Covers& result) {
    std::optional<exact_cover::Item> best;
    for (exact_cover::Item i = 0; i < matrix.problem().primary_count(); ++i)
        if (!matrix.is_covered(i) && (!best || matrix.len(i) < matrix.len(*best)))
            best = i;
    if (!best) {  // every primary item is covered
        const auto chosen = matrix.chosen();
        result.solutions.emplace_back(chosen.begin(), chosen.end());
        return;
    }
    for (exact_cover::Option o : matrix.column(*best)) {
        if (!matrix.is_alive(o)) continue;
        ++result.nodes;
        matrix.choose(o);
        search(matrix, result);
        matrix.unchoose();
    }
}

}  // namespace

Covers all_covers(const exact_cover::Problem& problem) {
    exact_cover::RemainingMatrix matrix(problem);
    Covers result;
    search(matrix, result);
    return result;
}

}  // namespace exercises
