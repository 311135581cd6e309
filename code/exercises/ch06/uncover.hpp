// Exercise 6.1 (chapter 6): write unhide() and uncover(), the undo half of the dance,
// in the order dlx1 uses: the same order as hide() and cover(), not the reverse.
#pragma once

#include <vector>

#include "exact_cover/problem.hpp"

namespace exercises {

/// A small dancing-links structure in Knuth's layout, plain `int`s and no optimisation.
///
/// Items are 1..n (0 is the root); `llink`/`rlink` join the primary items in a circle
/// through the root. Nodes: 1..n are the item headers (`top` holds LEN there), n + 1 is
/// the first spacer, then each option's nodes followed by a spacer whose `top` is <= 0.
/// A spacer's `ulink` is the first node of the option before it, its `dlink` the last
/// node of the option after it.
struct ToyLinks {
    std::vector<int> llink;  ///< per item: the active item to the left
    std::vector<int> rlink;  ///< per item: the active item to the right
    std::vector<int> ulink;  ///< per node: the node above
    std::vector<int> dlink;  ///< per node: the node below
    std::vector<int> top;    ///< per node: its item; LEN in a header; <= 0 in a spacer
    /// The nodes relink() put back, in order: a log, so that the test can see the
    /// order.
    std::vector<int> relinked;
    /// Equal states: every link and every LEN the same (the log aside).
    friend bool operator==(const ToyLinks& a, const ToyLinks& b) {
        return a.llink == b.llink && a.rlink == b.rlink && a.ulink == b.ulink &&
               a.dlink == b.dlink && a.top == b.top;
    }
};

/// The links of @p problem (given, not part of the exercise).
inline ToyLinks make_toy_links(const exact_cover::Problem& problem) {
    const int n = static_cast<int>(problem.item_count());
    const int n1 = static_cast<int>(problem.primary_count());
    ToyLinks t;
    t.llink.resize(n + 1);
    t.rlink.resize(n + 1);
    for (int i = 0; i <= n; ++i) {
        t.llink[i] = i == 0 ? n1 : (i <= n1 ? i - 1 : i);
        t.rlink[i] = i == n1 ? 0 : (i < n1 ? i + 1 : i);
    }
    for (int i = 0; i <= n; ++i) {
        t.ulink.push_back(i);
        t.dlink.push_back(i);
        t.top.push_back(0);
    }
    int spacer = n + 1;
    t.ulink.push_back(0);
    t.dlink.push_back(0);
    t.top.push_back(0);
    for (exact_cover::Option o = 0; o < problem.option_count(); ++o) {
        const int first = spacer + 1;
        for (exact_cover::Item item : problem.option(o)) {
            const int x = static_cast<int>(item) + 1;
            const int q = static_cast<int>(t.top.size());
            t.top.push_back(x);
            t.ulink.push_back(t.ulink[x]);
            t.dlink.push_back(x);
            t.dlink[t.ulink[x]] = q;
            t.ulink[x] = q;
            ++t.top[x];
        }
        const int last = static_cast<int>(t.top.size()) - 1;
        t.dlink[spacer] = last;
        spacer = last + 1;
        t.top.push_back(-static_cast<int>(o) - 1);
        t.ulink.push_back(first);
        t.dlink.push_back(0);
    }
    return t;
}

/// Hides the option of node @p p: its other nodes leave their items' lists (given).
inline void hide(ToyLinks& t, int p) {
    for (int q = p + 1; q != p;) {
        const int x = t.top[q], u = t.ulink[q], d = t.dlink[q];
        if (x <= 0) {
            q = u;  // a spacer: back to the first node of the option
        } else {
            t.dlink[u] = d;
            t.ulink[d] = u;
            --t.top[x];
            ++q;
        }
    }
}

/// Covers item @p i: hides every option in its list, then takes i out of the active
/// list (given).
inline void cover(ToyLinks& t, int i) {
    for (int p = t.dlink[i]; p != i; p = t.dlink[p]) hide(t, p);
    const int l = t.llink[i], r = t.rlink[i];
    t.rlink[l] = r;
    t.llink[r] = l;
}

/// Puts the hidden node @p q back into its item's list, between the two neighbours it
/// remembers, adds one to its item's LEN, and logs @p q (given: which nodes, and in
/// which order, is the exercise).
inline void relink(ToyLinks& t, int q) {
    t.dlink[t.ulink[q]] = q;
    t.ulink[t.dlink[q]] = q;
    ++t.top[t.top[q]];
    t.relinked.push_back(q);
}

/// The exercise: undo hide(@p p) by relink(), taking the option's other nodes in the
/// order hide() took them: going right from p + 1, round through the spacer to the
/// option's first node, back to p.
void unhide(ToyLinks& t, int p);

/// The exercise: undo cover(@p i): i back into the active list, and its options
/// unhidden in the order cover() hid them, from the top of i's list down.
void uncover(ToyLinks& t, int i);

}  // namespace exercises
