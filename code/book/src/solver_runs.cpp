#include "book/solver_runs.hpp"

#include <stdexcept>

namespace book {

SolverRuns::SolverRuns(const std::string& path) {
    if (path.empty()) return;
    out_.open(path);
    out_ << "set,puzzle,solver,nodes,gave_up,us\n";
    if (!out_) throw std::runtime_error("cannot write " + path);
}

void SolverRuns::row(std::string_view set, std::size_t puzzle, std::string_view solver,
                     std::uint64_t nodes, bool gave_up,
                     std::optional<double> microseconds) {
    if (!out_.is_open()) return;
    out_ << set << ',' << puzzle << ',' << solver << ',' << nodes << ','
         << (gave_up ? 1 : 0) << ',';
    if (microseconds) out_ << *microseconds;
    out_ << '\n';
}

}  // namespace book
