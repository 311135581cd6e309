// Exercise 13.1 (chapter 13): a sparse set whose removals are undone one at a time,
// each putting the members back in the order they had.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace exercises {

/// A sparse set of 0 .. n-1 as exact_cover::SparseSet (chapter 13): the members are
/// the first size() entries of a permutation, an inverse array says where each element
/// stands, and remove() swaps an element with the last member and shortens the set.
/// Unlike SparseSet, whose restore() brings the removed elements back as a group in a
/// new order, undo() takes back the last removal alone and leaves the permutation
/// exactly as it was before it, as Dancing Links' restores do: what a sparse-set engine
/// would need to try its options, and break its ties, in Dancing Links' fixed order.
/// (Knuth's ssxc0 undid its removals one at a time too, but only by lengthening the
/// sets, as SparseSet::restore() does.)
class TrailSet {
public:
    /// The set of all of 0 .. @p n - 1, in order.
    explicit TrailSet(std::size_t n);
    /// How many members the set has.
    [[nodiscard]] std::size_t size() const noexcept;
    /// The members, in the set's present order.
    [[nodiscard]] std::span<const std::uint32_t> members() const noexcept;
    /// True when @p x (below n) is a member.
    [[nodiscard]] bool contains(std::uint32_t x) const;
    /// Where @p x (below n) stands in the permutation: the inverse array.
    [[nodiscard]] std::uint32_t position(std::uint32_t x) const;
    /// Removes member @p x, as SparseSet::remove(), remembering what undo() needs.
    void remove(std::uint32_t x);
    /// Takes back the last remove() not yet taken back: @p x is a member again and
    /// every entry of the permutation and of its inverse is as it was before that
    /// remove(). Undoing the removals in reverse order puts the set back as it began.
    /// @throws std::logic_error if every removal is undone already.
    void undo();

private:
    std::vector<std::uint32_t> list_;   // the permutation: the members first
    std::vector<std::uint32_t> where_;  // its inverse
    std::size_t size_ = 0;
    std::vector<std::uint32_t> trail_;  // for your use: what undo() needs
};

}  // namespace exercises
