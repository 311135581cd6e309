/// @file
/// The two small problems of chapter 1, used as fixtures throughout the book.
#pragma once

#include "exact_cover/problem.hpp"

namespace exact_cover {

/// The book's first example: X = {1, ..., 9} and the subsets
/// A = {1,3,9}, B = {1,2,3}, C = {2,8,9}, D = {4,5,6}, E = {2,7,8}, F = {1,5,8}.
/// Its only exact cover is {A, D, E}.
[[nodiscard]] Problem small_example();

/// Knuth's example from TAOCP Volume 4B, section 7.2.2.1: items a..g and the six
/// options {c,e}, {a,d,g}, {b,c,f}, {a,d,f}, {b,g}, {d,e,g}. (His 2000 paper "Dancing
/// Links" uses a similar matrix with {c,e,f}, {a,d} in place of {c,e}, {a,d,f}.) Its
/// only exact cover is options 1, 4 and 5 counted from one, that is {a,d,f}, {b,g} and
/// {c,e}.
[[nodiscard]] Problem knuth_example();

}  // namespace exact_cover
