// Chapter 6: the memory of Dancing Links, as numbers. Builds exact_cover::BaselineDlx
// for the first example of chapter 1 and prints its two arrays the way Knuth tabulates
// them: the items' LLINK and RLINK, then every node's TOP (LEN in a header), ULINK and
// DLINK. Then it covers the item the search covers first and prints the arrays again,
// with a
// `*` after every number that changed.
#include <algorithm>
#include <cstddef>
#include <iomanip>
#include <iostream>
#include <string>
#include <vector>

#include "exact_cover/baseline_dlx.hpp"
#include "exact_cover/problems/examples.hpp"

namespace {

using Index = exact_cover::BaselineDlx::Index;

// One row of a table: a label, then one number per column, marked when it changed.
void row(const std::string& label, const std::vector<Index>& now,
         const std::vector<Index>& before, std::size_t from, std::size_t to) {
    std::cout << std::setw(7) << std::left << label << std::right;
    for (std::size_t x = from; x < to; ++x) {
        const bool changed = !before.empty() && before[x] != now[x];
        std::cout << std::setw(4) << now[x] << (changed ? '*' : ' ');
    }
    std::cout << '\n';
}

struct Arrays {
    std::vector<Index> llink, rlink, top, ulink, dlink;
    explicit Arrays(const exact_cover::BaselineDlx& dlx) {
        for (const auto& item : dlx.item_links()) {
            llink.push_back(item.llink);
            rlink.push_back(item.rlink);
        }
        for (const auto& node : dlx.nodes()) {
            top.push_back(node.top);
            ulink.push_back(node.up);
            dlink.push_back(node.down);
        }
    }
};

// [start:print]
void print(const Arrays& now, const Arrays& before) {
    std::vector<Index> x(now.top.size());
    for (std::size_t k = 0; k < x.size(); ++k) x[k] = static_cast<Index>(k);
    const std::size_t items = now.llink.size();
    row("item", x, {}, 0, items);
    row("LLINK", now.llink, before.llink, 0, items);
    row("RLINK", now.rlink, before.rlink, 0, items);
    for (std::size_t from = 1; from < x.size(); from += 15) {  // 15 nodes a line
        const std::size_t to = std::min(x.size(), from + 15);
        std::cout << '\n';
        row("node", x, {}, from, to);
        row("TOP", now.top, before.top, from, to);
        row("ULINK", now.ulink, before.ulink, from, to);
        row("DLINK", now.dlink, before.dlink, from, to);
    }
}
// [end:print]

}  // namespace

int main() {
    const exact_cover::Problem problem = exact_cover::small_example();
    exact_cover::BaselineDlx dlx(problem);
    const Arrays built(dlx);
    std::cout << "The arrays of chapter 1's example, as built (items 1 to 9 are "
                 "nodes 1 to 9;\nin a header, TOP is LEN):\n\n";
    print(built, built);
    exact_cover::Item first = 0;  // the item the search covers first: the shortest list
    for (exact_cover::Item i = 1; i < problem.primary_count(); ++i)
        if (dlx.len(i) < dlx.len(first)) first = i;
    dlx.cover_item(first);
    std::cout << "\nAfter covering item " << problem.item_name(first) << " ("
              << dlx.manual_updates() << " updates; * marks what changed):\n\n";
    print(Arrays{dlx}, built);
}
