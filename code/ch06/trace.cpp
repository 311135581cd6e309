// Chapters 5 and 6: a search written down move by move, for the site's search player.
// Prints a JSON trace: the puzzle, then every value placed in a cell and every value
// taken back (value 0), in the order the search does it, up to its first solution.
//   --algorithm=dlx           Dancing Links on the matrix left after the givens, as
//                             the book's recorder writes its moves down
//   --algorithm=backtracking  chapter 5's cell-by-cell baseline, recorded the same way
// Usage: ch06_trace --algorithm=dlx|backtracking [--max-steps=K] PUZZLE_LINE
#include <algorithm>
#include <cstddef>
#include <fstream>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "book/command_line.hpp"
#include "book/exit_status.hpp"
#include "book/values.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/row_index.hpp"
#include "sudoku/search_trace.hpp"

namespace {

struct Move {
    std::size_t cell;
    std::size_t value;  // 0: taken back
    // A placement: the options its item had (1: a forced move; 2 or more: a guess at a
    // branch point), and whether it was the first option tried there.
    std::size_t options = 0;
    bool first = false;
};

// [start:trace_moves]
// The recorded search (record_sudoku_search: the choices of Dancing Links or of
// backtracking, in their order), up to its first solution: each option tried places
// its candidate, each one taken back empties the cell again. An option is a row of the
// full matrix, and its step says which of the item's m options it was (m = 1: a forced
// move).
std::vector<Move> trace_moves(const sudoku::Grid& puzzle, sudoku::Algorithm algorithm) {
    const exact_cover::SearchTrace trace = sudoku::record_sudoku_search(
        puzzle, algorithm,
        {.max_steps = exact_cover::Limits::none, .limits = {.solutions = 1}});
    const std::size_t n = puzzle.shape().size();
    std::vector<Move> moves;
    for (const exact_cover::TraceStep& step : trace.steps) {
        const bool tried = step.kind == exact_cover::TraceStep::Kind::try_option;
        if (!tried && step.kind != exact_cover::TraceStep::Kind::undo) continue;
        const sudoku::Candidate c =
            sudoku::candidate_at(puzzle.shape(), static_cast<std::size_t>(step.option));
        if (tried)
            moves.push_back({c.r * n + c.c, c.v + 1, step.m, step.k == 1});
        else
            moves.push_back({c.r * n + c.c, 0});
    }
    return moves;
}
// [end:trace_moves]

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli("Chapters 5 and 6: a search move by move, as JSON");
    std::string algorithm, line, values_path;
    std::size_t max_steps = 50000;
    cli.text("--algorithm", algorithm, "The search to trace: dlx or backtracking")
        .required()
        .one_of({"dlx", "backtracking"});
    cli.count("--max-steps", max_steps, "Refuse a trace longer than K moves (50000)");
    cli.text("--values", values_path, "Also write the figures the prose quotes");
    cli.text("puzzle", line, "The puzzle, one line of N*N symbols").required();
    if (const auto status = cli.parse(argc, argv)) return *status;
    sudoku::Grid puzzle;
    try {
        puzzle = sudoku::parse_line(line);
    } catch (const sudoku::ParseError& error) {
        return book::usage_error("ch06_trace", error.what());
    }
    const std::vector<Move> moves =
        trace_moves(puzzle, algorithm == "dlx" ? sudoku::Algorithm::dlx
                                               : sudoku::Algorithm::backtracking);
    if (moves.size() > max_steps) {
        std::cerr << "ch06_trace: " << moves.size()
                  << " moves, more than --max-steps=" << max_steps << '\n';
        return book::exit_status::failure;
    }
    nlohmann::json trace;
    trace["algorithm"] = algorithm;
    trace["n"] = puzzle.shape().size();
    trace["box"] = {puzzle.shape().box_rows(), puzzle.shape().box_columns()};
    trace["puzzle"] = std::vector<int>(puzzle.cells().begin(), puzzle.cells().end());
    nlohmann::json steps = nlohmann::json::array();
    std::size_t placed = 0, backtracks = 0;
    for (std::size_t k = 0; k < moves.size(); ++k) {
        steps.push_back({moves[k].cell, moves[k].value});
        placed += moves[k].value != 0 ? 1 : 0;
        // a run of take-backs begins: the search backs up
        backtracks +=
            moves[k].value == 0 && (k == 0 || moves[k - 1].value != 0) ? 1 : 0;
    }
    trace["steps"] = steps;
    trace["placements"] = placed;
    std::cout << trace.dump() << '\n';
    if (!values_path.empty()) {  // the figures the chapters quote
        std::vector<std::size_t> filled(puzzle.cells().size(), 0);
        for (const Move& m : moves) filled[m.cell] += m.value != 0 ? 1 : 0;
        std::size_t first_blank = 0;
        while (puzzle.cells()[first_blank] != 0) ++first_blank;
        book::Values values;
        values.add_count("steps", moves.size());
        values.add_count("placements", placed);
        values.add_count("takebacks", moves.size() - placed);
        values.add_count("backtracks", backtracks);
        if (algorithm == "dlx") {  // forced moves, guesses and the nodes that guessed
            std::size_t forced = 0, guesses = 0, branch_points = 0;
            for (const Move& m : moves) {
                forced += m.options == 1 ? 1 : 0;
                guesses += m.options >= 2 ? 1 : 0;
                branch_points += m.options >= 2 && m.first ? 1 : 0;
            }
            values.add_count("forced", forced);
            values.add_count("guesses", guesses);
            values.add_count("branch_points", branch_points);
        }
        values.add_count("first_blank_filled", filled[first_blank]);
        values.add_count("busiest_cell_filled",
                         *std::max_element(filled.begin(), filled.end()));
        if (!values.write(values_path, "ch06_trace")) return book::exit_status::failure;
    }
}
