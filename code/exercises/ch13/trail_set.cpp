// Exercise 13.1: make TrailSet::undo() put the members back in order. Edit this file;
// `cmake --workflow --preset exercises` runs its test. The reference answer is in
// code/solutions/ch13/; try without it first.
#include "ch13/trail_set.hpp"

#include <numeric>
#include <stdexcept>

namespace exercises {

TrailSet::TrailSet(std::size_t n) : list_(n), where_(n), size_(n) {
    std::iota(list_.begin(), list_.end(), 0u);
    std::iota(where_.begin(), where_.end(), 0u);
}

std::size_t TrailSet::size() const noexcept { return size_; }

std::span<const std::uint32_t> TrailSet::members() const noexcept {
    return std::span(list_).first(size_);
}

bool TrailSet::contains(std::uint32_t x) const { return where_.at(x) < size_; }

std::uint32_t TrailSet::position(std::uint32_t x) const { return where_.at(x); }

void TrailSet::remove(std::uint32_t x) {
    // SparseSet::remove(): x and the last member change places.
    const std::size_t last = --size_;
    const std::uint32_t place = where_[x];
    const std::uint32_t other = list_[last];
    list_[last] = x;
    list_[place] = other;
    where_[other] = place;
    where_[x] = static_cast<std::uint32_t>(last);
    // Your code here: remember in trail_ what undo() will need. (After the swap, can
    // undo() tell which element to put back? Where it was? Try it on paper with
    // {0, 1, 2, 3}: remove 1, then undo.)
}

void TrailSet::undo() {
    if (size_ == list_.size()) throw std::logic_error("undo: nothing removed");
    // Your code here. Lengthening the set, as SparseSet::restore() does, makes the
    // element a member again, but the member that took its place stays there: the
    // order is not the one before the remove().
    ++size_;
}

}  // namespace exercises
