/// @file
/// The exact-cover problem as a value: items and options (chapter 1).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace exact_cover {

/// An index into a problem's items (its columns).
using Item = std::size_t;
/// An index into a problem's options (its rows).
using Option = std::size_t;

/// The colour an option gives one of its secondary items (TAOCP 7.2.2.1's colour
/// controls, Knuth's dlx2): 0 for none, else the number Problem::colour() gave its
/// name. Options that give a secondary item the same colour may share it.
using Colour = std::uint32_t;

/// An exact-cover problem: named items and options that are sets of items.
///
/// Items are the columns of the problem's 0/1 matrix, options its rows. The first
/// primary_count() items are *primary* (a solution covers each exactly once); the
/// rest are *secondary* (covered at most once, chapter 9, unless the options that
/// share one give it the same colour). The items of each option are distinct and kept
/// in the order they were given, as Knuth's programs keep the order written (the order
/// in which an engine takes an option's items can change its counts, chapters 9 and
/// 12), stored back to back so that an option is a cheap `std::span`, with their
/// colours beside them once any option has one. Nothing here knows about Sudoku.
class Problem {
public:
    /// An empty problem: no items, no options.
    Problem() = default;

    /// A problem with the given primary and secondary item names and no options yet.
    /// @throws std::invalid_argument if a name is empty or repeated.
    explicit Problem(std::vector<std::string> primary_items,
                     std::vector<std::string> secondary_items = {});

    /// A problem with @p primary unnamed primary items (named `0`, `1`, ...) and
    /// @p secondary unnamed secondary items, for builders that never show names.
    static Problem with_item_count(std::size_t primary, std::size_t secondary = 0);

    /// Adds an option made of the given items and returns its index.
    /// The items may come in any order; they are kept in that order.
    /// @throws std::invalid_argument if an item is out of range or repeated.
    Option add_option(std::vector<Item> items, std::string name = {});

    /// Adds an option given by item names, as in Knuth's input format.
    /// @throws std::invalid_argument naming the unknown or repeated item.
    Option add_option_by_names(std::span<const std::string> item_names,
                               std::string name = {});

    /// Adds an option given by item names written in place:
    /// `add_option_by_names({"a", "d"}, "2")`.
    /// @throws std::invalid_argument naming the unknown or repeated item.
    Option add_option_by_names(std::initializer_list<std::string_view> item_names,
                               std::string name = {});

    /// Adds an option whose secondary items may carry colours: @p items with, for each,
    /// its colour (0 for none, else a number from colour()), kept in that order.
    /// Returns its index.
    /// @throws std::invalid_argument as add_option(), or if a primary item has a colour
    ///         or a colour was not made by colour().
    Option add_coloured_option(std::vector<std::pair<Item, Colour>> items,
                               std::string name = {});
    /// The colour called @p name, made on first use (colours are numbered from 1).
    /// @throws std::invalid_argument if @p name is empty.
    Colour colour(std::string_view name);
    /// The name of colour @p colour (1 or more).
    [[nodiscard]] const std::string& colour_name(Colour colour) const {
        return colour_names_.at(colour - 1);
    }
    /// How many colours the problem's options use by name.
    [[nodiscard]] std::size_t colour_count() const noexcept {
        return colour_names_.size();
    }
    /// True once an option gives an item a colour: then only an engine of Algorithm C
    /// (ColourDlx) solves it.
    [[nodiscard]] bool has_colours() const noexcept { return !colours_.empty(); }
    /// The colours of option @p option's items, in the order of option(); all 0 when
    /// the problem has no colours.
    [[nodiscard]] std::vector<Colour> option_colours(Option option) const;
    /// @throws std::invalid_argument naming @p engine if the problem has colours, which
    ///         an engine of exact cover alone would ignore, answering another problem.
    void require_no_colours(std::string_view engine) const;

    /// The number of items, primary and secondary.
    [[nodiscard]] std::size_t item_count() const noexcept { return item_names_.size(); }
    /// The number of primary items; they are items `0 .. primary_count() - 1`.
    [[nodiscard]] std::size_t primary_count() const noexcept { return primary_count_; }
    /// The number of options.
    [[nodiscard]] std::size_t option_count() const noexcept {
        return offsets_.size() - 1;
    }
    /// The total number of (option, item) incidences: the ones of the matrix.
    [[nodiscard]] std::size_t entry_count() const noexcept { return entries_.size(); }

    /// True if @p item must be covered exactly once, false if at most once.
    [[nodiscard]] bool is_primary(Item item) const noexcept {
        return item < primary_count_;
    }

    /// The items of option @p option, in the order they were given.
    [[nodiscard]] std::span<const Item> option(Option option) const noexcept {
        return {entries_.data() + offsets_[option],
                entries_.data() + offsets_[option + 1]};
    }

    /// The name of item @p item.
    [[nodiscard]] const std::string& item_name(Item item) const {
        return item_names_.at(item);
    }
    /// The name of option @p option; unnamed options are called by their index.
    [[nodiscard]] std::string option_name(Option option) const;

    /// The index of the item called @p name, if there is one.
    [[nodiscard]] std::optional<Item> find_item(std::string_view name) const;

    /// Two problems are equal when their items and options are, in the same order (each
    /// option's items too).
    friend bool operator==(const Problem&, const Problem&) = default;

private:
    template <typename Names>
    Option add_named_option(const Names& item_names, std::string name);

    std::vector<std::string> item_names_;
    std::size_t primary_count_ = 0;
    std::vector<std::size_t> offsets_{0};
    std::vector<Item> entries_;
    std::vector<Colour> colours_;  // beside entries_, once an option has a colour
    std::vector<std::string> colour_names_;
    // Looks a name up without building a std::string for it.
    struct NameHash {
        using is_transparent = void;
        std::size_t operator()(std::string_view name) const noexcept {
            return std::hash<std::string_view>{}(name);
        }
    };
    // name -> colour: colour() in constant time, however many colours there are
    std::unordered_map<std::string, Colour, NameHash, std::equal_to<>> colour_numbers_;
    std::vector<std::string> option_names_;
};

/// A problem as two bare arrays, the form in which a program that loads many problems
/// (a file of Sudoku puzzles) can build each one without allocating: option o has the
/// items `entries[offsets[o]]` .. `entries[offsets[o + 1] - 1]`. Items 0 ..
/// primary_count - 1 are primary, the rest up to item_count - 1 secondary, as in a
/// Problem. The spans are read by TunedDlx::load() and DancingCells::load() and need
/// not outlive them.
struct ProblemArrays {
    std::size_t item_count = 0;     ///< primary and secondary items
    std::size_t primary_count = 0;  ///< the primary items come first
    /// one more than the options, ascending from 0
    std::span<const std::uint32_t> offsets;
    /// the items of every option, option after option
    std::span<const std::uint32_t> entries;

    /// What is wrong with the counts or the offsets, if anything: more primary items
    /// than items, or offsets that do not ascend from 0 to the number of entries. (The
    /// items themselves, in range and not repeated, are checked by the engine that
    /// loads them, as it stores them.)
    [[nodiscard]] std::optional<std::string> layout_error() const;
    /// What an engine says when option @p o holds @p item, which is beyond the
    /// @p items items there are, or (items not given) in the option twice.
    [[nodiscard]] static std::string item_error(std::size_t o, std::size_t item,
                                                std::optional<std::size_t> items);
    /// The items of option @p o (offsets checked by layout_error()).
    [[nodiscard]] std::span<const std::uint32_t> option(std::size_t o) const {
        return entries.subspan(offsets[o], offsets[o + 1] - offsets[o]);
    }
};

}  // namespace exact_cover
