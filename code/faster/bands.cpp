// Going faster: the band solver's ideas one at a time. For each file, the first K
// puzzles to their first solution and to a decision on uniqueness (two solutions at
// most), the fastest of R runs taken in turns, with the nodes of all of them: chapter
// 8's FastSolver, then the band solver (sudoku::measuring::BandSearch, the measuring
// layer's, whose defaults are sudoku::BandSolver's) with the band rule and singles
// only, branching on a cell; with the intersection rule; branching on configurations
// (the solver's default); the same propagated by sweeps, where the processor can; the
// same without the intersection rule; with the stacks too, by the work list and by
// sweeps; the default's sweeps kept to AVX2 (where the processor has AVX-512 too).
// Every solver must find the same puzzles unique. With
// --values=FILE, the gains the prose quotes. With --default-only, only the default
// solver (for the build of this program with the machine's own instructions); with
// --portable=PROGRAM too, the portable build, run in turns with this one (one run of
// each per round, the fastest of 4R rounds each), to say what the machine's
// instructions gained on each set. Usage: faster_bands [--first=K] [--repeat=R]
// [--default-only]
// [--portable=PROGRAM] [--values=FILE] FILE ...
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iomanip>
#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "book/benchmark.hpp"
#include "book/command_line.hpp"
#include "book/exit_status.hpp"
#include "book/timing.hpp"
#include "book/values.hpp"
#include "sudoku/fast_solver.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/measuring/band_search.hpp"
#include "sudoku/puzzle_reader.hpp"

