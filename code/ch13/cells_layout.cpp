// Chapter 13: the arrays of dancing cells for a small problem, as the engine lays them
// out before a search: each option's nodes with a spacer after it, each item's set of
// options in one array, and where each set starts and how many it holds; then as a
// search stopped at its first node leaves them; and the same for a problem with
// colours, stopped at its first node and at its second, to show a purified item.
#include <iostream>

#include "book/command_line.hpp"
#include "exact_cover/dancing_cells.hpp"
#include "exact_cover/problem.hpp"

int main(int argc, char** argv) {
    book::CommandLine cli(
        "Chapter 13: the arrays of dancing cells for a small problem");
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
    exact_cover::DancingCells cells(problem);
    std::cout << "before the search\n" << cells.layout();
    // [start:stopped]
    // A budget of no node stops the search as it enters its first node: the root has
    // chosen its item, covered it, saved the sizes and made the two passes of its first
    // option, and nothing is undone.
    exact_cover::Limits none;
    none.nodes = 0;
    (void)cells.count_solutions(none);
    // [end:stopped]
    std::cout << "\nstopped as it enters its first node\n" << cells.layout();

    // [start:coloured]
    // With colours: primary items a, b (0, 1), secondary item x (2); options
    // 0: a x:red, 1: b x:red, 2: b x:blue. Only 0 1 covers a and b with x given one
    // colour.
    exact_cover::Problem coloured({"a", "b"}, {"x"});
    const exact_cover::Colour red = coloured.colour("red");
    const exact_cover::Colour blue = coloured.colour("blue");
    coloured.add_coloured_option({{0, 0}, {2, red}});
    coloured.add_coloured_option({{1, 0}, {2, red}});
    coloured.add_coloured_option({{1, 0}, {2, blue}});
    exact_cover::DancingCells purifying(coloured);
    std::cout << "\nwith colours, before the search\n" << purifying.layout();
    // stopped as it enters its first node, then its second
    (void)purifying.count_solutions(none);
    std::cout << "\nwith colours, stopped as it enters its first node\n"
              << purifying.layout();
    exact_cover::Limits one;
    one.nodes = 1;
    (void)purifying.count_solutions(one);
    std::cout << "\nwith colours, stopped as it enters its second node\n"
              << purifying.layout();
    // [end:coloured]
}
