// An outside program on the installed library: it solves chapter 1's example with the
// engine alone, then one Sudoku with the Sudoku layer (Dancing Links, and the band
// solver, which must agree), and checks both answers. It prints what it found and exits
// 0 only when both are right.
#include <algorithm>
#include <cstdint>
#include <iostream>

#include "exact_cover/baseline_dlx.hpp"
#include "exact_cover/problems/examples.hpp"
#include "sudoku/band_solver.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/solvers.hpp"
#include "sudoku/verify.hpp"

int main() {
    // Chapter 1: X = {1..9}, subsets A..F; the only exact cover is {A, D, E}.
    const exact_cover::Problem problem = exact_cover::small_example();
    exact_cover::BaselineDlx dlx(problem);
    auto cover = dlx.first_solution();
    if (!cover) {
        std::cerr << "consumer: chapter 1's example has no cover\n";
        return 1;
    }
    std::sort(cover->begin(), cover->end());  // in the order the options were given
    std::cout << "chapter 1's cover:";
    for (const std::size_t option : *cover)
        std::cout << ' ' << problem.option_name(option);
    std::cout << '\n';

    // One Sudoku (the first of the 17-clue collection), solved and checked
    // independently.
    const sudoku::Grid puzzle = sudoku::parse_line(
        ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962..."
        "7...");
    const auto solution = sudoku::first_solution(sudoku::Algorithm::dlx, puzzle);
    if (!solution) {
        std::cerr << "consumer: the Sudoku has no solution\n";
        return 1;
    }
    const sudoku::SolutionCheck check = sudoku::check_solution(puzzle, *solution);
    std::cout << "the Sudoku: " << sudoku::format_line(*solution) << ' '
              << (check.ok() ? "(checked)" : check.reason) << '\n';
    // The band solver, as installed (its measuring switches are not): the same answer.
    sudoku::BandSolver bands;
    std::uint64_t agree = 0;
    const exact_cover::SearchResult by_bands =
        bands.solve(puzzle, [&](const sudoku::Grid& grid) {
            agree += grid == *solution ? 1 : 0;
            return exact_cover::Next::proceed;
        });
    std::cout << "the band solver: " << by_bands.solutions << " solution, "
              << (agree == 1 ? "the same" : "another") << '\n';
    return (cover->size() == 3 && check.ok() && by_bands.solutions == 1 && agree == 1)
               ? 0
               : 1;
}
