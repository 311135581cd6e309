/// @file
/// What every Sudoku solver calls with each solution it finds, and what it returns when
/// the givens clash (chapters 5 to 8).
#pragma once

#include <functional>

#include "exact_cover/search.hpp"
#include "sudoku/grid.hpp"

namespace sudoku {

/// Receives each solved grid; answers whether to look for more (exact_cover::Next).
using GridVisitor = std::function<exact_cover::Next(const Grid& solution)>;

/// The result of a search that never started because the puzzle's givens clash
/// (find_clash()): no solution, no node, ending exact_cover::Ending::clash. Every
/// Sudoku solver returns it for such a puzzle.
template <class Result = exact_cover::SearchResult>
[[nodiscard]] Result clash_result() {
    Result result;
    result.ending = exact_cover::Ending::clash;
    return result;
}

}  // namespace sudoku
