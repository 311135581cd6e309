// Exercise 6.1, reference solution.
#include "ch06/uncover.hpp"

namespace exercises {

// [start:unhide]
void unhide(ToyLinks& t, int p) {
    for (int q = p + 1; q != p;) {
        if (t.top[q] <= 0) {
            q = t.ulink[q];  // a spacer: back to the first node of the option
        } else {
            relink(t, q);
            ++q;
        }
    }
}
// [end:unhide]

// [start:uncover]
void uncover(ToyLinks& t, int i) {
    const int l = t.llink[i], r = t.rlink[i];
    t.rlink[l] = i;
    t.llink[r] = i;
    // top down, as cover() went: the links still come back, as the chapter argues
    for (int p = t.dlink[i]; p != i; p = t.dlink[p]) unhide(t, p);
}
// [end:uncover]

}  // namespace exercises
