// Exercise 6.3: write cover(), uncover() and dance() on pointers. Edit this file;
// `cmake --workflow --preset exercises` runs its test. The reference answer is in
// code/solutions/ch06/; try without it first.
#include "ch06/pointer_dance.hpp"

namespace exercises {

void cover(Column* c, std::uint64_t& updates) {
    // Your code here: take the header out of the row of headers; then, for each node i
    // down the column and each other node j right along i's option, take j out of its
    // column and make the column one shorter. Count every removal in `updates`.
}

void uncover(Column* c) {
    // Your code here: the same, in reverse: up the column, left along each option, each
    // node put back between the neighbours it remembers; the header last.
}

Dance dance(Links& links) {
    // Your code here: a recursive search. No column right of the root: record a
    // solution. Otherwise cover the smallest column (leftmost on ties) and, for each
    // node r down it, count a node, cover the columns of r's other nodes, search
    // deeper, uncover them in the reverse order; finally uncover the column.
    return {};
}

}  // namespace exercises
