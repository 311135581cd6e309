#include "exact_cover/knuth_format.hpp"

namespace exact_cover {

// [start:write_knuth_format]
void write_knuth_format(std::ostream& out, const Problem& problem) {
    for (Item i = 0; i < problem.item_count(); ++i) {
        if (i > 0) out << ' ';
        if (i == problem.primary_count()) out << "| ";
        out << problem.item_name(i);
    }
    out << '\n';
    for (Option o = 0; o < problem.option_count(); ++o) {
        const char* separator = "";
        for (Item i : problem.option(o)) {
            out << separator << problem.item_name(i);
            separator = " ";
        }
        out << '\n';
    }
}
// [end:write_knuth_format]

}  // namespace exact_cover
