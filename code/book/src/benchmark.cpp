#include "book/benchmark.hpp"

#include <algorithm>
#include <array>
#include <fstream>
#include <functional>
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

// settings.repeat runs of each of @p passes (a pass over the puzzles, false when it was
// interrupted) into the result of the same index, the passes taking turns run by run
// (A B, A B, ...) so that a slow moment of the machine falls on all of them alike. A
// run is as many passes as last least_run_seconds, which a first pass of each says: if
// shorter, it is a warm-up and not counted (a pass over a slice of a hundred easy
// puzzles lasts about a millisecond); if as long, it is the first run.
void time_runs(const BenchmarkSettings& settings,
               std::span<BenchmarkResult* const> results,
               std::span<const std::function<bool()>> passes) {
    const auto interrupted = [&] {
        for (BenchmarkResult* result : results) result->interrupted = true;
    };
    for (std::size_t k = 0; k < passes.size(); ++k) {
        const Stopwatch first;
        if (!passes[k]()) return interrupted();
        const double once = first.seconds();
        if (once >= least_run_seconds) {
            results[k]->add_run(once);
        } else {
            results[k]->passes = calls_per_run(once);
        }
    }
    for (int round = 0; round < settings.repeat; ++round) {
        for (std::size_t k = 0; k < passes.size(); ++k) {
            BenchmarkResult& result = *results[k];
            if (result.runs >= settings.repeat) continue;
            const Stopwatch clock;
            for (int p = 0; p < result.passes; ++p)
                if (!passes[k]()) return interrupted();
            result.add_run(clock.seconds() / result.passes);
        }
    }
}

// The puzzles of a benchmark as its passes take them: as grids, or, with
// BenchmarkSettings::text, as lines of characters, all in one buffer as a file holds
// them, each read into the solver's grid inside the clock and every solution found
// written back as characters into a second such buffer.
class PassInput {
public:
    PassInput(std::span<const Grid> puzzles, const BenchmarkSettings& settings)
        : puzzles_(puzzles), text_(settings.text), start_{0} {
        if (!text_) return;
        for (const Grid& puzzle : puzzles) {
            lines_ += sudoku::format_line(puzzle);
            start_.push_back(lines_.size());
        }
        written_ = lines_;
        for (std::size_t v = 0; v <= sudoku::max_line_size; ++v) {
            symbol_[v] = sudoku::symbol_of(v);
            value_[static_cast<unsigned char>(symbol_[v])] =
                static_cast<std::uint8_t>(v);
        }
        value_['0'] = 0;  // the other blank
    }

    // Puzzle @p k, read from its line when the benchmark times text, as a solver that
    // takes characters reads them: a look-up per symbol, without sudoku::parse_line()'s
    // checks (the line passed them when the file was read).
    const Grid& puzzle(std::size_t k) {
        if (!text_) return puzzles_[k];
        std::vector<std::uint8_t> cells(start_[k + 1] - start_[k]);
        const char* line = lines_.data() + start_[k];
        for (std::size_t i = 0; i < cells.size(); ++i)
            cells[i] = value_[static_cast<unsigned char>(line[i])];
        input_ = Grid(puzzles_[k].shape(), std::move(cells));
        return input_;
    }

    // Writes a solution of puzzle @p k as characters, a look-up per cell, when the
    // benchmark times text.
    void answer(std::size_t k, const Grid& solution) {
        if (!text_) return;
        const auto cells = solution.cells();
        char* line = written_.data() + start_[k];
        for (std::size_t i = 0; i < cells.size(); ++i) line[i] = symbol_[cells[i]];
    }

    // The last solution of puzzle @p k written, read back (text only).
    [[nodiscard]] Grid written(std::size_t k) const {
        return sudoku::parse_line(
            std::string_view(written_).substr(start_[k], start_[k + 1] - start_[k]));
    }

    [[nodiscard]] bool text() const noexcept { return text_; }

private:
    std::span<const Grid> puzzles_;
    bool text_;
    std::string lines_, written_;            // every puzzle's line, one after the other
    std::vector<std::size_t> start_;         // where line k starts; one more at the end
    Grid input_;                             // the puzzle being solved, as read
    std::array<std::uint8_t, 256> value_{};  // each symbol's value (sudoku::value_of)
    std::array<char, sudoku::max_line_size + 1> symbol_{};  // each value's symbol
};

// A pass over the puzzles to each one's first solution, keeping it for check(): as a
// grid, or as the characters written (kept from pass to pass either way, so that
// keeping a solution does not allocate).
class FirstPass {
public:
    FirstPass(Solver& solver, std::span<const Grid> puzzles,
              const BenchmarkSettings& settings, BenchmarkResult& result)
        : solver_(solver),
          puzzles_(puzzles),
          settings_(settings),
          result_(result),
          input_(puzzles, settings),
          solutions_(puzzles.size()),
          found_(puzzles.size()) {}

