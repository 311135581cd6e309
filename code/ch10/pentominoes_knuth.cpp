// Chapter 10: writes the problem of tiling a rectangle with the twelve pentominoes
// (every orientation, no symmetry removed) in Knuth's dlx input format, for the `dlx`
// and `dlx-mpi` tools: the twelve pieces and the cells are all primary items. Usage:
// ch10_pentominoes_knuth [WIDTH HEIGHT]       (default 10 6: 9356 tilings)
#include <iostream>

#include "book/command_line.hpp"
#include "exact_cover/knuth_format.hpp"
#include "exact_cover/problems/pentominoes.hpp"

int main(int argc, char** argv) {
    book::CommandLine cli("Chapter 10: pentomino tilings in Knuth's dlx input format");
    int width = 10, height = 6;
    cli.count("width", width, "The rectangle's width (10)");
    cli.count("height", height, "The rectangle's height (6)");
    if (const auto status = cli.parse(argc, argv)) return *status;
    if (width * height != 60)
        std::cerr << "ch10_pentominoes_knuth: " << width << "x" << height
                  << " is not 60 cells: the twelve pentominoes cannot tile it\n";
    std::cout << "| the twelve pentominoes in a " << height << "x" << width
              << " rectangle: a piece's letter and its cells r,c are primary\n";
    exact_cover::write_knuth_format(std::cout,
                                    exact_cover::pentomino_problem(width, height));
}
