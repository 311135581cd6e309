#include "exact_cover/remaining_matrix.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace exact_cover {

RemainingMatrix::RemainingMatrix(const Problem& problem)
    : problem_(&problem),
      column_offsets_(problem.item_count() + 1, 0),
      removed_by_(problem.option_count(), none),
      covered_(problem.item_count(), 0),
      len_(problem.item_count(), 0),
      options_remaining_(problem.option_count()),
      items_remaining_(problem.item_count()),
      primary_remaining_(problem.primary_count()) {
    problem.require_no_colours("RemainingMatrix");
    // The columns, stored back to back like the problem's options: count, then place.
    for (Option o = 0; o < problem.option_count(); ++o)
        for (Item i : problem.option(o)) ++len_[i];
    for (Item i = 0; i < problem.item_count(); ++i)
        column_offsets_[i + 1] = column_offsets_[i] + len_[i];
    column_options_.resize(column_offsets_.back());
    std::vector<std::size_t> next(column_offsets_.begin(), column_offsets_.end() - 1);
    for (Option o = 0; o < problem.option_count(); ++o)
        for (Item i : problem.option(o)) column_options_[next[i]++] = o;
}

// [start:cover]
// Covering an item takes its column out of the matrix, and with it every alive option
// that contains the item; each such option leaves the other columns it was in.
void RemainingMatrix::cover(Item item) {
    covered_[item] = 1;
    ++mems_;
    --items_remaining_;
    if (problem_->is_primary(item)) --primary_remaining_;
    ++updates_;
    for (Option o : column(item))
        if (is_alive(o)) remove(o, item);
}

void RemainingMatrix::remove(Option option, Item item) {
    removed_by_[option] = item;
    --options_remaining_;
    const std::span<const Item> items = problem_->option(option);
    mems_ += 1 + items.size();  // removed_by_, and each item of the option
    for (Item j : items)
        if (j != item) {
            --len_[j];
            mems_ += 2;  // LEN read and written
            ++updates_;
        }
}
// [end:cover]

// [start:uncover]
// The exact reverse of cover(): put back the options this item removed, then the item.
// An option removed by this item is recognised by removed_by_, which is why the items
// must be uncovered in the reverse of the order they were covered.
void RemainingMatrix::uncover(Item item) {
    const std::span<const Option> options = column(item);
    mems_ += options.size() + 1;  // removed_by_ of each option, then covered_
    for (auto o = options.rbegin(); o != options.rend(); ++o)
        if (removed_by_[*o] == item) restore(*o, item);
    covered_[item] = 0;
    ++items_remaining_;
    if (problem_->is_primary(item)) ++primary_remaining_;
}

void RemainingMatrix::restore(Option option, Item item) {
    const std::span<const Item> items = problem_->option(option);
    mems_ += 1 + items.size() + 2 * (items.size() - 1);  // removed_by_, items, LENs
    for (Item j : items)
        if (j != item) ++len_[j];
    ++options_remaining_;
    removed_by_[option] = none;
}
// [end:uncover]

// [start:choose]
void RemainingMatrix::choose(Option option) {
    if (option >= problem_->option_count() || !is_alive(option)) reject(option);
    chosen_.push_back(option);
    history_.push_back({option, true});
    mems_ += problem_->option(option).size();
    for (Item i : problem_->option(option)) cover(i);
}

void RemainingMatrix::unchoose() {
    if (chosen_.empty()) throw std::logic_error("unchoose(): no option is chosen");
    if (!history_.back().chose)
        throw std::logic_error("unchoose(): an elimination came last; use undo_to()");
    const std::span<const Item> items = problem_->option(chosen_.back());
    mems_ += items.size();
    for (auto i = items.rbegin(); i != items.rend(); ++i) uncover(*i);
    chosen_.pop_back();
    history_.pop_back();
}
// [end:choose]

// [start:eliminate]
// An eliminated option leaves every column it is in, as a removed one does, but no item
// is covered. It is marked apart from the options a cover removed, so that uncover()
// leaves it out until undo_to() puts it back.
void RemainingMatrix::eliminate(Option option) {
    if (option >= problem_->option_count() || !is_alive(option))
        throw std::invalid_argument("eliminate(): option " + std::to_string(option) +
                                    " is not in the remaining matrix");
    removed_by_[option] = eliminated;
    --options_remaining_;
    for (Item j : problem_->option(option)) --len_[j];
    updates_ += problem_->option(option).size();
    mems_ += 1 + 3 * problem_->option(option).size();  // removed_by_; items and LENs
    history_.push_back({option, false});
}

void RemainingMatrix::undo_to(std::size_t mark) {
    while (history_.size() > mark) {
        const Change last = history_.back();
        if (last.chose) {
            unchoose();
            continue;
        }
        for (Item j : problem_->option(last.option)) ++len_[j];
        ++options_remaining_;
        removed_by_[last.option] = none;
        mems_ += 1 + 3 * problem_->option(last.option).size();
        history_.pop_back();
    }
}
// [end:eliminate]

std::optional<Clash> RemainingMatrix::clash_with_chosen(Option option) const {
    const Problem& p = *problem_;
    if (option >= p.option_count())
        throw std::invalid_argument("option " + std::to_string(option) +
                                    " does not exist (the problem has " +
                                    std::to_string(p.option_count()) + " options)");
    if (is_alive(option)) return std::nullopt;
    if (std::find(chosen_.begin(), chosen_.end(), option) != chosen_.end())
        return Clash{option, option,
                     p.option(option).empty() ? 0 : p.option(option)[0]};
    const Item item = removed_by_[option];
    if (item == eliminated)
        throw std::invalid_argument("option '" + p.option_name(option) +
                                    "' was eliminated: it is in no cover");
    for (Option earlier : chosen_) {
        const std::span<const Item> items = p.option(earlier);
        if (std::find(items.begin(), items.end(), item) != items.end())
            return Clash{option, earlier, item};
    }
    throw std::logic_error("option '" + p.option_name(option) +
                           "' is removed but no chosen option explains it");
}

void RemainingMatrix::reject(Option option) const {
    const Problem& p = *problem_;
    const Clash clash = clash_with_chosen(option).value();  // (throws for the others)
    if (clash.chosen == option)
        throw std::invalid_argument("option '" + p.option_name(option) +
                                    "' is chosen twice");
    throw std::invalid_argument(
        "option '" + p.option_name(option) + "' conflicts with option '" +
        p.option_name(clash.chosen) + "', chosen before it: both contain item '" +
        p.item_name(clash.item) + "'");
}

}  // namespace exact_cover
