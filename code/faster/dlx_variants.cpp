// Going faster: what each speed-up of Dancing Links buys. The baseline engine of
// chapter 6, then the tuned engine's search compiled with its speed-ups switched on one
// at a time (the last set is the one the library ships), all on the same workloads:
//   * Sudoku: the puzzles of each file, givens pre-covered (chapter 3), to the first
//     solution; microseconds per puzzle, loading included;
//   * pentominoes: counting the tilings of a 4 × 15 rectangle (1472), seconds;
//   * grids: counting the 6 × 6 grids whose first row begins 1 2 3 (235008), seconds.
// On each workload the engines run in turns, --repeat rounds, and each one's fastest
// run counts; the last column is the largest spread of a row's runs. Every engine must
// report the baseline's counters (solutions, nodes, updates) on every workload, or the
// program stops with an error: the speed-ups change the cost, not the tree. With
// --values=FILE it also writes the times and ratios as `key value` lines, for the
// book's prose. Usage: faster_dlx_variants [--repeat=R] [--values=FILE] PUZZLE_FILE ...
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "book/benchmark.hpp"
#include "book/command_line.hpp"
#include "book/timing.hpp"
#include "book/values.hpp"
#include "exact_cover/dlx.hpp"
#include "exact_cover/problems/pentominoes.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "tuned_search.hpp"  // the library's private header: the search as a template

namespace {

using exact_cover::Problem;
using exact_cover::Scan;
using exact_cover::SearchResult;
using exact_cover::SolutionVisitor;
using exact_cover::Speedups;
using exact_cover::TunedDlx;

// [start:variants]
// The tuned engine's search with the speed-ups of S: a version compiled for this
// program. With no visitor, it counts.
template <class S>
SearchResult search_with(TunedDlx& dlx, const SolutionVisitor* visit) {
    return exact_cover::TunedSearch<S>::run(dlx, visit, {}, true);
}

// The search the library ships (exact_cover::ShippedSpeedups), as every program runs
// it.
SearchResult shipped(TunedDlx& dlx, const SolutionVisitor* visit) {
    return visit != nullptr ? dlx.search(*visit) : dlx.count_solutions();
}

// The engines, in the order the speed-ups are introduced; no search means the
// baseline.
struct Variant {
    const char* name;  // for the table
    const char* key;   // for the values file
    SearchResult (*search)(TunedDlx&, const SolutionVisitor*);
};

const Variant variants[] = {
    {"baseline (chapter 6)", "baseline", nullptr},
    {"+ option ends, arrays apart", "layout",
     search_with<Speedups<Scan::links, false, false>>},
    {"+ LEN scanned in blocks", "blocks",
     search_with<Speedups<Scan::blocks, false, false>>},
    {"+ the scan for AVX2 too", "versions",
     search_with<Speedups<Scan::block_versions, false, false>>},
    {"+ empty lists counted", "empty",
     search_with<Speedups<Scan::block_versions, true, false>>},
    {"+ forced paths counted", "forced", shipped},
};
// [end:variants]

// What a run must agree on.
struct Counters {
    std::uint64_t solutions = 0, nodes = 0, updates = 0;
    bool operator==(const Counters&) const = default;
};

Counters counters(const SearchResult& s) { return {s.solutions, s.nodes, s.updates}; }

// The visitor of a search to the first solution.
const SolutionVisitor first_only = [](std::span<const exact_cover::Option>) {
    return exact_cover::Next::stop;
};

// Runs the variant's engine on a problem, loading included, to its first solution or
// (with no visitor) counting all; returns the counters.
Counters run(const Variant& v, const Problem& p, const SolutionVisitor* visit) {
    if (v.search == nullptr) {
        exact_cover::BaselineDlx dlx(p);
        return counters(visit != nullptr ? dlx.search(*visit) : dlx.count_solutions());
    }
    TunedDlx dlx(p);
    return counters(v.search(dlx, visit));
}

void fail(const std::string& what) {
    std::cerr << "faster_dlx_variants: " << what << '\n';
    std::exit(1);
}

// Checks a variant's counters against the baseline's (the first variant's).
void check(std::vector<Counters>& expected, std::size_t workload, const Counters& got,
           const Variant& v) {
    if (expected.size() <= workload) expected.resize(workload + 1);
    if (v.search == nullptr)
        expected[workload] = got;
    else if (!(got == expected[workload]))
        fail(std::string("'") + v.name + "' walks another tree on workload " +
             std::to_string(workload));
}

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli("Going faster: the Dancing Links variants, side by side");
    int repeat = 5;
    std::string values_path;
    std::vector<std::string> files;
    cli.count("--repeat", repeat,
              "Runs of each engine, in turns; the fastest counts (5)");
    cli.text("--values", values_path, "Also write the figures the prose quotes");
    cli.files("files", files, "Puzzle files");
    if (const auto status = cli.parse(argc, argv)) return *status;

