// Exercise 10.1, a reference answer: estimate_level() and depth_from_estimate().
#include <random>
#include <vector>

#include "ch10/level_estimate.hpp"

namespace exercises {

double estimate_level(exact_cover::TunedDlx& engine, std::size_t depth,
                      std::size_t probes, std::uint64_t seed) {
    std::mt19937_64 random(seed);
    double sum = 0;
    for (std::size_t p = 0; p < probes; ++p) {
        double weight = 1;
        std::size_t level = 0;
        for (; level < depth; ++level) {
            const auto item = engine.branch_item();
            if (!item) break;  // a solution above the depth
            const std::vector<exact_cover::Option> options = engine.options_left(*item);
            if (options.empty()) break;  // a dead end above the depth
            std::uniform_int_distribution<std::size_t> pick(0, options.size() - 1);
            weight *= static_cast<double>(options.size());
            (void)engine.choose(options[pick(random)]);
        }
        if (level == depth) sum += weight;
        for (std::size_t k = 0; k < level; ++k) engine.unchoose();
    }
    return probes == 0 ? 0 : sum / static_cast<double>(probes);
}

std::size_t depth_from_estimate(exact_cover::TunedDlx& engine, std::size_t wanted,
                                std::size_t probes) {
    for (std::size_t depth = 0;; ++depth) {
        const double width = estimate_level(engine, depth, probes, 1);
        if (width >= static_cast<double>(wanted) || width == 0) return depth;
    }
}

}  // namespace exercises