    bool operator()() {
        result_.gave_up = 0;
        for (std::size_t k = 0; k < puzzles_.size(); ++k) {
            const auto keep = [&](const Grid& solution) {
                if (input_.text()) {
                    input_.answer(k, solution);
                } else {
                    solutions_[k] = solution;
                }
                found_[k] = 1;
                return exact_cover::Next::stop;
            };
            found_[k] = 0;
            const exact_cover::SearchResult r = solver_.solve(
                input_.puzzle(k), keep,
                {.nodes = settings_.budget, .interrupt = settings_.interrupt});
            if (r.ending == exact_cover::Ending::interrupted) return false;
            if (r.gave_up()) ++result_.gave_up;
        }
        return true;
    }

    // Every solution of the last pass checked, outside the clock (a puzzle given up on
    // has none to check); written ones are read back first.
    // @throws std::runtime_error naming the puzzle if one is wrong.
    void check() const {
        for (std::size_t k = 0; k < puzzles_.size(); ++k) {
            if (!found_[k]) continue;
            SolutionCheck check;
            try {
                check = check_solution(
                    puzzles_[k], input_.text() ? input_.written(k) : solutions_[k]);
            } catch (const ParseError& e) {  // characters written that are no grid
                check.reason = "its solution reads back wrong: " + e.message();
            }
            if (!check.ok())
                throw std::runtime_error(
                    std::string(algorithm_name(solver_.algorithm())) +
                    " gave a wrong answer for " + format_line(puzzles_[k]) + ": " +
                    check.reason);
        }
    }

private:
    Solver& solver_;
    std::span<const Grid> puzzles_;
    const BenchmarkSettings& settings_;
    BenchmarkResult& result_;
    PassInput input_;
    std::vector<Grid> solutions_;
    std::vector<char> found_;
};

// A pass over the puzzles deciding uniqueness (counting to two), with the puzzles given
// up on and those found unique in @p result; with BenchmarkSettings::text, every
// solution found is written out as characters, as the first solution's pass writes it.
bool unique_pass(Solver& solver, PassInput& input, std::size_t puzzles,
                 const BenchmarkSettings& settings, BenchmarkResult& result) {
    result.gave_up = result.unique = 0;
    const exact_cover::Limits limits{
        .solutions = 2, .nodes = settings.budget, .interrupt = settings.interrupt};
    for (std::size_t k = 0; k < puzzles; ++k) {
        const exact_cover::SearchResult count =
            input.text() ? solver.solve(
                               input.puzzle(k),
                               [&](const Grid& solution) {
                                   input.answer(k, solution);
                                   return exact_cover::Next::proceed;
                               },
                               limits)
                         : solver.count_solutions(input.puzzle(k), limits);
        if (count.ending == exact_cover::Ending::interrupted) return false;
        if (count.gave_up()) {
            ++result.gave_up;
        } else if (count.solutions == 1) {
            ++result.unique;
        }
    }
    return true;
}

}  // namespace

BenchmarkResult benchmark_first(Solver& solver, std::span<const Grid> puzzles,
                                const BenchmarkSettings& settings) {
    BenchmarkResult result{puzzles.size()};
    FirstPass pass(solver, puzzles, settings, result);
    BenchmarkResult* const results[] = {&result};
    const std::function<bool()> passes[] = {std::ref(pass)};
    time_runs(settings, results, passes);
    if (!result.interrupted) pass.check();
    return result;
}

BenchmarkResult benchmark_unique(Solver& solver, std::span<const Grid> puzzles,
                                 const BenchmarkSettings& settings) {
    BenchmarkResult result{puzzles.size()};
    PassInput input(puzzles, settings);
    BenchmarkResult* const results[] = {&result};
    const std::function<bool()> passes[] = {
        [&] { return unique_pass(solver, input, puzzles.size(), settings, result); }};
    time_runs(settings, results, passes);
    return result;
}

BenchmarkModes benchmark_both(Solver& solver, std::span<const Grid> puzzles,
                              const BenchmarkSettings& settings) {
    BenchmarkModes modes{BenchmarkResult{puzzles.size()},
                         BenchmarkResult{puzzles.size()}};
    FirstPass first(solver, puzzles, settings, modes.first);
    PassInput input(puzzles, settings);
    BenchmarkResult* const results[] = {&modes.first, &modes.unique};
    const std::function<bool()> passes[] = {
        std::ref(first), [&] {
            return unique_pass(solver, input, puzzles.size(), settings, modes.unique);
        }};
    time_runs(settings, results, passes);
    if (!modes.first.interrupted) first.check();
    return modes;
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
    if (settings.text)
        out << "; each puzzle timed from its line of characters to its solution "
               "written as characters";
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
            const auto [first, unique] = benchmark_both(solver, puzzles, settings);
            if (first.interrupted) return false;
            row("first", first, budgeted);
            row("unique", unique, budgeted);
            if (unique.unique + unique.gave_up != puzzles.size())
                out << "    (" << puzzles.size() - unique.unique - unique.gave_up
                    << " puzzles not unique)\n";
        }
    }
    return true;
}

}  // namespace book
