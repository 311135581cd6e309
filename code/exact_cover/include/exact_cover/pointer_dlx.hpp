/// @file
/// Dancing Links with pointers, the way Knuth's 2000 paper draws them: the teaching
/// version of chapter 6, before the index arrays of baseline_dlx.hpp.
///
/// The data first. Every 1 of the matrix is a LinkedNode with four links, left, right,
/// up and down, and a pointer to its LinkedColumn. Left and right join the nodes of one
/// option in a circle; up and down join the nodes of one item, and its column header,
/// in another circle. The headers are LinkedNodes too (a LinkedColumn starts with one),
/// joined left and right in a circle through the root. Each header also counts its
/// nodes (`size`, Knuth's LEN) and knows its item. Removing node x from a list is
/// `x->left->right = x->right; x->right->left = x->left`; putting it back is
/// `x->left->right = x; x->right->left = x`, because x still remembers its neighbours.
/// That is the whole trick; cover() and uncover() are built from it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "exact_cover/engine_shell.hpp"
#include "exact_cover/problem.hpp"
#include "exact_cover/search.hpp"

namespace exact_cover {

struct LinkedColumn;

/// One 1 of the matrix (or, as the first part of a LinkedColumn, a column header).
struct LinkedNode {
    /// the previous node of the same option (headers: previous column)
    LinkedNode* left = nullptr;
    /// the next node of the same option (headers: next column)
    LinkedNode* right = nullptr;
    LinkedNode* up = nullptr;        ///< the node above in the same column
    LinkedNode* down = nullptr;      ///< the node below in the same column
    LinkedColumn* column = nullptr;  ///< the header of the node's column
    /// the option (row) the node belongs to; unused in headers
    Option option = 0;
};

/// A column header: a node at the top of its column, plus its size and item.
struct LinkedColumn : LinkedNode {
    /// the number of nodes in the column now (Knuth's LEN, his S field in 2000)
    std::size_t size = 0;
    Item item = 0;  ///< the item the column stands for
};

/// Dancing Links with pointers: Knuth's 2000 algorithm, recursive, for reading. (To
/// watch a search, record it: record_search() makes its choices in its order.)
///
/// Only primary items get column headers in the circle through the root; a secondary
/// item's header is a circle of its own, so it is never chosen but is still covered.
/// The search chooses the column of smallest size, leftmost on ties. The nodes live in
/// vectors sized once, so their addresses never change; the object can be neither
/// copied nor moved.
class PointerDlx : public EngineShell<PointerDlx> {
public:
    /// Builds the links of @p problem.
    explicit PointerDlx(const Problem& problem);
    /// The links point into this object.
    PointerDlx(const PointerDlx&) = delete;
    /// The links point into this object.
    PointerDlx& operator=(const PointerDlx&) = delete;

    // search(), count_solutions() and first_solution() come from EngineShell; the
    // counters follow the same rules as BaselineDlx's, all but its mems, which only
    // the plain engines on arrays count.

    /// Covers the column of item @p item: unlinks the header from its row of headers,
    /// then every node of every option in the column from its own column.
    void cover(Item item);
    /// Undoes cover(@p item), in exactly the reverse order.
    void uncover(Item item);

    /// The header of item @p item, to look at its size and links.
    [[nodiscard]] const LinkedColumn& column(Item item) const { return columns_[item]; }
    /// The root, whose right neighbour is the leftmost uncovered primary column.
    [[nodiscard]] const LinkedNode& root() const noexcept { return root_; }
    /// Every node that stands for a 1 of the matrix, option by option.
    [[nodiscard]] std::span<const LinkedNode> nodes() const noexcept { return nodes_; }

private:
    friend class EngineShell<PointerDlx>;
    void cover(LinkedColumn* c);
    void uncover(LinkedColumn* c);
    Next explore(std::size_t depth);
    void run() { (void)explore(0); }  // the search, started by EngineShell::start()
    // the option of a node the search chose, for EngineShell::report_cover()
    static Option option_of(const LinkedNode* node) noexcept { return node->option; }

    LinkedNode root_;
    std::vector<LinkedColumn> columns_;
    std::vector<LinkedNode> nodes_;
    std::vector<const LinkedNode*> path_;  // the node chosen at each level so far
};

}  // namespace exact_cover