    std::vector<std::vector<Problem>>
        sudoku;  // per file, each puzzle's reduced problem
    for (const std::string& file : files) {
        sudoku.emplace_back();
        for (const sudoku::Grid& puzzle : sudoku::read_puzzle_file(file))
            sudoku.back().push_back(sudoku::precover_givens(puzzle).value().problem);
    }
    const Problem pentominoes = exact_cover::pentomino_problem(15, 4);
    const Problem grids =
        sudoku::precover_givens(sudoku::parse_line("123" + std::string(33, '.')))
            .value()
            .problem;

    std::cout
        << "The same trees, less time: Dancing Links with one speed-up after "
           "another.\n"
        << "Sudoku: us per puzzle to the first solution, loading included;\n"
        << "pentominoes: seconds to count the tilings of 4 x 15; grids: seconds "
           "to count\nthe 6 x 6 grids whose first row begins 1 2 3. The fastest of "
        << repeat << " runs, the engines taking turns.\n\n"
        << std::left << std::setw(30) << "engine" << std::right;
    for (const std::string& file : files)
        std::cout << std::setw(9) << book::collection_name(file);
    std::cout << std::setw(10) << "pentomino" << std::setw(10) << "grids"
              << std::setw(8) << "spread" << '\n';

    // Each workload: the engines in turns; times[v][w] is engine v's best on workload
    // w.
    const std::size_t engines = std::size(variants);
    std::vector<std::vector<book::Timing>> times(engines);
    std::vector<Counters> expected;
    const auto time_workload = [&](std::size_t workload, auto work) {
        std::vector<Counters> got(engines);
        std::vector<std::function<void()>> works;
        for (std::size_t v = 0; v < engines; ++v)
            works.push_back([&, v] { got[v] = work(variants[v]); });
        const std::vector<book::Timing> timings = book::time_in_turns(repeat, works);
        for (std::size_t v = 0; v < engines; ++v) {
            check(expected, workload, got[v], variants[v]);
            times[v].push_back(timings[v]);
        }
    };
    std::size_t workload = 0;
    for (const auto& problems : sudoku)
        time_workload(workload++, [&problems](const Variant& v) {
            Counters total;
            for (const Problem& p : problems) {
                const Counters c = run(v, p, &first_only);
                total.solutions += c.solutions;
                total.nodes += c.nodes;
                total.updates += c.updates;
            }
            return total;
        });
    time_workload(workload++,
                  [&](const Variant& v) { return run(v, pentominoes, nullptr); });
    time_workload(workload++, [&](const Variant& v) { return run(v, grids, nullptr); });

    book::Values values;
    for (std::size_t v = 0; v < engines; ++v) {
        std::cout << std::left << std::setw(30) << variants[v].name << std::right
                  << std::fixed;
        double spread = 0;
        for (std::size_t k = 0; k < times[v].size(); ++k) {
            const bool sudoku_column = k < files.size();
            const double t = sudoku_column ? 1e6 * times[v][k].best /
                                                 static_cast<double>(sudoku[k].size())
                                           : times[v][k].best;
            std::cout << std::setprecision(sudoku_column ? 1 : 3)
                      << std::setw(sudoku_column ? 9 : 10) << t;
            spread = std::max(spread, times[v][k].spread());
        }
        std::cout << std::setprecision(0) << std::setw(7) << 100 * spread << "%\n";
        values.add_fixed(std::string(variants[v].key) + ".spread", 100 * spread, 0);
        // the time, the speed-up over the baseline, and the gain of this step alone
        const auto put = [&](const std::string& workload_key, std::size_t k) {
            const double t = times[v][k].best;
            const double shown =
                k < files.size() ? 1e6 * t / static_cast<double>(sudoku[k].size()) : t;
            const std::string key = std::string(variants[v].key) + '.' + workload_key;
            values.add_fixed(key, shown, shown < 10 ? 2 : 1);
            values.add_fixed(key + ".speedup", times[0][k].best / t, 2);
            if (v > 0)
                values.add_fixed(key + ".gain", (times[v - 1][k].best / t - 1) * 100,
                                 0);
        };
        for (std::size_t k = 0; k < files.size(); ++k)
            put(book::collection_name(files[k]), k);
        put("pentominoes", files.size());
        put("grids", files.size() + 1);
    }
    std::cout << "\nEvery engine: the same solutions, nodes and updates on every "
                 "workload\n(pentominoes "
              << expected[files.size()].solutions << " tilings, "
              << expected[files.size()].nodes << " nodes, "
              << expected[files.size()].updates << " updates; grids "
              << expected[files.size() + 1].solutions << ", "
              << expected[files.size() + 1].nodes << " nodes).\n";
    values.add_count("pentominoes.nodes", expected[files.size()].nodes);
    values.add_count("grids.count", expected[files.size() + 1].solutions);
    return values.write(values_path, "faster_dlx_variants") ? 0 : 1;
}
