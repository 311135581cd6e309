// Chapter 6: the dance, step by step. Runs the pointer version of Dancing Links on the
// first example of chapter 1 and prints every cover, uncover and choice, indented by
// depth, with the sizes of the columns after each cover. Then the same search on the
// index arrays of dlx.hpp, with Knuth's counters.
#include <iostream>
#include <string>

#include "exact_cover/dancing_links_pointers.hpp"
#include "exact_cover/dlx.hpp"
#include "exact_cover/problems/examples.hpp"

namespace {

using exact_cover::DanceStep;
using exact_cover::Item;
using exact_cover::Problem;

// [start:print_sizes]
// The sizes of the primary columns still uncovered, as "name:size".
std::string sizes(const exact_cover::PointerDlx& dlx, const Problem& problem) {
    std::string text;
    for (const exact_cover::LinkedNode* c = dlx.root().right; c != &dlx.root();
         c = c->right) {
        const auto* column = static_cast<const exact_cover::LinkedColumn*>(c);
        text +=
            " " + problem.item_name(column->item) + ":" + std::to_string(column->size);
    }
    return text.empty() ? " (none)" : text;
}
// [end:print_sizes]

}  // namespace

int main() {
    const Problem problem = exact_cover::small_example();
    // [start:trace]
    exact_cover::PointerDlx dlx(problem);
    dlx.trace([&](const DanceStep& step) {
        const std::string indent(2 * step.depth, ' ');
        switch (step.kind) {
            case DanceStep::Kind::cover:
                std::cout << indent << "cover " << problem.item_name(step.item)
                          << "   ->" << sizes(dlx, problem) << '\n';
                break;
            case DanceStep::Kind::uncover:
                std::cout << indent << "uncover " << problem.item_name(step.item)
                          << '\n';
                break;
            case DanceStep::Kind::choose:
                std::cout << indent << "try " << problem.option_name(step.option)
                          << '\n';
                break;
            case DanceStep::Kind::solution:
                std::cout << indent << "every item covered: a solution\n";
                break;
        }
    });
    const exact_cover::SearchResult stats =
        dlx.search([&](std::span<const exact_cover::Option> solution) {
            std::cout << "solution:";
            for (exact_cover::Option o : solution)
                std::cout << ' ' << problem.option_name(o);
            std::cout << '\n';
            return exact_cover::Next::proceed;
        });
    // [end:trace]
    std::cout << "pointers:      " << stats.solutions << " solution, " << stats.nodes
              << " nodes, " << stats.updates << " updates\n";
    exact_cover::BaselineDlx arrays(problem);
    const exact_cover::SearchResult count = arrays.count_solutions();
    std::cout << "index arrays:  " << count.solutions << " solution, " << count.nodes
              << " nodes, " << count.updates << " updates\n";
}
