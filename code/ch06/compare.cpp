// Chapter 6: Algorithm X of chapter 5 against Dancing Links, on the same problems.
//
// First N-queens for N = 4 .. 10, all solutions; then the first puzzles of each Sudoku
// file, to the first solution, with the givens pre-covered. For each: the search-tree
// nodes (the two must agree: same item choice, same tree) and the updates (list
// removals for Dancing Links, deletions from the remaining matrix for Algorithm X).
// With --time=R (the measure workflow), also the time of each, building the engine
// included: the fastest of R runs taken in turns, and the spread of the runs. With
// --values=FILE, the ratios are also written as `key value` lines for the prose.
// Usage: ch06_compare [--first=K] [--time=R] [--values=FILE] PUZZLE_FILE ...
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
#include "exact_cover/algorithm_x.hpp"
#include "exact_cover/baseline_dlx.hpp"
#include "exact_cover/problems/queens.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/verify.hpp"

namespace {

// The counters of one solver on one workload, and its timing when asked.
struct Measured {
    std::uint64_t solutions = 0;
    std::uint64_t nodes = 0;
    std::uint64_t updates = 0;
    std::uint64_t mems = 0;
    book::Timing time;
};

void fail(const std::string& what) {
    std::cerr << "ch06_compare: " << what << '\n';
    std::exit(book::exit_status::failure);
}

double ratio(double a, double b) { return a / b; }

// All solutions of n queens, by Algorithm X and by Dancing Links, same item choice,
// each timed @p rounds times in turns (none: 0).
std::pair<Measured, Measured> compare_queens(std::size_t n, int rounds) {
    const exact_cover::Problem problem = exact_cover::queens_problem(n);
    Measured x, d;
    const auto count = [](auto engine, Measured& into) {
        const exact_cover::SearchResult result = engine.count_solutions();
        into.solutions = result.solutions;
        into.nodes = result.nodes;
        into.updates = result.updates;
        into.mems = result.mems;
    };
    const std::function<void()> runs[] = {
        [&] { count(exact_cover::AlgorithmX(problem), x); },
        [&] { count(exact_cover::BaselineDlx(problem), d); }};
    for (const auto& run : runs) run();
    if (rounds > 0) {
        const std::vector<book::Timing> t = book::time_in_turns(rounds, runs);
        x.time = t[0];
        d.time = t[1];
    }
    return {x, d};
}

// The first solution of each puzzle, by both, on the problem left after pre-covering
// its givens (done beforehand: the same work for both); the totals, and with @p rounds
// above 0 the time of each whole file, timed in turns.
std::pair<Measured, Measured> compare_sudoku(const std::vector<sudoku::Grid>& puzzles,
                                             int rounds) {
    std::vector<sudoku::ReducedProblem> reduced;
    for (const sudoku::Grid& puzzle : puzzles)
        reduced.push_back(sudoku::precover_givens(puzzle).value());  // read: no clash
    const auto keep = [](std::vector<exact_cover::Option>& into) {
        return [&into](std::span<const exact_cover::Option> solution) {
            into.assign(solution.begin(), solution.end());
            return exact_cover::Next::stop;
        };
    };
    Measured x, d;
    for (std::size_t k = 0; k < puzzles.size(); ++k) {
        const sudoku::Grid& puzzle = puzzles[k];
        std::vector<exact_cover::Option> by_x, by_dlx;
        exact_cover::AlgorithmX algorithm_x(reduced[k].problem);
        const exact_cover::SearchResult rx = algorithm_x.search(keep(by_x));
        exact_cover::BaselineDlx dlx(reduced[k].problem);
        const exact_cover::SearchResult rd = dlx.search(keep(by_dlx));
        if (by_x.empty() || by_x != by_dlx ||
            !sudoku::check_solution(puzzle, apply_solution(puzzle, reduced[k], by_dlx))
                 .ok())
            fail("a wrong or missing solution for " + sudoku::format_line(puzzle));
        if (rx.nodes != rd.nodes)
            fail("the two searches differ on " + sudoku::format_line(puzzle));
        x.nodes += rx.nodes;
        d.nodes += rd.nodes;
        x.updates += rx.updates;
        d.updates += rd.updates;
        x.mems += rx.mems;
        d.mems += rd.mems;
    }
    if (rounds > 0) {
        std::vector<exact_cover::Option> ignored;
        const std::function<void()> runs[] = {
            [&] {
                for (const sudoku::ReducedProblem& r : reduced)
                    (void)exact_cover::AlgorithmX(r.problem).search(keep(ignored));
            },
            [&] {
                for (const sudoku::ReducedProblem& r : reduced)
                    (void)exact_cover::BaselineDlx(r.problem).search(keep(ignored));
            }};
        const std::vector<book::Timing> t = book::time_in_turns(rounds, runs);
        x.time = t[0];
        d.time = t[1];
    }
    return {x, d};
}

// One workload's line: what both searches counted, and their times when taken.
struct Line {
    std::string label;
    Measured x, d;
    double scale;  // the searches the times are divided by (the puzzles of a file)
};

double ratio_of(std::uint64_t a, std::uint64_t b) {
    return ratio(static_cast<double>(a), static_cast<double>(b));
}

// The counts of every line, then (when timed) their times in microseconds per search.
void table(const std::string& first, const std::vector<Line>& lines, bool timed) {
    std::cout
        << std::left << std::setw(10) << first << std::right
        << "     nodes   updates X updates DLX  ratio      mems X    mems DLX  ratio\n";
    for (const Line& l : lines)
        std::cout << std::left << std::setw(10) << l.label << std::right
                  << std::setw(10) << l.d.nodes << std::setw(12) << l.x.updates
                  << std::setw(12) << l.d.updates << std::fixed << std::setprecision(2)
                  << std::setw(7) << ratio_of(l.x.updates, l.d.updates) << std::setw(12)
                  << l.x.mems << std::setw(12) << l.d.mems << std::setw(7)
                  << ratio_of(l.x.mems, l.d.mems) << '\n';
    if (!timed) return;
    std::cout << std::left << std::setw(10) << first << std::right
              << "     time X  time DLX  ratio  spread\n";
    for (const Line& l : lines)
        std::cout << std::left << std::setw(10) << l.label << std::right
                  << std::setprecision(1) << std::setw(11)
                  << 1e6 * l.x.time.best / l.scale << std::setw(10)
                  << 1e6 * l.d.time.best / l.scale << std::setw(7)
                  << ratio(l.x.time.best, l.d.time.best) << std::setw(7)
                  << std::setprecision(0)
                  << 100 * std::max(l.x.time.spread(), l.d.time.spread()) << "%\n";
}

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli(
        "Chapter 6: Algorithm X against Dancing Links, node for node");
    std::size_t first = 20;
    int rounds = 0;
    std::string values_path;
    std::vector<std::string> files;
    cli.count("--first", first, "The first K puzzles of each file (20)");
    cli.count("--time", rounds,
              "Also time each search: the fastest of R runs, taken in turns");
    cli.text("--values", values_path, "Also write the ratios the prose quotes");
    cli.files("files", files, "Puzzle files").required();
    if (const auto status = cli.parse(argc, argv)) return *status;
    const bool timed = rounds > 0;
    book::Values values;
    // the extremes over the problems of a kind: X's updates and mems over DLX's
    const auto extremes = [&values](const std::string& kind,
                                    const std::vector<Line>& lines) {
        double least = 1e300, most = 0, mems_least = 1e300, mems_most = 0;
        for (const Line& l : lines) {
            least = std::min(least, ratio_of(l.x.updates, l.d.updates));
            most = std::max(most, ratio_of(l.x.updates, l.d.updates));
            mems_least = std::min(mems_least, ratio_of(l.x.mems, l.d.mems));
            mems_most = std::max(mems_most, ratio_of(l.x.mems, l.d.mems));
        }
        values.add_fixed(kind + ".more_updates.least", (least - 1) * 100, 0);
        values.add_fixed(kind + ".more_updates.most", (most - 1) * 100, 0);
        values.add_fixed(kind + ".mems_ratio.least", mems_least, 2);
        values.add_fixed(kind + ".mems_ratio.most", mems_most, 2);
    };
    const auto add_line = [&values, timed](const std::string& key, const Line& l) {
        values.add_count(key + ".dlx_mems", l.d.mems);
        values.add_count(key + ".solutions", l.d.solutions);
        values.add_fixed(key + ".updates_ratio", ratio_of(l.x.updates, l.d.updates), 2);
        values.add_fixed(key + ".mems_ratio", ratio_of(l.x.mems, l.d.mems), 2);
        values.add_fixed(key + ".dlx_mems_per_update", ratio_of(l.d.mems, l.d.updates),
                         1);
        values.add_fixed(key + ".x_mems_per_update", ratio_of(l.x.mems, l.x.updates),
                         1);
        if (timed) {
            values.add_ratio(key + ".speedup", ratio(l.x.time.best, l.d.time.best));
            // the larger spread of the two, in per cent: the book's rule for noise
            values.add_fixed(key + ".speedup.spread",
                             100 * std::max(l.x.time.spread(), l.d.time.spread()), 0);
        }
    };

