// Exercise 8.1 (chapter 8): the least constraining value first.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace exercises {

/// The values of @p domain (bit v - 1 set for value v) in the order the CSP solver
/// tries them: the value that the fewest of @p peer_domains contain first (it rules out
/// the fewest candidates elsewhere), smaller values first on ties.
std::vector<std::size_t> least_constraining_order(
    std::uint64_t domain, std::span<const std::uint64_t> peer_domains);

}  // namespace exercises
