// Chapter 6: the dance, step by step. Records the search of chapter 1's first example
// (record_search: Algorithm X with the fewest-options rule, whose choices are Dancing
// Links'), replays its moves on the pointer version's links, and prints every cover,
// uncover and option tried, indented by depth, with the sizes of the columns after each
// cover. Then the search itself, on the pointers and on the index arrays of
// baseline_dlx.hpp, with Knuth's counters: the replay must have made as many updates.
#include <algorithm>
#include <cstdint>
#include <iostream>
#include <span>
#include <string>
#include <vector>

#include "book/exit_status.hpp"
#include "exact_cover/baseline_dlx.hpp"
#include "exact_cover/pointer_dlx.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/search_trace.hpp"

namespace {

using exact_cover::Item;
using exact_cover::Option;
using exact_cover::Problem;
using exact_cover::TraceStep;

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

// The other items of option @p o after @p item, going right around the option, as
// chapter 6's search covers them (from the node it tried, in column `item`).
std::vector<Item> others(const Problem& problem, Option o, Item item) {
    const std::span<const Item> items = problem.option(o);
    const auto at = static_cast<std::size_t>(
        std::find(items.begin(), items.end(), item) - items.begin());
    std::vector<Item> rest;
    for (std::size_t k = 1; k < items.size(); ++k)
        rest.push_back(items[(at + k) % items.size()]);
    return rest;
}

// The updates cover(@p i) makes: one for the header, one for every other node of each
// option in the column (chapter 6's count).
std::uint64_t updates_of_cover(const exact_cover::PointerDlx& dlx,
                               const Problem& problem, Item i) {
    std::uint64_t updates = 1;
    const exact_cover::LinkedColumn& column = dlx.column(i);
    for (const exact_cover::LinkedNode* r = column.down; r != &column; r = r->down)
        updates += problem.option(r->option).size() - 1;
    return updates;
}

// The pointer version's links, covered and uncovered by hand, each move printed at
// its depth, with the updates its covers make.
class Dancer {
public:
    explicit Dancer(const Problem& problem) : problem_(problem), dlx_(problem) {}

    void line(std::size_t depth, const std::string& text) const {
        std::cout << std::string(2 * depth, ' ') << text << '\n';
    }
    void cover(std::size_t depth, Item i) {
        updates_ += updates_of_cover(dlx_, problem_, i);
        dlx_.cover(i);
        line(depth, "cover " + problem_.item_name(i) + "   ->" + sizes(dlx_, problem_));
    }
    void uncover(std::size_t depth, Item i) {
        dlx_.uncover(i);
        line(depth, "uncover " + problem_.item_name(i));
    }
    [[nodiscard]] std::uint64_t updates() const { return updates_; }

private:
    const Problem& problem_;
    exact_cover::PointerDlx dlx_;
    std::uint64_t updates_ = 0;
};

// [start:replay]
// Replays the recorded moves on the links, as the search makes them: a level covers
// the item it branches on before its first option and uncovers it after its last
// (the m-th); trying an option covers its other items, taking it back uncovers them in
// reverse. (An uncover is printed one level deeper: the search is still there when it
// backs up.) Returns the updates its covers made, to check against the search's own.
std::uint64_t dance(const Problem& problem) {
    Dancer links(problem);
    std::vector<Option> chosen;
    std::vector<TraceStep> tried;  // tried[d]: the option tried at depth d
    for (const TraceStep& step : exact_cover::record_search(problem).steps) {
        const std::size_t d = step.depth;
        const auto item = static_cast<Item>(step.item);
        const auto option = static_cast<Option>(step.option);
        if (step.kind == TraceStep::Kind::try_option) {
            if (step.k == 1) links.cover(d, item);
            tried.resize(d + 1);
            tried[d] = step;
            links.line(d, "try " + problem.option_name(option));
            chosen.push_back(option);
            for (Item j : others(problem, option, item)) links.cover(d, j);
        } else if (step.kind == TraceStep::Kind::undo) {
            const std::vector<Item> rest = others(problem, option, item);
            for (auto j = rest.rbegin(); j != rest.rend(); ++j)
                links.uncover(d + 1, *j);
            chosen.pop_back();
            if (tried[d].k == tried[d].m) links.uncover(d, item);  // the level is done
        } else if (step.kind == TraceStep::Kind::dead_end) {
            links.cover(d, item);  // an empty list: nothing to try
            links.uncover(d, item);
        } else if (step.kind == TraceStep::Kind::solution) {
            links.line(d, "every item covered: a solution");
            std::cout << "solution:";
            for (Option o : chosen) std::cout << ' ' << problem.option_name(o);
            std::cout << '\n';
        }
    }
    return links.updates();
}
// [end:replay]

}  // namespace

int main() {
    const Problem problem = exact_cover::small_example();
    const std::uint64_t replayed = dance(problem);
    exact_cover::PointerDlx pointers(problem);
    const exact_cover::SearchResult stats = pointers.search(
        [](std::span<const Option>) { return exact_cover::Next::proceed; });
    std::cout << "pointers:      " << stats.solutions << " solution, " << stats.nodes
              << " nodes, " << stats.updates << " updates\n";
    exact_cover::BaselineDlx arrays(problem);
    const exact_cover::SearchResult count = arrays.count_solutions();
    std::cout << "index arrays:  " << count.solutions << " solution, " << count.nodes
              << " nodes, " << count.updates << " updates\n";
    if (replayed != stats.updates) {  // the replay would not be the search
        std::cerr << "ch06_dance: the replay made " << replayed
                  << " updates, the search " << stats.updates << '\n';
        return book::exit_status::failure;
    }
}
