// Exercise 6.2 (chapter 6): the first k solutions, stopping the search with a visitor.
#pragma once

#include <cstddef>
#include <vector>

#include "exact_cover/dlx.hpp"

namespace exercises {

/// The first @p k solutions that @p dlx finds, in the order it finds them, each as the
/// options it chose. The search must stop as soon as the k-th solution is in (a visitor
/// answering exact_cover::Next::stop), so that dlx.stats().stopped is true then; with
/// k = 0 it must not search at all. Fewer than k solutions come back when there are
/// fewer.
std::vector<std::vector<exact_cover::Option>> first_solutions(
    exact_cover::BaselineDlx& dlx, std::size_t k);

}  // namespace exercises
