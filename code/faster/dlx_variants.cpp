// Going faster: what each speed-up of Dancing Links buys. The baseline engine of
// chapter 6, then the tuned engine's search compiled with its speed-ups switched on one
// at a time (the last set is the one the library ships, timed twice: the library's
// copy and one compiled here, whose difference is that of code placed elsewhere), all
// on the same workloads:
//   * Sudoku: the puzzles of each file, givens pre-covered (chapter 3), to the first
//     solution; microseconds per puzzle, loading included;
//   * pentominoes: counting the tilings of a 4 × 15 rectangle (1472), seconds;
//   * grids: counting the 6 × 6 grids whose first row begins 1 2 3 (235008), seconds.
// On each workload the engines run in turns, --repeat rounds, and each one's fastest
// run counts; the last column is the largest spread of a row's runs, and a second
// table gives each time's own spread (its workload's noise). Every engine must
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
#include "book/exit_status.hpp"
#include "book/timing.hpp"
#include "book/values.hpp"
#include "exact_cover/baseline_dlx.hpp"
#include "exact_cover/measuring/tuned_search.hpp"  // the search as a template
#include "exact_cover/problems/pentominoes.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/puzzle_reader.hpp"

namespace {

using exact_cover::Problem;
using exact_cover::Scan;
using exact_cover::SearchResult;
using exact_cover::ShippedSpeedups;
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
    {"+ forced paths counted", "forced", search_with<ShippedSpeedups>},
    // a control: the row above's search again, the copy the library compiled, so that
    // the two differ only in where their code lies
    {"the row above, another copy", "again", shipped},
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
    std::exit(book::exit_status::failure);
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

// The workloads: per file, each puzzle's reduced problem (givens pre-covered) and the
// file's collection name; then the pentomino rectangle and the 6 x 6 grids whose first
// row begins 1 2 3.
struct Workloads {
    std::vector<std::vector<Problem>> sudoku;
    std::vector<std::string> sets;
    Problem pentominoes, grids;
};

// Reads the puzzle files and builds every problem, all before any timing, so that no
// engine's time includes reading a file.
Workloads load_workloads(const std::vector<std::string>& files) {
    Workloads w;
    for (const std::string& file : files) {
        w.sudoku.emplace_back();
        for (const sudoku::Grid& puzzle : sudoku::read_puzzle_file(file))
            w.sudoku.back().push_back(sudoku::precover_givens(puzzle).value().problem);
        w.sets.push_back(book::collection_name(file));
    }
    w.pentominoes = exact_cover::pentomino_problem(15, 4);
    w.grids = sudoku::precover_givens(sudoku::parse_line("123" + std::string(33, '.')))
                  .value()
                  .problem;
    return w;
}

// The first lines: what the table measures, and the heads of its columns.
void print_header(const Workloads& w, int repeat) {
    std::cout
        << "The same trees, less time: Dancing Links with one speed-up after "
           "another.\n"
        << "Sudoku: us per puzzle to the first solution, loading included;\n"
        << "pentominoes: seconds to count the tilings of 4 x 15; grids: seconds "
           "to count\nthe 6 x 6 grids whose first row begins 1 2 3. The fastest of "
        << repeat
        << " runs, the engines taking turns, each run as many passes\nas last "
        << book::least_run_seconds * 1000 << " ms.\n\n"
        << std::left << std::setw(30) << "engine" << std::right;
    for (const std::string& set : w.sets) std::cout << std::setw(9) << set;
    std::cout << std::setw(10) << "pentomino" << std::setw(10) << "grids"
              << std::setw(8) << "spread" << '\n';
}

// What the engines did: times[v][w] is engine v's timing on workload w (the Sudoku
// files, the pentominoes, the grids), and expected[w] the baseline's counters on it,
// which every engine matched.
struct Results {
    std::vector<std::vector<book::Timing>> times;
    std::vector<Counters> expected;
};

// Each workload: the engines in turns, --repeat rounds, each one's counters checked
// against the baseline's (the program stops if one walks another tree).
Results time_engines(const Workloads& w, int repeat) {
    const std::size_t engines = std::size(variants);
    Results results{std::vector<std::vector<book::Timing>>(engines), {}};
    const auto time_workload = [&](std::size_t workload, auto work) {
        std::vector<Counters> got(engines);
        std::vector<std::function<void()>> works;
        for (std::size_t v = 0; v < engines; ++v)
            works.push_back([&, v] { got[v] = work(variants[v]); });
        const std::vector<book::Timing> timings = book::time_in_turns(repeat, works);
        for (std::size_t v = 0; v < engines; ++v) {
            check(results.expected, workload, got[v], variants[v]);
            results.times[v].push_back(timings[v]);
        }
    };
    std::size_t workload = 0;
    for (const auto& problems : w.sudoku)
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
                  [&](const Variant& v) { return run(v, w.pentominoes, nullptr); });
    time_workload(workload++,
                  [&](const Variant& v) { return run(v, w.grids, nullptr); });
    return results;
}

