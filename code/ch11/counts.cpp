// Chapter 11: every grid counted without listing them, by band tables and symmetry,
// with each step's numbers for the prose: the 4x4 grids worked by hand, every shape the
// method reaches against its published count, and the 44 classes of the 9x9 top bands
// (--classes=FILE, the data of the chapter's figure).
//
//   ch11_counts [--classes=FILE] [--values=FILE]
//
// Deterministic: counts only, no times (the measure workflow times `sudoku
// count-grids`).
#include <algorithm>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "book/command_line.hpp"
#include "book/values.hpp"
#include "sudoku/band_count.hpp"
#include "sudoku/wide_count.hpp"

namespace {

using sudoku::Shape;
using sudoku::to_decimal;

// A table's counts as the chapter writes them: one digit per type, type 0 first.
std::string digits(const sudoku::BandTable& table) {
    std::string text;
    for (std::uint8_t count : table.counts) text += static_cast<char>('0' + count);
    return text;
}

// [start:four_by_four]
// The 4x4 grids by hand: two bands of two rows, each table's labellings, its n(T)
// and what it adds, labellings x n(T)^2.
void print_four_by_four(book::Values& values) {
    const Shape tall(2, 2);
    std::cout
        << "The 4x4 grids by bands. A table counts the values of each type c0 c1\n"
           "(their columns in stacks 0 and 1): 00, 10, 01, 11\n"
           "  table  labellings  n(T)  grids\n";
    sudoku::WideCount total = 0;
    for (const sudoku::BandTable& table : sudoku::band_tables(tall)) {
        const std::uint64_t ways = sudoku::labellings(table);
        const std::uint64_t n = sudoku::bands_with_table(tall, table);
        std::cout << "  " << digits(table) << std::setw(13) << ways << std::setw(6) << n
                  << std::setw(7) << ways * n * n << '\n';
        values.add("4x4.n." + digits(table), std::to_string(n));
        values.add("4x4.labellings." + digits(table), std::to_string(ways));
        total += sudoku::WideCount{ways} * n * n;
    }
    std::cout << "  every grid" << std::setw(20) << to_decimal(total) << "\n\n";
    values.add("4x4.grids", to_decimal(total));
}
// [end:four_by_four]

// What a shape's key in the values is: 3x3, 2x4, ...
std::string key(const Shape& shape) { return sudoku::to_string(shape); }

// The 44 classes of the 9x9 top bands: their sizes and completions, in the order the
// count found them, for the table of the chapter and its figure (--classes=FILE, CSV).
void print_classes(const sudoku::BandCount& count, book::Values& values,
                   const std::string& path) {
    std::ofstream csv;
    if (!path.empty()) {
        csv.open(path);
        csv << "class,tables,bands,completions\n";
    }
    sudoku::WideCount least = count.classes.front().completions, most = least;
    std::uint64_t least_n = count.classes.front().bands, most_n = least_n;
    std::uint64_t largest = 0, smallest = count.classes.front().members;
    for (std::size_t k = 0; k < count.classes.size(); ++k) {
        const sudoku::TableClass& c = count.classes[k];
        least = std::min(least, c.completions);
        most = std::max(most, c.completions);
        least_n = std::min(least_n, c.bands);
        most_n = std::max(most_n, c.bands);
        largest = std::max(largest, c.members);
        smallest = std::min(smallest, c.members);
        if (csv.is_open())
            csv << k + 1 << ',' << c.members << ',' << c.bands << ','
                << to_decimal(c.completions) << '\n';
    }
    values.add("3x3.completions.least", to_decimal(least, true));
    values.add("3x3.completions.most", to_decimal(most, true));
    values.add("3x3.completions.mean", to_decimal(count.grids / count.bands, true));
    values.add("3x3.n.least", book::with_separators(least_n));
    values.add("3x3.n.most", book::with_separators(most_n));
    values.add("3x3.class.largest", book::with_separators(largest));
    values.add("3x3.class.smallest", book::with_separators(smallest));
    if (csv.is_open() && !csv.flush())
        throw std::runtime_error("ch11_counts: cannot write " + path);
}

// [start:three_band_terms]
// The 9x9 sum over the 44 classes of top-band tables, term by term: each class's
// members x labellings(T1) x n(T1) x completions(T1). The first three terms are printed
// whole, so that a reader can multiply one out; the sum of all 44 must be the count of
// grids.
bool print_three_band_terms(const sudoku::BandCount& count, book::Values& values) {
    std::cout << "The 9x9 sum, class by class (the first three of "
              << count.classes.size() << ")\n  class  members  labellings  n(T1)"
              << std::setw(16) << "completions" << std::setw(28) << "term\n";
    sudoku::WideCount sum = 0;
    for (std::size_t k = 0; k < count.classes.size(); ++k) {
        const sudoku::TableClass& c = count.classes[k];
        const std::uint64_t ways = sudoku::labellings(c.first);
        const sudoku::WideCount term =
            sudoku::WideCount{c.members} * ways * c.bands * c.completions;
        sum += term;
        if (k >= 3) continue;
        std::cout << std::setw(7) << k + 1 << std::setw(9) << c.members << std::setw(12)
                  << book::with_separators(ways) << std::setw(7) << c.bands
                  << std::setw(16) << to_decimal(c.completions, true) << std::setw(27)
                  << to_decimal(term, true) << '\n';
        const std::string key = "3x3.term" + std::to_string(k + 1);
        values.add(key + ".members", book::with_separators(c.members));
        values.add(key + ".labellings", book::with_separators(ways));
        values.add(key + ".n", book::with_separators(c.bands));
        values.add(key + ".completions", to_decimal(c.completions, true));
        values.add(key + ".value", to_decimal(term, true));
    }
    std::cout << "  ... " << count.classes.size() - 3 << " more classes\n  the sum"
              << std::setw(69) << to_decimal(sum, true) << "\n\n";
    return sum == count.grids;
}
// [end:three_band_terms]

struct Known {
    Shape shape;
    const char* published;  // the published count, as a string of digits
};

// Every shape the method reaches in the build's time (10x10 is left to the measure
// workflow: more than a minute), with the published counts: chapter 7's listing for
// the small ones, [MathSudoku] for 8x8, Felgenhauer and Jarvis for 9x9.
// Returns false if a count differs from the published one: the build then fails.
bool print_shapes(book::Values& values, const std::string& classes_path) {
    bool agree = true;
    std::optional<sudoku::BandCount> nine;
    const Known shapes[] = {{Shape(2, 2), "288"},
                            {Shape(2, 3), "28200960"},
                            {Shape(3, 2), "28200960"},
                            {Shape(2, 4), "29136487207403520"},
                            {Shape(3, 3), "6670903752021072936960"}};
    std::cout << "Every grid by bands\n  shape  as   tables  classes    bands"
              << std::setw(28) << "grids"
              << "  = published\n";
    for (const auto& [shape, published] : shapes) {
        const sudoku::BandCount count = sudoku::count_grids_by_bands(shape, {}, 2);
        const std::string grids = to_decimal(count.grids);
        std::cout << "  " << key(shape) << "    " << key(count.tall) << std::setw(8)
                  << count.tables << std::setw(9) << count.classes.size()
                  << std::setw(19) << to_decimal(count.bands, true) << std::setw(32)
                  << to_decimal(count.grids, true) << "  "
                  << (grids == published ? "yes" : "NO") << '\n';
        const std::string k = key(shape);
        values.add(k + ".tables", book::with_separators(count.tables));
        values.add(k + ".classes", std::to_string(count.classes.size()));
        values.add(k + ".bands", to_decimal(count.bands, true));
        values.add(k + ".grids", to_decimal(count.grids, true));
        values.add(k + ".factors", sudoku::prime_factors(count.grids));
        if (grids != published) agree = false;
        if (shape == Shape(3, 3)) {
            print_classes(count, values, classes_path);
            nine = count;
        }
    }
    std::cout << '\n';
    if (nine && !print_three_band_terms(*nine, values)) {
        std::cerr << "ch11_counts: the 9x9 terms do not add up to the count\n";
        agree = false;
    }
    return agree;
}

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli("Chapter 11: every grid counted by bands and symmetry");
    std::string classes_path, values_path;
    cli.text("--classes", classes_path, "Write the 9x9 top bands' classes (CSV) here");
    cli.text("--values", values_path, "Also write the figures the prose quotes");
    if (const auto status = cli.parse(argc, argv)) return *status;
    book::Values values;
    print_four_by_four(values);
    const bool agree = print_shapes(values, classes_path);
    if (!agree) std::cerr << "ch11_counts: a count differs from the published one\n";
    return agree && values.write(values_path, "ch11_counts") ? 0 : 1;
}
