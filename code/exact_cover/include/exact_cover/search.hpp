/// @file
/// What every exact-cover search shares: solution visitors, the item-choice rule, the
/// limits and the result (chapters 5 and 6).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <span>
#include <vector>

#include "exact_cover/problem.hpp"

namespace exact_cover {

// [start:next]
/// What a solution visitor answers: keep searching, or stop now.
enum class Next {
    proceed,  ///< look for more solutions
    stop,     ///< end the search; the solver returns at once
};
// [end:next]

/// Receives each solution as the options chosen, in the order the search chose them.
/// Solutions are rare next to search steps, so a std::function costs nothing
/// measurable.
using SolutionVisitor = std::function<Next(std::span<const Option> solution)>;

/// Which primary item a search branches on next.
enum class ItemChoice {
    /// Knuth's rule: the item with the fewest remaining options, leftmost on ties
    fewest_options,
    first,  ///< simply the leftmost uncovered primary item
};

struct SearchResult;

// [start:progress]
/// A search that tells the world outside how far it has gone while it runs: a page's
/// progress line, a terminal's. The searches ask it every Progress::every nodes, in
/// the one place where they ask about the node budget and the interrupt (may_visit),
/// so every solver reports the same way and none pays more than a test of a null
/// pointer per node when nobody watches.
struct Progress {
    /// How often to report, in nodes: a power of two, so that the test at each node
    /// is a mask. The default is often enough for a progress line (on a 9 x 9 puzzle,
    /// under half a second apart in every solver of the book; the subset rule's
    /// nodes on 25 x 25 take seconds) and rare enough to cost nothing.
    std::uint64_t every = std::uint64_t{1} << 14;
    /// Called with the counters so far (the solutions found, the nodes visited);
    /// answering false ends the search as a raised interrupt does, with
    /// Ending::interrupted. Null: nothing is reported.
    std::function<bool(const SearchResult& so_far)> report = {};
};
// [end:progress]

/// When a search gives up before the whole tree is walked. Every solver of the book
/// takes one; "no limit" is spelled one way, Limits::none, the default of both fields.
struct Limits {
    /// No limit: the largest count, never reached.
    static constexpr std::uint64_t none = std::numeric_limits<std::uint64_t>::max();
    /// Stop once this many solutions are found (2 decides uniqueness).
    std::uint64_t solutions = none;
    /// Give up once this many search nodes are visited: a budget for hard inputs.
    std::uint64_t nodes = none;
    /// A flag raised from outside the search (a signal handler, a Stop button, another
    /// thread) to end it at the next node; null, the default, for a search that runs to
    /// its limits.
    const std::atomic<bool>* interrupt = nullptr;
    /// Told the counters every so many nodes while the search runs (see Progress);
    /// null, the default, for a search nobody watches.
    const Progress* progress = nullptr;

