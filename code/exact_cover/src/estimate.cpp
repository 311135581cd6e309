#include "exact_cover/estimate.hpp"

#include <cmath>
#include <limits>
#include <optional>
#include <vector>

namespace exact_cover {

namespace {

// [start:descend]
// Follows a random path from the engine's state down to depth `depth` at most (or to a
// leaf): at each node, the item the search would branch on, and one of its options
// chosen uniformly. A node with d children multiplies the weight of the path by d, and
// the weight of a node is the estimated number of nodes at its depth. Returns the
// weight of the node at `depth` where the path stopped, or 0 when the path ended above
// it (at a solution or a dead end, or at an interrupt, which marks the probe), with
// the options it chose still chosen.
double descend(TunedDlx& engine, std::mt19937_64& random, std::size_t depth,
               Probe& result, const Limits& limits) {
    double weight = 1;
    while (result.depth < depth) {
        if (limits.interrupted()) {  // heard at every level: a path may be long
            result.ending = Ending::interrupted;
            return 0;
        }
        const std::optional<Item> item = engine.branch_item();
        if (!item) {  // every primary item covered: a solution
            result.solutions = weight;
            return 0;
        }
        // The item's cover happens once at this node (X4), so it weighs as the node.
        const std::uint64_t cover_cost = engine.cover_cost(*item);
        result.updates += weight * static_cast<double>(cover_cost);
        const std::vector<Option> options = engine.options_left(*item);
        if (options.empty()) return 0;  // a dead end
        // One child of d, at random: it stands for all d of them.
        std::uniform_int_distribution<std::size_t> pick(0, options.size() - 1);
        weight *= static_cast<double>(options.size());
        result.nodes += weight;
        const std::uint64_t before = engine.manual_updates();
        (void)engine.choose(options[pick(random)]);
        result.updates +=
            weight * static_cast<double>(engine.manual_updates() - before - cover_cost);
        ++result.depth;
    }
    return weight;
}
// [end:descend]

}  // namespace

// [start:probe]
Probe probe(TunedDlx& engine, std::mt19937_64& random, const Limits& limits) {
    Probe result;
    (void)descend(engine, random, std::numeric_limits<std::size_t>::max(), result,
                  limits);
    for (std::size_t k = 0; k < result.depth; ++k) engine.unchoose();
    return result;
}
// [end:probe]

// [start:probe_piece]
Probe probe_piece(TunedDlx& engine, std::mt19937_64& random, std::size_t depth,
                  const Limits& limits) {
    Probe result;
    const double weight = descend(engine, random, depth, result, limits);
    if (weight > 0) {  // at the cut: the piece below, counted exactly, times its weight
        const SearchResult piece =
            engine.count_solutions({.interrupt = limits.interrupt});
        result.nodes += weight * static_cast<double>(piece.nodes);
        result.updates += weight * static_cast<double>(piece.updates);
        result.solutions = weight * static_cast<double>(piece.solutions);
        if (piece.ending == Ending::interrupted) result.ending = Ending::interrupted;
    }
    for (std::size_t k = 0; k < result.depth; ++k) engine.unchoose();
    return result;
}
// [end:probe_piece]

namespace {

// The mean and standard error of a stream of values, by Welford's update (stable even
// when the values span many orders of magnitude, as probes do).
struct Mean {
    double count = 0, mean = 0, squares = 0;
    void add(double x) {
        count += 1;
        const double delta = x - mean;
        mean += delta / count;
        squares += delta * (x - mean);
    }
    [[nodiscard]] double error() const {
        return count < 2 ? 0.0 : std::sqrt(squares / (count - 1) / count);
    }
};

// The mean of `probes` probes made by `one`, and their standard errors; fewer when
// `limits` is interrupted, none more once a path's weight overflowed.
template <class OneProbe>
Estimate mean_of(std::size_t probes, const Limits& limits, OneProbe one) {
    Mean nodes, updates, solutions, depth;
    Estimate e;
    for (std::size_t k = 0; k < probes; ++k) {
        if (limits.interrupted()) {
            e.ending = Ending::interrupted;
            probes = k;
            break;
        }
        const Probe p = one();
        if (p.ending == Ending::interrupted) {  // inside the probe: not a sample
            e.ending = Ending::interrupted;
            probes = k;
            break;
        }
        if (!std::isfinite(p.nodes) || !std::isfinite(p.updates) ||
            !std::isfinite(p.solutions)) {
            e.ending = Ending::overflow;
            probes = k + 1;
            break;
        }
        nodes.add(p.nodes);
        updates.add(p.updates);
        solutions.add(p.solutions);
        depth.add(static_cast<double>(p.depth));
    }
    e.probes = probes;
    e.nodes = nodes.mean, e.nodes_error = nodes.error();
    e.updates = updates.mean, e.updates_error = updates.error();
    e.solutions = solutions.mean, e.solutions_error = solutions.error();
    e.mean_depth = depth.mean;
    return e;
}

}  // namespace

Estimate estimate_tree(TunedDlx& engine, std::size_t probes, std::uint64_t seed,
                       const Limits& limits) {
    std::mt19937_64 random(seed);
    return mean_of(probes, limits, [&] { return probe(engine, random, limits); });
}

Estimate estimate_by_pieces(TunedDlx& engine, std::size_t samples, std::size_t depth,
                            std::uint64_t seed, const Limits& limits) {
    std::mt19937_64 random(seed);
    return mean_of(samples, limits,
                   [&] { return probe_piece(engine, random, depth, limits); });
}

}  // namespace exact_cover
