// Exercise 5.3, a reference answer: Algorithm X on matrices made afresh at every node.
#include "ch05/algorithm_x.hpp"

#include <algorithm>
#include <optional>

namespace exercises {

namespace {

using exact_cover::Item;
using exact_cover::Option;

// A remaining matrix as a value: the items not yet covered and the options still
// alive, ascending, by their numbers in the problem.
struct Matrix {
    std::vector<Item> items;
    std::vector<Option> options;
};

bool contains(const exact_cover::Problem& p, Option o, Item i) {
    const std::span<const Item> items = p.option(o);
    return std::find(items.begin(), items.end(), i) != items.end();
}

bool meets(const exact_cover::Problem& p, Option a, Option b) {
    for (Item i : p.option(a))
        if (contains(p, b, i)) return true;
    return false;
}

void search(const exact_cover::Problem& p, const Matrix& m, std::vector<Option>& chosen,
            Covers& result) {
    std::optional<Item> best;  // the primary item with the fewest alive options
    std::size_t fewest = 0;
    for (Item i : m.items) {
        if (!p.is_primary(i)) continue;
        const auto len = static_cast<std::size_t>(
            std::count_if(m.options.begin(), m.options.end(),
                          [&](Option o) { return contains(p, o, i); }));
        if (!best || len < fewest) best = i, fewest = len;
    }
    if (!best) {
        result.solutions.push_back(chosen);
        return;
    }
    for (Option o : m.options) {
        if (!contains(p, o, *best)) continue;
        ++result.nodes;
        Matrix child;  // the reduced matrix: made, never undone
        for (Item i : m.items)
            if (!contains(p, o, i)) child.items.push_back(i);
        for (Option q : m.options)
            if (!meets(p, o, q)) child.options.push_back(q);
        chosen.push_back(o);
        search(p, child, chosen, result);
        chosen.pop_back();
    }
}

}  // namespace

Covers all_covers_by_copying(const exact_cover::Problem& problem) {
    Matrix start;
    for (Item i = 0; i < problem.item_count(); ++i) start.items.push_back(i);
    for (Option o = 0; o < problem.option_count(); ++o) start.options.push_back(o);
    Covers result;
    std::vector<Option> chosen;
    search(problem, start, chosen, result);
    return result;
}

}  // namespace exercises
