// Figures for chapter 3, drawn from the matrix the library builds:
//   matrix whole OUT.svg   the 729 x 324 matrix of 9 x 9 Sudoku, each one coloured by
//   its family matrix zoom OUT.svg    its first 18 rows (cells r1c1 and r1c2) on the 38
//   columns they touch
#include <cstddef>
#include <iostream>
#include <string>
#include <vector>

#include "book/command_line.hpp"
#include "exact_cover/problem.hpp"
#include "sudoku/constraints.hpp"
#include "sudoku/cover_matrix.hpp"
#include "svg.hpp"

namespace {

const char* family_colour(sudoku::Family family) {
    switch (family) {
        case sudoku::Family::cell:
            return "#4a6fa5";
        case sudoku::Family::row:
            return "#d9822b";
        case sudoku::Family::column:
            return "#3c9a5f";
        case sudoku::Family::box:
            return "#9b59b6";
    }
    return "#000";
}

const char* family_label(sudoku::Family family) {
    switch (family) {
        case sudoku::Family::cell:
            return "cell  r\u00b7N + c";
        case sudoku::Family::row:
            return "row  N\u00b2 + r\u00b7N + v";
        case sudoku::Family::column:
            return "column  2N\u00b2 + c\u00b7N + v";
        case sudoku::Family::box:
            return "box  3N\u00b2 + b\u00b7N + v";
    }
    return "";
}

// The whole matrix: one rectangle per vertical run of ones, so the cell family's runs
// of nine are a single shape each. Two units per column, one per row.
void draw_whole(const sudoku::Shape& shape, const exact_cover::Problem& matrix,
                const std::string& path) {
    const double sx = 2, sy = 1, left = 50, top = 50;
    const std::size_t rows = matrix.option_count(), columns = matrix.item_count(),
                      n2 = shape.cell_count();
    figures::Svg svg(left + sx * static_cast<double>(columns) + 20,
                     top + sy * static_cast<double>(rows) + 20);
    std::vector<std::vector<bool>> one(columns, std::vector<bool>(rows, false));
    for (exact_cover::Option o = 0; o < rows; ++o)
        for (exact_cover::Item i : matrix.option(o)) one[i][o] = true;
    for (std::size_t f = 0; f < 4; ++f) {
        const auto family = static_cast<sudoku::Family>(f);
        const double x = left + sx * static_cast<double>(f * n2);
        svg.rect(x, top, sx * static_cast<double>(n2), sy * static_cast<double>(rows),
                 f % 2 ? "#f7f7f7" : "#ffffff");
        svg.text(x + sx * static_cast<double>(n2) / 2, top - 24, family_label(family),
                 11, "middle", family_colour(family), "bold");
        svg.text(x + 2, top - 8, std::to_string(f * n2), 9, "start", "#666");
    }
    for (std::size_t r = 0; r < rows; r += shape.cell_count()) {
        svg.text(left - 6, top + sy * static_cast<double>(r) + 8,
                 "r" + std::to_string(r / n2 + 1), 9, "end", "#666");
        svg.line(left - 4, top + sy * static_cast<double>(r), left,
                 top + sy * static_cast<double>(r), "#666");
    }
    for (std::size_t i = 0; i < columns; ++i) {
        const char* colour = family_colour(static_cast<sudoku::Family>(i / n2));
        for (std::size_t o = 0; o < rows;) {
            if (!one[i][o]) {
                ++o;
                continue;
            }
            std::size_t end = o;
            while (end < rows && one[i][end]) ++end;
            svg.rect(left + sx * static_cast<double>(i),
                     top + sy * static_cast<double>(o), sx,
                     sy * static_cast<double>(end - o), colour);
            o = end;
        }
    }
    svg.save(path);
}

// The first rows on the columns they touch, every cell labelled.
void draw_zoom(const sudoku::Shape& shape, const exact_cover::Problem& matrix,
               const std::string& path) {
    const std::size_t shown_rows = 2 * shape.size();
    std::vector<bool> touched(matrix.item_count(), false);
    for (exact_cover::Option o = 0; o < shown_rows; ++o)
        for (exact_cover::Item i : matrix.option(o)) touched[i] = true;
    std::vector<exact_cover::Item> shown;
    for (exact_cover::Item i = 0; i < matrix.item_count(); ++i)
        if (touched[i]) shown.push_back(i);

    const double cw = 17, ch = 17, left = 70, top = 70, gap = 14;
    // x position of each shown column: a gap wherever columns were skipped.
    std::vector<double> xs;
    double x = left;
    for (std::size_t k = 0; k < shown.size(); ++k) {
        if (k > 0 && shown[k] != shown[k - 1] + 1) x += gap;
        xs.push_back(x);
        x += cw;
    }
    figures::Svg svg(x + 20, top + ch * static_cast<double>(shown_rows) + 20);
    for (std::size_t k = 0; k < shown.size(); ++k) {
        if (k > 0 && shown[k] != shown[k - 1] + 1)
            svg.text(xs[k] - gap / 2, top + ch * static_cast<double>(shown_rows) / 2,
                     "\u2026", 11, "middle", "#999");
        // p00, r0v1, c0v1, b0v1 ...
        const std::string name = matrix.item_name(shown[k]);
        const sudoku::Constraint constraint = sudoku::constraint_at(shape, shown[k]);
        const char* colour = family_colour(constraint.family);
        // Group label above the first column of a group: the name without its value.
        const bool starts_group =
            k == 0 || shown[k] != shown[k - 1] + 1 ||
            constraint.first != sudoku::constraint_at(shape, shown[k - 1]).first ||
            constraint.family != sudoku::constraint_at(shape, shown[k - 1]).family;
        // Cell names end in the column (from 0), the others in the value (from 1).
        const bool cell = constraint.family == sudoku::Family::cell;
        if (starts_group)
            svg.text(xs[k], top - 26,
                     name.substr(0, cell ? 2 : name.find('v') + 1) + "\u2026", 10,
                     "start", colour, "bold");
        svg.text(xs[k] + cw / 2, top - 8,
                 std::to_string(constraint.second + (cell ? 0 : 1)), 9, "middle",
                 colour);
    }
    for (exact_cover::Option o = 0; o < shown_rows; ++o) {
        const double y = top + ch * static_cast<double>(o);
        svg.text(left - 8, y + ch * 0.72, matrix.option_name(o), 10, "end", "#333");
        for (std::size_t k = 0; k < shown.size(); ++k)
            svg.rect(xs[k] + 1, y + 1, cw - 2, ch - 2, "#f2f2f2");
        for (exact_cover::Item i : matrix.option(o)) {
            std::size_t k = 0;
            while (shown[k] != i) ++k;
            svg.rect(xs[k] + 1, y + 1, cw - 2, ch - 2,
                     family_colour(sudoku::constraint_at(shape, i).family));
        }
    }
    svg.save(path);
}

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli("Figures for chapter 3: the matrix of 9 x 9 Sudoku");
    std::string mode, output;
    cli.text("view", mode, "whole (the whole matrix) or zoom (its first 18 rows)")
        .required()
        .one_of({"whole", "zoom"});
    cli.text("output", output, "The SVG file to write").required();
    if (const auto status = cli.parse(argc, argv)) return *status;
    const sudoku::Shape shape;
    const exact_cover::Problem matrix = sudoku::cover_matrix_by_rows(shape);
    if (mode == "whole")
        draw_whole(shape, matrix, output);
    else
        draw_zoom(shape, matrix, output);
}
