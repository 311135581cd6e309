/// @file
/// What every engine of the book does around its own steps, written once: the three
/// ways to call a search, starting a run, counting a node, reporting a cover.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "exact_cover/problem.hpp"
#include "exact_cover/search.hpp"

namespace exact_cover {

/// The most entries (of 8 bytes) that an engine which saves its state level by level
/// (the trail of the cells engines, chapter 13) may hold for a problem whose options
/// hold @p nodes entries in all: 64 per entry, and at least 2^24 (128 MB). A trail
/// grows with depth × active items, which a deep, narrow problem (a chain of one-item
/// options) makes quadratic in the problem's size; past this limit the search ends
/// with Ending::budget, as at a spent node budget, instead of exhausting the memory.
[[nodiscard]] constexpr std::size_t trail_limit(std::size_t nodes) noexcept {
    constexpr std::size_t least = std::size_t{1} << 24;
    return 64 * nodes > least ? 64 * nodes : least;
}

/// The shell of an engine: search(), count_solutions() and first_solution(), and the
/// accounting every search shares, so that an engine writes only its own steps.
///
/// An engine derives from EngineShell<Engine> (the curiously recurring template
/// pattern: the shell calls the engine's members without a virtual call) and defines
///
/// - `void run()`: its search, on the run that %start() set up: the visitor visit_
///   (null when only counting), the limits limits_ and the counters result_;
/// - `Option option_of(Node node) const`: the option that a node it chose belongs to,
///   for %report_cover().
///
/// @tparam Engine the engine, which derives from this class
/// @tparam Result what its searches return: SearchResult, or a type derived from it
///         with counters of the engine's own (ColourResult)
template <class Engine, class Result = SearchResult>
class EngineShell {
public:
    /// Passes every exact cover to @p visit (the options in the order the search chose
    /// them) until the visitor answers Next::stop or a limit of @p limits is reached.
    /// Returns what the search did.
    Result search(const SolutionVisitor& visit, Limits limits = {}) {
        return start(&visit, limits);
    }
    /// Counts the exact covers, no further than @p limits allow (Limits::solutions = 2
    /// decides uniqueness).
    [[nodiscard]] Result count_solutions(Limits limits = {}) {
        return start(nullptr, limits);
    }
    /// The first exact cover the search finds, or nothing if there is none.
    [[nodiscard]] std::optional<std::vector<Option>> first_solution() {
        return first_solution_of(*this);
    }

protected:
    EngineShell() = default;

    // [start:start]
    /// Starts a run: fresh counters, and @p steps (the engine's search, a function of
    /// no arguments) called unless there is nothing to search for; then the profile's
    /// empty levels at the end are dropped and the result returned whole.
    template <class Steps>
    Result start(const SolutionVisitor* visit, const Limits& limits, Steps steps) {
        result_ = Result{};
        if (may_search(result_, limits)) {
            visit_ = visit;
            limits_ = limits;
            steps();
            visit_ = nullptr;
        }
        while (!result_.profile.empty() && result_.profile.back() == 0)
            result_.profile.pop_back();
        return std::move(result_);
    }
    /// %start() with the engine's own run().
    Result start(const SolutionVisitor* visit, const Limits& limits) {
        return start(visit, limits, [this] { static_cast<Engine&>(*this).run(); });
    }
    // [end:start]

    // [start:enter_node]
    /// What an engine asks before it tries an option at depth @p depth (the number of
    /// choices above it): false when the node budget is spent or the search was
    /// interrupted (result_.ending says which); otherwise the node is counted.
    [[nodiscard]] bool enter_node(std::size_t depth) {
        if (!may_visit(result_, limits_)) return false;
        count_node(result_, depth);
        return true;
    }

    /// What an engine does when every primary item is covered: the cover is the
    /// options @p chosen before the search (a Sudoku's givens), then the options of
    /// the nodes @p nodes chosen by the search, level by level; it is passed to the
    /// visitor, if there is one, and counted. Returns whether the search goes on.
    template <class Nodes>
    [[nodiscard]] Next report_cover(const Nodes& nodes,
                                    std::span<const Option> chosen = {}) {
        return report_cover_to(result_, nodes, chosen);
    }
    /// %report_cover() for an engine that keeps its counters in @p result, a variable
    /// of its own search, while it runs.
    template <class Nodes>
    [[nodiscard]] Next report_cover_to(SearchResult& result, const Nodes& nodes,
                                       std::span<const Option> chosen = {}) {
        Next verdict = Next::proceed;
        if (visit_ != nullptr) {
            solution_.assign(chosen.begin(), chosen.end());
            for (const auto node : nodes)
                solution_.push_back(static_cast<const Engine&>(*this).option_of(node));
            verdict = (*visit_)(solution_);
        }
        return count_solution(result, limits_, verdict);
    }
    // [end:enter_node]

    Result result_;                           ///< the counters of the run under way
    const SolutionVisitor* visit_ = nullptr;  ///< the run's visitor; none to count
    Limits limits_;                           ///< the run's limits

private:
    std::vector<Option> solution_;  // the cover passed to the visitor
};

}  // namespace exact_cover
