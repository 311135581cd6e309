#include "exact_cover/baseline_dlx.hpp"

#include <limits>
#include <stdexcept>
#include <string>

namespace exact_cover {

// [start:build]
BaselineDlx::BaselineDlx(const Problem& problem, ItemChoice rule) : rule_(rule) {
    problem.require_no_colours("BaselineDlx");
    const std::size_t n = problem.item_count();
    const std::size_t size = n + 2 + problem.entry_count() + problem.option_count();
    if (size >= static_cast<std::size_t>(std::numeric_limits<Index>::max()))
        throw std::length_error("the problem needs " + std::to_string(size) +
                                " nodes, 2^31 or more");
    const auto index = [](std::size_t k) { return static_cast<Index>(k); };
    const Index n1 = index(problem.primary_count());

    // The items: the primary ones in a circle through the root, each secondary one a
    // circle of its own.
    items_.resize(n + 1);
    for (Index i = 0; i <= n1; ++i)
        items_[i] = {i == 0 ? n1 : i - 1, i == n1 ? 0 : i + 1};
    for (Index i = n1 + 1; i <= index(n); ++i) items_[i] = {i, i};

    // The nodes: the headers with empty lists (LEN 0), the first spacer, then each
    // option followed by a spacer. A new node goes to the bottom of its item's list.
    nodes_.resize(size);
    for (Index x = 0; x <= index(n); ++x) nodes_[x] = {x, x, 0};
    Index spacer = index(n + 1);
    nodes_[spacer] = {0, 0, 0};
    for (Option o = 0; o < problem.option_count(); ++o) {
        const Index first = spacer + 1;
        Index q = first;
        for (const Item item : problem.option(o)) {
            const Index x = index(item + 1);
            nodes_[q] = {nodes_[x].up, x, x};
            nodes_[nodes_[x].up].down = q;
            nodes_[x].up = q;
            nodes_[x].top += 1;  // LEN(x)
            ++q;
        }
        nodes_[spacer].down = q - 1;            // the last node of this option
        nodes_[q] = {first, 0, -index(o + 1)};  // the spacer after it
        spacer = q;
    }
    choice_.resize(static_cast<std::size_t>(n1) + 1);
}
// [end:build]

// [start:cover]
// Hides the option of node p: every other node of it leaves its item's list. Going
// right from p, a spacer sends us back to the option's first node (its ULINK).
void BaselineDlx::hide(Index p) {
    for (Index q = p + 1; q != p;) {
        const Index x = nodes_[q].top;
        const Index u = nodes_[q].up;
        const Index d = nodes_[q].down;
        result_.mems += 2;  // TOP, and ULINK with DLINK (one word)
        if (x <= 0) {       // a spacer
            q = u;
        } else {
            nodes_[u].down = d;  // q leaves the list of x,
            nodes_[d].up = u;    // but keeps its own links
            nodes_[x].top -= 1;  // LEN(x)
            result_.mems += 4;   // two stores, LEN read and written
            ++result_.updates;
            ++q;
        }
    }
}

// Covers item i: hides every option in i's list, then takes i out of the active list.
// The nodes of i's own list stay in it: the search walks down that list next.
void BaselineDlx::cover(Index i) {
    ++result_.mems;  // DLINK(i), then each DLINK down the list
    for (Index p = nodes_[i].down; p != i; p = nodes_[p].down, ++result_.mems) hide(p);
    const Index l = items_[i].llink;
    const Index r = items_[i].rlink;
    items_[l].rlink = r;
    items_[r].llink = l;
    result_.mems += 3;  // LLINK with RLINK, two stores
    ++result_.updates;
}
// [end:cover]

// [start:uncover]
// Undoes hide(p): the same nodes, going left, each put back between the neighbours it
// remembers. Going left from p, a spacer sends us to the option's last node (its
// DLINK).
void BaselineDlx::unhide(Index p) {
    for (Index q = p - 1; q != p;) {
        const Index x = nodes_[q].top;
        const Index u = nodes_[q].up;
        const Index d = nodes_[q].down;
        result_.mems += 2;
        if (x <= 0) {  // a spacer
            q = d;
        } else {
            nodes_[u].down = q;
            nodes_[d].up = q;
            nodes_[x].top += 1;  // LEN(x)
            result_.mems += 4;
            --q;
        }
    }
}

// Undoes cover(i) in the reverse order: i returns to the active list, then the options
// of its list are unhidden from the bottom up.
void BaselineDlx::uncover(Index i) {
    const Index l = items_[i].llink;
    const Index r = items_[i].rlink;
    items_[l].rlink = i;
    items_[r].llink = i;
    result_.mems += 4;  // LLINK with RLINK, two stores, ULINK(i)
    for (Index p = nodes_[i].up; p != i; p = nodes_[p].up, ++result_.mems) unhide(p);
}
// [end:uncover]

// [start:others]
// Covers the items of p's option other than p's own, going right (step X5).
void BaselineDlx::cover_others(Index p) {
    for (Index q = p + 1; q != p; ++result_.mems) {  // TOP(q)
        const Index j = nodes_[q].top;
        if (j <= 0) {  // a spacer: back to the option's first node
            q = nodes_[q].up;
            ++result_.mems;
        } else {
            cover(j);
            ++q;
        }
    }
}

// Undoes cover_others(p), going left: the reverse order (step X6).
void BaselineDlx::uncover_others(Index p) {
    for (Index q = p - 1; q != p; ++result_.mems) {
        const Index j = nodes_[q].top;
        if (j <= 0) {  // a spacer: on to the option's last node
            q = nodes_[q].down;
            ++result_.mems;
        } else {
            uncover(j);
            --q;
        }
    }
}
// [end:others]

// [start:choose_item]
// Step X3: the active primary item with the shortest list, leftmost on ties (with
// ItemChoice::first, simply the leftmost). An empty list cannot be beaten.
BaselineDlx::Index BaselineDlx::choose_item() {
    Index best = items_[0].rlink;
    ++result_.mems;
    if (rule_ == ItemChoice::first) return best;
    Index least = std::numeric_limits<Index>::max();  // the shortest LEN so far
    for (Index x = best; x != 0 && least > 0; x = items_[x].rlink) {
        const Index len = nodes_[x].top;
        result_.mems += 2;  // LEN(x), then RLINK(x)
        if (len < least) best = x, least = len;
    }
    return best;
}
// [end:choose_item]

// [start:search]
// Algorithm X, steps X1 to X8, with the levels on an explicit stack: choice_[l] is the
// node x_l tried at level l. A visitor that answers stop, or a limit reached, makes X5
// try nothing more, so the search backs out through X7 and X8 as usual, restoring every
// link on the way.
void BaselineDlx::run() {
    Index l = 0;  // X1. [Initialize.] The links are built; the level is 0.
    Index i = 0;  // the item chosen at level l
    bool stop = false;
x2:  // X2. [Enter level l.] If every primary item is covered, visit the solution.
    ++result_.mems;
    if (items_[0].rlink == 0) {  // the cover: the options of x_0 .. x_(l-1)
        stop = report_cover(std::span(choice_.data(), l)) == Next::stop;
        goto x8;
    }
    i = choose_item();  // X3. [Choose i.]
    cover(i);           // X4. [Cover i.]
    choice_[l] = nodes_[i].down;
    result_.mems += 2;
x5:  // X5. [Try x_l.] If x_l is i, i's list is exhausted (or we are told to stop).
    if (choice_[l] == i || stop) goto x7;
    if (!enter_node(l)) {  // the node budget is spent, or interrupted
        stop = true;
        goto x7;
    }
    cover_others(choice_[l]);
    ++l;
    goto x2;
x6:  // X6. [Try again.]
    uncover_others(choice_[l]);
    i = nodes_[choice_[l]].top;
    choice_[l] = nodes_[choice_[l]].down;
    result_.mems += 4;  // x_l twice, TOP and DLINK of x_l, the store
    goto x5;
x7:  // X7. [Backtrack.]
    uncover(i);
x8:  // X8. [Leave level l.]
    if (l == 0) return;
    --l;
    goto x6;
}
// [end:search]

void BaselineDlx::cover_item(Item item) {
    const std::uint64_t before = result_.updates;
    cover(static_cast<Index>(item + 1));
    manual_updates_ += result_.updates - before;
}

void BaselineDlx::uncover_item(Item item) { uncover(static_cast<Index>(item + 1)); }

// [start:option_of]
// The option of a node: the spacer after it holds minus the number of options before
// it.
Option BaselineDlx::option_of(Index node) const noexcept {
    Index q = node;
    while (nodes_[q].top > 0) ++q;  // on to the spacer after the option
    return static_cast<Option>(-nodes_[q].top - 1);
}
// [end:option_of]

}  // namespace exact_cover
