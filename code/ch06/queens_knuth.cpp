// Chapter 6: writes the N-queens problem (default N = 6) in Knuth's dlx input format,
// for the `dlx` tool: rows and columns are primary items, the diagonals secondary.
// Usage: ch06_queens_knuth [N]
#include <cstddef>
#include <iostream>
#include <string>

#include "book/command_line.hpp"
#include "exact_cover/knuth_format.hpp"
#include "exact_cover/problems/queens.hpp"

int main(int argc, char** argv) {
    book::CommandLine cli("Chapter 6: N-queens in Knuth's dlx input format");
    std::size_t n = 6;
    cli.count("n", n, "The board's size (6)");
    if (const auto status = cli.parse(argc, argv)) return *status;
    std::cout << "| " << n
              << " queens: r rows and c columns primary, a and b diagonals secondary\n";
    // [start:write]
    exact_cover::write_knuth_format(std::cout, exact_cover::queens_problem(n));
    // [end:write]
}
