#include "exact_cover/problem.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <unordered_set>

namespace exact_cover {

Problem::Problem(std::vector<std::string> primary_items,
                 std::vector<std::string> secondary_items)
    : primary_count_(primary_items.size()) {
    item_names_ = std::move(primary_items);
    item_names_.insert(item_names_.end(),
                       std::make_move_iterator(secondary_items.begin()),
                       std::make_move_iterator(secondary_items.end()));
    std::unordered_set<std::string_view> seen;
    for (const std::string& name : item_names_) {
        if (name.empty()) throw std::invalid_argument("an item name is empty");
        if (!seen.insert(name).second)
            throw std::invalid_argument("item name '" + name + "' appears twice");
    }
}

Problem Problem::with_item_count(std::size_t primary, std::size_t secondary) {
    std::vector<std::string> p, s;
    p.reserve(primary);
    s.reserve(secondary);
    for (std::size_t i = 0; i < primary; ++i) p.push_back(std::to_string(i));
    for (std::size_t i = 0; i < secondary; ++i)
        s.push_back(std::to_string(primary + i));
    return Problem(std::move(p), std::move(s));
}

Option Problem::add_option(std::vector<Item> items, std::string name) {
    // The items stay in the order given: Knuth's programs commit an option's items in
    // the order written, and the engines that count as they do take them in that order.
    // A sorted copy finds a repeat as two neighbours; the copy of an option of a few
    // items stays on the stack, as building a Sudoku's matrix for each puzzle adds
    // hundreds of options, and an allocation for each would slow that down.
    constexpr std::size_t on_stack = 16;
    std::array<Item, on_stack> small;
    std::vector<Item> large;
    std::span<Item> sorted(small.data(), std::min(items.size(), on_stack));
    if (items.size() > on_stack) {
        large = items;
        sorted = large;
    } else {
        std::copy(items.begin(), items.end(), sorted.begin());
    }
    std::sort(sorted.begin(), sorted.end());
    for (std::size_t k = 0; k < sorted.size(); ++k) {
        if (sorted[k] >= item_count())
            throw std::invalid_argument("item " + std::to_string(sorted[k]) +
                                        " is out of range (the problem has " +
                                        std::to_string(item_count()) + " items)");
        if (k > 0 && sorted[k] == sorted[k - 1])
            throw std::invalid_argument("item '" + item_names_[sorted[k]] +
                                        "' appears twice in one option");
    }
    entries_.insert(entries_.end(), items.begin(), items.end());
    offsets_.push_back(entries_.size());
    if (!colours_.empty()) colours_.resize(entries_.size(), 0);  // no colour
    if (!name.empty() || !option_names_.empty()) {
        option_names_.resize(option_count() - 1);
        option_names_.push_back(std::move(name));
    }
    return option_count() - 1;
}

Option Problem::add_option_by_names(std::span<const std::string> item_names,
                                    std::string name) {
    return add_named_option(item_names, std::move(name));
}

Option Problem::add_option_by_names(std::initializer_list<std::string_view> item_names,
                                    std::string name) {
    return add_named_option(item_names, std::move(name));
}

template <typename Names>
Option Problem::add_named_option(const Names& item_names, std::string name) {
    std::vector<Item> items;
    items.reserve(item_names.size());
    for (std::string_view item : item_names) {
        std::optional<Item> found = find_item(item);
        if (!found)
            throw std::invalid_argument("unknown item '" + std::string(item) + "'");
        if (std::find(items.begin(), items.end(), *found) != items.end())
            throw std::invalid_argument("item '" + std::string(item) +
                                        "' appears twice in one option");
        items.push_back(*found);
    }
    return add_option(std::move(items), std::move(name));
}

Option Problem::add_coloured_option(std::vector<std::pair<Item, Colour>> items,
                                    std::string name) {
    std::vector<Item> plain;
    std::vector<Colour> colours;
    for (const auto& [item, colour] : items) {
        if (colour > colour_names_.size())
            throw std::invalid_argument("colour " + std::to_string(colour) +
                                        " was not made by Problem::colour()");
        if (colour != 0 && item < item_count() && is_primary(item))
            throw std::invalid_argument("primary item '" + item_names_[item] +
                                        "' cannot have a colour: only secondary "
                                        "items take colours");
        plain.push_back(item);
        colours.push_back(colour);
    }
    const bool coloured =
        std::any_of(colours.begin(), colours.end(), [](Colour c) { return c != 0; });
    const std::size_t before = entries_.size();
    const Option option = add_option(std::move(plain), std::move(name));  // checks
    if (coloured || !colours_.empty()) {  // the colours, beside the entries
        colours_.resize(before, 0);
        colours_.insert(colours_.end(), colours.begin(), colours.end());
    }
    return option;
}

Colour Problem::colour(std::string_view name) {
    if (name.empty()) throw std::invalid_argument("a colour name is empty");
    if (const auto known = colour_numbers_.find(name); known != colour_numbers_.end())
        return known->second;
    colour_names_.emplace_back(name);
    const auto colour = static_cast<Colour>(colour_names_.size());
    colour_numbers_.emplace(colour_names_.back(), colour);
    return colour;
}

std::vector<Colour> Problem::option_colours(Option option) const {
    if (colours_.empty()) return std::vector<Colour>(this->option(option).size(), 0);
    return {colours_.begin() + static_cast<std::ptrdiff_t>(offsets_[option]),
            colours_.begin() + static_cast<std::ptrdiff_t>(offsets_[option + 1])};
}

void Problem::require_no_colours(std::string_view engine) const {
    if (has_colours())
        throw std::invalid_argument(
            std::string(engine) +
            " takes exact cover without colours; this problem "
            "gives its secondary items colours (use ColourDlx)");
}

std::string Problem::option_name(Option option) const {
    if (option < option_names_.size() && !option_names_[option].empty())
        return option_names_[option];
    return std::to_string(option);
}

std::optional<Item> Problem::find_item(std::string_view name) const {
    auto it = std::find(item_names_.begin(), item_names_.end(), name);
    if (it == item_names_.end()) return std::nullopt;
    return static_cast<Item>(it - item_names_.begin());
}

std::optional<std::string> ProblemArrays::layout_error() const {
    if (primary_count > item_count)
        return std::to_string(primary_count) + " primary items but only " +
               std::to_string(item_count) + " items";
    if (offsets.empty() || offsets.front() != 0 || offsets.back() != entries.size())
        return "the offsets must run from 0 to the number of entries, " +
               std::to_string(entries.size());
    for (std::size_t o = 0; o + 1 < offsets.size(); ++o)
        if (offsets[o] > offsets[o + 1])
            return "the offsets of option " + std::to_string(o) + " decrease";
    return std::nullopt;
}

std::string ProblemArrays::item_error(std::size_t o, std::size_t item,
                                      std::optional<std::size_t> items) {
    return "option " + std::to_string(o) + " has item " + std::to_string(item) +
           (items ? ", but there are only " + std::to_string(*items) + " items"
                  : std::string(" twice"));
}

}  // namespace exact_cover
