// Figure for chapter 2: the row index of a 4 x 4 grid. Top: the odometer, three wheels
// r, c, v above the index they make, v turning fastest. Bottom: the grid, each cell
// holding the N consecutive indices of its candidates. Every number comes from
// sudoku::row_index.
#include <iostream>
#include <string>

#include "book/command_line.hpp"
#include "sudoku/candidate.hpp"
#include "sudoku/row_index.hpp"
#include "svg.hpp"

namespace {

// One colour per cell of a grid row, so the cells' blocks of indices stand out.
const char* cell_colour(std::size_t c) {
    static const char* colours[] = {"#dbe7f5", "#f9e3c8", "#dcefd9", "#eddcf2"};
    return colours[c % 4];
}

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli("Figure for chapter 2: the row index of a 4 x 4 grid");
    std::string output;
    cli.text("output", output, "The SVG file to write").required();
    if (const auto status = cli.parse(argc, argv)) return *status;
    const sudoku::Shape shape(2, 2);
    const std::size_t n = shape.size();
    const double step = 13.5, left = 70, top = 40;
    const double width =
        left + step * static_cast<double>(shape.candidate_count()) + 20;
    figures::Svg svg(width, 450);
    svg.text(left, 20, "The odometer: index = (r\u00b7N + c)\u00b7N + v for N = 4", 14,
             "start", "#222", "bold");
    const char* wheels[] = {"r", "c", "v", "index"};
    for (std::size_t w = 0; w < 4; ++w)
        svg.text(left - 12, top + 18 * static_cast<double>(w) + 13, wheels[w], 12,
                 "end", "#444", "bold");
    for (std::size_t index = 0; index < shape.candidate_count(); ++index) {
        const sudoku::Candidate k = sudoku::candidate_at(shape, index);
        const double x = left + step * static_cast<double>(index);
        svg.rect(x, top, step - 1, 18 * 3 - 1, cell_colour(k.c));
        svg.text(x + step / 2, top + 13, std::to_string(k.r), 10, "middle", "#555");
        svg.text(x + step / 2, top + 31, std::to_string(k.c), 10, "middle", "#555");
        svg.text(x + step / 2, top + 49, std::to_string(k.v), 10, "middle", "#c0392b",
                 "bold");
        if (index % n == 0 || index + 1 == shape.candidate_count())
            svg.text(x + step / 2, top + 67, std::to_string(index), 9, "middle",
                     "#222");
        if (index % shape.cell_count() == 0 && index > 0)
            svg.line(x - 0.5, top - 6, x - 0.5, top + 74, "#333", 1.5);
    }

    // The grid: cell (r, c) shows its N indices in a row, v = 0 .. N-1 from left to
    // right.
    const double cell = 120, gx = left + 100, gy = 180;
    svg.text(left, gy - 20, "In the grid: each cell owns N consecutive rows", 14,
             "start", "#222", "bold");
    for (std::size_t r = 0; r < n; ++r) {
        svg.text(gx - 12, gy + 65 * static_cast<double>(r) + 34,
                 "r=" + std::to_string(r), 12, "end", "#444");
        for (std::size_t c = 0; c < n; ++c) {
            const double x = gx + cell * static_cast<double>(c),
                         y = gy + 65 * static_cast<double>(r);
            svg.rect(x, y, cell - 4, 60, cell_colour(c), "#888");
            const std::size_t first = sudoku::row_index(shape, {r, c, 0});
            svg.text(x + (cell - 4) / 2, y + 22,
                     std::to_string(first) + " \u2013 " + std::to_string(first + n - 1),
                     15, "middle", "#222", "bold");
            svg.text(
                x + (cell - 4) / 2, y + 44,
                sudoku::candidate_name({r, c, 0}) + " \u2026 n" + std::to_string(n), 11,
                "middle", "#555");
        }
    }
    for (std::size_t c = 0; c < n; ++c)
        svg.text(gx + cell * (static_cast<double>(c) + 0.5) - 2, gy - 4,
                 "c=" + std::to_string(c), 12, "middle", "#444");
    svg.save(output);
}
