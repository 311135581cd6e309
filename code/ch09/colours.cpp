// Chapter 9: colours. Two problems that exact cover alone cannot state, each solved by
// Algorithm C (exact_cover::ColourDlx) and counted again another way:
//   word rectangles: 3 x 3 grids whose rows and columns are words of a short list,
//     against every choice of three row words checked column by column;
//   a 6 x 6 Sudoku with equal pairs (two pairs of opposite corners hold the same
//     values), against chapter 7's listing of the grids, filtered.
//
//   ch09_colours [--knuth=FILE] [--corners=FILE]   (the word rectangles and the grids
//   with equal corners in Knuth's format, for dlx and Knuth's programs)
//
// The program fails if a count and its check differ.
#include <fstream>
#include <iostream>
#include <set>
#include <string>
#include <vector>

#include "book/command_line.hpp"
#include "book/exit_status.hpp"
#include "exact_cover/colour_dlx.hpp"
#include "exact_cover/knuth_format.hpp"
#include "exact_cover/problems/word_rectangles.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/row_index.hpp"
#include "sudoku/variants.hpp"

namespace {

// The chapter's 48 three-letter words (exact_cover::three_letter_words()).
const std::vector<std::string> words = exact_cover::three_letter_words();

// What Algorithm C did, in dlx2's words.
void print_counts(const exact_cover::ColourResult& r) {
    std::cout << "  Algorithm C: " << r.solutions << " solutions, " << r.updates
              << " updates, " << r.cleansings << " cleansings, " << r.nodes
              << " nodes\n";
}

// [start:rectangles_check]
// The rectangles again, without colours: every choice of three row words whose three
// columns are words too.
std::uint64_t rectangles_by_hand() {
    const std::set<std::string> known(words.begin(), words.end());
    std::uint64_t count = 0;
    for (const std::string& a : words)
        for (const std::string& b : words)
            for (const std::string& c : words) {
                bool all = true;
                for (std::size_t j = 0; j < 3 && all; ++j)
                    all = known.contains(std::string{a[j], b[j], c[j]});
                count += all;
            }
    return count;
}
// [end:rectangles_check]

// Writes @p problem in Knuth's format to @p path, unless the path is empty.
void write_if_asked(const std::string& path, const exact_cover::Problem& problem) {
    if (path.empty()) return;
    std::ofstream out(path);
    exact_cover::write_knuth_format(out, problem);
}

bool word_rectangles(const std::string& knuth_path) {
    const exact_cover::Problem problem =
        exact_cover::word_rectangle_problem(3, 3, words);
    write_if_asked(knuth_path, problem);
    exact_cover::ColourDlx engine(problem);
    std::cout << "3 x 3 word rectangles over " << words.size() << " words\n";
    if (const auto first = engine.first_solution()) {
        std::cout << "  the first:";
        for (exact_cover::Option o : *first) std::cout << ' ' << problem.option_name(o);
        std::cout << '\n';
    }
    const exact_cover::ColourResult r = engine.count_solutions();
    print_counts(r);
    const std::uint64_t check = rectangles_by_hand();
    std::cout << "  every choice of three row words, checked column by column: "
              << check << "\n\n";
    return r.solutions == check;
}

// [start:equal_pairs_check]
// The 6 x 6 grids with equal pairs again: chapter 7's listing (the first row fixed to
// 1 .. 6, times 6! = 720, as relabelling keeps the pairs equal), each grid tested.
std::uint64_t equal_pairs_by_listing(const sudoku::Shape& shape,
                                     const std::vector<sudoku::CellPair>& pairs) {
    exact_cover::TunedDlx engine(sudoku::cover_matrix_by_rows(shape));
    const std::size_t n = shape.size();
    for (std::size_t c = 0; c < n; ++c)
        (void)engine.choose(sudoku::row_index(shape, {0, c, c}));
    std::vector<std::size_t> value(n * n);
    std::uint64_t kept = 0;
    (void)engine.search([&](std::span<const exact_cover::Option> options) {
        for (std::size_t c = 0; c < n; ++c) value[c] = c;  // the fixed first row
        for (exact_cover::Option o : options) {
            const sudoku::Candidate x = sudoku::candidate_at(shape, o);
            value[x.r * n + x.c] = x.v;
        }
        bool equal = true;
        for (const auto& [a, b] : pairs)
            equal =
                equal && value[a.first * n + a.second] == value[b.first * n + b.second];
        kept += equal;
        return exact_cover::Next::proceed;
    });
    return kept * 720;
}
// [end:equal_pairs_check]

bool equal_pairs(const std::string& knuth_path) {
    const sudoku::Shape shape(2, 3);
    const std::vector<sudoku::CellPair> pairs = {{{0, 0}, {5, 5}}, {{0, 5}, {5, 0}}};
    const exact_cover::Problem problem = sudoku::equal_cells_problem(shape, pairs);
    write_if_asked(knuth_path, problem);
    std::cout << "6 x 6 grids (2 x 3 boxes) whose opposite corners hold equal values\n";
    const exact_cover::ColourResult r =
        exact_cover::ColourDlx(problem).count_solutions();
    print_counts(r);
    const std::uint64_t check = equal_pairs_by_listing(shape, pairs);
    std::cout << "  chapter 7's listing, each grid tested: " << check << '\n';
    return r.solutions == check;
}

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli("Chapter 9: colours, Algorithm C, each count checked");
    std::string knuth_path, corners_path;
    cli.text("--knuth", knuth_path, "Also write the word rectangles in Knuth's format");
    cli.text("--corners", corners_path,
             "Also write the grids with equal corners in Knuth's format");
    if (const auto status = cli.parse(argc, argv)) return *status;
    const bool rectangles_agree = word_rectangles(knuth_path);
    const bool pairs_agree = equal_pairs(corners_path);
    if (rectangles_agree && pairs_agree) return book::exit_status::success;
    std::cerr << "ch09_colours: a count and its check differ\n";
    return book::exit_status::failure;
}
