/// @file
/// The one file format of the book's solver comparisons (chapters 5 and 8, and their
/// figures): a CSV line per puzzle and solver, with one header.
#pragma once

#include <cstdint>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>

namespace book {

/// Writes `set,puzzle,solver,nodes,gave_up,us` lines to a file: the set, the puzzle's
/// number in it (from 1), the solver's name, its search nodes, 1 when it ran out of
/// budget, and its microseconds, empty when the run was not timed. A path that is empty
/// writes nothing; every row is then ignored.
class SolverRuns {
public:
    /// Opens @p path (if not empty) and writes the header.
    /// @throws std::runtime_error naming the path when it cannot be written.
    explicit SolverRuns(const std::string& path);
    /// One puzzle and solver.
    void row(std::string_view set, std::size_t puzzle, std::string_view solver,
             std::uint64_t nodes, bool gave_up,
             std::optional<double> microseconds = {});

private:
    std::ofstream out_;
};

}  // namespace book
