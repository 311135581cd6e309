// Chapter 9: two Sudoku variants on the same engine. For X-Sudoku (both main diagonals)
// and for a jigsaw Sudoku (sudoku::ring_regions()), it makes a random complete grid
// (the first exact cover of the variant's matrix with its options shuffled, as chapter
// 7 does), empties cells one by one in random order while the solution stays unique,
// and prints the puzzle, its solution and the counts. --knuth=FILE also writes the
// X-Sudoku puzzle in Knuth's format (the variant's matrix with the givens' items and
// competitors removed), for the dlx tool. Usage: ch09_variants [--seed=S]
// [--knuth=FILE]
#include <algorithm>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <numeric>
#include <string>
#include <vector>

#include "book/command_line.hpp"
#include "book/values.hpp"
#include "exact_cover/knuth_format.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/row_index.hpp"
#include "sudoku/variants.hpp"

namespace {

const sudoku::Shape nine(3, 3);
using Cells = std::vector<std::size_t>;  // 81 values, 0 for blank

// [start:count]
// The solutions of a variant puzzle, counted to `limit`: the variant's matrix keeps
// option k for the candidate of row index k, so each given is one choose().
std::uint64_t count(exact_cover::TunedDlx& dlx, const Cells& cells,
                    std::uint64_t limit) {
    dlx.unchoose_all();
    for (std::size_t k = 0; k < cells.size(); ++k) {
        if (cells[k] == 0) continue;
        const std::size_t row = sudoku::row_index(nine, {k / 9, k % 9, cells[k] - 1});
        if (dlx.choose(row)) return 0;  // a clash with an earlier given: no solution
    }
    return dlx.count_solutions({.solutions = limit}).solutions;
}
// [end:count]

template <typename T>
void shuffle(std::vector<T>& v, sudoku::SplitMix64& random) {
    for (std::size_t k = v.size(); k > 1; --k) std::swap(v[k - 1], v[random.below(k)]);
}

Cells random_grid(const exact_cover::Problem& problem, sudoku::SplitMix64& random) {
    std::vector<exact_cover::Option> order(problem.option_count());
    std::iota(order.begin(), order.end(), exact_cover::Option{0});
    shuffle(order, random);
    exact_cover::Problem shuffled =
        exact_cover::Problem::with_item_count(problem.item_count());
    for (exact_cover::Option o : order) {
        const auto items = problem.option(o);
        shuffled.add_option({items.begin(), items.end()});
    }
    const auto cover = exact_cover::TunedDlx(shuffled).first_solution();
    Cells cells(81, 0);
    for (exact_cover::Option o : *cover) {
        const sudoku::Candidate c = sudoku::candidate_at(nine, order[o]);
        cells[c.r * 9 + c.c] = c.v + 1;
    }
    return cells;
}

Cells minimal_puzzle(const exact_cover::Problem& problem, sudoku::SplitMix64& random) {
    Cells puzzle = random_grid(problem, random);
    exact_cover::TunedDlx dlx(problem);
    std::vector<std::size_t> cells(81);
    std::iota(cells.begin(), cells.end(), std::size_t{0});
    shuffle(cells, random);
    for (std::size_t cell : cells) {
        const std::size_t value = puzzle[cell];
        puzzle[cell] = 0;
        if (count(dlx, puzzle, 2) != 1) puzzle[cell] = value;  // needed for uniqueness
    }
    return puzzle;
}

void print(const std::string& title, const Cells& puzzle, const Cells& solution,
           const std::vector<std::size_t>* regions) {
    std::cout << title << '\n';
    for (std::size_t r = 0; r < 9; ++r) {
        std::string left, right;
        for (std::size_t c = 0; c < 9; ++c) {
            left += puzzle[r * 9 + c] ? char('0' + puzzle[r * 9 + c]) : '.';
            right += char('0' + solution[r * 9 + c]);
            if (regions) right += char('a' + (*regions)[r * 9 + c]);
            left += ' ';
            right += ' ';
        }
        std::cout << "  " << left << "   " << right << '\n';
    }
}

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli("Chapter 9: minimal puzzles of two Sudoku variants");
    std::uint64_t seed = 9;
    std::string knuth_path, values_path;
    cli.whole("--seed", seed, "The random seed (9)");
    cli.text("--knuth", knuth_path, "Also write the X-Sudoku in Knuth's format");
    cli.text("--values", values_path, "Also write each puzzle's givens for the prose");
    if (const auto status = cli.parse(argc, argv)) return *status;
    sudoku::SplitMix64 random(seed);
    const std::vector<std::size_t> regions = sudoku::ring_regions();
    book::Values values;
    struct Variant {
        std::string key;  // for the values
        std::string name;
        exact_cover::Problem problem;
        const std::vector<std::size_t>* regions;
    };
    // [start:main]
    const Variant variants[] = {
        {"x", "X-Sudoku (both diagonals)", sudoku::diagonal_problem(nine), nullptr},
        {"jigsaw", "jigsaw Sudoku (ring regions, letters name the regions)",
         sudoku::region_problem(nine, regions), &regions}};
    for (const Variant& v : variants) {
        const Cells puzzle = minimal_puzzle(v.problem, random);
        exact_cover::TunedDlx dlx(v.problem);
        const std::uint64_t solutions = count(dlx, puzzle, exact_cover::Limits::none);
        Cells solution(81, 0);
        (void)dlx.search([&](std::span<const exact_cover::Option> cover) {
            for (exact_cover::Option o : cover) {
                const sudoku::Candidate c = sudoku::candidate_at(nine, o);
                solution[c.r * 9 + c.c] = c.v + 1;
            }
            return exact_cover::Next::stop;
        });
        const std::size_t givens =
            81 - static_cast<std::size_t>(std::count(puzzle.begin(), puzzle.end(), 0));
        print(v.name + ": " + std::to_string(v.problem.item_count()) + " items, " +
                  std::to_string(v.problem.option_count()) +
                  " options; a minimal puzzle with " + std::to_string(givens) +
                  " givens, " + std::to_string(solutions) + " solution(s)",
              puzzle, solution, v.regions);
        // [end:main]
        values.add_count(v.key + ".givens", givens);
        // the X-Sudoku puzzle, reduced by its givens
        if (!knuth_path.empty() && v.regions == nullptr) {
            exact_cover::Problem reduced(std::vector<std::string>{});
            std::vector<bool> covered(v.problem.item_count(), false);
            for (std::size_t k = 0; k < 81; ++k)
                if (puzzle[k] != 0)
                    for (exact_cover::Item i : v.problem.option(
                             sudoku::row_index(nine, {k / 9, k % 9, puzzle[k] - 1})))
                        covered[i] = true;
            std::vector<std::string> names;
            std::vector<exact_cover::Item> renumber(v.problem.item_count(), 0);
            for (exact_cover::Item i = 0; i < v.problem.item_count(); ++i)
                if (!covered[i]) {
                    renumber[i] = names.size();
                    names.push_back(v.problem.item_name(i));
                }
            reduced = exact_cover::Problem(names);
            for (exact_cover::Option o = 0; o < v.problem.option_count(); ++o) {
                std::vector<exact_cover::Item> items;
                bool alive = true;
                for (exact_cover::Item i : v.problem.option(o)) {
                    alive = alive && !covered[i];
                    items.push_back(renumber[i]);
                }
                if (alive) reduced.add_option(items, v.problem.option_name(o));
            }
            std::ofstream out(knuth_path);
            exact_cover::write_knuth_format(out, reduced);
        }
    }
    return values.write(values_path, "ch09_variants") ? 0 : 1;
}
