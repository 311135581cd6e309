/// @file
/// Exact-cover search with propagation at every node: forced options (singles) and,
/// optionally, the subset rule, applied to a fixed point before each branch (chapter
/// 8).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "exact_cover/problem.hpp"
#include "exact_cover/remaining_matrix.hpp"
#include "exact_cover/search.hpp"
#include "exact_cover/search_observer.hpp"

namespace exact_cover {

/// How much a PropagatingSearch infers at each node.
struct PropagationRules {
    /// The subset rule: if every alive option of primary item A also contains item B,
    /// then B will be covered by whichever option covers A, so B's other options can
    /// never be chosen and are removed. Checked for items A with at most
    /// `subset_max_len` options (0: never). For Sudoku it is the locked-candidates rule
    /// ("pointing" and "claiming").
    std::size_t subset_max_len = 0;
};

/// What propagation inferred during a PropagatingSearch: its own counters, apart, so
/// that a caller that holds any solver's result (sudoku::SolveResult) can keep them.
struct PropagationCounts {
    std::uint64_t forced = 0;      ///< options chosen because an item had no other
    std::uint64_t eliminated = 0;  ///< options removed by the subset rule
    /// nodes where propagation emptied a primary item
    std::uint64_t contradictions = 0;
};

/// What a PropagatingSearch did: the common result (nodes = options tried at branch
/// points, updates = deletions) and what propagation inferred.
struct PropagationResult : SearchResult, PropagationCounts {};

/// Algorithm X that propagates to a fixed point at every node before it branches.
///
/// Plain Algorithm X and Dancing Links already take an item with a single option first,
/// so singles alone change only the bookkeeping: chains of forced options become one
/// node's propagation instead of one node each, and the branch points stay the same.
/// The subset rule is inference that no single item shows; it can cut the tree. The
/// state is chapter 5's RemainingMatrix, whose history takes a node's propagation back
/// in one undo_to(): clarity first, since the point is the tree's size.
class PropagatingSearch {
public:
    /// A search over @p problem with @p rules. The problem must outlive the search.
    PropagatingSearch(const Problem& problem, PropagationRules rules = {});
    /// Not over a temporary problem.
    PropagatingSearch(const Problem&& problem, PropagationRules rules = {}) = delete;

    /// Calls @p visit with each exact cover that contains @p given (options chosen
    /// first, as a Sudoku's givens) until it answers Next::stop or a limit of
    /// @p limits is reached (the node budget counts branch nodes; the profile counts
    /// them by depth, the number of branch choices above them). Givens that share an
    /// item end it at once with Ending::clash. Solutions list the givens, then the
    /// chosen and forced options in the order taken.
    PropagationResult search(const SolutionVisitor& visit,
                             const std::vector<Option>& given = {}, Limits limits = {});
    /// search(), watched: @p observer is told each move as the search makes it
    /// (%search_observer.hpp): an option forced (TraceStep::Kind::force), an item left
    /// with no option (dead_end), an option tried at a branch (try_option, the k-th of
    /// m), a cover (solution), and the options of a node taken back when it is done
    /// (undo: those it tried, and those it forced, the latest first). The subset rule's
    /// eliminations are not moves. The tree and counters are search()'s; an observer's
    /// Next::stop ends it as a spent budget.
    PropagationResult search(const SolutionVisitor& visit,
                             const std::vector<Option>& given, Limits limits,
                             const StepObserver& observer);

private:
    template <class Observer>
    PropagationResult run(const SolutionVisitor& visit,
                          const std::vector<Option>& given, Limits limits,
                          const Observer& watch);
    // false on a contradiction, or when the observer stops the search
    template <class Observer>
    bool propagate(std::size_t depth, const Observer& watch);
    bool subset_rule(std::size_t depth);  // true when it eliminated an option
    // true when the subset rule looked at item @p a with @p need options before, on the
    // current path, and found nothing to remove
    bool known_fruitless(Item a, std::size_t need, std::size_t depth) const;
    // true to stop
    template <class Observer>
    bool branch(const SolutionVisitor& visit, std::size_t depth, const Observer& watch);
    // tells the observer that the options chosen since the first @p kept are taken
    // back, the latest first; false if it stops the search
    template <class Observer>
    bool take_back(std::size_t kept, std::size_t depth, const Observer& watch);

    PropagationRules rules_;
    RemainingMatrix matrix_;
    // scratch for the subset rule: the alive options of the item it looks at (kept
    // between calls, so that the rule allocates nothing once it has run)
    std::vector<Option> options_of_a_;
    // The subset rule's memory, per primary item: its option count when the rule last
    // found nothing to remove for it, and the node where that was (its depth and
    // serial)
    struct Fruitless {
        std::size_t count = 0;
        std::size_t depth = 0;
        std::uint64_t node = 0;  // (0: never; nodes are numbered from 1)
    };
    std::vector<Fruitless> fruitless_;
    std::vector<std::uint64_t> path_;  // the serial of the node at each depth just now
    std::uint64_t nodes_entered_ = 0;  // (never reset: a serial is never reused)
    Limits limits_;
    PropagationResult stats_;
};

}  // namespace exact_cover
