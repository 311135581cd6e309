// Chapter 12: Burnside's term for one move, worked through. On the 4 x 4 grids, the
// move that swaps the two bands: its orbits of cells, then for each cycle type t of a
// relabelling of the four values, the grids that the move fixes with pi_t (the exact
// covers of fixed_grid_problem, counted on Dancing Links), the centraliser's size
// |C_t|, and their quotient; the quotients add up to A(sigma), which the program checks
// against the library's count_fixed_grids. Each type's problem is printed with its
// number of options (one per orbit and value that breaks no rule). Last, the library's
// way for type 2+2: one grid per family, found by the two searches the first row allows
// (1 3 ..., and 1 2 3 ...), whose covers the program checks add up to A(sigma).
// Usage: ch12_one_move [--values=FILE]
#include <algorithm>
#include <cstdint>
#include <iomanip>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "band_swap.hpp"
#include "book/command_line.hpp"
#include "book/values.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "sudoku/constraints.hpp"
#include "sudoku/fixed_grids.hpp"
#include "sudoku/shape.hpp"

namespace {

// |C_t|: the relabellings that commute with one of type t, prod over the lengths d of
// d^(m_d) * m_d!, m_d the cycles of length d (t lists the lengths, longest first).
std::uint64_t centraliser_size(const std::vector<std::size_t>& type) {
    std::uint64_t size = 1;
    for (std::size_t i = 0; i < type.size();) {
        std::size_t j = i;
        while (j < type.size() && type[j] == type[i]) ++j;  // the cycles of this length
        for (std::size_t k = 1; k <= j - i; ++k) size *= type[i] * k;
        i = j;
    }
    return size;
}

// The option of @p problem that puts value @p v (from 0) in cell (0, @p column): the
// one holding all four of that candidate's items.
exact_cover::Option first_row_option(const sudoku::Shape& shape,
                                     const exact_cover::Problem& problem,
                                     std::size_t column, std::size_t v) {
    const auto items = sudoku::constraint_columns(shape, {0, column, v});
    for (exact_cover::Option o = 0; o < problem.option_count(); ++o) {
        const auto option = problem.option(o);
        if (std::all_of(items.begin(), items.end(), [&](std::size_t item) {
                return std::find(option.begin(), option.end(), item) != option.end();
            }))
            return o;
    }
    throw std::logic_error("no option puts that value in that cell");
}

// The covers of @p problem whose first row begins with @p values (from 0).
std::uint64_t covers_after(const sudoku::Shape& shape,
                           const exact_cover::Problem& problem,
                           const std::vector<std::size_t>& values) {
    exact_cover::TunedDlx engine(problem);
    for (std::size_t column = 0; column < values.size(); ++column)
        if (engine.choose(first_row_option(shape, problem, column, values[column])))
            return 0;  // a clash: no grid begins so
    return engine.count_solutions().solutions;
}

std::string written(const std::vector<std::size_t>& type) {
    std::string text;
    for (std::size_t length : type)
        text += (text.empty() ? "" : "+") + std::to_string(length);
    return text;
}

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli("Chapter 12: Burnside's term for one move, worked through");
    std::string values_path;
    cli.text("--values", values_path, "Also write the figures the prose quotes");
    if (const auto status = cli.parse(argc, argv)) return *status;
    book::Values values;
    const sudoku::Shape shape = ch12::four_by_four;
    const std::size_t n = shape.size();
    const std::vector<std::uint16_t> sigma = ch12::band_swap();
    std::cout
        << "sigma swaps the two bands of a 4x4 grid; its orbits of cells (rows and\n"
           "columns from 0, as on the page):";
    std::vector<bool> seen(n * n, false);
    std::size_t orbits = 0;
    for (std::size_t p = 0; p < n * n; ++p) {
        if (seen[p]) continue;
        std::cout << (orbits++ % 4 == 0 ? "\n  " : " ") << "(";  // four to a line
        for (std::size_t q = p; !seen[q]; q = sigma[q]) {
            seen[q] = true;
            std::cout << (q == p ? "" : " ") << "r" << q / n << "c" << q % n;
        }
        std::cout << ")";
    }
    std::cout
        << "\n\n  type of pi   options   fixed(sigma, pi)   |C_t|   fixed / |C_t|\n";
    const std::vector<std::vector<std::size_t>> types = {
        {4}, {3, 1}, {2, 2}, {2, 1, 1}, {1, 1, 1, 1}};  // the partitions of 4
    std::uint64_t a_sigma = 0;
    for (const auto& type : types) {
        const exact_cover::Problem problem =
            sudoku::fixed_grid_problem(shape, sigma, type);
        exact_cover::TunedDlx engine(problem);
        const std::uint64_t fixed = engine.count_solutions().solutions;
        const std::uint64_t c = centraliser_size(type);
        a_sigma +=
            fixed / c;  // the relabellings of C_t map these grids onto each other
        std::cout << "  " << written(type)
                  << std::string(13 - written(type).size(), ' ') << std::setw(7)
                  << problem.option_count() << std::setw(19) << fixed << std::setw(8)
                  << c << std::setw(16) << fixed / c
                  << (fixed % c == 0 ? "" : "  (not whole!)") << '\n';
        values.add_count("type" + written(type) + ".fixed", fixed);
        values.add_count("type" + written(type) + ".centraliser", c);
        values.add_count("type" + written(type) + ".options", problem.option_count());
        if (fixed % c != 0) return 1;
    }
    const std::uint64_t library = sudoku::count_fixed_grids(shape, sigma).solutions;
    std::cout << "\nA(sigma) = " << a_sigma << "; count_fixed_grids: " << library
              << (library == a_sigma ? " (the same)" : " (differs!)") << '\n';
    values.add_count("a_sigma", a_sigma);
    // One grid per family, for pi = (1 2)(3 4): the first row opens (1 2) at 1, then
    // either opens (3 4) at 3 at once, or takes 2 first and opens (3 4) at 3 next.
    const exact_cover::Problem two_two =
        sudoku::fixed_grid_problem(shape, sigma, std::vector<std::size_t>{2, 2});
    const std::uint64_t after_13 = covers_after(shape, two_two, {0, 2});
    const std::uint64_t after_123 = covers_after(shape, two_two, {0, 1, 2});
    std::cout << "\nOne grid per family, type 2+2: first row 1 3 ...: " << after_13
              << " covers; 1 2 3 ...: " << after_123 << " covers; together "
              << after_13 + after_123
              << (after_13 + after_123 == a_sigma ? " = A(sigma)" : " (differs!)")
              << '\n';
    values.add_count("families.after_13", after_13);
    values.add_count("families.after_123", after_123);
    if (after_13 + after_123 != a_sigma) return 1;
    return library == a_sigma && values.write(values_path, "ch12_one_move") ? 0 : 1;
}
