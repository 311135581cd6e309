// Exercise 10.1: write estimate_level() and depth_from_estimate(). Edit this file;
// `cmake --workflow --preset exercises` runs its test. The reference answer is in
// code/solutions/ch10/; try without it first.
#include "ch10/level_estimate.hpp"

namespace exercises {

double estimate_level(exact_cover::TunedDlx& engine, std::size_t depth,
                      std::size_t probes, std::uint64_t seed) {
    // Your code here: follow `probes` random paths with engine.branch_item(),
    // engine.options_left() and engine.choose(), multiplying a weight by each list's
    // length, down to `depth`; undo each path with engine.unchoose().
    (void)engine, (void)depth, (void)probes, (void)seed;
    return 0;
}

std::size_t depth_from_estimate(exact_cover::TunedDlx& engine, std::size_t wanted,
                                std::size_t probes) {
    // Your code here: try depth 0, 1, 2, ... with estimate_level().
    (void)engine, (void)wanted, (void)probes;
    return 0;
}

}  // namespace exercises
