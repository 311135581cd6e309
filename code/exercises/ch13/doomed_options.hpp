// Exercise 13.2 (chapter 13): the options that dancing cells abandons before they
// become nodes of its tree.
#pragma once

#include <vector>

#include "exact_cover/problem.hpp"

namespace exercises {

/// The options of @p problem that are doomed, ascending: an option o is doomed when
/// some primary item outside o is contained only in options that share an item with o,
/// so that choosing o removes them all and leaves that item with nothing to cover it.
/// These are the options that dancing cells abandons when it tries them (a hide would
/// empty that item's set), where Dancing Links makes each a node and finds the empty
/// item one level down.
/// @throws std::invalid_argument if the problem has colours (two options that give a
///         shared secondary item the same colour would not clash).
std::vector<exact_cover::Option> doomed_options(const exact_cover::Problem& problem);

}  // namespace exercises
