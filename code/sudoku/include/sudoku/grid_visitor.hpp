/// @file
/// What every Sudoku solver calls with each solution it finds (chapters 5 to 8).
#pragma once

#include <functional>

#include "exact_cover/search.hpp"
#include "sudoku/grid.hpp"

namespace sudoku {

/// Receives each solved grid; answers whether to look for more (exact_cover::Next).
using GridVisitor = std::function<exact_cover::Next(const Grid& solution)>;

}  // namespace sudoku
