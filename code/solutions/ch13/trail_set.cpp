// Exercise 13.1, a reference answer: remove() pushes the place x was taken from; undo()
// finds x just past the members (removals are undone in reverse, so the last removed
// stands there), and swaps it back with the member that took its place. A swap undoes
// itself.
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
    const std::size_t last = --size_;
    const std::uint32_t place = where_[x];
    const std::uint32_t other = list_[last];
    list_[last] = x;
    list_[place] = other;
    where_[other] = place;
    where_[x] = static_cast<std::uint32_t>(last);
    trail_.push_back(place);  // where x was: the member there now took its place
}

void TrailSet::undo() {
    if (trail_.empty()) throw std::logic_error("undo: nothing removed");
    const std::uint32_t place = trail_.back();
    trail_.pop_back();
    const std::uint32_t x = list_[size_];  // the last removed, just past the members
    const std::uint32_t other = list_[place];
    list_[place] = x;
    list_[size_] = other;
    where_[x] = place;
    where_[other] = static_cast<std::uint32_t>(size_);
    ++size_;
}

}  // namespace exercises
