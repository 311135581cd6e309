/// @file
/// Algorithm C of TAOCP 7.2.2.1 (Knuth's program dlx2): Dancing Links with colour
/// controls, where options that give a secondary item the same colour may share it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "exact_cover/baseline_dlx.hpp"
#include "exact_cover/engine_shell.hpp"
#include "exact_cover/problem.hpp"
#include "exact_cover/search.hpp"

namespace exact_cover {

/// What a search with colours did: SearchResult's counters, and the cleansings.
struct ColourResult : SearchResult {
    /// dlx2's *cleansings*: one for each purification of an item, and one for each node
    /// of an option that agrees with the chosen colour, marked instead of hidden.
    std::uint64_t cleansings = 0;
};

/// Dancing Links with colours: Algorithm C, step by step as Knuth's dlx2.
///
/// It is chapter 6's BaselineDlx with one field more per node, its colour (0 for none,
/// -1 once *cleansed*), and one operation more. Choosing an option still covers each of
/// its uncoloured items; for a coloured one it *purifies* the item instead: the options
/// in the item's list that give it another colour are hidden, those that give it the
/// same colour are cleansed, marked so that choosing them later does nothing more to
/// that item. The item itself is not covered (it is secondary, never chosen), and
/// unpurify() undoes it all in reverse.
///
/// The counters are dlx2's: the solutions, the nodes (the options tried; dlx2 counts
/// the root too, one more), the updates (a node leaving its item's list, or an item
/// leaving the active list) and the cleansings. The updates and cleansings depend on
/// the order in which an option's items are committed: dlx2 commits them in the order
/// they were written, and so does this engine, in the Problem's order, which is the
/// order they were given in (read_knuth_format keeps the file's).
class ColourDlx : public EngineShell<ColourDlx, ColourResult> {
public:
    /// An index into the node or item arrays, as chapter 6's.
    using Index = BaselineDlx::Index;
    /// One node: Knuth's ULINK, DLINK, TOP and COLOR.
    struct Node {
        Index up;      ///< ULINK: the node above in the item's list
        Index down;    ///< DLINK: the node below in the item's list
        Index top;     ///< TOP: the node's item; LEN in a header; <= 0 in a spacer
        Index colour;  ///< COLOR: 0 none, > 0 a colour, -1 cleansed
    };
    /// One item's horizontal links, as chapter 6's: Knuth's LLINK and RLINK.
    using ItemLinks = BaselineDlx::ItemLinks;

    /// The links of @p problem, colours included, ready to search.
    /// @throws std::length_error if the problem needs 2^31 or more nodes.
    explicit ColourDlx(const Problem& problem);

private:
    friend class EngineShell<ColourDlx, ColourResult>;
    void hide(Index p);
    void unhide(Index p);
    void cover(Index i);
    void uncover(Index i);
    void purify(Index p);
    void unpurify(Index p);
    void commit(Index p);
    void uncommit(Index p);
    Index choose_item();
    Option option_of(Index node) const noexcept;
    void run();  // the search, started by EngineShell::start()

    std::vector<Node> nodes_;
    std::vector<ItemLinks> items_;
    std::vector<Index> choice_;  // the node tried at each level
};

}  // namespace exact_cover
