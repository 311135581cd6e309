// The figure of "Going faster: bands and triads": one value's word in one band, read as
// the band solver reads it.
//
//   fig_faster_bands OUTPUT.svg
//
// From the givens of the book's stuck example (the first of magictour's top 1465), the
// cells of a band where a value can go are computed cell by cell (its given, or empty
// with the value not given in the cell's row, column or box). The first value and band
// where the band rule has something to remove is drawn: left, the band's 27 cells with
// the open ones shaded and each cell's bit number; middle, the nine triads (row of the
// band by box) with the open ones shaded; right, the six configurations, those whose
// three triads are all open in green; the cells that no fitting configuration uses are
// crossed out on the left, as the band rule removes them. Every set comes from the
// solver's own functions (sudoku::band_triads, band_configurations,
// fitting_configurations) and the words' layout (sudoku/band_layout.hpp).
#include <bit>
#include <cstdint>
#include <iostream>
#include <string>

#include "book/command_line.hpp"
#include "book/exit_status.hpp"
#include "sudoku/band_layout.hpp"
#include "sudoku/band_solver.hpp"
#include "sudoku/examples.hpp"
#include "sudoku/line_format.hpp"
#include "svg.hpp"

namespace {

const std::string ink = "#1a1a1a", open_fill = "#cfe0f7", fit_fill = "#c9ecc9",
                  grey = "#9a9a9a", red = "#c0392b";
constexpr double cell = 30;

// Where value v can go in band b, from the givens alone: bit cell(r, c) = 9r + c.
std::uint32_t open_word(const sudoku::Grid& g, std::size_t v, std::size_t b) {
    std::uint32_t word = 0;
    for (std::size_t r = 0; r < 3; ++r)
        for (std::size_t c = 0; c < 9; ++c) {
            const std::size_t row = 3 * b + r;
            if (g.at(row, c) == v) {  // a given keeps its cell in its value's word
                word |= 1u << sudoku::band_layout::cell(static_cast<int>(r),
                                                        static_cast<int>(c));
                continue;
            }
            bool free = g.at(row, c) == 0;
            for (std::size_t k = 0; k < 9 && free; ++k) {
                const std::size_t box_r = 3 * (row / 3) + k / 3,
                                  box_c = 3 * (c / 3) + k % 3;
                free = g.at(row, k) != v && g.at(k, c) != v && g.at(box_r, box_c) != v;
            }
            if (free)
                word |= 1u << sudoku::band_layout::cell(static_cast<int>(r),
                                                        static_cast<int>(c));
        }
    return word;
}

// The cells of a set of triads.
std::uint32_t cells_of(std::uint32_t triads) {
    std::uint32_t cells = 0;
    for (int t = 0; t < 9; ++t)
        if (triads >> t & 1) cells |= sudoku::band_layout::triad_cells(t);
    return cells;
}

// A 3 x 3 grid of triads at (x, y), squares of side s, shaded where @p set has them.
void triad_grid(figures::Svg& svg, double x, double y, double s, std::uint32_t set,
                const std::string& fill, const std::string& frame) {
    for (int t = 0; t < 9; ++t)
        svg.rect(x + s * (t % 3), y + s * (t / 3), s, s,
                 (set >> t & 1) ? fill : "white", frame, 1);
}

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli(
        "Figure for Going faster: bands and triads: one value's word in a band");
    std::string output;
    cli.text("output", output, "The SVG file to write").required();
    if (const auto status = cli.parse(argc, argv)) return *status;
    const sudoku::Grid puzzle = sudoku::parse_line(sudoku::stuck_example);
    std::size_t value = 0, band = 0;
    std::uint32_t word = 0, kept = 0;
    for (std::size_t v = 1; v <= 9 && value == 0; ++v)
        for (std::size_t b = 0; b < 3 && value == 0; ++b) {
            const std::uint32_t w = open_word(puzzle, v, b);
            std::uint32_t allowed = 0;
            const std::uint32_t fit =
                sudoku::fitting_configurations(sudoku::band_triads(w));
            for (int c = 0; c < 6; ++c)
                if (fit >> c & 1) allowed |= sudoku::band_configurations()[c];
            if ((w & cells_of(allowed)) != w) {
                value = v;
                band = b;
                word = w;
                kept = w & cells_of(allowed);
            }
        }
    if (value == 0) {
        std::cerr << "fig_faster_bands: the band rule removes nothing at the start\n";
        return book::exit_status::failure;
    }
    const std::uint32_t triads = sudoku::band_triads(word);
    const std::uint32_t fit = sudoku::fitting_configurations(triads);

