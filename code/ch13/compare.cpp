// Chapter 13: dancing cells against Dancing Links, in the costs that do not depend on
// the machine: the search nodes, the updates and Knuth's mems, both engines counting
// them as Knuth's programs do (chapter 6's BaselineDlx as dlx1, DancingCells as ssxc1).
//
// Every solution of Knuth's example, of n queens, of Langford pairs, of the pentominoes
// in 3 x 20 and 4 x 15 and of the 6 x 6 Sudoku grids whose first row begins 1 2 3; then
// the first solution of each puzzle of the Sudoku files given, totals per file. Then
// chapter 9's problems with colours, Algorithm C against dancing cells. The engines
// must agree on every count of solutions.
// Usage: ch13_compare [--values=FILE] PUZZLE_FILE ...
#include <cstdint>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "book/benchmark.hpp"
#include "book/command_line.hpp"
#include "book/values.hpp"
#include "exact_cover/baseline_dlx.hpp"
#include "exact_cover/colour_dlx.hpp"
#include "exact_cover/dancing_cells.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/problems/langford.hpp"
#include "exact_cover/problems/pentominoes.hpp"
#include "exact_cover/problems/queens.hpp"
#include "exact_cover/problems/word_rectangles.hpp"
#include "exact_cover/split.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/variants.hpp"

namespace {

using exact_cover::Limits;
using exact_cover::Problem;
using exact_cover::SearchResult;

// The counters of both engines on one workload (several problems added up).
struct Row {
    std::string key;   // its name in the values
    std::string name;  // its name in the table
    SearchResult links, cells;
};

// [start:both]
// Both engines on @p problem, mems counted, up to @p limits.
void run_both(const Problem& problem, Row& row, Limits limits = {}) {
    exact_cover::BaselineDlx links(problem);
    exact_cover::DancingCells cells(problem);
    exact_cover::add_counts(row.links, links.count_solutions(limits));
    exact_cover::add_counts(row.cells, cells.count_solutions(limits));
}
// [end:both]

// a as a per cent of b, to a whole number
std::string share(std::uint64_t a, std::uint64_t b) {
    std::ostringstream out;
    out << std::fixed << std::setprecision(0)
        << 100.0 * static_cast<double>(a) / static_cast<double>(b);
    return out.str();
}

std::string ratio(std::uint64_t a, std::uint64_t b) {
    std::ostringstream out;
    out << std::fixed << std::setprecision(2)
        << static_cast<double>(a) / static_cast<double>(b);
    return out.str();
}

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli(
        "Chapter 13: dancing cells against Dancing Links: nodes, updates, mems");
    std::string values_path;
    std::vector<std::string> files;
    cli.text("--values", values_path, "Also write the figures the prose quotes");
    cli.files("files", files, "Sudoku puzzle files, first solution of each");
    if (const auto status = cli.parse(argc, argv)) return *status;

    std::vector<Row> rows;
    const auto workload = [&](std::string key, std::string name, const Problem& p) {
        rows.push_back({std::move(key), std::move(name), {}, {}});
        run_both(p, rows.back());
    };
    workload("knuth", "Knuth's example", exact_cover::knuth_example());
    for (const std::size_t n : {8, 10, 12})
        workload("queens" + std::to_string(n), std::to_string(n) + " queens",
                 exact_cover::queens_problem(n));
    workload("langford8", "Langford, n = 8", exact_cover::langford_problem(8));
    workload("pentominoes3x20", "pentominoes 3x20",
             exact_cover::pentomino_problem(20, 3));
    workload("pentominoes4x15", "pentominoes 4x15",
             exact_cover::pentomino_problem(15, 4));
    workload("grids", "6x6 grids, 1 2 3..",
             sudoku::precover_givens(sudoku::parse_line("123" + std::string(33, '.')))
                 .value()
                 .problem);
    for (const std::string& file : files) {
        const std::vector<sudoku::Grid> puzzles = sudoku::read_puzzle_file(file);
        // the collection's short name, as chapter 6 and "Going faster" call them
        const std::string key = book::collection_name(file);
        rows.push_back({key, "Sudoku " + key, {}, {}});
        for (const sudoku::Grid& puzzle : puzzles)
            run_both(sudoku::precover_givens(puzzle).value().problem, rows.back(),
                     {.solutions = 1});
    }

