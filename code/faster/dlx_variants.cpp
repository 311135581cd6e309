// Going faster: what each speed-up of Dancing Links buys. The baseline engine of
// chapter 6, then the tuned engine with its speed-ups turned on one at a time, all on
// the same workloads:
//   * Sudoku: the puzzles of each file, givens pre-covered (chapter 3), to the first
//     solution; microseconds per puzzle, loading included, median of --repeat runs;
//   * pentominoes: counting the tilings of a 4 × 15 rectangle (1472), seconds;
//   * grids: counting the 6 × 6 grids whose first row begins 1 2 3 (235008), seconds,
//     median of three runs.
// Every engine must report the baseline's counters (solutions, nodes, updates) on every
// workload, or the program stops with an error: the speed-ups change the cost, not the
// tree. With --values=FILE it also writes the times and ratios as `key value` lines,
// for the book's prose. Usage: faster_dlx_variants [--repeat=R] [--values=FILE]
// PUZZLE_FILE ...
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <fstream>
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

namespace {

using exact_cover::DlxTuning;
using exact_cover::Problem;
using exact_cover::SearchResult;

// [start:variants]
// The engines, in the order the speed-ups are introduced: none means the baseline.
struct Variant {
    const char* name;  // for the table
    const char* key;   // for the values file
    bool baseline;
    DlxTuning tuning;
};

const Variant variants[] = {
    {"baseline (chapter 6)", "baseline", true, {}},
    {"+ option ends, arrays apart", "layout", false, {false, false, false, false}},
    {"+ LEN scanned in blocks", "blocks", false, {true, false, false, false}},
    {"+ the scan for AVX2 too", "versions", false, {true, true, false, false}},
    {"+ empty lists counted", "empty", false, {true, true, true, false}},
    {"+ forced paths counted", "forced", false, {true, true, true, true}},
};
// [end:variants]

// What a run must agree on.
struct Counters {
    std::uint64_t solutions = 0, nodes = 0, updates = 0;
    bool operator==(const Counters&) const = default;
};

Counters counters(const SearchResult& s) { return {s.solutions, s.nodes, s.updates}; }

// Runs `search` (which takes an engine and returns its stats) on a problem with the
// variant's engine, loading included; returns the counters.
template <class Search>
Counters run(const Variant& v, const Problem& p, Search search) {
    if (v.baseline) {
        exact_cover::Dlx dlx(p);
        return counters(search(dlx));
    }
    exact_cover::TunedDlx dlx(p, {exact_cover::ItemChoice::fewest_options, v.tuning});
    return counters(search(dlx));
}

const auto first_solution = [](auto& dlx) {
    return dlx.search(
        [](std::span<const exact_cover::Option>) { return exact_cover::Next::stop; });
};
const auto count_all = [](auto& dlx) { return dlx.count_solutions(); };

void fail(const std::string& what) {
    std::cerr << "faster_dlx_variants: " << what << '\n';
    std::exit(1);
}

// Checks a variant's counters against the baseline's (the first variant's).
void check(std::vector<Counters>& expected, std::size_t workload, const Counters& got,
           const Variant& v) {
    if (expected.size() <= workload) expected.resize(workload + 1);
    if (v.baseline)
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
    cli.count("--repeat", repeat, "Runs; the median counts (5)");
    cli.app().add_option("--values", values_path,
                         "Also write the figures the prose quotes");
    cli.app().add_option("files", files, "Puzzle files")->check(CLI::ExistingFile);
    if (const auto status = cli.parse(argc, argv)) return *status;

    std::vector<std::vector<Problem>>
        sudoku;  // per file, each puzzle's reduced problem
    for (const std::string& file : files) {
        sudoku.emplace_back();
        for (const sudoku::Grid& puzzle : sudoku::read_puzzle_file(file))
            sudoku.back().push_back(sudoku::precover_givens(puzzle).problem);
    }
    const Problem pentominoes = exact_cover::pentomino_problem(15, 4);
    const Problem grids =
        sudoku::precover_givens(sudoku::parse_line("123" + std::string(33, '.')))
            .problem;

    std::cout << "The same trees, less time: Dancing Links with one speed-up after "
                 "another.\n"
              << "Sudoku: us per puzzle to the first solution, loading included "
                 "(median of "
              << repeat << " runs);\n"
              << "pentominoes: seconds to count the tilings of 4 x 15; grids: seconds "
                 "to count\nthe 6 x 6 grids whose first row begins 1 2 3 (median of 3 "
                 "runs).\n\n"
              << std::left << std::setw(30) << "engine" << std::right;
    for (const std::string& file : files)
        std::cout << std::setw(9) << book::collection_name(file);
    std::cout << std::setw(10) << "pentomino" << std::setw(8) << "grids" << '\n';

    book::Values values;
    std::vector<Counters> expected;
    std::vector<double> baseline_times, previous_times;
    for (const Variant& v : variants) {
        std::vector<double> times;
        std::size_t workload = 0;
        for (const auto& problems : sudoku) {
            std::vector<double> runs;
            Counters total;
            for (int r = 0; r < repeat; ++r) {
                total = {};
                const book::Stopwatch clock;
                for (const Problem& p : problems) {
                    const Counters c = run(v, p, first_solution);
                    total.solutions += c.solutions;
                    total.nodes += c.nodes;
                    total.updates += c.updates;
                }
                runs.push_back(clock.microseconds() /
                               static_cast<double>(problems.size()));
            }
            check(expected, workload++, total, v);
            times.push_back(book::median(runs));
        }
        const auto [tilings, seconds] =
            book::timed([&] { return run(v, pentominoes, count_all); });
        check(expected, workload++, tilings, v);
        times.push_back(seconds);
        std::vector<double> runs;
        for (int r = 0; r < 3; ++r) {
            const auto [grid_count, grid_seconds] =
                book::timed([&] { return run(v, grids, count_all); });
            check(expected, workload, grid_count, v);
            runs.push_back(grid_seconds);
        }
        times.push_back(book::median(runs));

        std::cout << std::left << std::setw(30) << v.name << std::right << std::fixed;
        for (std::size_t k = 0; k < times.size(); ++k) {
            const bool sudoku_column = k < files.size();
            std::cout << std::setprecision(sudoku_column ? 1 : 2)
                      << std::setw(sudoku_column       ? 9
                                   : k == files.size() ? 10
                                                       : 8)
                      << times[k];
        }
        std::cout << '\n';
        if (v.baseline) baseline_times = previous_times = times;
        // the time, the speed-up over the baseline, and the gain of this step alone
        const auto put = [&](const std::string& workload_key, std::size_t k) {
            const double t = times[k];
            const std::string key = std::string(v.key) + '.' + workload_key;
            values.add_fixed(key, t, t < 10 ? 2 : 1);
            values.add_fixed(key + ".speedup", baseline_times[k] / t, 2);
            values.add_fixed(key + ".gain", (previous_times[k] / t - 1) * 100, 0);
        };
        for (std::size_t k = 0; k < files.size(); ++k)
            put(book::collection_name(files[k]), k);
        put("pentominoes", files.size());
        put("grids", files.size() + 1);
        previous_times = times;
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