    std::vector<Line> queens;
    for (std::size_t n = 4; n <= 10; ++n) {
        const auto [x, d] = compare_queens(n, rounds);
        if (x.solutions != d.solutions || x.nodes != d.nodes)
            fail("the two searches differ on queens");
        queens.push_back({std::to_string(n), x, d, 1});
        add_line("queens." + std::to_string(n), queens.back());
    }
    extremes("queens", queens);
    std::cout
        << "N-queens, all solutions"
        << (timed ? ";\nmicroseconds, the fastest of " + std::to_string(rounds) +
                        " runs in turns, and the spread (the second fastest over the "
                        "fastest, less 1)"
                  : "")
        << '\n';
    table("N", queens, timed);

    std::vector<Line> sudoku_lines;
    for (const std::string& file : files) {
        std::vector<sudoku::Grid> puzzles = sudoku::read_puzzle_file(file);
        if (puzzles.size() > first) puzzles.resize(first);
        const auto [x, d] = compare_sudoku(puzzles, rounds);
        const std::string name = book::collection_name(file);
        sudoku_lines.push_back({name, x, d, static_cast<double>(puzzles.size())});
        add_line("sudoku." + name, sudoku_lines.back());
    }
    extremes("sudoku", sudoku_lines);
    std::cout << "\nSudoku, the first " << first
              << " puzzles of each file, first solution, givens pre-covered"
              << (timed ? ";\nmicroseconds per puzzle, building the engine included"
                        : "")
              << '\n';
    table("file", sudoku_lines, timed);
    std::cout << "Every puzzle: the same nodes in both searches.\n";
    return values.write(values_path, "ch06_compare") ? 0 : 1;
}
