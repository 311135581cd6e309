#include "exact_cover/brute_force.hpp"

#include <cstdint>
#include <stdexcept>

#include "exact_cover/verify.hpp"

namespace exact_cover {

// [start:brute_force]
std::vector<std::vector<Option>> brute_force_covers(const Problem& problem) {
    problem.require_no_colours("brute_force_covers");
    const std::size_t m = problem.option_count();
    if (m > brute_force_max_options)
        throw std::invalid_argument("brute force takes at most " +
                                    std::to_string(brute_force_max_options) +
                                    " options, not " + std::to_string(m));
    std::vector<std::vector<Option>> covers;
    std::vector<Option> selection;
    for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << m); ++mask) {
        selection.clear();
        for (Option o = 0; o < m; ++o)
            if ((mask >> o) & 1) selection.push_back(o);
        if (is_exact_cover(problem, selection)) covers.push_back(selection);
    }
    return covers;
}
// [end:brute_force]

}  // namespace exact_cover
