/// @file
/// The one way to watch a search: the search tells an observer each move it makes, as
/// it makes it. The Try it page's player records a search that way
/// (search_trace.hpp), and so may any program. A search takes its observer as a type:
/// Unobserved, the default, does nothing and compiles away, so the plain search is the
/// same walk with no cost added; StepObserver takes any function.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>

#include "exact_cover/search.hpp"

namespace exact_cover {

// [start:trace_step]
/// One move of a search, and why it was made: what a search tells its observer.
struct TraceStep {
    /// What happened.
    enum class Kind : std::uint8_t {
        /// the search tried `option`, the k-th of the m options of `item`, the item it
        /// branched on (m = 1: the item had one option left, a forced move)
        try_option = 1,
        /// propagation chose `option` because `item` had no other option left
        force = 2,
        /// `option` was taken back: its branch is done, or its node failed
        undo = 3,
        /// `item` has no option left: a dead end, the search backs up
        dead_end = 4,
        /// every primary item is covered: the options chosen are an exact cover
        solution = 5,
    };
    Kind kind = Kind::try_option;  ///< what happened
    /// the number of branch choices on the path to this step (0 at the root)
    std::uint32_t depth = 0;
    std::int64_t item = -1;    ///< the item the move is about, or -1
    std::int64_t option = -1;  ///< the option chosen or taken back, or -1
    std::uint32_t k = 0;       ///< which option of the item's list (from 1), or 0
    std::uint32_t m = 0;       ///< the options the item had left, or 0
    std::uint64_t nodes = 0;   ///< search nodes so far, this step included
};
// [end:trace_step]

/// The observer of a search that nobody watches, the default: it answers every move
/// with Next::proceed, a constant, so the compiler removes the calls and whatever they
/// alone needed.
struct Unobserved {
    /// Takes no note of the move.
    constexpr Next operator()(const TraceStep& /*move*/) const noexcept {
        return Next::proceed;
    }
};

/// An observer that is any function of a move: what a program passes to watch a
/// search (record_search() passes one that writes the moves down). Its answer
/// Next::stop ends the search, as a spent budget does (see observe()).
using StepObserver = std::function<Next(const TraceStep& move)>;

// [start:observe]
/// What every watched search does with a move, in one place: tells @p observer the
/// move (@p kind at @p depth, about @p item and @p option, -1 for none, the k-th of m;
/// see TraceStep), with the search nodes counted so far in @p result, and answers
/// whether the search goes on. An observer that answers Next::stop ends the search as
/// a spent budget does (`result.ending` is Ending::budget): watching is effort, and a
/// recorder's budget of steps is a budget like the nodes'.
template <class Observer>
[[nodiscard]] bool observe(const Observer& observer, SearchResult& result,
                           TraceStep::Kind kind, std::size_t depth,
                           std::int64_t item = -1, std::int64_t option = -1,
                           std::size_t k = 0, std::size_t m = 0) {
    const TraceStep move{
        kind,        static_cast<std::uint32_t>(depth), item,
        option,      static_cast<std::uint32_t>(k),     static_cast<std::uint32_t>(m),
        result.nodes};
    if (observer(move) == Next::proceed) return true;
    result.ending = Ending::budget;
    return false;
}
// [end:observe]

}  // namespace exact_cover
