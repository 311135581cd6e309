// Figure for chapter 1: the 6 x 9 indicator matrix of the first example, the rows of
// its exact cover highlighted, and the column sums underneath. The cover is found by
// the library's brute force, not written in here.
#include <iostream>
#include <string>

#include "book/command_line.hpp"
#include "exact_cover/brute_force.hpp"
#include "exact_cover/dense_matrix.hpp"
#include "exact_cover/problems/examples.hpp"
#include "svg.hpp"

int main(int argc, char** argv) {
    book::CommandLine cli(
        "Figure for chapter 1: the first example's matrix and its cover");
    std::string output;
    cli.text("output", output, "The SVG file to write").required();
    if (const auto status = cli.parse(argc, argv)) return *status;
    const exact_cover::Problem problem = exact_cover::small_example();
    const exact_cover::DenseMatrix m = exact_cover::indicator_matrix(problem);
    const auto covers = exact_cover::brute_force_covers(problem);
    std::vector<bool> in_cover(problem.option_count(), false);
    if (!covers.empty())
        for (exact_cover::Option o : covers.front()) in_cover[o] = true;

    const double cell = 34, left = 70, top = 40;
    const double width = left + cell * static_cast<double>(m.columns()) + 150;
    const double height = top + cell * static_cast<double>(m.rows()) + 70;
    figures::Svg svg(width, height);
    svg.text(left - 40, top - 14, "option", 12, "middle", "#666");
    for (std::size_t c = 0; c < m.columns(); ++c)
        svg.text(left + cell * (static_cast<double>(c) + 0.5), top - 12,
                 problem.item_name(c), 15, "middle", "#222", "bold");
    for (std::size_t r = 0; r < m.rows(); ++r) {
        const double y = top + cell * static_cast<double>(r);
        if (in_cover[r])
            svg.rect(left - 58, y + 1,
                     cell * static_cast<double>(m.columns()) + 58 + 120, cell - 2,
                     "#fff3c4");
        svg.text(left - 40, y + cell * 0.65, problem.option_name(r), 15, "middle",
                 "#222", "bold");
        for (std::size_t c = 0; c < m.columns(); ++c) {
            const double x = left + cell * static_cast<double>(c);
            const bool one = m.at(r, c) == 1;
            svg.rect(x + 2, y + 2, cell - 4, cell - 4,
                     one ? (in_cover[r] ? "#d9822b" : "#4a6fa5") : "#f2f2f2", "none");
            svg.text(x + cell / 2, y + cell * 0.65, one ? "1" : "0", 14, "middle",
                     one ? "white" : "#aaa");
        }
        if (in_cover[r])
            svg.text(left + cell * static_cast<double>(m.columns()) + 12,
                     y + cell * 0.65, "in the cover", 13, "start", "#8a5a00");
    }
    const double sums_y = top + cell * static_cast<double>(m.rows()) + 12;
    svg.line(left, sums_y, left + cell * static_cast<double>(m.columns()), sums_y,
             "#444", 1.5);
    svg.text(left - 40, sums_y + 26, "sum", 13, "middle", "#666");
    const auto sums = m.column_sums();
    for (std::size_t c = 0; c < sums.size(); ++c)
        svg.text(left + cell * (static_cast<double>(c) + 0.5), sums_y + 26,
                 std::to_string(sums[c]), 15, "middle",
                 sums[c] == 1 ? "#c0392b" : "#222", sums[c] == 1 ? "bold" : "normal");
    svg.text(left + cell * static_cast<double>(m.columns()) + 12, sums_y + 26,
             "1 = forced", 13, "start", "#c0392b");
    svg.save(output);
}
