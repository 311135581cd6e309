// Going faster: the CSP as chapter 8 lists it (sudoku::solve_csp) against the same
// search made fit for timing (sudoku::CspSolver: peers once per shape, no allocation at
// a node, no recursion), which walks the same tree, and against CspSolver with naked
// pairs, triples and quads, which prunes it. For each file: the first K puzzles to
// their first solution, the fastest of R runs in turns, and the nodes of all of them.
// With
// --values=FILE, the gains the prose quotes. Usage:
// faster_csp_variants [--first=K] [--repeat=R] [--budget=B] [--values=FILE] FILE ...
#include <algorithm>
#include <cstdint>
#include <functional>
#include <iomanip>
#include <iostream>
#include <string>
#include <vector>

#include "book/benchmark.hpp"
#include "book/command_line.hpp"
#include "book/exit_status.hpp"
#include "book/timing.hpp"
#include "book/values.hpp"
#include "sudoku/csp_solver.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/verify.hpp"

namespace {

struct Run {
    double micros = 0;        // per puzzle, fastest run
    double spread = 0;        // book::Timing::spread() of the runs
    std::uint64_t nodes = 0;  // all puzzles
    std::size_t gave_up = 0;  // puzzles over the budget
};

using Search =
    std::function<sudoku::CspResult(const sudoku::Grid&, const sudoku::GridVisitor&)>;

// One pass over @p puzzles: the nodes and budget failures in @p run.
void once(const std::vector<sudoku::Grid>& puzzles, const Search& search, Run& run) {
    run.nodes = 0;
    run.gave_up = 0;
    for (const sudoku::Grid& puzzle : puzzles) {
        const sudoku::CspResult r =
            search(puzzle, [](const sudoku::Grid&) { return exact_cover::Next::stop; });
        run.nodes += r.nodes;
        run.gave_up += r.gave_up() ? 1 : 0;
    }
}

// Runs each search @p repeat times over @p puzzles, taking turns, so that a slower
// moment of the machine falls on all of them alike (book::time_in_turns(), each run
// at least book::least_run_seconds); the fastest run of each counts.
std::vector<Run> time(const std::vector<sudoku::Grid>& puzzles, int repeat,
                      const std::vector<Search>& searches) {
    std::vector<Run> runs(searches.size());
    std::vector<std::function<void()>> works;
    for (std::size_t s = 0; s < searches.size(); ++s)
        works.push_back([&, s] { once(puzzles, searches[s], runs[s]); });
    const std::vector<book::Timing> timings = book::time_in_turns(repeat, works);
    for (std::size_t s = 0; s < searches.size(); ++s) {
        runs[s].micros = 1e6 * timings[s].best / static_cast<double>(puzzles.size());
        runs[s].spread = timings[s].spread();
    }
    return runs;
}

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli("Going faster: the CSP, plain, tuned and with naked subsets");
    std::size_t first = 100;
    int repeat = 5;
    std::uint64_t budget = 200'000;
    std::string values_path;
    std::vector<std::string> files;
    cli.count("--first", first, "The first K puzzles of each file (100)");
    cli.count("--repeat", repeat,
              "Runs over each file, in turns; the fastest counts (5)");
    cli.count("--budget", budget, "Search nodes per puzzle before giving up (200000)");
    cli.text("--values", values_path, "Also write the figures of the prose");
    cli.files("files", files, "Puzzle files").required();
    if (const auto status = cli.parse(argc, argv)) return *status;

    const exact_cover::Limits limits{.nodes = budget};
    sudoku::CspSolver tuned;
    book::Values values;
    std::cout
        << "first " << first << " puzzles of each set, first solution, budget "
        << budget << " nodes; the fastest of " << repeat
        << " runs in turns,\neach run as many passes as last "
        << book::least_run_seconds * 1000 << " ms\n"
        << "set        CSP                       nodes    us/puzzle  gave up  spread\n";
    for (const std::string& file : files) {
        std::vector<sudoku::Grid> puzzles = sudoku::read_puzzle_file(file);
        if (puzzles.size() > first) puzzles.resize(first);
        const std::string set = book::collection_name(file);
        // [start:three_ways]
        const std::vector<Run> runs =
            time(puzzles, repeat,
                 {[&](const auto& p, const auto& visit) {
                      return sudoku::solve_csp(p, visit, limits);
                  },
                  [&](const auto& p, const auto& visit) {
                      return tuned.solve(p, visit, limits);
                  },
                  [&](const auto& p, const auto& visit) {
                      return tuned.solve(p, visit, limits, {.naked_subsets = 4});
                  }});
        const Run& plain = runs[0];
        const Run& same_tree = runs[1];
        const Run& naked = runs[2];
        // [end:three_ways]
        if (same_tree.nodes != plain.nodes) {
            std::cerr << "faster_csp_variants: the tuned CSP walked another tree on "
                      << set << '\n';
            return book::exit_status::failure;
        }
        const auto row = [&](const char* what, const Run& r) {
            std::cout << std::left << std::setw(11) << set << std::setw(22) << what
                      << std::right << std::setw(10) << r.nodes << std::fixed
                      << std::setprecision(1) << std::setw(13) << r.micros
                      << std::setw(9) << r.gave_up << std::setprecision(0)
                      << std::setw(7) << 100 * r.spread << " %\n";
        };
        row("solve_csp", plain);
        row("CspSolver", same_tree);
        row("CspSolver, naked 2-4", naked);
        // the set's noise for the book's rule: the largest spread of its three rows
        values.add_fixed(set + ".spread",
                         100 * std::max({plain.spread, same_tree.spread, naked.spread}),
                         0);
        values.add_ratio(set + ".tuned_gain", plain.micros / same_tree.micros);
        values.add_fixed(
            set + ".naked_nodes",
            static_cast<double>(plain.nodes) / static_cast<double>(naked.nodes), 1);
        values.add_ratio(set + ".naked_time", same_tree.micros / naked.micros);
        // what a node costs: the page weighs the three removed costs against it
        const double nodes = static_cast<double>(plain.nodes);
        const double count = static_cast<double>(puzzles.size());
        values.add_count(set + ".nodes_per_puzzle",
                         static_cast<std::uint64_t>(nodes / count + 0.5));
        values.add_fixed(set + ".plain_ns_per_node",
                         1000 * plain.micros * count / nodes, 0);
        values.add_fixed(set + ".tuned_ns_per_node",
                         1000 * same_tree.micros * count / nodes, 0);
        values.add_count(set + ".plain_gave_up", plain.gave_up);
        values.add_count(set + ".naked_gave_up", naked.gave_up);
    }
    return values.write(values_path, "faster_csp_variants") ? 0 : 1;
}
