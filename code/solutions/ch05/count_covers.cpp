// Exercise 5.2, reference solution.
#include "ch05/count_covers.hpp"

#include "exact_cover/algorithm_x.hpp"
#include "exact_cover/remaining_matrix.hpp"

namespace exercises {

namespace {

// [start:count_from]
// Adds the covers below the current state of the matrix to count, stopping at limit.
void count_from(exact_cover::RemainingMatrix& matrix, std::uint64_t limit,
                std::uint64_t& count) {
    const auto item =
        exact_cover::choose_item(matrix, exact_cover::ItemChoice::fewest_options);
    if (!item) {
        ++count;
        return;
    }
    for (exact_cover::Option o : matrix.column(*item)) {
        if (!matrix.is_alive(o)) continue;
        matrix.choose(o);
        count_from(matrix, limit, count);
        matrix.unchoose();
        if (count >= limit) return;
    }
}
// [end:count_from]

}  // namespace

std::uint64_t count_covers(const exact_cover::Problem& problem, std::uint64_t limit) {
    if (limit == 0) return 0;
    exact_cover::RemainingMatrix matrix(problem);
    std::uint64_t count = 0;
    count_from(matrix, limit, count);
    return count;
}

}  // namespace exercises
