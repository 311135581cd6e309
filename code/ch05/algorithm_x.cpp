// Chapter 5: Algorithm X without links, on problems that are not Sudoku.
//
// Solves the two examples of chapter 1 and prints each solution with the search
// counters, then counts the solutions of N-queens for N = 1..10 under both item-choice
// rules, to show what Knuth's rule (branch on the item with the fewest options) saves
// in nodes. With --values=FILE it also writes the counts the chapter quotes.
#include <cstdint>
#include <iomanip>
#include <iostream>
#include <string>

#include "book/command_line.hpp"
#include "book/values.hpp"
#include "exact_cover/algorithm_x.hpp"
#include "exact_cover/problem.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/problems/queens.hpp"

namespace {

using exact_cover::AlgorithmX;
using exact_cover::ItemChoice;
using exact_cover::Option;
using exact_cover::Problem;

std::string option_text(const Problem& problem, Option o) {
    std::string text = problem.option_name(o) + " = {";
    const char* separator = "";
    for (exact_cover::Item i : problem.option(o)) {
        text += separator + problem.item_name(i);
        separator = ",";
    }
    return text + "}";
}

// [start:solve_and_report]
exact_cover::SearchResult solve_and_report(const std::string& title,
                                           const Problem& problem) {
    AlgorithmX solver(problem);  // Knuth's rule: fewest options, leftmost on ties
    std::cout << title << '\n';
    const exact_cover::SearchResult stats =
        solver.search([&problem](std::span<const Option> solution) {
            std::cout << "  solution:";
            for (Option o : solution) std::cout << ' ' << option_text(problem, o);
            std::cout << '\n';
            return exact_cover::Next::proceed;
        });
    std::cout << "  solutions " << stats.solutions << ", nodes " << stats.nodes
              << ", updates " << stats.updates << ", nodes by depth:";
    for (std::uint64_t n : stats.profile) std::cout << ' ' << n;
    std::cout << "\n\n";
    return stats;
}
// [end:solve_and_report]

// [start:compare_rules]
void compare_rules(std::size_t largest_n) {
    std::cout << " N  solutions  nodes (fewest)  nodes (first)  updates (fewest)  "
                 "updates (first)\n";
    for (std::size_t n = 1; n <= largest_n; ++n) {
        const Problem queens = exact_cover::queens_problem(n);
        AlgorithmX fewest(queens, ItemChoice::fewest_options),
            first(queens, ItemChoice::first);
        const exact_cover::SearchResult a = fewest.count_solutions();
        const exact_cover::SearchResult b = first.count_solutions();
        std::cout << std::setw(2) << n << std::setw(11) << a.solutions << std::setw(16)
                  << a.nodes << std::setw(15) << b.nodes << std::setw(18) << a.updates
                  << std::setw(17) << b.updates << '\n';
    }
}
// [end:compare_rules]

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli(
        "Chapter 5: Algorithm X on chapter 1's examples and on N queens");
    std::string values_path;
    cli.text("--values", values_path, "write the chapter's counts here");
    if (const auto status = cli.parse(argc, argv)) return *status;
    const Problem small = exact_cover::small_example();
    const Problem knuth = exact_cover::knuth_example();
    const auto small_run = solve_and_report("The first example of chapter 1", small);
    const auto knuth_run =
        solve_and_report("Knuth's example from TAOCP 7.2.2.1", knuth);
    std::cout << "N queens: the same solutions under both rules, found in different "
                 "numbers of nodes\n\n";
    compare_rules(10);

    book::Values values;
    values.add_count("small.nodes", small_run.nodes);
    values.add_count("knuth.nodes", knuth_run.nodes);
    const Problem queens = exact_cover::queens_problem(8);
    const auto fewest =
        AlgorithmX(queens, ItemChoice::fewest_options).count_solutions();
    const auto first = AlgorithmX(queens, ItemChoice::first).count_solutions();
    values.add_count("queens8.solutions", fewest.solutions);
    values.add_count("queens8.nodes_fewest", fewest.nodes);
    values.add_count("queens8.nodes_first", first.nodes);
    return values.write(values_path, "ch05_algorithm_x") ? 0 : 1;
}