// The time the table shows for @p seconds on workload @p k: microseconds per puzzle
// for a Sudoku file, seconds for the others.
double shown_time(const Workloads& w, std::size_t k, double seconds) {
    return k < w.sudoku.size() ? 1e6 * seconds / static_cast<double>(w.sudoku[k].size())
                               : seconds;
}

// Engine @p v's row: its best time on each workload, then the largest spread of its
// runs, which it returns.
double print_row(std::size_t v, const Results& results, const Workloads& w) {
    std::cout << std::left << std::setw(30) << variants[v].name << std::right
              << std::fixed;
    double spread = 0;
    for (std::size_t k = 0; k < results.times[v].size(); ++k) {
        const bool sudoku_column = k < w.sudoku.size();
        // (seconds to four places: the grids take a tenth of a second, and the rule
        // for noise asks for differences of 8 % to show)
        std::cout << std::setprecision(sudoku_column ? 1 : 4)
                  << std::setw(sudoku_column ? 9 : 10)
                  << shown_time(w, k, results.times[v][k].best);
        spread = std::max(spread, results.times[v][k].spread());
    }
    std::cout << std::setprecision(0) << std::setw(7) << 100 * spread << "%\n";
    return spread;
}

// Engine @p v's figures for the prose: its @p spread, and on each workload its time,
// its speed-up over the baseline and the gain of this step alone.
void add_engine_values(book::Values& values, std::size_t v, double spread,
                       const Results& results, const Workloads& w) {
    const std::vector<std::vector<book::Timing>>& times = results.times;
    values.add_fixed(std::string(variants[v].key) + ".spread", 100 * spread, 0);
    const auto put = [&](const std::string& workload_key, std::size_t k) {
        const double t = times[v][k].best;
        const double shown = shown_time(w, k, t);
        const std::string key = std::string(variants[v].key) + '.' + workload_key;
        values.add_fixed(key, shown, k < w.sudoku.size() ? (shown < 10 ? 2 : 1) : 4);
        // this time's own noise, which the prose's comparisons on this workload use
        values.add_fixed(key + ".spread", 100 * times[v][k].spread(), 0);
        values.add_ratio(key + ".speedup", times[0][k].best / t);
        if (v > 0)
            values.add_fixed(key + ".gain", (times[v - 1][k].best / t - 1) * 100, 1);
    };
    for (std::size_t k = 0; k < w.sets.size(); ++k) put(w.sets[k], k);
    put("pentominoes", w.sets.size());
    put("grids", w.sets.size() + 1);
}

// The spread of every time of the table (the second fastest run over the fastest, less
// 1), engine by engine: a difference between two rows smaller than their spreads on a
// workload is no difference there.
void print_spreads(const Results& results, const Workloads& w) {
    std::cout << "\nThe spread of each time above, in %:\n"
              << std::left << std::setw(30) << "engine" << std::right;
    for (const std::string& set : w.sets) std::cout << std::setw(9) << set;
    std::cout << std::setw(10) << "pentomino" << std::setw(10) << "grids" << '\n';
    for (std::size_t v = 0; v < std::size(variants); ++v) {
        std::cout << std::left << std::setw(30) << variants[v].name << std::right
                  << std::fixed << std::setprecision(0);
        for (std::size_t k = 0; k < results.times[v].size(); ++k)
            std::cout << std::setw(k < w.sudoku.size() ? 9 : 10)
                      << 100 * results.times[v][k].spread();
        std::cout << '\n';
    }
}

// The last lines: the counters every engine agreed on, for the pentominoes and the
// grids (after @p files Sudoku workloads), which go to @p values too.
void print_agreement(const std::vector<Counters>& expected, std::size_t files,
                     book::Values& values) {
    std::cout << "\nEvery engine: the same solutions, nodes and updates on every "
                 "workload\n(pentominoes "
              << expected[files].solutions << " tilings, " << expected[files].nodes
              << " nodes, " << expected[files].updates << " updates; grids "
              << expected[files + 1].solutions << ", " << expected[files + 1].nodes
              << " nodes).\n";
    values.add_count("pentominoes.nodes", expected[files].nodes);
    values.add_count("grids.count", expected[files + 1].solutions);
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
    const Workloads workloads = load_workloads(files);
    print_header(workloads, repeat);
    const Results results = time_engines(workloads, repeat);
    book::Values values;
    for (std::size_t v = 0; v < std::size(variants); ++v) {
        const double spread = print_row(v, results, workloads);
        add_engine_values(values, v, spread, results, workloads);
    }
    print_spreads(results, workloads);
    print_agreement(results.expected, files.size(), values);
    return values.write(values_path, "faster_dlx_variants") ? 0 : 1;
}
