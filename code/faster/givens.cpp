// Going faster: two ways to give Dancing Links a Sudoku's givens, timed on the same
// puzzles.
//
// Choosing: one engine holds the whole N³ × 4N² matrix; for each puzzle it chooses the
// givens' rows (covering their columns), searches, and unchooses them. Reducing:
// sudoku::ReducedMatrixSolver writes each puzzle's reduced matrix (only the open
// columns and the rows that clash with no given; the measuring layer's ReducedMatrices
// hands it over) and an engine loads that, once searching with search(), which unwinds
// its levels after the first solution, as the choosing must, and once with
// search_once(), which does not, as the solver does. The search trees must be the same;
// the program checks it, and prints the best time per puzzle over repeated runs and the
// size of the matrices searched. With --values=FILE it also writes what not unwinding
// saves, for the prose. Usage: faster_givens
// [--repeat=R] [--values=FILE] PUZZLE_FILE...
#include <algorithm>
#include <cstdint>
#include <functional>
#include <iomanip>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "book/benchmark.hpp"
#include "book/command_line.hpp"
#include "book/exit_status.hpp"
#include "book/timing.hpp"
#include "book/values.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/measuring/reduced_matrices.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/reduced_matrix_solver.hpp"
#include "sudoku/row_index.hpp"

namespace {

// [start:choosing]
// The first solution of each puzzle on one engine loaded with the full matrix: the
// givens chosen up front, unchosen afterwards so the links are back to the empty grid.
std::uint64_t solve_by_choosing(exact_cover::TunedDlx& full,
                                const std::vector<sudoku::Grid>& puzzles) {
    std::uint64_t nodes = 0;
    for (const sudoku::Grid& puzzle : puzzles) {
        for (const sudoku::Candidate& given : puzzle.givens())  // the files' givens
            (void)full.choose(sudoku::row_index(puzzle.shape(), given));  // never clash
        nodes += full.search([](std::span<const exact_cover::Option>) {
                         return exact_cover::Next::stop;
                     })
                     .nodes;
        full.unchoose_all();
    }
    return nodes;
}
// [end:choosing]

// [start:reducing]
// The first solution of each puzzle on an engine loaded with its reduced matrix,
// unwinding after it (search()) or not (search_once()).
std::uint64_t solve_by_reducing(exact_cover::TunedDlx& engine,
                                sudoku::ReducedMatrixSolver& reducer,
                                const std::vector<sudoku::Grid>& puzzles, bool unwind) {
    const exact_cover::SolutionVisitor first =
        [](std::span<const exact_cover::Option>) { return exact_cover::Next::stop; };
    std::uint64_t nodes = 0;
    for (const sudoku::Grid& puzzle : puzzles) {
        const std::optional<exact_cover::ProblemArrays> reduced =
            sudoku::measuring::ReducedMatrices::reduce(reducer, puzzle);
        if (!reduced) continue;  // clashing givens: nothing to search
        if (unwind) {
            engine.load(*reduced);
            nodes += engine.search(first).nodes;
        } else {
            nodes += engine.search_once(*reduced, first).nodes;
        }
    }
    return nodes;
}
// [end:reducing]

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli("Going faster: the givens covered, or the puzzle reduced");
    int repeat = 15;
    std::string values_path;
    std::vector<std::string> files;
    cli.count("--repeat", repeat, "Runs per puzzle; the best counts (15)");
    cli.text("--values", values_path, "Also write the figures the prose quotes");
    cli.files("files", files, "Puzzle files").required();
    if (const auto status = cli.parse(argc, argv)) return *status;
    const exact_cover::TunedDlx empty_grid(
        sudoku::cover_matrix_by_rows(sudoku::Shape(3, 3)));
    std::cout << "first solution, best of " << repeat
              << " runs in turns, each run as many passes as last "
              << book::least_run_seconds * 1000
              << " ms\n(spread: the second fastest over the fastest,\nless 1, the "
                 "largest of "
                 "the row's); time in us per puzzle, then the mean size of\n"
              << "the matrix searched (the full one has " << empty_grid.option_count()
              << " options, " << empty_grid.node_links().size() << " nodes)\n"
              << std::left << std::setw(32) << "" << std::right << std::setw(9)
              << "choosing" << std::setw(10) << "reducing" << std::setw(10)
              << "no unwind" << std::setw(9) << "options" << std::setw(7) << "nodes"
              << std::setw(9) << "spread" << '\n';
    book::Values values;
    for (const std::string& file : files) {
        std::vector<sudoku::Grid> puzzles;
        for (sudoku::Grid& grid : sudoku::read_puzzle_file(file))
            if (grid.shape().size() == 9) puzzles.push_back(std::move(grid));
        if (puzzles.empty()) continue;
        exact_cover::TunedDlx full(sudoku::cover_matrix_by_rows(sudoku::Shape(3, 3)));
        exact_cover::TunedDlx engine;
        sudoku::ReducedMatrixSolver reducer;
        std::uint64_t nodes_choosing = 0, nodes_reducing = 0, nodes_in_place = 0;
        // the three ways in turns, the fastest run of each (other work on the machine
        // can only slow a run down), each run at least book::least_run_seconds long
        const std::vector<std::function<void()>> ways{
            [&] { nodes_choosing = solve_by_choosing(full, puzzles); },
            [&] { nodes_reducing = solve_by_reducing(engine, reducer, puzzles, true); },
            [&] {
                nodes_in_place = solve_by_reducing(engine, reducer, puzzles, false);
            }};
        const std::vector<book::Timing> times = book::time_in_turns(repeat, ways);
        const double choosing = 1e6 * times[0].best, reducing = 1e6 * times[1].best,
                     in_place = 1e6 * times[2].best;
        if (nodes_choosing != nodes_reducing || nodes_reducing != nodes_in_place) {
            std::cerr << "faster_givens: the searches differ on " << file << '\n';
            return book::exit_status::failure;
        }
        double options = 0, nodes = 0;  // the reduced matrices' mean size
        for (const sudoku::Grid& puzzle : puzzles) {
            if (const auto reduced =
                    sudoku::measuring::ReducedMatrices::reduce(reducer, puzzle))
                engine.load(*reduced);
            options += static_cast<double>(engine.option_count());
            nodes += static_cast<double>(engine.node_links().size());
        }
        const double n = static_cast<double>(puzzles.size());
        const std::string set = book::collection_name(file);
        // the row's noise for the book's rule: the largest spread of its three times
        const double spread =
            std::max({times[0].spread(), times[1].spread(), times[2].spread()});
        std::cout << std::left << std::setw(32) << set << std::right << std::fixed
                  << std::setprecision(1) << std::setw(9) << choosing / n
                  << std::setw(10) << reducing / n << std::setw(10) << in_place / n
                  << std::setprecision(0) << std::setw(9) << options / n << std::setw(7)
                  << nodes / n << std::setw(8) << 100 * spread << " %\n";
        values.add_fixed(set + ".spread", 100 * spread, 0);
        values.add_fixed(set + ".choosing", choosing / n, 1);
        values.add_fixed(set + ".reducing", reducing / n, 1);
        // the share of the time that unwinding took, in percent
        values.add_fixed(set + ".unwind_share", 100 * (1 - in_place / reducing), 0);
    }
    return values.write(values_path, "faster_givens") ? 0 : 1;
}
