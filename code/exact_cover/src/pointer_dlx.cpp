#include "exact_cover/pointer_dlx.hpp"

namespace exact_cover {

PointerDlx::PointerDlx(const Problem& problem)
    : columns_(problem.item_count()), nodes_(problem.entry_count()) {
    problem.require_no_colours("PointerDlx");
    // The headers: primary columns in a circle through the root, secondary ones alone.
    root_.left = root_.right = &root_;
    for (Item i = 0; i < problem.item_count(); ++i) {
        LinkedColumn& c = columns_[i];
        c.item = i;
        c.column = &c;  // a header is the column of itself
        c.up = c.down = &c;
        if (problem.is_primary(i)) {
            c.left = root_.left;
            c.right = &root_;
            root_.left->right = &c;
            root_.left = &c;
        } else {
            c.left = c.right = &c;
        }
    }
    // The nodes: each option a circle, each node at the bottom of its column.
    std::size_t k = 0;
    for (Option o = 0; o < problem.option_count(); ++o) {
        LinkedNode* first = nullptr;
        for (Item i : problem.option(o)) {
            LinkedNode& x = nodes_[k++];
            LinkedColumn& c = columns_[i];
            x.option = o;
            x.column = &c;
            x.up = c.up;
            x.down = &c;
            c.up->down = &x;
            c.up = &x;
            ++c.size;
            if (first == nullptr) {
                first = x.left = x.right = &x;
            } else {
                x.left = first->left;
                x.right = first;
                first->left->right = &x;
                first->left = &x;
            }
        }
    }
}

void PointerDlx::cover(Item item) { cover(&columns_[item]); }

void PointerDlx::uncover(Item item) { uncover(&columns_[item]); }

// [start:pointer_dlx]
// Covers column c: its header leaves the row of headers, and every other node of every
// option in the column leaves its own column.
void PointerDlx::cover(LinkedColumn* c) {
    c->right->left = c->left;
    c->left->right = c->right;
    ++result_.updates;
    for (LinkedNode* i = c->down; i != c; i = i->down)
        for (LinkedNode* j = i->right; j != i; j = j->right) {
            j->down->up = j->up;
            j->up->down = j->down;
            --j->column->size;
            ++result_.updates;
        }
}

// Undoes cover(c) in exactly the reverse order: bottom to top, right to left, and the
// header last. Each node goes back between the neighbours it remembers.
void PointerDlx::uncover(LinkedColumn* c) {
    for (LinkedNode* i = c->up; i != c; i = i->up)
        for (LinkedNode* j = i->left; j != i; j = j->left) {
            ++j->column->size;
            j->down->up = j;
            j->up->down = j;
        }
    c->right->left = c;
    c->left->right = c;
}

// Algorithm X on the links: choose the smallest column (leftmost on ties), cover it,
// and try each option in it: cover the option's other columns, search deeper, uncover
// them in the reverse order. Returns Next::stop when the search must end.
Next PointerDlx::explore(std::size_t depth) {
    if (root_.right == &root_)  // no primary column left: the options are a cover
        return report_cover(path_);
    LinkedColumn* c = root_.right->column;
    for (LinkedNode* j = c->right; j != &root_; j = j->right)
        if (j->column->size < c->size) c = j->column;
    cover(c);
    Next next = Next::proceed;
    for (LinkedNode* r = c->down; r != c && next == Next::proceed; r = r->down) {
        if (!enter_node(depth)) {  // the node budget is spent, or interrupted
            next = Next::stop;
            break;
        }
        path_.push_back(r);
        for (LinkedNode* j = r->right; j != r; j = j->right) cover(j->column);
        next = explore(depth + 1);
        for (LinkedNode* j = r->left; j != r; j = j->left) uncover(j->column);
        path_.pop_back();
    }
    uncover(c);
    return next;
}
// [end:pointer_dlx]

}  // namespace exact_cover
