// Exercise 6.3 (chapter 6): Dancing Links with pointers, without recursion: the search
// of the pointer version on an explicit stack of levels, as the index-array engine
// runs.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "exact_cover/problem.hpp"

namespace exercises {

struct Column;

/// One 1 of the matrix, or the first part of a Column: four links and its column.
struct Node {
    Node* left = nullptr;      ///< the previous node of the option (headers: column)
    Node* right = nullptr;     ///< the next node of the option (headers: column)
    Node* up = nullptr;        ///< the node above in the column
    Node* down = nullptr;      ///< the node below in the column
    Column* column = nullptr;  ///< the header of the node's column (a header: itself)
    exact_cover::Option option = 0;  ///< the option the node belongs to
};

/// A column header: a node at the top of its column, with its size.
struct Column : Node {
    std::size_t size = 0;  ///< the number of nodes in the column now
};

/// The links of a problem, as in the first picture of chapter 6 (given). The primary
/// columns are in a circle through `root`; a secondary column is a circle of its own.
/// Nodes live in vectors sized once, so their addresses never change.
struct Links {
    Node root;
    std::vector<Column> columns;  ///< one per item
    std::vector<Node> nodes;      ///< one per 1 of the matrix, option after option
};

/// Builds the links of @p problem (given, not part of the exercise).
inline std::unique_ptr<Links> make_links(const exact_cover::Problem& problem) {
    auto links = std::make_unique<Links>();
    Links& t = *links;
    t.columns.resize(problem.item_count());
    t.nodes.resize(problem.entry_count());
    t.root.left = t.root.right = &t.root;
    for (exact_cover::Item i = 0; i < problem.item_count(); ++i) {
        Column& c = t.columns[i];
        c.column = &c;
        c.up = c.down = &c;
        if (problem.is_primary(i)) {  // at the end of the row of headers
            c.left = t.root.left;
            c.right = &t.root;
            t.root.left->right = &c;
            t.root.left = &c;
        } else {
            c.left = c.right = &c;
        }
    }
    std::size_t k = 0;
    for (exact_cover::Option o = 0; o < problem.option_count(); ++o) {
        Node* first = nullptr;
        for (exact_cover::Item i : problem.option(o)) {
            Node& x = t.nodes[k++];
            Column& c = t.columns[i];
            x.option = o;
            x.column = &c;
            x.up = c.up;  // at the bottom of its column
            x.down = &c;
            c.up->down = &x;
            c.up = &x;
            ++c.size;
            if (first == nullptr) {  // at the end of its option's circle
                first = x.left = x.right = &x;
            } else {
                x.left = first->left;
                x.right = first;
                first->left->right = &x;
                first->left = &x;
            }
        }
    }
    return links;
}

/// What dance() finds: every exact cover, in the order found, and Knuth's counters.
struct Dance {
    std::vector<std::vector<exact_cover::Option>>
        solutions;              ///< options in order chosen
    std::uint64_t updates = 0;  ///< removals from a list, as dlx1 counts them
    std::uint64_t nodes = 0;    ///< options tried, at every level
};

/// Covers column @p c, adding one to @p updates per removal from a list (the header
/// from the row of headers, each other node from its column): chapter 6's cover
/// (given).
inline void cover(Column* c, std::uint64_t& updates) {
    c->right->left = c->left;
    c->left->right = c->right;
    ++updates;
    for (Node* i = c->down; i != c; i = i->down)
        for (Node* j = i->right; j != i; j = j->right) {
            j->down->up = j->up;
            j->up->down = j->down;
            --j->column->size;
            ++updates;
        }
}

/// Undoes cover(@p c), in exactly the reverse order (given).
inline void uncover(Column* c) {
    for (Node* i = c->up; i != c; i = i->up)
        for (Node* j = i->left; j != i; j = j->left) {
            ++j->column->size;
            j->down->up = j;
            j->up->down = j;
        }
    c->right->left = c;
    c->left->right = c;
}

/// The exercise: Algorithm X on the links without recursion: every exact cover,
/// choosing the smallest column (leftmost on ties) and trying its options top to
/// bottom, with the levels on a stack of your own (the node tried at each level), so
/// that a search thousands of levels deep needs no more of the call stack than a
/// shallow one.
Dance dance(Links& links);

}  // namespace exercises
