// Exercise 6.3, a reference answer: the pointer version's search on a stack of levels,
// steps X1 to X8 as the index-array engine takes them.
#include "ch06/pointer_dance.hpp"

namespace exercises {

namespace {

// The smallest primary column, leftmost on ties (X3).
Column* smallest_column(Links& links) {
    Column* c = links.root.right->column;
    for (Node* j = c->right; j != &links.root; j = j->right)
        if (j->column->size < c->size) c = j->column;
    return c;
}

}  // namespace

Dance dance(Links& links) {
    Dance result;
    std::vector<Node*> tried;  // X1: tried[l] is the node x_l tried at level l
    bool down = true;          // entering a new level (X2), or back from one (X6)
    for (;;) {
        if (down && links.root.right == &links.root) {  // X2: a solution
            std::vector<exact_cover::Option> options;
            for (const Node* x : tried) options.push_back(x->option);
            result.solutions.push_back(std::move(options));
            down = false;
            continue;
        }
        if (down) {  // X3, X4: cover the smallest column; its first node is next
            Column* const c = smallest_column(links);
            cover(c, result.updates);
            tried.push_back(c->down);
        } else {  // X6: undo the node tried at this level; the one below is next
            if (tried.empty()) return result;
            Node* const x = tried.back();
            for (Node* j = x->left; j != x; j = j->left) uncover(j->column);
            tried.back() = x->down;
        }
        Node* const x = tried.back();  // X5: try x, unless the column is done
        if (x == x->column) {          // X7, X8: uncover it and leave the level
            uncover(x->column);
            tried.pop_back();
            down = false;
            continue;
        }
        ++result.nodes;
        for (Node* j = x->right; j != x; j = j->right) cover(j->column, result.updates);
        down = true;
    }
}

}  // namespace exercises
