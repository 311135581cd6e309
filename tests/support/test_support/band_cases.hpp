// What the band solver's suites share (tests/ch08: band_solver_tests.cpp and the sweep
// program, band_sweep_tests.cpp): the combinations of the measuring layer's switches,
// their names, and a search's solutions listed in the order found.
#pragma once

#include <string>
#include <vector>

#include "exact_cover/search.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/measuring/band_search.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "test_support/data_slices.hpp"

namespace test_support {

// Every combination of the ideas that shape the tree (the intersection rule, the
// stacks, the branch on configurations), propagating as the defaults say.
inline std::vector<sudoku::measuring::BandOptions> every_band_option() {
    std::vector<sudoku::measuring::BandOptions> all;
    for (int m = 0; m < 8; ++m)
        all.push_back({.triads = (m & 1) != 0,
                       .stacks = (m & 2) != 0,
                       .configurations = (m & 4) != 0});
    return all;
}

// The combination's name, for the messages of failed checks.
inline std::string band_option_name(const sudoku::measuring::BandOptions& o) {
    return std::string("triads ") + (o.triads ? "on" : "off") + ", stacks " +
           (o.stacks ? "on" : "off") + ", configurations " +
           (o.configurations ? "on" : "off");
}

// A search's counters and its solutions, as lines, in the order found.
struct Listed {
    exact_cover::SearchResult result;
    std::vector<std::string> found;
};

// What @p solver finds on @p puzzle within @p limits, listed.
template <class Solver>
Listed listed(Solver& solver, const sudoku::Grid& puzzle, exact_cover::Limits limits) {
    Listed run;
    run.result = solver.solve(
        puzzle,
        [&](const sudoku::Grid& g) {
            run.found.push_back(sudoku::format_line(g));
            return exact_cover::Next::proceed;
        },
        limits);
    return run;
}

}  // namespace test_support
