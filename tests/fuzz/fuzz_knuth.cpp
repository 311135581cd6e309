// libFuzzer target: exact_cover::read_knuth_format on any bytes; a problem that is read
// is then solved by Dancing Links (Algorithm C when it has colours) and by dancing
// cells, plain and tuned, within a small node budget, their covers checked and, when
// both searches end within it, their counts compared, so the engines are fuzzed too
// (the two of dancing cells walk one tree, so all their counters must agree).
// KnuthFormatError is the right answer to bad input; anything else is a bug.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <stdexcept>
#include <string>

#include "exact_cover/colour_dlx.hpp"
#include "exact_cover/dancing_cells.hpp"
#include "exact_cover/knuth_format.hpp"
#include "exact_cover/tuned_cells.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "exact_cover/verify.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    try {
        const exact_cover::Problem problem = exact_cover::read_knuth_format(in);
        const auto check = [&](std::span<const exact_cover::Option> cover) {
            if (!exact_cover::check_cover(problem, cover).ok())
                throw std::logic_error("not an exact cover");
            return exact_cover::Next::proceed;
        };
        const exact_cover::Limits budget{.nodes = 2000};
        const exact_cover::SearchResult links =
            problem.has_colours()
                ? exact_cover::ColourDlx(problem).search(check, budget)
                : exact_cover::TunedDlx(problem).search(check, budget);
        const exact_cover::SearchResult cells =
            exact_cover::DancingCells(problem).search(check, budget);
        if (!links.stopped() && !cells.stopped() && links.solutions != cells.solutions)
            throw std::logic_error("the engines count different covers");
        const exact_cover::SearchResult tuned =
            exact_cover::TunedCells(problem).search(check, budget);
        if (tuned.solutions != cells.solutions || tuned.nodes != cells.nodes ||
            tuned.updates != cells.updates || tuned.ending != cells.ending)
            throw std::logic_error("the tuned dancing cells walk another tree");
    } catch (const exact_cover::KnuthFormatError&) {}
    return 0;
}
