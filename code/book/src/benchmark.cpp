#include "book/benchmark.hpp"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iomanip>
#include <ostream>
#include <stdexcept>
#include <string>
#include <utility>

#include "book/timing.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/verify.hpp"

namespace book {

using sudoku::Algorithm;
using sudoku::check_solution;
using sudoku::Grid;
using sudoku::ParseError;
using sudoku::SolutionCheck;
using sudoku::Solver;

std::string collection_name(const std::string& path) {
    const std::string name = path.substr(path.find_last_of('/') + 1);
    const std::pair<const char*, const char*> known[] = {{"17_clue", "17-clue"},
                                                         {"top1465", "top1465"},
                                                         {"hardest_1106", "hardest"},
                                                         {"hardest_1905", "hard1905"},
                                                         {"serg", "serg"}};
    for (const auto& [part, short_name] : known)
        if (name.find(part) != std::string::npos) return short_name;
    return name.substr(0, 10);
}

namespace {

bool is_baseline(Algorithm algorithm) {
    return algorithm == Algorithm::backtracking ||
           algorithm == Algorithm::algorithm_x_first;
}

}  // namespace

namespace {

// settings.repeat runs of @p pass (one pass over the puzzles; false when it was
// interrupted) into @p result, each run as many passes as last least_run_seconds. The
// first pass says how many: shorter than that, it is a warm-up and is not counted (a
// pass over a slice of a hundred easy puzzles lasts about a millisecond); as long, it
// is the first run.
template <class Pass>
void time_runs(const BenchmarkSettings& settings, BenchmarkResult& result, Pass pass) {
    int counted = 0;
    const Stopwatch first;
    if (!pass()) {
        result.interrupted = true;
        return;
    }
    const double once = first.seconds();
    if (once >= least_run_seconds) {
        result.add_run(once);
        counted = 1;
    } else {
        constexpr double most_passes = 1e6;
        result.passes = static_cast<int>(
            std::min(most_passes, std::ceil(least_run_seconds / std::max(once, 1e-9))));
    }
    for (; counted < settings.repeat; ++counted) {
        const Stopwatch clock;
        for (int p = 0; p < result.passes; ++p) {
            if (!pass()) {
                result.interrupted = true;
                return;
            }
        }
        result.add_run(clock.seconds() / result.passes);
    }
}

}  // namespace

BenchmarkResult benchmark_first(Solver& solver, std::span<const Grid> puzzles,
                                const BenchmarkSettings& settings) {
    // each puzzle's first solution, if found in the last pass (the grids are kept from
    // pass to pass, so that copying a solution does not allocate)
    std::vector<Grid> solutions(puzzles.size());
    std::vector<char> found(puzzles.size());
    BenchmarkResult result{puzzles.size()};
    time_runs(settings, result, [&] {
        result.gave_up = 0;
        for (std::size_t k = 0; k < puzzles.size(); ++k) {
            const auto keep = [&](const Grid& solution) {
                solutions[k] = solution;
                found[k] = 1;
                return exact_cover::Next::stop;
            };
            found[k] = 0;
            const exact_cover::SearchResult r = solver.solve(
                puzzles[k], keep,
                {.nodes = settings.budget, .interrupt = settings.interrupt});
            if (r.ending == exact_cover::Ending::interrupted) return false;
            if (r.gave_up()) ++result.gave_up;
        }
        return true;
    });
    if (result.interrupted) return result;
    for (std::size_t k = 0; k < puzzles.size(); ++k) {  // outside the clock
        // gave up (a puzzle without solution has none to check)
        if (!found[k]) continue;
        const SolutionCheck check = check_solution(puzzles[k], solutions[k]);
        if (!check.ok())
            throw std::runtime_error(std::string(algorithm_name(solver.algorithm())) +
                                     " gave a wrong answer for " +
                                     format_line(puzzles[k]) + ": " + check.reason);
    }
    return result;
}

BenchmarkResult benchmark_unique(Solver& solver, std::span<const Grid> puzzles,
                                 const BenchmarkSettings& settings) {
    BenchmarkResult result{puzzles.size()};
    time_runs(settings, result, [&] {
        result.gave_up = result.unique = 0;
        for (const Grid& puzzle : puzzles) {
            const exact_cover::SearchResult count =
                solver.count_solutions(puzzle, {.solutions = 2,
                                                .nodes = settings.budget,
                                                .interrupt = settings.interrupt});
            if (count.ending == exact_cover::Ending::interrupted) return false;
            if (count.gave_up()) {
                ++result.gave_up;
            } else if (count.solutions == 1) {
                ++result.unique;
            }
        }
        return true;
    });
    return result;
}

namespace {

// Every puzzle of every file, read before anything is timed. A bad line stops the
// benchmark before its first row, with every bad line of every file named: timing the
// puzzles around it would give a file's row for fewer puzzles than the file holds, and
// a comparison between files or with a published table would compare unlike sets.
std::vector<std::vector<Grid>> read_benchmark_files(
    std::span<const std::string> files) {
    constexpr std::size_t shown_errors = 10;
    std::vector<std::vector<Grid>> sets;
    std::string errors;
    std::size_t error_count = 0;
    for (const std::string& file : files) {
        std::ifstream in(file);
        if (!in) throw std::runtime_error(file + ": cannot open the file");
        sudoku::PuzzleReader reader(in);
        std::vector<Grid>& puzzles = sets.emplace_back();
        while (const auto entry = reader.next()) {
            if (entry->ok()) {
                puzzles.push_back(entry->grid());
            } else if (++error_count <= shown_errors) {
                // named with the file: a benchmark reads several
                const ParseError& e = entry->error();
                errors += (errors.empty() ? "" : "\n") + file + ':' +
                          std::to_string(e.line()) + ':' + std::to_string(e.column()) +
                          ": " + e.message();
            }
        }
        if (in.bad()) throw std::runtime_error(file + ": cannot read the file");
        if (puzzles.empty() && error_count == 0)  // nothing to time: a file given by
            throw std::runtime_error(file +
                                     ": no puzzle found");  // mistake, most likely
    }
    if (error_count > shown_errors)
        errors += "\n(and " + std::to_string(error_count - shown_errors) + " more)";
    if (error_count > 0)
        throw std::runtime_error(errors +
                                 "\nnothing was timed: a benchmark times whole "
                                 "files, so every line must be a puzzle");
    return sets;
}

}  // namespace

bool write_benchmark_table(std::ostream& out, std::span<const std::string> files,
                           std::span<const Algorithm> algorithms,
                           const BenchmarkSettings& settings) {
    const auto row = [&out, &settings](std::string_view mode, const BenchmarkResult& r,
                                       bool budgeted) {
        out << "    " << std::left << std::setw(10) << mode << std::right << std::fixed
            << std::setprecision(0) << std::setw(12) << r.per_second() << std::setw(12)
            << std::setprecision(1) << r.microseconds();
        if (settings.repeat > 1)
            out << std::setprecision(0) << std::setw(7) << 100 * r.spread() << " %";
        if (budgeted) out << "   gave up on " << r.gave_up;
        out << std::endl;  // a whole line at once: kept if the run is stopped
    };
    const std::vector<std::vector<Grid>> sets = read_benchmark_files(files);
    out << "the fastest of " << settings.repeat
        << " runs over each file, each run as many passes as last "
        << least_run_seconds * 1000 << " ms";
    if (settings.budget != exact_cover::Limits::none)
        out << "; each search stops after " << settings.budget << " nodes";
    if (settings.repeat > 1)
        out << " (spread: the second fastest over the fastest, less 1)";
    out << "\n                  puzzles/s   us/puzzle"
        << (settings.repeat > 1 ? "   spread" : "") << '\n';
    for (std::size_t f = 0; f < files.size(); ++f) {
        const std::string& file = files[f];
        const std::vector<Grid>& puzzles = sets[f];
        out << file.substr(file.find_last_of('/') + 1) << " (" << puzzles.size()
            << " puzzles)\n";
        const bool all_9x9 =
            std::all_of(puzzles.begin(), puzzles.end(),
                        [](const Grid& g) { return g.shape().size() == 9; });
        for (Algorithm algorithm : algorithms) {
            if (is_baseline(algorithm) && !all_9x9) {  // hopeless on larger grids
                out << "  " << algorithm_name(algorithm)
                    << ": skipped, it runs on files of 9x9 puzzles only\n";
                continue;
            }
            Solver solver(algorithm);
            out << "  " << algorithm_name(algorithm) << '\n';
            const bool budgeted = settings.budget != exact_cover::Limits::none;
            const BenchmarkResult first = benchmark_first(solver, puzzles, settings);
            if (first.interrupted) return false;
            row("first", first, budgeted);
            const BenchmarkResult unique = benchmark_unique(solver, puzzles, settings);
            if (unique.interrupted) return false;
            row("unique", unique, budgeted);
            if (unique.unique + unique.gave_up != puzzles.size())
                out << "    (" << puzzles.size() - unique.unique - unique.gave_up
                    << " puzzles not unique)\n";
        }
    }
    return true;
}

}  // namespace book
