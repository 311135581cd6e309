#include "exact_cover/colour_dlx.hpp"

#include <limits>
#include <stdexcept>
#include <string>

namespace exact_cover {

// The arrays as BaselineDlx builds them (chapter 6), each node with its colour.
ColourDlx::ColourDlx(const Problem& problem) {
    const std::size_t n = problem.item_count();
    const std::size_t size = n + 2 + problem.entry_count() + problem.option_count();
    if (size >= static_cast<std::size_t>(std::numeric_limits<Index>::max()))
        throw std::length_error("the problem needs " + std::to_string(size) +
                                " nodes, 2^31 or more");
    const auto index = [](std::size_t k) { return static_cast<Index>(k); };
    const Index n1 = index(problem.primary_count());
    items_.resize(n + 1);
    for (Index i = 0; i <= n1; ++i)
        items_[i] = {i == 0 ? n1 : i - 1, i == n1 ? 0 : i + 1};
    for (Index i = n1 + 1; i <= index(n); ++i) items_[i] = {i, i};
    nodes_.resize(size);
    for (Index x = 0; x <= index(n); ++x) nodes_[x] = {x, x, 0, 0};
    Index spacer = index(n + 1);
    nodes_[spacer] = {0, 0, 0, 0};
    for (Option o = 0; o < problem.option_count(); ++o) {
        const std::vector<Colour> colours = problem.option_colours(o);
        const Index first = spacer + 1;
        Index q = first;
        for (std::size_t k = 0; k < colours.size(); ++k) {
            const Index x = index(problem.option(o)[k] + 1);
            nodes_[q] = {nodes_[x].up, x, x, static_cast<Index>(colours[k])};
            nodes_[nodes_[x].up].down = q;
            nodes_[x].up = q;
            nodes_[x].top += 1;  // LEN(x)
            ++q;
        }
        nodes_[spacer].down = q - 1;
        nodes_[q] = {first, 0, -index(o + 1), 0};
        spacer = q;
    }
    choice_.resize(static_cast<std::size_t>(n1) + 1);
}

// [start:hide]
// Hides the option of node p, as chapter 6's hide, except that a cleansed node (colour
// -1) is left in its list: that list is a purified item's, which nothing reads until
// unpurify() gives the node its colour back, so unlinking it would be work for nothing
// (dlx2 saves it too, and its updates do not count it). unhide() skips it the same way.
void ColourDlx::hide(Index p) {
    for (Index q = p + 1; q != p;) {
        const Node& node = nodes_[q];
        if (node.colour < 0) {  // cleansed
            ++q;
        } else if (node.top <= 0) {  // a spacer: on to the option's first node
            q = node.up;
        } else {
            nodes_[node.up].down = node.down;
            nodes_[node.down].up = node.up;
            nodes_[node.top].top -= 1;  // LEN
            ++result_.updates;
            ++q;
        }
    }
}

void ColourDlx::unhide(Index p) {
    for (Index q = p - 1; q != p;) {
        const Node& node = nodes_[q];
        if (node.colour < 0) {
            --q;
        } else if (node.top <= 0) {  // a spacer: on to the option's last node
            q = node.down;
        } else {
            nodes_[node.up].down = q;
            nodes_[node.down].up = q;
            nodes_[node.top].top += 1;
            --q;
        }
    }
}
// [end:hide]

void ColourDlx::cover(Index i) {
    const auto [l, r] = items_[i];
    items_[l].rlink = r;
    items_[r].llink = l;
    ++result_.updates;
    for (Index p = nodes_[i].down; p != i; p = nodes_[p].down) hide(p);
}

void ColourDlx::uncover(Index i) {
    for (Index p = nodes_[i].up; p != i; p = nodes_[p].up) unhide(p);
    const auto [l, r] = items_[i];
    items_[l].rlink = i;
    items_[r].llink = i;
}

// [start:purify]
// Node p gives its item c the colour x. Every other option in c's list that gives c
// another colour (or none) is hidden; those that give it x are cleansed: colour -1, so
// that choosing one of them later leaves c alone, and hide() skips the node. Node p
// itself is not in the list (covering the item chosen hid p's option), so its colour
// stays x for unpurify().
void ColourDlx::purify(Index p) {
    const Index c = nodes_[p].top;
    const Index x = nodes_[p].colour;
    ++result_.cleansings;
    for (Index q = nodes_[c].down; q != c; q = nodes_[q].down) {
        if (nodes_[q].colour != x) {
            hide(q);
        } else {
            nodes_[q].colour = -1;
            ++result_.cleansings;
        }
    }
}

// Undoes purify(p), from the bottom of c's list up: cleansed nodes get their colour x
// back, the hidden options return.
void ColourDlx::unpurify(Index p) {
    const Index c = nodes_[p].top;
    const Index x = nodes_[p].colour;
    for (Index q = nodes_[c].up; q != c; q = nodes_[q].up) {
        if (nodes_[q].colour < 0)
            nodes_[q].colour = x;
        else
            unhide(q);
    }
}
// [end:purify]

// [start:commit]
// Step C5's "commit" of the option of node p: each other item is covered if the option
// leaves it uncoloured, purified if it colours it, and left alone if the node was
// cleansed (an option chosen above already gave the item this colour).
void ColourDlx::commit(Index p) {
    for (Index q = p + 1; q != p;) {
        const Node& node = nodes_[q];
        if (node.top <= 0) {  // a spacer: back to the option's first node
            q = node.up;
            continue;
        }
        if (node.colour == 0)
            cover(node.top);
        else if (node.colour > 0)
            purify(q);
        ++q;
    }
}

// Step C6's "uncommit": the same, undone, going left.
void ColourDlx::uncommit(Index p) {
    for (Index q = p - 1; q != p;) {
        const Node& node = nodes_[q];
        if (node.top <= 0) {  // a spacer: on to the option's last node
            q = node.down;
            continue;
        }
        if (node.colour == 0)
            uncover(node.top);
        else if (node.colour > 0)
            unpurify(q);
        --q;
    }
}
// [end:commit]

// The active primary item with the shortest list, leftmost on ties (dlx2's rule).
ColourDlx::Index ColourDlx::choose_item() {
    Index best = items_[0].rlink;
    Index least = std::numeric_limits<Index>::max();
    for (Index x = best; x != 0 && least > 0; x = items_[x].rlink)
        if (nodes_[x].top < least) best = x, least = nodes_[x].top;
    return best;
}

// [start:search]
// Algorithm C, steps C1 to C8: Algorithm X (chapter 6's run()) with commit() and
// uncommit() in place of covering and uncovering an option's other items.
void ColourDlx::run() {
    Index l = 0;  // C1. [Initialize.]
    Index i = 0;
    bool stop = false;
c2:  // C2. [Enter level l.]
    if (items_[0].rlink == 0) {
        stop = report_cover(std::span(choice_.data(), l)) == Next::stop;
        goto c8;
    }
    i = choose_item();  // C3. [Choose i.]
    cover(i);           // C4. [Cover i.]
    choice_[l] = nodes_[i].down;
c5:  // C5. [Try x_l.]
    if (choice_[l] == i || stop) goto c7;
    if (!enter_node(l)) {
        stop = true;
        goto c7;
    }
    commit(choice_[l]);
    ++l;
    goto c2;
c6:  // C6. [Try again.]
    uncommit(choice_[l]);
    i = nodes_[choice_[l]].top;
    choice_[l] = nodes_[choice_[l]].down;
    goto c5;
c7:  // C7. [Backtrack.]
    uncover(i);
c8:  // C8. [Leave level l.]
    if (l == 0) return;
    --l;
    goto c6;
}
// [end:search]

Option ColourDlx::option_of(Index node) const noexcept {
    Index q = node;
    while (nodes_[q].top > 0) ++q;
    return static_cast<Option>(-nodes_[q].top - 1);
}

}  // namespace exact_cover
