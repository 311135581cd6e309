// Chapter 12: the arrays of dancing cells for a small problem, as the engine lays them
// out before a search: each option's nodes with a spacer after it, each item's set of
// options in one array, and where each set starts and how many it holds.
#include <iostream>

#include "book/command_line.hpp"
#include "exact_cover/dancing_cells.hpp"
#include "exact_cover/problem.hpp"

int main(int argc, char** argv) {
    book::CommandLine cli(
        "Chapter 12: the arrays of dancing cells for a small problem");
    if (const auto status = cli.parse(argc, argv)) return *status;
    // [start:problem]
    // primary items a, b, c (numbered 0, 1, 2), secondary item x (3); options 0: a b,
    // 1: b c, 2: x, 3: a c, 4: c
    exact_cover::Problem problem({"a", "b", "c"}, {"x"});
    problem.add_option_by_names({"a", "b"});
    problem.add_option_by_names({"b", "c"});
    problem.add_option_by_names({"x"});
    problem.add_option_by_names({"a", "c"});
    problem.add_option_by_names({"c"});
    // [end:problem]
    std::cout << exact_cover::DancingCells(problem).layout();
}
