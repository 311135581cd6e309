// Exercise 6.1: write unhide() and uncover(). Edit this file; `cmake --workflow
// --preset exercises` runs its test. The reference answer is in code/solutions/ch06/;
// try without it first.
#include "ch06/uncover.hpp"

namespace exercises {

void unhide(ToyLinks& t, int p) {
    // Your code here: walk left from p (q = p - 1, ...); at a spacer jump with its
    // dlink to the option's last node; put every other node q back: dlink[ulink[q]] =
    // q, ulink[dlink[q]] = q, and add 1 to the LEN of its item.
}

void uncover(ToyLinks& t, int i) {
    // Your code here: put i back between llink[i] and rlink[i], then unhide() each node
    // of i's list from the bottom (ulink[i]) up.
}

}  // namespace exercises
