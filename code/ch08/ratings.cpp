// Chapter 8: the CSP rating (sudoku::rate_puzzle) of the first puzzles of each 9 x 9
// slice, with a cap: the quartiles per set, how many hit the cap, the median when the
// CSP also knows naked pairs, triples and quads, and (with --csv=FILE)
// every rating for the plot; with --values=FILE the figures the prose quotes: the
// spread, and each set's median and how many hit the cap. Usage:
// ch08_ratings [--first=K] [--cap=R] [--csv=FILE] [--values=FILE] PUZZLE_FILE ...
#include <algorithm>
#include <cstdint>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <string>
#include <vector>

#include "book/command_line.hpp"
#include "book/timing.hpp"
#include "book/values.hpp"
#include "sudoku/csp_solver.hpp"
#include "sudoku/puzzle_reader.hpp"

int main(int argc, char** argv) {
    book::CommandLine cli("Chapter 8: the difficulty ratings of puzzle files");
    std::size_t first = 100;
    double cap = 100000;
    std::string csv_path;
    std::vector<std::string> files;
    cli.count("--first", first, "The first K puzzles of each file (100)");
    cli.positive("--cap", cap,
                 "Stop rating at R: the puzzle is rated R or more (100000)");
    std::string values_path;
    cli.text("--csv", csv_path, "Also write every rating for the plot");
    cli.text("--values", values_path, "Also write the spread of each set");
    cli.files("files", files, "Puzzle files").required();
    if (const auto status = cli.parse(argc, argv)) return *status;
    std::ofstream csv;
    if (!csv_path.empty()) {
        csv.open(csv_path);
        csv << "set,puzzle,rating,capped\n";
    }
    std::cout << "CSP rating of the first " << first << " puzzles of each set (cap "
              << cap << ")\n"
              << "set                                 rated  capped   lowest  quartile "
                 "1    median  quartile 3   highest   naked median\n";
    double least_spread = 0, most_spread = 0;  // highest rating over lowest, per set
    book::Values values;
    for (const std::string& file : files) {
        std::vector<sudoku::Grid> puzzles = sudoku::read_puzzle_file(file);
        puzzles.resize(std::min(first, puzzles.size()));
        std::string name = file.substr(file.find_last_of('/') + 1);
        name = name.substr(0, name.find('.'));
        // [start:rate]
        std::vector<double> ratings, naked;
        std::size_t capped = 0;
        for (std::size_t k = 0; k < puzzles.size(); ++k) {
            const sudoku::CspResult stats =
                sudoku::rate_puzzle(puzzles[k], {.max_rating = cap});
            naked.push_back(
                sudoku::rate_puzzle(puzzles[k], {.max_rating = cap, .naked_subsets = 4})
                    .rating);
            capped += stats.gave_up() ? 1 : 0;
            ratings.push_back(stats.rating);
            if (csv)
                csv << name << ',' << k << ',' << stats.rating << ','
                    << (stats.gave_up() ? 1 : 0) << '\n';
        }
        // [end:rate]
        std::sort(ratings.begin(), ratings.end());
        const auto at = [&ratings](double q) {
            return ratings[static_cast<std::size_t>(
                q * static_cast<double>(ratings.size() - 1))];
        };
        std::cout << std::left << std::setw(36) << name << std::right << std::setw(5)
                  << ratings.size() << std::setw(8) << capped << std::fixed
                  << std::setprecision(0) << std::setw(9) << at(0) << std::setw(12)
                  << at(0.25) << std::setw(10) << at(0.5) << std::setw(12) << at(0.75)
                  << std::setw(10) << at(1) << std::setw(15) << book::median(naked)
                  << '\n';
        if (ratings.empty()) continue;
        const double spread = at(1) / std::max(at(0), 1.0);
        least_spread = least_spread == 0 ? spread : std::min(least_spread, spread);
        most_spread = std::max(most_spread, spread);
        values.add_count(name + ".median", static_cast<std::uint64_t>(at(0.5)));
        values.add_count(name + ".capped", capped);
        values.add_count(name + ".naked_median",
                         static_cast<std::uint64_t>(book::median(naked)));
    }
    values.add_count("spread.least", static_cast<std::uint64_t>(least_spread + 0.5));
    values.add_count("spread.most", static_cast<std::uint64_t>(most_spread + 0.5));
    return values.write(values_path, "ch08_ratings") ? 0 : 1;
}
