// Exercise 6.1, reference solution.
#include "ch06/uncover.hpp"

namespace exercises {

// [start:unhide]
void unhide(ToyLinks& t, int p) {
    for (int q = p - 1; q != p;) {
        const int x = t.top[q], u = t.ulink[q], d = t.dlink[q];
        if (x <= 0) {
            q = d;  // a spacer: on to the last node of the option
        } else {
            t.dlink[u] = q;
            t.ulink[d] = q;
            ++t.top[x];
            --q;
        }
    }
}
// [end:unhide]

// [start:uncover]
void uncover(ToyLinks& t, int i) {
    const int l = t.llink[i], r = t.rlink[i];
    t.rlink[l] = i;
    t.llink[r] = i;
    // bottom up: the reverse of cover
    for (int p = t.ulink[i]; p != i; p = t.ulink[p]) unhide(t, p);
}
// [end:uncover]

}  // namespace exercises
