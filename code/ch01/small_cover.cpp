// Chapter 1: exact cover in the small.
//
// Prints the indicator matrix of the book's first example with its column sums,
// lists for every item the options that contain it (the starting point of the
// reasoning by forced choices), and confirms the answer by brute force. Then the
// same for Knuth's 6 x 7 example from "Dancing Links".
#include <cstddef>
#include <iomanip>
#include <iostream>
#include <string>
#include <vector>

#include "exact_cover/brute_force.hpp"
#include "exact_cover/dense_matrix.hpp"
#include "exact_cover/problem.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/verify.hpp"

namespace {

using exact_cover::Item;
using exact_cover::Option;
using exact_cover::Problem;

// [start:print_matrix]
// One line per option (a row of the matrix), one column per item, then the
// column sums: how many options could cover each item.
void print_matrix(const Problem& problem) {
    const exact_cover::DenseMatrix matrix = exact_cover::indicator_matrix(problem);
    std::cout << "     ";
    for (Item i = 0; i < problem.item_count(); ++i)
        std::cout << std::setw(2) << problem.item_name(i);
    std::cout << '\n';
    for (Option o = 0; o < problem.option_count(); ++o) {
        std::cout << std::setw(4) << problem.option_name(o) << ' ';
        for (Item i = 0; i < problem.item_count(); ++i)
            std::cout << std::setw(2) << int{matrix.at(o, i)};
        std::cout << '\n';
    }
    std::cout << " sum ";
    for (std::size_t sum : matrix.column_sums()) std::cout << std::setw(2) << sum;
    std::cout << '\n';
}
// [end:print_matrix]

// [start:print_columns]
// The column view: for each item, the options that contain it. An item with a
// single option forces that option into every exact cover.
void print_columns(const Problem& problem) {
    const exact_cover::DenseMatrix matrix = exact_cover::indicator_matrix(problem);
    for (Item i = 0; i < problem.item_count(); ++i) {
        std::cout << "  item " << problem.item_name(i) << " is in";
        std::size_t count = 0;
        for (Option o = 0; o < problem.option_count(); ++o)
            if (matrix.at(o, i)) {
                std::cout << ' ' << problem.option_name(o);
                ++count;
            }
        std::cout << (count == 1 ? "   <- forced" : "") << '\n';
    }
}
// [end:print_columns]

// [start:print_covers]
void print_covers(const Problem& problem) {
    const auto covers = exact_cover::brute_force_covers(problem);
    std::cout << "brute force tried " << (std::size_t{1} << problem.option_count())
              << " selections and found " << covers.size() << " exact cover(s):\n";
    for (const std::vector<Option>& cover : covers) {
        std::cout << " ";
        for (Option o : cover) {
            std::cout << " " << problem.option_name(o) << " = {";
            const char* separator = "";
            for (Item i : problem.option(o)) {
                std::cout << separator << problem.item_name(i);
                separator = ",";
            }
            std::cout << "}";
        }
        std::cout << "   (checked: "
                  << (exact_cover::is_exact_cover(problem, cover) ? "exact"
                                                                  : "NOT exact")
                  << ")\n";
    }
}
// [end:print_covers]

}  // namespace

int main() {
    // [start:main]
    const Problem small = exact_cover::small_example();
    std::cout << "The first example: X = {1..9}, options A..F\n\n";
    print_matrix(small);
    std::cout << '\n';
    print_columns(small);
    std::cout << '\n';
    print_covers(small);

    const Problem knuth = exact_cover::knuth_example();
    std::cout << "\nKnuth's example: items a..g, options 1..6\n\n";
    print_matrix(knuth);
    std::cout << '\n';
    print_covers(knuth);
    // [end:main]
}