    figures::Svg svg(1010, 250);
    const double top = 50;
    // the band, its cells and their bit numbers
    svg.text(20, 26,
             // the page counts values from 0 (word(v, b)) and shows digits from 1
             "digit " + std::to_string(value) +
                 " (value v = " + std::to_string(value - 1) + ") in band " +
                 std::to_string(band) + " (rows " + std::to_string(3 * band) + " to " +
                 std::to_string(3 * band + 2) + ")",
             15, "start", ink, "bold");
    for (int x = 0; x < 27; ++x) {
        const double cx = 20 + cell * (x % 9), cy = top + cell * (x / 9);
        const bool is_open = word >> x & 1;
        svg.rect(cx, cy, cell, cell, is_open ? open_fill : "white", "#b0b0b0", 1);
        svg.text(cx + cell / 2, cy + cell / 2 + 4, std::to_string(x), 11, "middle",
                 is_open ? ink : grey);
        if (is_open && !(kept >> x & 1)) {
            // a cross in the cell's corner, clear of its bit number
            svg.line(cx + cell - 11, cy + 2, cx + cell - 2, cy + 11, red, 2);
            svg.line(cx + cell - 2, cy + 2, cx + cell - 11, cy + 11, red, 2);
        }
    }
    for (int k = 0; k <= 3; ++k)
        svg.line(20 + 3 * cell * k, top, 20 + 3 * cell * k, top + 3 * cell, ink, 2);
    svg.line(20, top, 20 + 9 * cell, top, ink, 2);
    svg.line(20, top + 3 * cell, 20 + 9 * cell, top + 3 * cell, ink, 2);
    svg.text(20, top + 3 * cell + 24,
             "open cells shaded; the band rule removes the crossed ones", 12, "start",
             ink);
    svg.text(20, top + 3 * cell + 42, "(bit 9r + c: row r of the band, column c)", 12,
             "start", grey);

    // the triads
    const double tx = 460, ts = 30;
    svg.text(tx, 26, "its triads", 15, "start", ink, "bold");
    triad_grid(svg, tx, top, ts, triads, open_fill, ink);
    for (int r = 0; r < 3; ++r)
        svg.text(tx - 6, top + ts * r + ts / 2 + 4, "r" + std::to_string(r), 11, "end",
                 grey);
    for (int k = 0; k < 3; ++k)
        svg.text(tx + ts * k + ts / 2, top + 3 * ts + 16, "k" + std::to_string(k), 11,
                 "middle", grey);
    svg.text(tx - 30, top + 3 * ts + 42, "bit 3r + k: row r meets box k", 12, "start",
             grey);

    // the six configurations
    const double cx0 = 670, cs = 18;
    svg.text(cx0, 26,
             "the six configurations: " + std::to_string(std::popcount(fit)) + " fit",
             15, "start", ink, "bold");
    for (int c = 0; c < 6; ++c) {
        const double x = cx0 + (c % 3) * 4.2 * cs, y = top + (c / 3) * 4.6 * cs;
        const bool fits = fit >> c & 1;
        triad_grid(svg, x, y, cs, sudoku::band_configurations()[c],
                   fits ? "#3c9a3c" : "#d8d8d8", fits ? ink : "#c0c0c0");
        svg.text(x + 1.5 * cs, y + 3 * cs + 14, fits ? "fits" : "no", 11, "middle",
                 fits ? ink : grey);
    }
    svg.text(cx0, top + 9.4 * cs + 6,
             "a configuration fits when its three triads are open", 12, "start", grey);
    svg.save(output);
}
