/// @file
/// Checking a proposed solution against the definition of exact cover (chapter 1).
#pragma once

#include <span>
#include <string>

#include "exact_cover/problem.hpp"

namespace exact_cover {

/// Why a selection of options is or is not an exact cover.
///
/// `ok()` is true for an exact cover; otherwise `reason` says, in words, the first
/// thing that is wrong (an item covered twice, a primary item never covered, an
/// option out of range), so tests and tools can report it.
struct CoverCheck {
    bool exact = false;  ///< True when the selection is an exact cover.
    std::string reason;  ///< Empty for an exact cover, else what is wrong.

    /// True when the selection is an exact cover.
    [[nodiscard]] bool ok() const noexcept { return exact; }
};

/// Checks @p selection against the definition: every primary item lies in exactly
/// one selected option, every secondary item in at most one (unless the problem has
/// colours: then check_coloured_cover()).
[[nodiscard]] CoverCheck check_cover(const Problem& problem,
                                     std::span<const Option> selection);

/// Checks @p selection against the rules of a problem with colours (chapter 9): every
/// primary item in exactly one selected option; a secondary item in one option that
/// leaves it uncoloured, or in any number of options that all give it the same colour.
/// check_cover() calls it for a problem with colours.
[[nodiscard]] CoverCheck check_coloured_cover(const Problem& problem,
                                              std::span<const Option> selection);

/// True when @p selection is an exact cover of @p problem (see check_cover()).
[[nodiscard]] bool is_exact_cover(const Problem& problem,
                                  std::span<const Option> selection);

}  // namespace exact_cover
