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
#include "book/exit_status.hpp"
#include "book/values.hpp"
#include "exact_cover/propagation.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/solvers.hpp"
#include "sudoku/verify.hpp"

namespace {

std::string file_name(const std::string& path) {
    return path.substr(path.find_last_of('/') + 1);
}

// What the command line asks of every puzzle: nodes per search, Dancing Links's and
// (0: not run) the subset rule's.
struct Budgets {
    std::uint64_t search = 2'000'000, subset = 0;
};

// The first lines: the file, the budgets, and the heads of the table's columns.
void print_header(const std::string& puzzles_path, const Budgets& budgets) {
    std::cout << file_name(puzzles_path) << ", budget " << budgets.search
              << " nodes per puzzle";
    if (budgets.subset != 0)
        std::cout << ", " << budgets.subset << " with the subset rule";
    std::cout << "\n   #      N  givens  propagation        nodes  verdict\n";
}

// What the table shows of one puzzle.
struct Examined {
    std::size_t givens = 0;
    std::size_t filled = 0;  // the cells that propagation alone fills
    bool solved_by_logic = false;
    exact_cover::SearchResult stats;  // of Dancing Links, counting to 2
    std::string verdict;
};

// [start:main]
// One puzzle through both steps: propagation alone, then Dancing Links (@p solver)
// counting to 2 within @p budget nodes. The first solution is checked, and compared
// with @p published when there is one.
Examined examine(sudoku::Solver& solver, const sudoku::Grid& puzzle,
                 const sudoku::Grid* published, std::uint64_t budget) {
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
    if (first && published != nullptr)
        verdict += *first == *published ? ", = published" : ", differs";
    return {givens, logic.forced.size(), solved_by_logic, stats, verdict};
}
// [end:main]

// The third step, for a puzzle Dancing Links found hard: chapter 8's search with the
// subset rule at every node, counting to 2 within @p budget branch nodes, each
// solution checked; an indented line under the puzzle's row. Returns its branch nodes.
std::uint64_t with_subset_rule(const sudoku::Grid& puzzle, std::uint64_t budget) {
    // [start:subset]
    const auto check = [&](const sudoku::Grid& g) {
        if (!sudoku::check_solution(puzzle, g).ok())
            throw std::logic_error("a wrong solution");
        return exact_cover::Next::proceed;
    };
    const exact_cover::PropagationResult details = sudoku::solve_propagating(
        puzzle, true, check, {.solutions = 2, .nodes = budget});
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
    return details.nodes;
}

// The table: a row per puzzle (line k of @p published is puzzle k's solution, where
// there is one), each puzzle's figures in @p values. Returns false, after the row,
// when a solution is wrong.
bool examine_all(const std::vector<sudoku::Grid>& puzzles,
                 const std::vector<sudoku::Grid>& published, const Budgets& budgets,
                 book::Values& values) {
    sudoku::Solver solver(sudoku::Algorithm::dlx);  // its matrix kept between puzzles
    for (std::size_t k = 0; k < puzzles.size(); ++k) {
        const sudoku::Grid& puzzle = puzzles[k];
        const Examined row =
            examine(solver, puzzle, k < published.size() ? &published[k] : nullptr,
                    budgets.search);
        std::cout << std::setw(4) << k + 1 << std::setw(7) << puzzle.shape().size()
                  << std::setw(8) << row.givens << std::setw(6) << row.filled
                  << (row.solved_by_logic ? " solved " : " cells  ") << std::setw(13)
                  << row.stats.nodes << "  " << row.verdict << '\n';
        if (row.verdict.find("WRONG") != std::string::npos) return false;
        const std::string key = std::to_string(k + 1);
        values.add_count(key + ".givens", row.givens);
        values.add_count(key + ".filled", row.filled);
        values.add_count(key + ".nodes", row.stats.nodes);
        values.add_millions(key + ".nodes_millions", row.stats.nodes);
        const bool hard = row.stats.gave_up() || row.stats.nodes >= 10000;
        // the subset rule only for the hard ones
        if (budgets.subset == 0 || !hard) continue;
        values.add_count(key + ".subset_nodes",
                         with_subset_rule(puzzle, budgets.subset));
    }
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli("Chapter 7: large puzzles within a budget of search nodes");
    Budgets budgets;
    std::string puzzles_path, solutions_path, values_path;
    cli.count("--budget", budgets.search, "Search nodes per puzzle (2000000)");
    cli.whole("--subset-budget", budgets.subset,
              "Also run the subset rule within this many nodes (0: skip it)");
    cli.text("--solutions", solutions_path, "The published solutions, to compare")
        .existing_files();
    cli.text("--values", values_path, "Also write each puzzle's figures");
    cli.text("puzzles", puzzles_path, "Puzzle file").required().existing_files();
    if (const auto status = cli.parse(argc, argv)) return *status;
    const std::vector<sudoku::Grid> puzzles = sudoku::read_puzzle_file(puzzles_path);
    std::vector<sudoku::Grid> published;
    if (!solutions_path.empty()) published = sudoku::read_puzzle_file(solutions_path);
    print_header(puzzles_path, budgets);
    book::Values values;
    values.add_millions("budget_millions", budgets.search);
    if (!examine_all(puzzles, published, budgets, values))
        return book::exit_status::failure;
    return values.write(values_path, "ch07_large_grids") ? 0 : 1;
}
