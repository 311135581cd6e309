// Exercise 1 of "Going faster: dancing cells": write PutBackSet::put_back(). Edit this
// file; `cmake --workflow --preset exercises` runs its test. The reference answer is in
// code/solutions/faster_cells/; try without it first.
#include "faster_cells/put_back.hpp"

#include <numeric>
#include <stdexcept>
#include <string>

namespace exercises {

PutBackSet::PutBackSet(std::size_t n) : list_(n), where_(n), size_(n) {
    std::iota(list_.begin(), list_.end(), 0u);
    std::iota(where_.begin(), where_.end(), 0u);
}

std::size_t PutBackSet::size() const noexcept { return size_; }

std::span<const std::uint32_t> PutBackSet::members() const noexcept {
    return std::span(list_).first(size_);
}

bool PutBackSet::contains(std::uint32_t x) const { return where_.at(x) < size_; }

std::uint32_t PutBackSet::position(std::uint32_t x) const { return where_.at(x); }

void PutBackSet::remove(std::uint32_t x) {
    if (!contains(x))
        throw std::invalid_argument(std::to_string(x) + " is not a member");
    const std::size_t last = --size_;
    const std::uint32_t place = where_[x];
    const std::uint32_t other = list_[last];  // the last member takes x's place
    list_[last] = x;
    list_[place] = other;
    where_[other] = place;
    where_[x] = static_cast<std::uint32_t>(last);
}

void PutBackSet::restore(std::size_t size) {
    if (size < size_ || size > list_.size())
        throw std::invalid_argument("restore to " + std::to_string(size) + " elements");
    size_ = size;
}

void PutBackSet::put_back(std::uint32_t x) {
    if (contains(x)) throw std::invalid_argument(std::to_string(x) + " is a member");
    // Your code here. For now the set is lengthened by one, as restore(size() + 1)
    // would do. Try it on paper with {0, 1, 2, 3}: remove 1, then 3, then put 1 back.
    ++size_;
}

}  // namespace exercises
