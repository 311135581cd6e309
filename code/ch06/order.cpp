// Chapter 6: why the undo runs in reverse. On chapter 1's first example, tries option E
// = {2, 7, 8} the way the search does when it branches on item 7: cover 7 (step X4),
// then E's other items going right from E's node in 7's list, 8 and then 2 (step X5).
// Then it undoes that twice, from the same start: uncovering 2, 8, 7 (the reverse), and
// uncovering 8, 2, 7 (the same order), and prints every link that differs from the
// arrays as built.
#include <cstddef>
#include <iostream>
#include <string>
#include <vector>

#include "exact_cover/baseline_dlx.hpp"
#include "exact_cover/problems/examples.hpp"

namespace {

using exact_cover::BaselineDlx;
using exact_cover::Item;

struct State {
    std::vector<BaselineDlx::Node> nodes;
    std::vector<BaselineDlx::ItemLinks> items;
    explicit State(const BaselineDlx& dlx)
        : nodes(dlx.nodes().begin(), dlx.nodes().end()),
          items(dlx.item_links().begin(), dlx.item_links().end()) {}
};

// Prints the links of `now` that differ from `built`; returns how many.
int differences(const State& now, const State& built) {
    int count = 0;
    const auto report = [&](const std::string& what, BaselineDlx::Index x,
                            const char* field, BaselineDlx::Index value,
                            BaselineDlx::Index was) {
        if (value == was) return;
        ++count;
        std::cout << "  " << what << ' ' << x << ": " << field << ' ' << value
                  << ", built as " << was << '\n';
    };
    for (std::size_t x = 0; x < now.nodes.size(); ++x) {
        const auto k = static_cast<BaselineDlx::Index>(x);
        report("node", k, "ULINK", now.nodes[x].up, built.nodes[x].up);
        report("node", k, "DLINK", now.nodes[x].down, built.nodes[x].down);
        report("node", k, "TOP", now.nodes[x].top, built.nodes[x].top);
    }
    for (std::size_t x = 0; x < now.items.size(); ++x) {
        const auto k = static_cast<BaselineDlx::Index>(x);
        report("item", k, "LLINK", now.items[x].llink, built.items[x].llink);
        report("item", k, "RLINK", now.items[x].rlink, built.items[x].rlink);
    }
    return count;
}

// Tries E from item 7's list, then undoes it in the order given (items as named 1..9).
void try_and_undo(const std::vector<Item>& undo) {
    BaselineDlx dlx(exact_cover::small_example());
    const State built(dlx);
    // [start:try_e]
    // Items are named 1 to 9 and numbered from 0: item "7" is number 6.
    const auto item = [](Item name) { return name - 1; };
    dlx.cover_item(item(7));  // X4: item 7
    dlx.cover_item(item(8));  // X5: E's other items, going right from its node in
    dlx.cover_item(item(2));  //     7's list and round: 8, then 2
    for (const Item name : undo) dlx.uncover_item(item(name));
    // [end:try_e]
    std::cout << "Uncovering";
    for (const Item i : undo) std::cout << ' ' << i;
    std::cout << ":\n";
    if (differences(State(dlx), built) == 0) std::cout << "  every link is as built.\n";
}

}  // namespace

int main() {
    std::cout << "Covering 7, then 8 and 2 (option E tried from item 7's list).\n";
    try_and_undo({2, 8, 7});  // the reverse order: what step X6 does
    try_and_undo({8, 2, 7});  // the same order: wrong
}
