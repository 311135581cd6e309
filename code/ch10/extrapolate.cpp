// Chapter 10: how long counting every 8×8 grid with 2×4 boxes would take, and the count
// itself estimated from a random sample of the tree's pieces, against the published
// total 29,136,487,207,403,520 (the chapter says where it was published).
//
//   ch10_extrapolate [--probes=P] [--samples=S] [--depth=K] [--seed=X] [--cores=C]
//                    [--values=FILE]
//
// The first row is fixed to 1 … 8 (relabelling the values: the count is 8! times
// smaller). Knuth's random paths estimate the nodes of the whole search; a timed run of
// the search's first four million nodes gives the time per node here, and so the time
// on one core, on this machine's cores and on C cores. Then S pieces at depth K, each
// reached by a random path and counted exactly, estimate the number of grids with its
// standard error. Machine-dependent (the times); the sample depends on the seed only.
#include <cmath>
#include <cstdint>
#include <iomanip>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <thread>

#include "book/command_line.hpp"
#include "book/timing.hpp"
#include "book/values.hpp"
#include "exact_cover/estimate.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/row_index.hpp"
#include "sudoku/shape.hpp"

namespace {

// A large figure as the prose writes it: 7.2e11 as "7.2 × 10^11" in plain text.
std::string scientific(double x) {
    if (x <= 0) return "0";
    const int exponent = static_cast<int>(std::floor(std::log10(x)));
    std::ostringstream out;
    out << std::fixed << std::setprecision(2) << x / std::pow(10.0, exponent) << "e"
        << exponent;
    return out.str();
}

// The same for a sentence: 7.2e11 as "7.2 × 10¹¹".
std::string prose(double x) {
    const std::string plain = scientific(x);
    const std::size_t e = plain.find('e');
    if (e == std::string::npos) return plain;
    static const char* const superscript[] = {"⁰", "¹", "²", "³", "⁴",
                                              "⁵", "⁶", "⁷", "⁸", "⁹"};
    std::string out = plain.substr(0, e) + " × 10";
    for (const char digit : plain.substr(e + 1))
        out += digit == '-' ? "⁻" : superscript[digit - '0'];
    return out;
}

// What the command line asks.
struct Settings {
    std::size_t probes = 10000;  // random paths for the size of the tree
    std::size_t samples = 300;   // pieces counted exactly
    std::size_t depth = 20;      // the depth of the pieces
    std::size_t cores = 1000;    // the cores of the cluster on paper
    std::uint64_t seed = 1;      // the random paths
};

// The first lines: the problem, and the published total it is checked against.
void print_problem(double relabellings, double published) {
    std::cout << "8x8 grids with 2x4 boxes, the first row fixed to 1..8 (x 8! = "
              << relabellings << " for every first row)\n";
    std::cout << "published total: 29136487207403520 grids, "
              << static_cast<std::uint64_t>(published / relabellings)
              << " with the first row fixed\n\n";
}

// The time a node of the search takes here, and over how many nodes it was measured.
struct NodeTime {
    double seconds = 0;
    std::uint64_t nodes = 0;
};

// The time per node here: the search's first four million nodes, the faster of two
// runs (the machine may be doing something else for a moment).
NodeTime time_per_node(exact_cover::TunedDlx& engine) {
    NodeTime best;
    for (int run = 0; run < 2; ++run) {
        const auto [counts, seconds] =
            book::timed([&] { return engine.count_solutions({.nodes = 4000000}); });
        const double time = seconds / static_cast<double>(counts.nodes);
        if (run == 0 || time < best.seconds) best = {time, counts.nodes};
    }
    return best;
}

// The first section: the size of the whole search from random paths and, at this
// machine's time per node, how long the count would take on one core, on this
// machine's cores and on a cluster. The figures go to @p values.
void print_time_on_paper(exact_cover::TunedDlx& engine, const Settings& settings,
                         book::Values& values) {
    const auto [tree, probe_seconds] = book::timed([&] {
        return exact_cover::estimate_tree(engine, settings.probes, settings.seed);
    });
    const NodeTime node = time_per_node(engine);
    const double per_node = node.seconds;
    const double one_core = tree.nodes * per_node;
    const unsigned here = std::max(1U, std::thread::hardware_concurrency());
    const auto cores = static_cast<double>(settings.cores);
    std::cout << "Random paths (" << settings.probes << ", " << std::fixed
              << std::setprecision(1) << probe_seconds << " s):\n"
              << "  nodes      " << scientific(tree.nodes) << "  +- "
              << std::setprecision(1) << 100 * tree.nodes_error / tree.nodes << "%\n"
              << "  solutions  " << scientific(tree.solutions) << "  +- "
              << 100 * tree.solutions_error / tree.solutions << "%\n"
              << "  time per node here " << std::setprecision(0) << per_node * 1e9
              << " ns (the first " << node.nodes << " nodes)\n"
              << "  one core:          " << book::duration_in_words(one_core) << '\n'
              << "  this machine (" << here
              << " cores): " << book::duration_in_words(one_core / here) << '\n'
              << "  " << settings.cores
              << " cores:        " << book::duration_in_words(one_core / cores)
              << "\n\n";

    values.add("paths", std::to_string(settings.probes));
    values.add("nodes", prose(tree.nodes));
    values.add_fixed("nodes_error", 100 * tree.nodes_error / tree.nodes, 1);
    values.add("path_grids", prose(tree.solutions));
    values.add_fixed("path_grids_error", 100 * tree.solutions_error / tree.solutions,
                     1);
    values.add_fixed("ns_per_node", per_node * 1e9, 0);
    values.add("one_core", book::duration_in_words(one_core));
    values.add("this_machine", book::duration_in_words(one_core / here));
    values.add("cores_here", std::to_string(here));
    values.add("cluster", book::duration_in_words(one_core / cores));
    values.add_count("cluster_cores", settings.cores);
}

// The second section: a random sample of the pieces at the cut, counted exactly, and
// the count of the grids it estimates against the published total, in standard errors.
// The figures go to @p values.
void print_sample(exact_cover::TunedDlx& engine, const Settings& settings,
                  double relabellings, double published, book::Values& values) {
    const auto [sample, sample_seconds] = book::timed([&] {
        return exact_cover::estimate_by_pieces(engine, settings.samples, settings.depth,
                                               settings.seed);
    });
    const double truth = published / relabellings;
    const double off = (sample.solutions - truth) / sample.solutions_error;
    std::cout << settings.samples << " pieces at depth " << settings.depth
              << ", counted exactly (" << std::setprecision(1) << sample_seconds
              << " s):\n"
              << "  grids with the first row fixed  " << scientific(sample.solutions)
              << "  +- " << std::setprecision(1)
              << 100 * sample.solutions_error / sample.solutions << "%\n"
              << "  all grids (x 8!)                "
              << scientific(sample.solutions * relabellings) << '\n'
              << "  published                       " << scientific(published) << '\n'
              << "  the estimate is off by " << std::showpos << std::setprecision(1)
              << off << std::noshowpos << " standard errors\n";
    values.add("samples", std::to_string(settings.samples));
    values.add("depth", std::to_string(settings.depth));
    values.add_fixed("sample_seconds", sample_seconds, 0);
    values.add("sample_grids", prose(sample.solutions));
    values.add_fixed("sample_error", 100 * sample.solutions_error / sample.solutions,
                     1);
    values.add("sample_all", prose(sample.solutions * relabellings));
    values.add_fixed("sample_off", off, 1);
    values.add_fixed("sample_ratio", sample.solutions / truth, 3);
}

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli("Chapter 10: the 8x8 grids with 2x4 boxes, on paper");
    Settings settings;
    std::string values_path;
    cli.count("--probes", settings.probes,
              "Random paths for the size of the tree (10000)");
    cli.count("--samples", settings.samples, "Pieces counted exactly (300)");
    cli.count("--depth", settings.depth, "The depth of the pieces (20)");
    cli.count("--cores", settings.cores, "The cores of the cluster on paper (1000)");
    cli.whole("--seed", settings.seed, "The random paths (1)");
    cli.text("--values", values_path, "Also write the figures the prose quotes");
    if (const auto status = cli.parse(argc, argv)) return *status;

    // [start:engine]
    const sudoku::Shape shape(2, 4);
    exact_cover::TunedDlx engine(sudoku::cover_matrix_by_rows(shape));
    double relabellings = 1;  // 8!: the grids with any first row per grid counted
    for (std::size_t c = 0; c < shape.size(); ++c) {
        (void)engine.choose(sudoku::row_index(shape, {0, c, c}));
        relabellings *= static_cast<double>(c + 1);
    }
    // [end:engine]
    const double published = 29136487207403520.0;  // the grids, all first rows
    print_problem(relabellings, published);
    book::Values values;
    print_time_on_paper(engine, settings, values);
    print_sample(engine, settings, relabellings, published, values);
    return values.write(values_path, "ch10_extrapolate") ? 0 : 1;
}
