// Exercise 1.2, reference solution.
#include "ch01/bitmask_cover.hpp"

namespace exercises {

std::uint64_t option_mask(const exact_cover::Problem& problem,
                          exact_cover::Option option) {
    std::uint64_t mask = 0;
    for (exact_cover::Item i : problem.option(option)) mask |= std::uint64_t{1} << i;
    return mask;
}

// [start:bitmask_cover]
bool is_exact_cover_bitmask(const exact_cover::Problem& problem,
                            std::span<const exact_cover::Option> selection) {
    const std::size_t p = problem.primary_count();
    const std::uint64_t primary =
        p == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << p) - 1;
    std::uint64_t covered = 0;
    for (exact_cover::Option o : selection) {
        if (o >= problem.option_count()) return false;
        const std::uint64_t mask = option_mask(problem, o);
        if (covered & mask) return false;  // some item twice
        covered |= mask;
    }
    return (covered & primary) == primary;
}
// [end:bitmask_cover]

}  // namespace exercises
