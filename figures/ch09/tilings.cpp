// Chapter 9's figure: the first tiling Dancing Links finds for each of the four 60-cell
// rectangles, each piece in its own colour with its letter. Read from the search, not
// drawn by hand.
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "book/command_line.hpp"
#include "exact_cover/problems/pentominoes.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "svg.hpp"

int main(int argc, char** argv) {
    book::CommandLine cli("Figure for chapter 9: a tiling of each 60-cell rectangle");
    std::string output;
    cli.text("output", output, "The SVG file to write").required();
    if (const auto status = cli.parse(argc, argv)) return *status;
    const std::map<std::string, std::string> colour{
        {"F", "#e6194b"}, {"I", "#3cb44b"}, {"L", "#ffe119"}, {"N", "#4363d8"},
        {"P", "#f58231"}, {"T", "#911eb4"}, {"U", "#46f0f0"}, {"V", "#f032e6"},
        {"W", "#bcf60c"}, {"X", "#fabebe"}, {"Y", "#008080"}, {"Z", "#e6beff"}};
    const double unit = 18, gap = 26;
    // height, width
    const std::vector<std::pair<int, int>> shapes{{3, 20}, {4, 15}, {5, 12}, {6, 10}};
    double height = gap;
    for (const auto& [h, w] : shapes) height += h * unit + gap;
    figures::Svg svg(20 * unit + 2 * gap, height);
    double top = gap;
    for (const auto& [h, w] : shapes) {
        const exact_cover::Problem problem = exact_cover::pentomino_problem(w, h);
        const auto tiling = exact_cover::TunedDlx(problem).first_solution();
        svg.text(gap, top - 6, std::to_string(h) + " × " + std::to_string(w), 12,
                 "start");
        for (exact_cover::Option o : *tiling) {
            const auto items = problem.option(o);
            // the piece's item comes first
            const std::string piece = problem.item_name(items[0]);
            for (std::size_t k = 1; k < items.size(); ++k) {
                // the cell items follow the twelve pieces
                const std::size_t cell = items[k] - 12;
                const double x =
                    gap +
                    static_cast<double>(cell % static_cast<std::size_t>(w)) * unit;
                const double y =
                    top +
                    static_cast<double>(cell / static_cast<std::size_t>(w)) * unit;
                svg.rect(x, y, unit, unit, colour.at(piece), "#333", 0.5);
                svg.text(x + unit / 2, y + unit * 0.7, piece, 10);
            }
        }
        top += h * unit + gap;
    }
    svg.save(output);
}
