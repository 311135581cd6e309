// Figure for chapter 4: the chapter's example grid after propagation. Givens in black;
// each forced cell coloured by the round that filled it and marked N (naked single:
// forced through its cell column) or H (hidden single: forced through a row, column or
// box column).
#include <iostream>
#include <string>
#include <vector>

#include "book/command_line.hpp"
#include "exact_cover/propagation.hpp"
#include "sudoku/constraints.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/examples.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/row_index.hpp"
#include "svg.hpp"

int main(int argc, char** argv) {
    book::CommandLine cli(
        "Figure for chapter 4: the example grid after propagation, by rounds");
    std::string output;
    cli.text("output", output, "The SVG file to write").required();
    if (const auto status = cli.parse(argc, argv)) return *status;
    const sudoku::Grid puzzle = sudoku::parse_line(sudoku::propagation_example);
    const sudoku::Shape& shape = puzzle.shape();
    const exact_cover::Problem matrix = sudoku::cover_matrix_by_rows(shape);
    std::vector<exact_cover::Option> givens;
    for (const sudoku::Candidate& g : puzzle.givens())
        givens.push_back(sudoku::row_index(shape, g));
    const exact_cover::Propagation result = exact_cover::propagate(matrix, givens);

    const double cell = 44, margin = 20, legend = 150;
    const double side = cell * 9;
    figures::Svg svg(margin * 2 + side + legend, margin * 2 + side);
    const char* colours[] = {"#cfe3f7", "#fde2c4", "#d6f0d0", "#eadcf5", "#f7d4d4"};
    for (std::size_t k = 0; k < result.rounds.size(); ++k)
        for (const exact_cover::Forcing& f : result.rounds[k].forced) {
            const sudoku::Candidate c = sudoku::candidate_at(shape, f.option);
            const double x = margin + cell * static_cast<double>(c.c),
                         y = margin + cell * static_cast<double>(c.r);
            svg.rect(x, y, cell, cell, colours[k % 5]);
            svg.text(x + cell / 2, y + cell * 0.66, std::to_string(c.v + 1), 20,
                     "middle", "#333");
            const bool naked =
                sudoku::constraint_at(shape, f.item).family == sudoku::Family::cell;
            svg.text(x + cell - 4, y + 12, naked ? "N" : "H", 10, "end",
                     naked ? "#1f5fa8" : "#b3541e", "bold");
            svg.text(x + 4, y + 12, std::to_string(k + 1), 10, "start", "#777");
        }
    for (const sudoku::Candidate& g : puzzle.givens())
        svg.text(margin + cell * (static_cast<double>(g.c) + 0.5),
                 margin + cell * (static_cast<double>(g.r) + 0.66),
                 std::to_string(g.v + 1), 20, "middle", "#000", "bold");
    for (int k = 0; k <= 9; ++k) {
        const double w = k % 3 == 0 ? 2.5 : 0.8;
        svg.line(margin + cell * k, margin, margin + cell * k, margin + side, "#333",
                 w);
        svg.line(margin, margin + cell * k, margin + side, margin + cell * k, "#333",
                 w);
    }
    const double lx = margin + side + 20;
    svg.text(lx, margin + 16, "bold: given", 13, "start", "#000", "bold");
    for (std::size_t k = 0; k < result.rounds.size(); ++k) {
        const double y = margin + 34 + 26 * static_cast<double>(k);
        svg.rect(lx, y, 18, 18, colours[k % 5]);
        svg.text(lx + 26, y + 14,
                 "round " + std::to_string(k + 1) + ": " +
                     std::to_string(result.rounds[k].forced.size()) + " cells",
                 13, "start");
    }
    const double y = margin + 44 + 26 * static_cast<double>(result.rounds.size());
    svg.text(lx, y + 10, "N  naked single", 13, "start", "#1f5fa8");
    svg.text(lx, y + 30, "H  hidden single", 13, "start", "#b3541e");
    svg.save(output);
}
