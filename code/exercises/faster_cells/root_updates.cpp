// Exercise 2 of "Going faster: dancing cells": write root_updates(). Edit this file;
// `cmake --workflow --preset exercises` runs its test. The reference answer is in
// code/solutions/faster_cells/; try without it first.
#include "faster_cells/root_updates.hpp"

#include <stdexcept>

namespace exercises {

std::uint64_t root_updates(const exact_cover::Problem& problem) {
    if (problem.has_colours())
        throw std::invalid_argument("root_updates: a problem with colours");
    // Your code here: find the item the root chooses, then add up the updates of each
    // step the root takes, option by option, as the page's search takes them. Which
    // options does a doomed option leave in the sets, and which does a hide remove?
    return 0;
}

}  // namespace exercises
