// Exercise 6.3: write dance() on pointers, without recursion. Edit this file; `cmake
// --workflow --preset exercises` runs its test. The reference answer is in
// code/solutions/ch06/; try without it first.
#include "ch06/pointer_dance.hpp"

namespace exercises {

Dance dance(Links& links) {
    // Your code here: steps X1 to X8 of the chapter on pointers. Keep the node tried at
    // each level in a std::vector<Node*>; entering a level either records a solution
    // (no column right of the root) or covers the smallest column and tries its first
    // node; trying a node covers the columns of its other nodes and enters the next
    // level; coming back uncovers them (in reverse) and tries the node below; a column
    // whose nodes are all tried is uncovered and the level is left.
    return {};
}

}  // namespace exercises
