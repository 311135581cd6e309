// Chapter 13: a sparse set at work. The set of 0 .. 5 loses 1, then 5, and gets both
// back by growing to its old size; each line shows the permutation, the members before
// the bar, and the inverse array (where each element stands).
#include <iostream>
#include <string>

#include "book/command_line.hpp"
#include "exact_cover/sparse_set.hpp"

namespace {

// [start:show]
void show(const std::string& step, const exact_cover::SparseSet& s, std::size_t n) {
    std::cout << step << std::string(16 - step.size(), ' ') << "list:";
    for (std::size_t k = 0; k < n; ++k) {
        if (k == s.size()) std::cout << " |";
        // the permutation's k-th entry: members() shows the members, and past them
        // stand the elements removed, the last removed first
        for (exact_cover::SparseSet::Index x = 0; x < n; ++x)
            if (s.position(x) == k) std::cout << ' ' << x;
    }
    if (s.size() == n) std::cout << " |";
    std::cout << "   where:";
    for (exact_cover::SparseSet::Index x = 0; x < n; ++x)
        std::cout << ' ' << s.position(x);
    std::cout << "   size " << s.size() << '\n';
}
// [end:show]

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli("Chapter 13: a sparse set loses members and gets them back");
    if (const auto status = cli.parse(argc, argv)) return *status;
    const std::size_t n = 6;
    // [start:demo]
    exact_cover::SparseSet s(n);
    show("start", s, n);
    s.remove(1);
    show("remove 1", s, n);
    s.remove(5);
    show("remove 5", s, n);
    std::cout << "contains(5): " << (s.contains(5) ? "yes" : "no")
              << ", contains(4): " << (s.contains(4) ? "yes" : "no") << '\n';
    s.restore(n);
    show("restore(6)", s, n);
    // [end:demo]
}
