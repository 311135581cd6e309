// Exercise 6.1: write unhide() and uncover(), putting the nodes back in the order
// hide() and cover() took them. Edit this file; `cmake --workflow --preset exercises`
// runs its test. The reference answer is in code/solutions/ch06/; try without it first.
#include "ch06/uncover.hpp"

namespace exercises {

void unhide(ToyLinks& t, int p) {
    // Your code here: walk right from p + 1 as hide() does; at a spacer jump with its
    // ulink to the option's first node; relink() every other node; stop back at p.
}

void uncover(ToyLinks& t, int i) {
    // Your code here: put i back between llink[i] and rlink[i], then unhide() each node
    // of i's list, from the top (dlink[i]) down.
}

}  // namespace exercises
