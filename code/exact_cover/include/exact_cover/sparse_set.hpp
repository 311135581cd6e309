/// @file
/// A sparse set (Briggs and Torczon, 1993): a subset of 0 .. n-1 that loses members
/// by swapping them to its end, and gets them all back by growing again (chapter 13).
#pragma once

#include <cstddef>
#include <cstdint>
#include <numeric>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace exact_cover {

/// A subset of 0 .. n-1 held as a permutation of them: the members are the first
/// size() entries of the permutation, in some order, and an inverse array says where
/// each element stands, so that asking for a member, removing one and putting the
/// removed ones back each take a few steps, whatever n is.
///
/// It starts full, in order. remove() swaps the element with the last member and
/// shortens the set by one: the element now stands just past the members, where
/// restore() finds it again by lengthening the set. Elements come back as a group, all
/// those removed since the set had the size restore() is given; they are members again
/// but the order of the members has changed, which DancingCells never minds. Chapter
/// 12's engine keeps its active items in one.
class SparseSet {
public:
    /// An element, and a place in the permutation.
    using Index = std::uint32_t;

    /// The set of all of 0 .. @p n - 1, in order.
    /// @throws std::length_error if @p n is 2^32 or more.
    explicit SparseSet(std::size_t n) {
        if (n > std::size_t{0xffffffff})
            throw std::length_error("a SparseSet holds fewer than 2^32 elements");
        list_.resize(n);
        std::iota(list_.begin(), list_.end(), Index{0});
        where_ = list_;
        size_ = static_cast<Index>(n);
    }

    /// How many members the set has.
    [[nodiscard]] std::size_t size() const noexcept { return size_; }
    /// The members, in the set's present order.
    [[nodiscard]] std::span<const Index> members() const noexcept {
        return std::span(list_).first(size_);
    }
    /// The @p k-th member (k < size()), without a check: for the inner loops.
    [[nodiscard]] Index operator[](std::size_t k) const noexcept { return list_[k]; }
    /// Where @p x stands in the permutation: below size() for a member, else at or
    /// past it.
    [[nodiscard]] Index position(Index x) const { return where_.at(x); }
    /// True when @p x is a member: one comparison.
    [[nodiscard]] bool contains(Index x) const { return position(x) < size_; }

    // [start:sparse_set]
    /// Removes member @p x: the last member takes x's place, x takes the last place,
    /// and the set is one shorter.
    /// @throws std::invalid_argument if @p x is not a member.
    void remove(Index x) {
        if (!contains(x))
            throw std::invalid_argument(std::to_string(x) + " is not a member");
        const Index last = --size_;
        const Index place = where_[x];
        const Index other = list_[last];  // the last member
        list_[last] = x;
        list_[place] = other;
        where_[other] = place;
        where_[x] = last;
    }

    /// Gives the set back the size @p size it had before some removals: every element
    /// removed since is a member again, whatever the order of the members now.
    /// @throws std::invalid_argument if @p size is smaller than size() or larger than
    ///         the universe.
    void restore(std::size_t size) {
        if (size < size_ || size > list_.size())
            throw std::invalid_argument("restore to " + std::to_string(size) +
                                        " elements: between " + std::to_string(size_) +
                                        " and " + std::to_string(list_.size()));
        size_ = static_cast<Index>(size);
    }
    // [end:sparse_set]

private:
    std::vector<Index> list_;   // the permutation: the members first
    std::vector<Index> where_;  // its inverse: where_[list_[k]] == k
    Index size_ = 0;
};

}  // namespace exact_cover
