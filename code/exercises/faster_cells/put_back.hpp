// Exercise 1 of "Going faster: dancing cells": a sparse set that takes back a removal
// out of turn.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace exercises {

/// A sparse set of 0 .. n-1 as exact_cover::SparseSet (chapter 13): the members are
/// the first size() entries of a permutation, an inverse array says where each element
/// stands, remove() swaps an element with the last member and shortens the set, and
/// restore() lengthens it again, bringing back every element removed since, the last
/// removed first. Both engines of dancing cells undo only that way, a batch at a time.
/// put_back() takes back one removal in any order instead: the element is a member
/// again and every other element keeps its membership, whenever it was removed.
class PutBackSet {
public:
    /// The set of all of 0 .. @p n - 1, in order.
    explicit PutBackSet(std::size_t n);
    /// How many members the set has.
    [[nodiscard]] std::size_t size() const noexcept;
    /// The members, in the set's present order.
    [[nodiscard]] std::span<const std::uint32_t> members() const noexcept;
    /// True when @p x (below n) is a member.
    [[nodiscard]] bool contains(std::uint32_t x) const;
    /// Where @p x (below n) stands in the permutation: the inverse array.
    [[nodiscard]] std::uint32_t position(std::uint32_t x) const;
    /// Removes member @p x, as SparseSet::remove().
    /// @throws std::invalid_argument if @p x is not a member.
    void remove(std::uint32_t x);
    /// Gives the set back the size @p size it had before some removals, as
    /// SparseSet::restore(): every element removed since is a member again.
    /// @throws std::invalid_argument unless size() <= @p size <= n.
    void restore(std::size_t size);
    /// Makes @p x, removed at any time before, a member again; the set is one longer,
    /// every other element is a member exactly when it was before, and the permutation
    /// and its inverse still agree (position(members()[k]) == k). It moves removed
    /// elements only, among the places from size() on, so that restore() to a size
    /// saved before @p x was removed still brings back exactly the members of then.
    /// @throws std::invalid_argument if @p x is a member.
    void put_back(std::uint32_t x);

private:
    std::vector<std::uint32_t> list_;   // the permutation: the members first
    std::vector<std::uint32_t> where_;  // its inverse: where_[list_[k]] == k
    std::size_t size_ = 0;
};

}  // namespace exercises
