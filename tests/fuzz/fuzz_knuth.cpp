// libFuzzer target: exact_cover::read_knuth_format on any bytes; a problem that is read
// is then solved by Dancing Links (Algorithm C when it has colours) within a small node
// budget and its covers checked, so the engines are fuzzed too. KnuthFormatError is the
// right answer to bad input; anything else is a bug.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <stdexcept>
#include <string>

#include "exact_cover/colour_dlx.hpp"
#include "exact_cover/knuth_format.hpp"
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
        if (problem.has_colours())
            (void)exact_cover::ColourDlx(problem).search(check, {.nodes = 2000});
        else
            (void)exact_cover::TunedDlx(problem).search(check, {.nodes = 2000});
    } catch (const exact_cover::KnuthFormatError&) {}
    return 0;
}
