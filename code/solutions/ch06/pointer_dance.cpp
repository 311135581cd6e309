// Exercise 6.3, a reference answer: chapter 6's pointer version, with its counters.
#include "ch06/pointer_dance.hpp"

namespace exercises {

void cover(Column* c, std::uint64_t& updates) {
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

void uncover(Column* c) {
    for (Node* i = c->up; i != c; i = i->up)
        for (Node* j = i->left; j != i; j = j->left) {
            ++j->column->size;
            j->down->up = j;
            j->up->down = j;
        }
    c->right->left = c;
    c->left->right = c;
}

namespace {

void search(Links& links, Dance& result, std::vector<exact_cover::Option>& chosen) {
    if (links.root.right == &links.root) {
        result.solutions.push_back(chosen);
        return;
    }
    Column* c = links.root.right->column;
    for (Node* j = c->right; j != &links.root; j = j->right)
        if (j->column->size < c->size) c = j->column;
    cover(c, result.updates);
    for (Node* r = c->down; r != c; r = r->down) {
        ++result.nodes;
        chosen.push_back(r->option);
        for (Node* j = r->right; j != r; j = j->right) cover(j->column, result.updates);
        search(links, result, chosen);
        for (Node* j = r->left; j != r; j = j->left) uncover(j->column);
        chosen.pop_back();
    }
    uncover(c);
}

}  // namespace

Dance dance(Links& links) {
    Dance result;
    std::vector<exact_cover::Option> chosen;
    search(links, result, chosen);
    return result;
}

}  // namespace exercises