namespace {

using Search = std::function<exact_cover::SearchResult(
    const sudoku::Grid&, const sudoku::GridVisitor&, exact_cover::Limits)>;

struct Run {
    double first_us = 0, unique_us = 0;  // per puzzle, fastest run
    double spread = 0;                   // book::spread_of the runs (the larger mode's)
    std::uint64_t nodes = 0;             // all puzzles, to the first solution
    std::vector<std::uint8_t> solutions;  // per puzzle, up to two
};

// One run of @p search over @p puzzles with @p limit solutions, @p passes times over:
// its seconds per pass. The nodes and each puzzle's count of solutions, the same in
// every pass, go to @p run.
double once(const std::vector<sudoku::Grid>& puzzles, const Search& search,
            std::uint64_t limit, Run& run, int passes = 1) {
    std::uint64_t nodes = 0;
    run.solutions.resize(puzzles.size());
    const book::Stopwatch clock;
    for (int pass = 0; pass < passes; ++pass)
        for (std::size_t k = 0; k < puzzles.size(); ++k) {
            const exact_cover::SearchResult r =
                search(puzzles[k],
                       [](const sudoku::Grid&) { return exact_cover::Next::proceed; },
                       {.solutions = limit});
            if (pass == 0) nodes += r.nodes;
            if (limit == 2) run.solutions[k] = static_cast<std::uint8_t>(r.solutions);
        }
    const double seconds = clock.seconds() / passes;
    if (limit == 1) run.nodes = nodes;
    return seconds;
}

// How many passes over @p puzzles make a run of @p search last a hundredth of a second,
// to a second solution (the longer mode), from one pass that is not timed: a pass over
// a slice of easy puzzles lasts a fraction of a millisecond, where the clock and the
// machine's small disturbances weigh (book::time_in_turns() has the same rule).
int passes_for(const std::vector<sudoku::Grid>& puzzles, const Search& search,
               Run& run) {
    return book::calls_per_run(once(puzzles, search, 2, run));
}

// Runs each search @p repeat times in both modes, taking turns, so that a slower moment
// of the machine falls on all of them alike; the fastest run of each counts.
std::vector<Run> time(const std::vector<sudoku::Grid>& puzzles, int repeat,
                      const std::vector<Search>& searches) {
    std::vector<Run> runs(searches.size());
    std::vector<int> passes(searches.size());
    for (std::size_t s = 0; s < searches.size(); ++s)
        passes[s] = passes_for(puzzles, searches[s], runs[s]);
    std::vector<std::vector<double>> first(searches.size()), unique(searches.size());
    for (int k = 0; k < repeat; ++k)
        for (std::size_t s = 0; s < searches.size(); ++s) {
            first[s].push_back(once(puzzles, searches[s], 1, runs[s], passes[s]));
            unique[s].push_back(once(puzzles, searches[s], 2, runs[s], passes[s]));
        }
    const auto n = static_cast<double>(puzzles.size());
    for (std::size_t s = 0; s < searches.size(); ++s) {
        runs[s].first_us =
            1e6 * *std::min_element(first[s].begin(), first[s].end()) / n;
        runs[s].unique_us =
            1e6 * *std::min_element(unique[s].begin(), unique[s].end()) / n;
        for (const auto* times : {&first[s], &unique[s]})
            runs[s].spread = std::max(runs[s].spread, book::spread_of(*times));
    }
    return runs;
}

// The `key value` lines of a values file, as numbers.
std::map<std::string, double> read_values(const std::string& path) {
    std::map<std::string, double> values;
    std::ifstream in(path);
    std::string key;
    double value = 0;
    while (in >> key >> value) values[key] = value;
    return values;
}

// Puzzles with @p givens givens kept in random cells of random grids (chapter 7's
// random_grid, from the generator seeded with @p seed): few givens, many solutions, a
// search that must choose well early.
std::vector<sudoku::Grid> sparse_puzzles(int count, std::size_t givens,
                                         std::uint64_t seed) {
    sudoku::SplitMix64 random(seed);
    std::vector<sudoku::Grid> puzzles;
    while (static_cast<int>(puzzles.size()) < count) {
        const std::optional<sudoku::Grid> grid =
            sudoku::random_grid(sudoku::Shape(3, 3), random);
        if (!grid) continue;
        sudoku::Grid puzzle(sudoku::Shape(3, 3));
        for (std::size_t kept = 0; kept < givens;) {
            const std::size_t cell = random.below(81);
            if (puzzle.at(cell / 9, cell % 9) != 0) continue;
            puzzle.set(cell / 9, cell % 9, grid->at(cell / 9, cell % 9));
            ++kept;
        }
        puzzles.push_back(puzzle);
    }
    return puzzles;
}

using sudoku::measuring::BandOptions;
using sudoku::measuring::BandSearch;

Search band_search(BandOptions options) {
    return [solver = BandSearch(options)](const sudoku::Grid& p,
                                          const sudoku::GridVisitor& visit,
                                          exact_cover::Limits limits) mutable {
        return solver.solve(p, visit, limits);
    };
}

// This build's default solver against the portable build's, PROGRAM, in turns: each of
// @p rounds runs the other program over the files once, then this one, so that a slower
// moment of the machine falls on both alike; the fastest round of each counts. Writes
// the table and each set's gain (`SET.gain`, the portable time over this one's).
bool against_portable(const std::string& program, const std::vector<std::string>& files,
                      std::size_t first, int rounds, book::Values& values) {
    const std::string scratch =
        (std::filesystem::temp_directory_path() /
         ("faster_bands." + std::to_string(::getpid()) + ".values"))
            .string();
    std::string command =
        "'" + program + "' --default-only --repeat=1 --first=" + std::to_string(first) +
        " --values='" + scratch + "'";
    for (const std::string& file : files) command += " '" + file + "'";
    command += " > /dev/null";
    // per set: us per puzzle, every round's
    std::map<std::string, std::vector<double>> portable, here;
    const auto keep = [](std::map<std::string, std::vector<double>>& times,
                         const std::string& set,
                         double us) { times[set].push_back(us); };
    for (int round = 0; round < rounds; ++round) {
        if (std::system(command.c_str()) != 0) {
            std::cerr << "faster_bands: the portable build failed: " << command << '\n';
            return false;
        }
        for (const std::string& file : files) {
            const std::string set = book::collection_name(file);
            keep(portable, set, read_values(scratch)[set + ".first_us"]);
            std::vector<sudoku::Grid> puzzles = sudoku::read_puzzle_file(file);
            if (puzzles.size() > first) puzzles.resize(first);
            keep(here, set, time(puzzles, 1, {band_search({})})[0].first_us);
        }
    }
    std::filesystem::remove(scratch);
    std::cout << "against the portable build, in turns, the fastest of " << rounds
              << " rounds each (spread: the larger of the two)\n"
                 "set        portable us   this build us   gain  spread\n";
    for (const std::string& file : files) {  // in the order of the files, as above
        const std::string set = book::collection_name(file);
        const std::vector<double>& times = here[set];
        const double us = *std::min_element(times.begin(), times.end());
        const std::vector<double>& other = portable[set];
        const double portable_us = *std::min_element(other.begin(), other.end());
        const double gain = portable_us / us;
        const double spread = std::max(book::spread_of(times), book::spread_of(other));
        std::cout << std::left << std::setw(11) << set << std::right << std::fixed
                  << std::setprecision(2) << std::setw(11) << portable_us
                  << std::setw(16) << us << std::setw(7) << gain << std::setprecision(0)
                  << std::setw(7) << 100 * spread << "%\n";
        values.add_ratio(set + ".gain", gain);
        values.add_fixed(set + ".gain.spread", 100 * spread, 0);
        values.add_fixed(set + ".portable_us", portable_us, 2);
    }
    return true;
}

// The first lines: what this build was compiled for (the native build of this program
// differs from the portable one only there) and what the table measures.
void print_header(std::size_t first, int repeat) {
#if defined(BOOK_NATIVE)
    const char* const target = "the building machine's processor (-march=native)";
#else
    const char* const target = "any processor of its architecture";
#endif
#if defined(__BMI2__)
    const char* const key = "pext";
#else
    const char* const key = "three table look-ups";
#endif
    std::cout
        << "compiled for " << target << "; the band key by " << key << "\nfirst "
        << first << " puzzles of each set; the fastest of " << repeat
        << " runs in turns (spread: the second fastest over the fastest, less 1),\n"
        << "each run as many passes over the puzzles as last at least 10 ms\n"
        << "set        solver                       nodes   first us  unique us  "
           "spread\n";
}

// The solvers of the table, named, one idea added per row (only the default with
// @p default_only).
std::vector<std::pair<std::string, Search>> band_ideas(bool default_only) {
    // [start:ideas]
    std::vector<std::pair<std::string, Search>> solvers;
    if (!default_only) {
        sudoku::FastSolver fast;
        solvers.emplace_back("fast (chapter 8)",
                             [fast](const sudoku::Grid& p, const sudoku::GridVisitor& v,
                                    exact_cover::Limits limits) mutable {
                                 return fast.solve(p, v, limits);
                             });
        solvers.emplace_back(
            "bands, cell branching",
            band_search({.triads = false, .configurations = false, .sweep = false}));
        solvers.emplace_back(
            "+ intersection rule",
            band_search({.triads = true, .configurations = false, .sweep = false}));
        solvers.emplace_back("+ configurations", band_search({.sweep = false}));
    }
    const bool avx2 = BandSearch::can_sweep();
    const bool avx512 = BandSearch::can_sweep_avx512();
    solvers.emplace_back(avx512 ? "+ sweeps (AVX-512)"
                         : avx2 ? "+ sweeps (AVX2)"
                                : "+ sweeps (none here)",
                         band_search({}));  // the default
    if (!default_only) {
        solvers.emplace_back("  without intersections",
                             band_search({.triads = false, .sweep = false}));
        solvers.emplace_back("+ stacks", band_search({.stacks = true, .sweep = false}));
        solvers.emplace_back("  stacks, by sweeps", band_search({.stacks = true}));
        solvers.emplace_back(
            avx2 ? "  sweeps kept to AVX2" : "  sweeps kept to AVX2 (none)",
            band_search({.avx512 = false}));
    }
    // [end:ideas]
    return solvers;
}

// The gains of each idea on @p set that the prose quotes, in time and in nodes, from
// the @p runs of all of band_ideas() over @p puzzles puzzles.
void add_idea_values(book::Values& values, const std::string& set,
                     const std::vector<Run>& runs, std::size_t puzzles) {
    const auto ratio = [](double a, double b) { return b > 0 ? a / b : 0.0; };
    const auto nodes = [&](std::size_t s) {
        return static_cast<double>(runs[s].nodes);
    };
    // runs: 0 fast, 1 cells, 2 triads, 3 configurations, 4 the same by sweeps (the
    // default), 5 configurations without the intersection rule, 6 stacks, 7 stacks by
    // sweeps, 8 the default by sweeps with AVX2
    // a time of row a, with its noise for the book's rule (NAME.spread)
    const auto timed = [&](const std::string& name, double us, std::size_t a) {
        values.add_fixed(set + '.' + name, us, 2);
        values.add_fixed(set + '.' + name + ".spread", 100 * runs[a].spread, 0);
    };
    // row a's time over row b's, to the first solution (NAME) and to uniqueness
    // (UNIQUE), unrounded, each with the larger spread of the two rows: above 1 when b
    // is faster, so a change is measured as the earlier row over the later one
    const auto change = [&](const std::string& name, const std::string& unique,
                            std::size_t a, std::size_t b) {
        const std::string spread =
            std::to_string(std::lround(100 * std::max(runs[a].spread, runs[b].spread)));
        values.add_ratio(set + '.' + name, ratio(runs[a].first_us, runs[b].first_us));
        values.add(set + '.' + name + ".spread", spread);
        values.add_ratio(set + '.' + unique,
                         ratio(runs[a].unique_us, runs[b].unique_us));
        values.add(set + '.' + unique + ".spread", spread);
    };
    timed("first_us", runs[4].first_us, 4);
    timed("unique_us", runs[4].unique_us, 4);
    // every row of the table under a name, so that a page can show the rows it explains
    // (SET.row.NAME.first_us, .unique_us, .spread, .nodes)
    static constexpr std::array<const char*, 9> row_names = {
        "fast",   "cells",         "triads", "configurations", "sweeps", "without",
        "stacks", "stacks_sweeps", "avx2"};
    assert(runs.size() == row_names.size());
    for (std::size_t r = 0; r < runs.size(); ++r) {
        const std::string row = set + ".row." + row_names[r];
        values.add_fixed(row + ".first_us", runs[r].first_us, 2);
        values.add_fixed(row + ".unique_us", runs[r].unique_us, 2);
        values.add_fixed(row + ".spread", 100 * runs[r].spread, 0);
        values.add_count(row + ".nodes", runs[r].nodes);
    }
    change("sweep_time", "sweep_unique", 3, 4);
    values.add_count(set + ".sweep_nodes", runs[4].nodes);
    values.add_count(set + ".worklist_nodes", runs[3].nodes);
    change("over_fast", "over_fast_unique", 0, 4);
    change("worklist_over_fast", "worklist_over_fast_unique", 0, 3);
    change("cells_over_fast", "cells_over_fast_unique", 0, 1);
    values.add_fixed(set + ".triad_nodes", ratio(nodes(1), nodes(2)), 1);
    change("triad_time", "triad_unique", 1, 2);
    values.add_fixed(set + ".config_nodes", ratio(nodes(2), nodes(3)), 1);
    change("config_time", "config_unique", 2, 3);
    values.add_fixed(set + ".without_nodes", ratio(nodes(5), nodes(3)), 1);
    change("without_time", "without_unique", 5, 3);
    values.add_fixed(set + ".stack_nodes", ratio(nodes(3), nodes(6)), 1);
    change("stack_time", "stack_unique", 3, 6);
    change("stack_sweep_time", "stack_sweep_unique", 4, 7);
    change("avx2_time", "avx2_unique", 3, 8);
    values.add_count(set + ".avx2_nodes", runs[8].nodes);
    change("avx2_over_avx512", "avx2_over_avx512_unique", 8, 4);
    values.add_fixed(set + ".nodes_per_puzzle", nodes(3) / static_cast<double>(puzzles),
                     1);
}

// One set's rows of the table: the first @p first puzzles of @p file timed with each of
// @p solvers, and their figures in @p values. Returns false, having said so, when two
// solvers find different puzzles unique: then one of them is wrong.
bool time_set(const std::string& file, std::size_t first, int repeat,
              const std::vector<std::pair<std::string, Search>>& solvers,
              bool default_only, book::Values& values) {
    std::vector<sudoku::Grid> puzzles = sudoku::read_puzzle_file(file);
    if (puzzles.size() > first) puzzles.resize(first);
    const std::string set = book::collection_name(file);
    std::vector<Search> searches;
    for (const auto& named : solvers) searches.push_back(named.second);
    const std::vector<Run> runs = time(puzzles, repeat, searches);
    for (std::size_t s = 0; s < runs.size(); ++s) {
        if (runs[s].solutions != runs[0].solutions) {
            std::cerr << "faster_bands: " << solvers[s].first
                      << " decided uniqueness differently on " << set << '\n';
            return false;
        }
        std::cout << std::left << std::setw(11) << set << std::setw(24)
                  << solvers[s].first << std::right << std::setw(10) << runs[s].nodes
                  << std::fixed << std::setprecision(2) << std::setw(11)
                  << runs[s].first_us << std::setw(11) << runs[s].unique_us
                  << std::setprecision(0) << std::setw(7) << 100 * runs[s].spread
                  << "%\n";
    }
    // the set's noise for the book's rule: the largest spread of its rows, in per cent
    double spread = 0;
    for (const Run& run : runs) spread = std::max(spread, run.spread);
    values.add_fixed(set + ".spread", 100 * spread, 0);
    if (default_only) {
        values.add_fixed(set + ".first_us", runs[0].first_us, 2);
        values.add_fixed(set + ".unique_us", runs[0].unique_us, 2);
    } else {
        add_idea_values(values, set, runs, puzzles.size());
    }
    return true;
}

// The last lines: branching on configurations with and without the intersection rule,
// on puzzles with 12 givens, to a first solution within a budget of nodes. Few givens
// make the early branches decide a lot, where a mistake costs a whole subtree.
void print_sparse(book::Values& values) {
    constexpr int count = 5;
    constexpr std::uint64_t budget = 200'000;
    constexpr std::uint64_t seed = 2026;  // any seed: the same puzzles on every run
    const std::vector<sudoku::Grid> sparse = sparse_puzzles(count, 12, seed);
    std::cout << count << " random puzzles with 12 givens (seed " << seed
              << "), first solution, budget " << budget << " nodes each\n";
    for (const bool triads : {true, false}) {
        BandSearch solver({.triads = triads});
        std::uint64_t nodes = 0, solved = 0;
        for (const sudoku::Grid& puzzle : sparse) {
            const exact_cover::SearchResult r = solver.solve(
                puzzle, [](const sudoku::Grid&) { return exact_cover::Next::stop; },
                {.nodes = budget});
            nodes += r.nodes;
            solved += r.solutions;
        }
        const std::string key = triads ? "sparse.with" : "sparse.without";
        std::cout << std::left << std::setw(28)
                  << (triads ? "  + configurations" : "    without intersections")
                  << std::right << solved << " solved" << std::setw(10) << nodes
                  << " nodes\n";
        values.add_count(key + "_solved", solved);
        values.add_count(key + "_nodes", nodes);
    }
    values.add_count("sparse.puzzles", count);
    values.add_count("sparse.budget", budget);
    values.add("sparse.seed", std::to_string(seed));
}

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli("Going faster: the band solver's ideas, one at a time");
    std::size_t first = 100;
    int repeat = 5;
    bool default_only = false;
    std::string values_path, portable_path;
    std::vector<std::string> files;
    cli.count("--first", first, "The first K puzzles of each file (100)");
    cli.count("--repeat", repeat,
              "Runs over each file, in turns; the fastest counts (5)");
    cli.flag("--default-only", default_only, "Time the default band solver only");
    cli.text("--values", values_path, "Also write the figures of the prose");
    cli.text("--portable", portable_path,
             "With --default-only: the portable build of this program, to run in turns")
        .existing_files();
    cli.files("files", files, "Puzzle files").required();
    if (const auto status = cli.parse(argc, argv)) return *status;

    print_header(first, repeat);
    const std::vector<std::pair<std::string, Search>> solvers =
        band_ideas(default_only);
    book::Values values;
    // whether the default row swept with AVX-512 (1) or not (0), for the prose
    values.add_count("avx512", BandSearch::can_sweep_avx512() ? 1 : 0);
    for (const std::string& file : files)
        if (!time_set(file, first, repeat, solvers, default_only, values))
            return book::exit_status::failure;
    if (!default_only) print_sparse(values);
    if (default_only && !portable_path.empty() &&
        !against_portable(portable_path, files, first, 4 * repeat, values))
        return book::exit_status::failure;
    return values.write(values_path,
                        default_only ? "faster_bands_native" : "faster_bands")
               ? 0
               : 1;
}
