// Chapter 12: the essentially different grids of the small shapes by Burnside's lemma,
// twice: over the listed grids (the lemma as written), and over one move per conjugacy
// class with each move's fixed grids counted as exact covers (the method that reaches
// 9x9), each against the other and against the published counts. The build fails if
// they disagree.
//
//   ch12_essentially [--values=FILE]
//
// Deterministic: counts only, no times (the measure workflow times `sudoku count-grids
// --essentially-different` on 8x8 and 9x9).
#include <cstdint>
#include <iomanip>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "band_swap.hpp"
#include "book/command_line.hpp"
#include "book/values.hpp"
#include "sudoku/fixed_grids.hpp"
#include "sudoku/grid_classes.hpp"
#include "sudoku/wide_count.hpp"

namespace {

using sudoku::Shape;
using sudoku::to_decimal;

// What a shape's key in the values is: 2x2, 2x3, ...
std::string key(const Shape& shape) { return sudoku::to_string(shape); }

// [start:classes_of_grids]
// The essentially different grids of the small shapes, by Burnside's lemma.
void print_grid_classes(book::Values& values) {
    std::cout
        << "Essentially different grids (Burnside's lemma over the listed grids)\n"
           "  shape       grids  normalised      |G|  sum fixed  different\n";
    for (const Shape shape : {Shape(2, 2), Shape(2, 3), Shape(3, 2)}) {
        const sudoku::GridClasses c = sudoku::count_grid_classes(shape);
        std::uint64_t factorial = 1;
        for (std::size_t k = 2; k <= shape.size(); ++k) factorial *= k;
        std::cout << "  " << key(shape) << std::setw(14)
                  << book::with_separators(c.grids) << std::setw(12)
                  << book::with_separators(c.grids / factorial) << std::setw(9)
                  << book::with_separators(c.group_order) << std::setw(11)
                  << book::with_separators(c.fixed_sum) << std::setw(11) << c.classes
                  << '\n';
        const std::string k = key(shape) + ".essentially_different";
        values.add(k, std::to_string(c.classes));
        values.add(k + ".group", book::with_separators(c.group_order));
        values.add(k + ".fixed", book::with_separators(c.fixed_sum));
        values.add(k + ".normalised", book::with_separators(c.grids / factorial));
    }
}
// [end:classes_of_grids]

// The same by conjugacy classes, with what the counts of fixed grids cost; false if a
// count differs from the listing method's or from the published one. The 4x4 count is
// kept in four_by_four for its term-by-term table.
bool print_conjugacy_classes(
    book::Values& values, std::optional<sudoku::EssentiallyDifferent>& four_by_four) {
    std::cout << "\nEssentially different grids by conjugacy classes\n"
                 "  shape        |G|  move classes  fixing  searches      nodes"
                 "    sum size*A  different\n";
    bool agree = true;
    struct Case {
        Shape shape;
        std::uint64_t published;  // the listing method's, or the isotopy classes
    };
    for (const auto& [shape, published] :
         {Case{Shape(2, 2), 2}, Case{Shape(2, 3), 49}, Case{Shape(3, 2), 49},
          Case{Shape(1, 4), 2}, Case{Shape(1, 5), 2}, Case{Shape(1, 6), 22}}) {
        const sudoku::EssentiallyDifferent e =
            sudoku::count_essentially_different(shape);
        std::size_t fixing = 0;
        for (const sudoku::SymmetryClass& c : e.classes) fixing += c.fixed != 0;
        std::cout << "  " << key(shape) << std::setw(13)
                  << book::with_separators(e.group_order) << std::setw(14)
                  << e.classes.size() << std::setw(8) << fixing << std::setw(10)
                  << e.searches << std::setw(11) << book::with_separators(e.nodes)
                  << std::setw(14) << to_decimal(e.fixed_sum, true) << std::setw(11)
                  << to_decimal(e.count) << '\n';
        const std::string k = key(shape) + ".burnside";
        values.add(k + ".classes", std::to_string(e.classes.size()));
        values.add(k + ".fixing", std::to_string(fixing));
        values.add(k + ".nodes", book::with_separators(e.nodes));
        values.add(k + ".searches", std::to_string(e.searches));
        values.add(k + ".count", to_decimal(e.count));
        if (e.count != published) agree = false;
        if (shape == ch12::four_by_four) four_by_four = e;
    }
    return agree;
}

// [start:four_by_four_classes]
// The 4x4 sum class by class: every move class that fixes a grid, with its size, its
// order and A(sigma), and the sum of size x A. The band swap of the page's worked
// example is marked: conjugate moves have equal A, so the one class whose A equals the
// band swap's (counted here directly) must be the band swap's class.
bool print_four_by_four_classes(const sudoku::EssentiallyDifferent& e,
                                book::Values& values) {
    const sudoku::WideCount swap_a =
        sudoku::count_fixed_grids(ch12::four_by_four, ch12::band_swap()).solutions;
    std::size_t with_swap_a = 0;
    for (const sudoku::SymmetryClass& c : e.classes) with_swap_a += c.fixed == swap_a;
    std::cout << "\nThe 4x4 sum, move class by move class (those that fix a grid)\n"
                 "  class  size  order  A(sigma)  size x A\n";
    sudoku::WideCount sum = 0;
    std::size_t k = 0;
    for (const sudoku::SymmetryClass& c : e.classes) {
        ++k;
        if (c.fixed == 0) continue;
        sum += c.fixed * c.size;
        std::cout << std::setw(7) << k << std::setw(6) << c.size << std::setw(7)
                  << c.order << std::setw(10) << to_decimal(c.fixed) << std::setw(10)
                  << to_decimal(c.fixed * c.size)
                  << (k == 1                                  ? "  (the identity)"
                      : c.fixed == swap_a && with_swap_a == 1 ? "  (the band swap's)"
                                                              : "")
                  << '\n';
    }
    std::cout << "  sum" << std::setw(40) << to_decimal(sum)
              << "\n  divided by |G| = " << e.group_order << ": "
              << to_decimal(sum / e.group_order) << '\n';
    values.add("2x2.sum", to_decimal(sum));
    values.add("2x2.band_swap_a", to_decimal(swap_a));
    return sum == e.fixed_sum && with_swap_a == 1;
}
// [end:four_by_four_classes]

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli(
        "Chapter 12: the essentially different grids by Burnside's lemma");
    std::string values_path;
    cli.text("--values", values_path, "Also write the figures the prose quotes");
    if (const auto status = cli.parse(argc, argv)) return *status;
    book::Values values;
    print_grid_classes(values);
    std::optional<sudoku::EssentiallyDifferent> four_by_four;
    const bool agree = print_conjugacy_classes(values, four_by_four) && four_by_four &&
                       print_four_by_four_classes(*four_by_four, values);
    if (!agree)
        std::cerr << "ch12_essentially: a count by conjugacy classes differs from the "
                     "listed or the published one\n";
    return agree && values.write(values_path, "ch12_essentially") ? 0 : 1;
}
