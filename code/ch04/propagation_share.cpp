// Chapter 4: how much of each public data set propagation alone solves.
//
// For every puzzle file named on the command line: the number of puzzles that
// propagation solves, leaves stuck, or proves contradictory. The docs build runs it on
// the fixed slices in data/sudoku/ (the first 100 puzzles of each set); give it the
// whole files to measure them: ch04_propagation_share
// ../shared/data/sudoku/*.txt. With --values=FILE it also writes each set's share
// (key: the file name without .txt, then .share) for the chapter's prose.
#include <cstddef>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "book/command_line.hpp"
#include "book/values.hpp"
#include "exact_cover/propagation.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/row_index.hpp"

namespace {

struct Tally {
    std::size_t puzzles = 0, solved = 0, stuck = 0, contradiction = 0;
};

// [start:tally]
Tally tally_file(const std::string& path,
                 std::map<std::string, exact_cover::Problem>& matrices) {
    Tally t;
    for (const sudoku::Grid& puzzle : sudoku::read_puzzle_file(path)) {
        const std::string key = sudoku::to_string(puzzle.shape());
        if (!matrices.count(key))
            matrices.emplace(key, sudoku::cover_matrix_by_rows(puzzle.shape()));
        const exact_cover::Problem& matrix = matrices.at(key);
        std::vector<exact_cover::Option> givens;
        for (const sudoku::Candidate& g : puzzle.givens())
            givens.push_back(sudoku::row_index(puzzle.shape(), g));
        const exact_cover::PropagationOutcome outcome =
            exact_cover::propagate(matrix, givens).outcome;
        ++t.puzzles;
        t.solved += outcome == exact_cover::PropagationOutcome::solved;
        t.stuck += outcome == exact_cover::PropagationOutcome::stuck;
        t.contradiction += outcome == exact_cover::PropagationOutcome::contradiction;
    }
    return t;
}
// [end:tally]

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli("Chapter 4: how many puzzles propagation alone solves");
    std::vector<std::string> files;
    cli.files("files", files, "Puzzle files").required();
    std::string values_path;
    cli.text("--values", values_path, "write each set's share here");
    if (const auto status = cli.parse(argc, argv)) return *status;
    std::map<std::string, exact_cover::Problem> matrices;  // one full matrix per shape
    std::cout << std::left << std::setw(42) << "data set" << std::right << std::setw(8)
              << "puzzles" << std::setw(8) << "solved" << std::setw(7) << "stuck"
              << std::setw(8) << "contra." << std::setw(9) << "share" << '\n';
    book::Values values;
    for (const std::string& file : files) {
        const Tally t = tally_file(file, matrices);
        const std::string set = std::filesystem::path(file).stem().string();
        const double share = t.puzzles ? 100.0 * static_cast<double>(t.solved) /
                                             static_cast<double>(t.puzzles)
                                       : 0.0;
        std::cout << std::left << std::setw(42)
                  << std::filesystem::path(file).filename().string() << std::right
                  << std::setw(8) << t.puzzles << std::setw(8) << t.solved
                  << std::setw(7) << t.stuck << std::setw(8) << t.contradiction
                  << std::setw(8) << std::fixed << std::setprecision(1) << share << '%'
                  << '\n';
        values.add_fixed(set + ".share", share, 0);
    }
    return values.write(values_path, "ch04_propagation_share") ? 0 : 1;
}