    /// True once the interrupt flag is raised.
    [[nodiscard]] bool interrupted() const noexcept {
        return interrupt != nullptr && interrupt->load(std::memory_order_relaxed);
    }
};

/// Why a search ended.
enum class Ending : std::uint8_t {
    complete,        ///< the whole tree was walked: the count is exact
    visitor,         ///< the visitor answered Next::stop
    solution_limit,  ///< Limits::solutions solutions were found
    /// the effort budget ran out: Limits::nodes (or a solver's own cap, such as the
    /// CSP's rating cap); the count so far is a lower bound
    budget,
    /// the options chosen before the search (a Sudoku's givens) clash: nothing searched
    clash,
    /// Limits::interrupt was raised: the counts so far are lower bounds
    interrupted,
    /// a figure passed the largest value its type holds (an estimate's path weight
    /// past the largest double, about 1.8e308): the figures mean nothing
    overflow,
};

// clang-format off: the table's columns are its meaning
/// What one search did, returned by value by every solver of the book: the solutions
/// found, the counters, defined as in Knuth's dlx1 so runs can be compared with his
/// programs, and why it ended.
///
/// Every engine counts the solutions and the nodes; what else each counts:
///
///     engine             updates  mems  profile  more (a result derived from this one)
///     AlgorithmX         yes      yes   yes
///     PropagatingSearch  yes      no    yes      forced, eliminated, contradictions
///     PointerDlx         yes      no    yes
///     BaselineDlx        yes      yes   yes
///     TunedDlx           yes      no    yes
///     ColourDlx          yes      no    yes      cleansings (ColourResult)
///     DancingCells       yes      yes   yes      doomed, trail_mems
///     TunedCells         yes      no    yes      doomed (in its version counting mems)
///
/// The mems are counted by the plain engines, whose costs the book compares, and by the
/// measuring layer's version of TunedCells that counts them; the engines tuned for
/// speed leave them 0.
// clang-format on
struct SearchResult {
    std::uint64_t solutions = 0;  ///< solutions found (and passed to the visitor)
    /// search-tree nodes: each option tried at some level
    std::uint64_t nodes = 0;
    /// list removals (DLX) or deletions from the remaining matrix
    std::uint64_t updates = 0;
    /// memory accesses as Knuth's programs count them: a read or a write of one word
    /// of the engine's arrays (two fields read together from one 8-byte word count
    /// once); 0 from the engines that do not count them (see the table above)
    std::uint64_t mems = 0;
    /// options a level tried and abandoned as doomed before they became nodes (a hide
    /// would have left an active primary item with no option); counted by
    /// DancingCells, and by TunedCells where it counts the mems; 0 from the other
    /// engines, which make such an option a node and find the empty item below it
    std::uint64_t doomed = 0;
    /// of the mems, those spent saving and restoring the sizes of the sets (dancing
    /// cells' trail), so that their share of the cost can be read; counted by
    /// DancingCells, 0 from the other engines
    std::uint64_t trail_mems = 0;
    /// profile[d]: nodes at depth d (d = 0 is the first choice)
    std::vector<std::uint64_t> profile;
    Ending ending = Ending::complete;  ///< why the search ended
    /// True when the search ended early: a visitor, a limit, clashing choices or an
    /// interrupt.
    [[nodiscard]] bool stopped() const noexcept { return ending != Ending::complete; }
    /// True when the node budget ran out, so that the answer is not known.
    [[nodiscard]] bool gave_up() const noexcept { return ending == Ending::budget; }
};

/// Two options chosen before a search (a Sudoku's givens) that share an item, so that
/// no exact cover can contain both: an expected outcome, reported as a value.
struct Clash {
    Option option;  ///< the option that could not be chosen
    Option chosen;  ///< the option chosen before it (the same one if chosen twice)
    Item item;      ///< an item both contain
};

// [start:count_solution]
/// What every solver does with a solution it found, in one place: counts it in
/// @p result and says whether the search goes on, given @p verdict (the visitor's
/// answer, or Next::proceed when there is no visitor) and the solution limit of
/// @p limits. When the search must stop, it sets `result.ending` to say why.
[[nodiscard]] inline Next count_solution(SearchResult& result, const Limits& limits,
                                         Next verdict) noexcept {
    ++result.solutions;
    if (verdict == Next::stop) {
        result.ending = Ending::visitor;
        return Next::stop;
    }
    if (result.solutions >= limits.solutions) {
        result.ending = Ending::solution_limit;
        return Next::stop;
    }
    return Next::proceed;
}
// [end:count_solution]

// [start:may_search]
/// What every solver asks before it searches, in one place: false when there is
/// nothing to search for (a solution limit of 0), and then `result.ending` says so.
[[nodiscard]] inline bool may_search(SearchResult& result,
                                     const Limits& limits) noexcept {
    if (limits.solutions != 0) return true;
    result.ending = Ending::solution_limit;
    return false;
}
// [end:may_search]

// [start:may_visit]
/// What every solver asks before it visits another node, in one place: false when
/// the search must end there, because the node budget of @p limits is spent or the
/// search was interrupted (by the flag, or by its progress report answering false),
/// and then `result.ending` says which.
[[nodiscard]] inline bool may_visit(SearchResult& result, const Limits& limits) {
    if (result.nodes == limits.nodes) {
        result.ending = Ending::budget;
        return false;
    }
    if (limits.interrupted() ||  // the flag, or the report answering false
        (limits.progress != nullptr &&
         (result.nodes & (limits.progress->every - 1)) == 0 &&
         limits.progress->report && !limits.progress->report(result))) {
        result.ending = Ending::interrupted;
        return false;
    }
    return true;
}

/// What every solver does at a node it visits, in one place: counts it in
/// `result.nodes` and in the profile at @p depth (the number of choices above it).
inline void count_node(SearchResult& result, std::size_t depth) {
    ++result.nodes;
    if (result.profile.size() <= depth) result.profile.resize(depth + 1, 0);
    ++result.profile[depth];
}
// [end:may_visit]

/// The first exact cover that @p engine's search() finds, or nothing if there is none:
/// the search with a visitor that keeps the solution and stops. What every engine's
/// first_solution() does.
template <class Engine>
[[nodiscard]] std::optional<std::vector<Option>> first_solution_of(Engine& engine) {
    std::optional<std::vector<Option>> first;
    (void)engine.search([&first](std::span<const Option> solution) {
        first.emplace(solution.begin(), solution.end());
        return Next::stop;
    });
    return first;
}

}  // namespace exact_cover
