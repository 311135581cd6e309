// Going faster: Dancing Links: the tuned engine's two node arrays for a small problem,
// as load() lays them out (the links, which the dance changes, and the places, which
// it never does), then the two runs in which a node's option is walked without testing
// for spacers, then the links after the first item is covered. Counts only, no times.
// The places are the engine's insides, read through the measuring layer, which the
// installed library does not show.
#include <iomanip>
#include <iostream>
#include <string>

#include "book/command_line.hpp"
#include "exact_cover/measuring/tuned_search.hpp"
#include "exact_cover/problem.hpp"
#include "exact_cover/tuned_dlx.hpp"

namespace {

using Index = exact_cover::TunedDlx::Index;

// What a node of the arrays is: the root, an item's header, a spacer or an option's
// node.
std::string kind(const exact_cover::TunedDlx& dlx, Index node) {
    const auto items = static_cast<Index>(dlx.item_count());
    if (node == 0) return "root";
    if (node <= items) return "header";
    const exact_cover::TunedDlx::NodePlace place =
        exact_cover::measuring::node_places(dlx)[node];
    if (place.spacer == node) return "spacer";
    return "option " + std::to_string(dlx.option_of(node));
}

void print_arrays(const exact_cover::TunedDlx& dlx) {
    std::cout << "  node  kind         up  down   top  spacer\n";
    const auto links = dlx.node_links();
    const auto places = exact_cover::measuring::node_places(dlx);
    for (Index node = 0; node < static_cast<Index>(links.size()); ++node)
        std::cout << std::setw(6) << node << "  " << std::left << std::setw(10)
                  << kind(dlx, node) << std::right << std::setw(5) << links[node].up
                  << std::setw(6) << links[node].down << std::setw(6)
                  << places[node].top << std::setw(8) << places[node].spacer << '\n';
}

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli(
        "Going faster: the tuned Dancing Links' arrays, small problem");
    if (const auto status = cli.parse(argc, argv)) return *status;
    // [start:problem]
    // primary items a, b, c (numbered 0, 1, 2); options 0: a b c, 1: a c, 2: b
    exact_cover::Problem problem({"a", "b", "c"}, {});
    problem.add_option_by_names({"a", "b", "c"});
    problem.add_option_by_names({"a", "c"});
    problem.add_option_by_names({"b"});
    // [end:problem]
    exact_cover::TunedDlx dlx;
    dlx.load(problem);
    std::cout << "as load() lays them out\n";
    print_arrays(dlx);

    // The walk round node p's option, as hide makes it: from the node after p to the
    // spacer, then from the option's first node (the spacer's up) back to p.
    const auto links = dlx.node_links();
    const auto places = exact_cover::measuring::node_places(dlx);
    const Index p = static_cast<Index>(dlx.item_count()) + 3;  // option 0's node for b
    const Index spacer = places[p].spacer;
    std::cout << "\nthe walk round node " << p << "'s option (" << kind(dlx, p)
              << "), spacer " << spacer << ":\n  first run, from " << p + 1 << " up to "
              << spacer << ":";
    for (Index q = p + 1; q < spacer; ++q) std::cout << ' ' << q;
    std::cout << "\n  second run, from " << links[spacer].up
              << " (the spacer's up) up to " << p << ":";
    for (Index q = links[spacer].up; q < p; ++q) std::cout << ' ' << q;
    std::cout << '\n';

    // Covering a hides the options in its list from the other items' lists: only the
    // links change.
    dlx.cover_item(0);
    std::cout << "\nafter covering item a (node 1)\n";
    print_arrays(dlx);
    dlx.uncover_item(0);
}
