/// @file
/// The remaining matrix: which options and items are still alive while a solver chooses
/// options, with cover and uncover on plain arrays (chapters 4 and 5).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "exact_cover/problem.hpp"
#include "exact_cover/search.hpp"

namespace exact_cover {

/// The part of a problem's 0/1 matrix that is still open after some options were
/// chosen.
///
/// Choosing an option *covers* each of its items: the item's column leaves the matrix,
/// and so does every row (option) that meets it, since an exact cover holds no two
/// options that share an item. What is left is again an exact-cover problem, the
/// remaining matrix, on which propagation (chapter 4) and Algorithm X (chapter 5) work.
///
/// The state is plain arrays: for each option, the item whose covering removed it (or
/// nothing while it is alive); for each item, whether it is covered and its `len`, the
/// number of alive options that contain it. Each item's column, the options containing
/// it, is computed once and never changes; dead options are skipped, not unlinked. That
/// skipping is the cost Dancing Links removes in chapter 6.
///
/// The matrix refers to its problem, which must outlive it.
class RemainingMatrix {
public:
    /// The whole matrix of @p problem: every option alive, no item covered.
    explicit RemainingMatrix(const Problem& problem);
    /// Not from a temporary problem: the matrix would outlive it.
    explicit RemainingMatrix(const Problem&& problem) = delete;

    /// The problem this is the remaining matrix of.
    [[nodiscard]] const Problem& problem() const noexcept { return *problem_; }

    // [start:queries]
    /// True while option @p option is a row of the remaining matrix: it was neither
    /// chosen nor removed because it meets a chosen option.
    [[nodiscard]] bool is_alive(Option option) const noexcept {
        ++mems_;
        return removed_by_[option] == none;
    }
    /// True once item @p item is covered by a chosen option.
    [[nodiscard]] bool is_covered(Item item) const noexcept {
        ++mems_;
        return covered_[item] != 0;
    }
    /// Knuth's LEN: the number of alive options that contain the uncovered item @p
    /// item. (For a covered item it keeps the value it had when the item was covered.)
    [[nodiscard]] std::size_t len(Item item) const noexcept {
        ++mems_;
        return len_[item];
    }
    /// Every option that contains @p item, ascending, alive or not: the item's column
    /// of the full matrix. Skip the options that are not is_alive(). (Its entries are
    /// counted as read.)
    [[nodiscard]] std::span<const Option> column(Item item) const noexcept {
        mems_ += column_offsets_[item + 1] - column_offsets_[item];
        return {column_options_.data() + column_offsets_[item],
                column_options_.data() + column_offsets_[item + 1]};
    }
    // [end:queries]
    /// len() read without counting a mem: for an observer of the search, whose
    /// questions are no work of the search's, so that the counters of a search watched
    /// are those of the same search unwatched.
    [[nodiscard]] std::size_t len_unmetered(Item item) const noexcept {
        return len_[item];
    }

    /// The options chosen so far, in the order they were chosen.
    [[nodiscard]] std::span<const Option> chosen() const noexcept { return chosen_; }
    /// The number of rows left: alive options.
    [[nodiscard]] std::size_t options_remaining() const noexcept {
        return options_remaining_;
    }
    /// The number of columns left: uncovered items, primary and secondary.
    [[nodiscard]] std::size_t items_remaining() const noexcept {
        return items_remaining_;
    }
    /// The number of primary items not yet covered; zero means the chosen options are
    /// an exact cover.
    [[nodiscard]] std::size_t primary_items_remaining() const noexcept {
        return primary_remaining_;
    }
    /// Deletions from the matrix so far, counted as Knuth's dlx1 counts updates: one
    /// per item covered, and one per (option, item) entry removed from another item's
    /// column.
    [[nodiscard]] std::uint64_t updates() const noexcept { return updates_; }
    /// Memory accesses so far, counted as Knuth's programs count mems: one for each
    /// word of the matrix's arrays read or written, by its own operations and by the
    /// questions above (is_alive(), is_covered(), len(), the entries of a column()).
    [[nodiscard]] std::uint64_t mems() const noexcept { return mems_; }

    /// Chooses the alive option @p option: covers each of its items (the reduce step).
    /// A search chooses only alive options; to choose options that may clash (a
    /// puzzle's givens), ask clash_with_chosen() first, as propagate() does.
    /// @throws std::invalid_argument if the option does not exist, was chosen
    ///         already, or shares an item with an option chosen before it (the
    ///         message names both and the item).
    void choose(Option option);
    /// What keeps @p option from being chosen because of the options chosen so far:
    /// the clash with the one that shares an item with it (or with itself, chosen
    /// already), as TunedDlx::choose() returns it; nothing when it is alive.
    /// @throws std::invalid_argument if the option does not exist or was eliminated.
    [[nodiscard]] std::optional<Clash> clash_with_chosen(Option option) const;
    /// Undoes the last choose(): uncovers its items in exact reverse order (the restore
    /// step).
    /// @throws std::logic_error if nothing is chosen, or if an eliminate() came after
    ///         the last choose() (undo_to() undoes both kinds).
    void unchoose();

    /// Removes the alive option @p option without choosing it: it can be in no cover
    /// that extends the chosen options, as propagation's rules prove (chapter 8). Its
    /// items stay uncovered; each loses the option from its column.
    /// @throws std::invalid_argument if the option does not exist or is not alive.
    void eliminate(Option option);
    /// A mark of the matrix's history: the number of choose() and eliminate() calls not
    /// yet undone. undo_to() goes back to it.
    [[nodiscard]] std::size_t history() const noexcept { return history_.size(); }
    /// Undoes choose() and eliminate() calls, the latest first, until history() is
    /// @p mark: how a search takes back a whole node's propagation at once.
    void undo_to(std::size_t mark);

private:
    static constexpr Item none = static_cast<Item>(-1);
    // removed_by_ of an option eliminated rather than removed by a cover
    static constexpr Item eliminated = none - 1;
    struct Change {  // one entry of the history
        Option option;
        bool chose;  // choose(), or eliminate()
    };

    void cover(Item item);
    void uncover(Item item);
    void remove(Option option, Item item);
    void restore(Option option, Item item);
    [[noreturn]] void reject(Option option) const;

    const Problem* problem_;
    std::vector<std::size_t> column_offsets_;
    std::vector<Option> column_options_;
    // per option: the item whose cover removed it, or none
    std::vector<Item> removed_by_;
    std::vector<std::uint8_t> covered_;  // per item
    std::vector<std::size_t> len_;       // per item
    std::vector<Option> chosen_;
    std::vector<Change> history_;
    std::size_t options_remaining_ = 0;
    std::size_t items_remaining_ = 0;
    std::size_t primary_remaining_ = 0;
    std::uint64_t updates_ = 0;
    // Counting a read does not change the matrix, so the const questions count too.
    mutable std::uint64_t mems_ = 0;
};

}  // namespace exact_cover
