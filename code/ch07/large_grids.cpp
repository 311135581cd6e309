// Chapter 7: 16 x 16 and 25 x 25 puzzles from public collections. For each puzzle: its
// givens, how far chapter 4's propagation alone gets (cells it fills, and whether it
// solves the puzzle), then Dancing Links deciding uniqueness (counting to 2) within a
// budget of search nodes: nodes and the verdict. With --solutions=FILE the first
// solution is also compared with the published one (line k of FILE for puzzle k). Last,
// the same count by chapter 8's search that propagates singles and the subset rule
// (locked candidates) at every node, within --subset-budget branch nodes (0: skip it).
// With --values=FILE it writes each puzzle's figures (keys K.givens, K.nodes, ...) for
// the prose. Usage: ch07_large_grids [--budget=NODES] [--subset-budget=NODES]
// [--solutions=FILE] [--values=FILE] PUZZLE_FILE
#include <cstdint>
#include <cstdlib>
#include <iomanip>
#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "book/command_line.hpp"
#include "book/values.hpp"
#include "exact_cover/propagation.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/solvers.hpp"
#include "sudoku/validate.hpp"

namespace {

std::string file_name(const std::string& path) {
    return path.substr(path.find_last_of('/') + 1);
}

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli("Chapter 7: large puzzles within a budget of search nodes");
    std::uint64_t budget = 2'000'000, subset_budget = 0;
    std::string puzzles_path, solutions_path, values_path;
    cli.count("--budget", budget, "Search nodes per puzzle (2000000)");
    cli.whole("--subset-budget", subset_budget,
              "Also run the subset rule within this many nodes (0: skip it)");
    cli.text("--solutions", solutions_path, "The published solutions, to compare")
        .existing_files();
    cli.text("--values", values_path, "Also write each puzzle's figures");
    cli.text("puzzles", puzzles_path, "Puzzle file").required().existing_files();
    if (const auto status = cli.parse(argc, argv)) return *status;
    const std::vector<sudoku::Grid> puzzles = sudoku::read_puzzle_file(puzzles_path);
    std::vector<sudoku::Grid> published;
    if (!solutions_path.empty()) published = sudoku::read_puzzle_file(solutions_path);

    std::cout << file_name(puzzles_path) << ", budget " << budget
              << " nodes per puzzle";
    if (subset_budget != 0)
        std::cout << ", " << subset_budget << " with the subset rule";
    std::cout << "\n   #      N  givens  propagation        nodes  verdict\n";
    book::Values values;
    values.add_millions("budget_millions", budget);
    // [start:main]
    sudoku::Solver solver(sudoku::Algorithm::dlx);
    for (std::size_t k = 0; k < puzzles.size(); ++k) {
        const sudoku::Grid& puzzle = puzzles[k];
        const std::size_t givens = puzzle.givens().size();
        // Logic alone: chapter 4's propagation on the matrix left after the givens.
        // (value(): the file reader lets no clashing givens through)
        const sudoku::ReducedProblem reduced = sudoku::precover_givens(puzzle).value();
        const exact_cover::Propagation logic = exact_cover::propagate(reduced.problem);
        const bool solved_by_logic =
            logic.outcome == exact_cover::PropagationOutcome::solved;
        // Search: count to 2 within the budget, keeping the first solution.
        std::optional<sudoku::Grid> first;
        const auto keep_first = [&first](const sudoku::Grid& g) {
            if (!first) first = g;
            return exact_cover::Next::proceed;
        };
        const exact_cover::SearchResult stats =
            solver.solve(puzzle, keep_first, {.solutions = 2, .nodes = budget});
        const std::uint64_t found = stats.solutions;
        std::string verdict = found == 2 ? "2+ solutions"
                              : !stats.gave_up()
                                  ? (found == 1 ? "unique" : "none")
                                  : (found == 1 ? "one found, gave up" : "gave up");
        if (first && !sudoku::check_solution(puzzle, *first).ok()) verdict += ", WRONG";
        if (first && k < published.size())
            verdict += *first == published[k] ? ", = published" : ", differs";
        // [end:main]
        std::cout << std::setw(4) << k + 1 << std::setw(7) << puzzle.shape().size()
                  << std::setw(8) << givens << std::setw(6) << logic.forced.size()
                  << (solved_by_logic ? " solved " : " cells  ") << std::setw(13)
                  << stats.nodes << "  " << verdict << '\n';
        if (verdict.find("WRONG") != std::string::npos) return 1;
        const std::string key = std::to_string(k + 1);
        values.add_count(key + ".givens", givens);
        values.add_count(key + ".filled", logic.forced.size());
        values.add_count(key + ".nodes", stats.nodes);
        values.add_millions(key + ".nodes_millions", stats.nodes);
        const bool hard = stats.gave_up() || stats.nodes >= 10000;
        // the subset rule only for the hard ones
        if (subset_budget == 0 || !hard) continue;
        // [start:subset]
        const auto check = [&](const sudoku::Grid& g) {
            if (!sudoku::check_solution(puzzle, g).ok())
                throw std::logic_error("a wrong solution");
            return exact_cover::Next::proceed;
        };
        const exact_cover::PropagationResult details = sudoku::solve_propagating(
            puzzle, true, check, {.solutions = 2, .nodes = subset_budget});
        // [end:subset]
        const std::uint64_t count = details.solutions;
        const bool gave_up = details.gave_up();
        std::cout << "      with the subset rule at every node: " << details.nodes
                  << " branch nodes, " << details.forced << " forced, "
                  << details.eliminated << " eliminated, "
                  << (count == 2   ? "2+ solutions"
                      : gave_up    ? "gave up"
                      : count == 1 ? "unique"
                                   : "none")
                  << '\n';
        values.add_count(key + ".subset_nodes", details.nodes);
    }
    return values.write(values_path, "ch07_large_grids") ? 0 : 1;
}