    // [start:colours]
    // With colours: chapter 9's Algorithm C (ColourDlx, as dlx2) against dancing cells
    // (as ssxcc1), on chapter 9's two problems; nodes and updates, as neither counts
    // mems here.
    std::vector<Row> coloured;
    const auto with_colours = [&](std::string key, std::string name, const Problem& p) {
        coloured.push_back({std::move(key), std::move(name), {}, {}});
        coloured.back().links = exact_cover::ColourDlx(p).count_solutions();
        coloured.back().cells = exact_cover::DancingCells(p).count_solutions();
    };
    const std::vector<std::string> words = exact_cover::three_letter_words();
    with_colours("rectangles", "word rectangles 3x3",
                 exact_cover::word_rectangle_problem(3, 3, words));
    const std::vector<sudoku::CellPair> pairs = {{{0, 0}, {5, 5}}, {{0, 5}, {5, 0}}};
    with_colours("equal_pairs", "6x6, equal corners",
                 sudoku::equal_cells_problem(sudoku::Shape(2, 3), pairs));
    // [end:colours]

    book::Values values;
    bool agree = true;
    std::cout
        << "Every cover (Sudoku files: the first of each puzzle, totals). DLX is\n"
           "chapter 6's baseline, cells this chapter's engine; doomed: the options\n"
           "cells abandoned before they became nodes; mems as Knuth's dlx1 and\n"
           "ssxc1 count them; ratio: cells' mems over DLX's; trail: the share of\n"
           "cells' mems spent saving and restoring sizes, in per cent.\n\n"
        << std::setw(45) << "nodes" << std::setw(28) << "mems\n"
        << std::left << std::setw(19) << "workload" << std::right << std::setw(7)
        << "covers" << std::setw(10) << "DLX" << std::setw(9) << "cells" << std::setw(8)
        << "doomed" << std::setw(13) << "DLX" << std::setw(13) << "cells"
        << std::setw(6) << "ratio" << std::setw(6) << "trail" << '\n';
    for (const Row& row : rows) {
        agree = agree && row.links.solutions == row.cells.solutions;
        std::cout << std::left << std::setw(19) << row.name << std::right
                  << std::setw(7) << row.links.solutions << std::setw(10)
                  << row.links.nodes << std::setw(9) << row.cells.nodes << std::setw(8)
                  << row.cells.doomed << std::setw(13) << row.links.mems
                  << std::setw(13) << row.cells.mems << std::setw(6)
                  << ratio(row.cells.mems, row.links.mems) << std::setw(6)
                  << share(row.cells.trail_mems, row.cells.mems) << '\n';
        values.add_count(row.key + ".solutions", row.links.solutions);
        for (const auto& [engine, r] :
             {std::pair{"dlx", &row.links}, {"cells", &row.cells}}) {
            const std::string k = row.key + "." + engine;
            values.add_count(k + ".nodes", r->nodes);
            values.add_count(k + ".updates", r->updates);
            values.add_count(k + ".mems", r->mems);
            values.add(k + ".nodes.raw", std::to_string(r->nodes));
            values.add(k + ".mems.raw", std::to_string(r->mems));
        }
        values.add_count(row.key + ".cells.doomed", row.cells.doomed);
        values.add(row.key + ".cells.doomed.raw", std::to_string(row.cells.doomed));
        values.add_count(row.key + ".cells.nodes_and_doomed",
                         row.cells.nodes + row.cells.doomed);
        values.add(row.key + ".cells.nodes_and_doomed.raw",
                   std::to_string(row.cells.nodes + row.cells.doomed));
        values.add(row.key + ".mems.ratio", ratio(row.cells.mems, row.links.mems));
        values.add(row.key + ".cells.trail_share",
                   share(row.cells.trail_mems, row.cells.mems));
        values.add(row.key + ".cells.trail_mems.raw",
                   std::to_string(row.cells.trail_mems));
        values.add(row.key + ".nodes.ratio", ratio(row.cells.nodes, row.links.nodes));
    }
    std::cout << "\nWith colours: every cover, Algorithm C (chapter 9) against dancing "
                 "cells.\n\n"
              << std::setw(45) << "nodes" << std::setw(23) << "updates\n"
              << std::left << std::setw(19) << "workload" << std::right << std::setw(7)
              << "covers" << std::setw(10) << "C" << std::setw(9) << "cells"
              << std::setw(13) << "C" << std::setw(13) << "cells" << '\n';
    for (const Row& row : coloured) {
        agree = agree && row.links.solutions == row.cells.solutions;
        std::cout << std::left << std::setw(19) << row.name << std::right
                  << std::setw(7) << row.links.solutions << std::setw(10)
                  << row.links.nodes << std::setw(9) << row.cells.nodes << std::setw(13)
                  << row.links.updates << std::setw(13) << row.cells.updates << '\n';
        values.add_count(row.key + ".solutions", row.links.solutions);
        values.add_count(row.key + ".c.nodes", row.links.nodes);
        values.add_count(row.key + ".cells.nodes", row.cells.nodes);
        values.add(row.key + ".nodes.ratio", ratio(row.cells.nodes, row.links.nodes));
    }
    if (!agree) std::cerr << "ch13_compare: the engines counted different solutions\n";
    return agree && values.write(values_path, "ch13_compare") ? 0 : 1;
}
