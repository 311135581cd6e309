// Exercise 6.2 (chapter 6): the first k solutions, stopping the search with a visitor.
#pragma once

#include <cstddef>
#include <vector>

#include "exact_cover/baseline_dlx.hpp"

namespace exercises {

/// The first solutions of a search, and what the search did.
struct FirstSolutions {
    /// each solution as the options it chose, in the order found
    std::vector<std::vector<exact_cover::Option>> solutions;
    exact_cover::SearchResult result;  ///< what the search returned
};

/// The first @p k solutions that @p dlx finds, in the order it finds them. The search
/// must stop as soon as the k-th solution is in, by a visitor answering
/// exact_cover::Next::stop, so that the result's ending is
/// exact_cover::Ending::visitor; with k = 0 it must not search at all, and the result
/// says so as exact_cover::may_search() would (no node, ending solution_limit). Fewer
/// than k solutions come back when there are fewer.
FirstSolutions first_solutions(exact_cover::BaselineDlx& dlx, std::size_t k);

}  // namespace exercises
