#include "exact_cover/propagating_search.hpp"

#include <algorithm>

namespace exact_cover {

PropagatingSearch::PropagatingSearch(const Problem& problem, PropagationRules rules)
    : problem_(&problem), rules_(rules) {
    const std::size_t items = problem.item_count();
    column_offsets_.assign(items + 1, 0);
    for (Option o = 0; o < problem.option_count(); ++o)
        for (Item i : problem.option(o)) ++column_offsets_[i + 1];
    for (std::size_t i = 0; i < items; ++i)
        column_offsets_[i + 1] += column_offsets_[i];
    column_options_.resize(column_offsets_[items]);
    std::vector<std::size_t> next(column_offsets_.begin(), column_offsets_.end() - 1);
    for (Option o = 0; o < problem.option_count(); ++o)
        for (Item i : problem.option(o)) column_options_[next[i]++] = o;
    marks_.assign(items, 0);
}

void PropagatingSearch::kill(Option option) {
    alive_[option] = 0;
    for (Item i : problem_->option(option)) --len_[i];
    stats_.updates += problem_->option(option).size();
    trail_.push_back({Undo::kill, option});
}

// [start:choose]
// Chooses an alive option: it leaves the matrix, then each of its items is covered and
// every other option meeting that item dies. Everything goes on the trail, to be undone
// in reverse.
bool PropagatingSearch::choose(Option option) {
    if (!alive_[option]) return false;  // it meets an option chosen before
    trail_.push_back({Undo::choose, option});
    chosen_.push_back(option);
    kill(option);
    for (Item i : problem_->option(option)) {
        covered_[i] = 1;
        if (problem_->is_primary(i)) --primary_left_;
        trail_.push_back({Undo::cover, i});
        const auto first =
            column_options_.begin() + static_cast<std::ptrdiff_t>(column_offsets_[i]);
        const auto last = column_options_.begin() +
                          static_cast<std::ptrdiff_t>(column_offsets_[i + 1]);
        for (auto o = first; o != last; ++o)
            if (alive_[*o]) kill(*o);
    }
    return true;
}
// [end:choose]

void PropagatingSearch::undo_to(std::size_t mark) {
    while (trail_.size() > mark) {
        const Undo u = trail_.back();
        trail_.pop_back();
        switch (u.kind) {
            case Undo::kill:
                alive_[u.index] = 1;
                for (Item i : problem_->option(u.index)) ++len_[i];
                break;
            case Undo::cover:
                covered_[u.index] = 0;
                if (problem_->is_primary(u.index)) ++primary_left_;
                break;
            case Undo::choose:
                chosen_.pop_back();
                break;
        }
    }
}

// [start:subset_rule]
// For each uncovered primary item A with few options: the items that every alive option
// of A contains (counted in marks_). Such an item B is covered whichever option covers
// A, so the options of B without A can never be chosen.
bool PropagatingSearch::subset_rule(bool& changed) {
    const std::size_t primary = problem_->primary_count();
    std::vector<Item> touched;
    for (Item a = 0; a < primary; ++a) {
        if (covered_[a] || len_[a] < 2 || len_[a] > rules_.subset_max_len) continue;
        touched.clear();
        for (std::size_t k = column_offsets_[a]; k < column_offsets_[a + 1]; ++k) {
            const Option o = column_options_[k];
            if (!alive_[o]) continue;
            for (Item i : problem_->option(o))
                if (marks_[i]++ == 0) touched.push_back(i);
        }
        const std::size_t need = len_[a];
        for (Item b : touched) {
            if (b == a || marks_[b] != need || covered_[b]) continue;
            for (std::size_t k = column_offsets_[b]; k < column_offsets_[b + 1]; ++k) {
                const Option o = column_options_[k];
                if (!alive_[o]) continue;
                const auto items = problem_->option(o);
                if (std::find(items.begin(), items.end(), a) != items.end()) continue;
                kill(o);  // o covers B but not A: choosing it would leave A uncoverable
                ++stats_.eliminated;
                changed = true;
            }
        }
        for (Item i : touched) marks_[i] = 0;
        if (changed) return true;  // back to the singles, which are cheaper
    }
    return true;
}
// [end:subset_rule]

// [start:propagate]
// To a fixed point: an empty primary item is a contradiction, an item with one option
// forces it; when no single is left, the subset rule (if enabled) may remove options,
// and then the singles are looked for again.
bool PropagatingSearch::propagate() {
    const std::size_t primary = problem_->primary_count();
    bool changed = true;
    while (changed && primary_left_ > 0) {
        changed = false;
        for (Item i = 0; i < primary; ++i) {
            if (covered_[i]) continue;
            if (len_[i] == 0) {
                ++stats_.contradictions;
                return false;
            }
            if (len_[i] != 1) continue;
            for (std::size_t k = column_offsets_[i]; k < column_offsets_[i + 1]; ++k)
                if (alive_[column_options_[k]]) {
                    choose(column_options_[k]);
                    break;
                }
            ++stats_.forced;
            changed = true;
        }
        if (!changed && rules_.subset_max_len >= 2) subset_rule(changed);
    }
    return true;
}
// [end:propagate]

// [start:branch]
bool PropagatingSearch::branch(const SolutionVisitor& visit) {
    const std::size_t mark = trail_.size();
    if (!propagate()) {
        undo_to(mark);
        return false;
    }
    if (primary_left_ == 0) {
        const bool stop = count_solution(stats_, limits_, visit(chosen_)) == Next::stop;
        undo_to(mark);
        return stop;
    }
    // the uncovered primary item with the fewest options, leftmost on ties
    Item best = 0;
    std::size_t fewest = static_cast<std::size_t>(-1);
    for (Item i = 0; i < problem_->primary_count(); ++i)
        if (!covered_[i] && len_[i] < fewest) {
            fewest = len_[i];
            best = i;
        }
    std::vector<Option> options;
    for (std::size_t k = column_offsets_[best]; k < column_offsets_[best + 1]; ++k)
        if (alive_[column_options_[k]]) options.push_back(column_options_[k]);
    const std::size_t depth = chosen_.size();
    for (Option o : options) {
        if (stats_.nodes == limits_.nodes) {  // over budget
            stats_.ending = Ending::budget;
            undo_to(mark);
            return true;
        }
        ++stats_.nodes;
        if (stats_.profile.size() <= depth) stats_.profile.resize(depth + 1);
        ++stats_.profile[depth];
        const std::size_t before = trail_.size();
        choose(o);
        if (branch(visit)) {
            undo_to(mark);
            return true;
        }
        undo_to(before);
    }
    undo_to(mark);
    return false;
}
// [end:branch]

PropagationResult PropagatingSearch::search(const SolutionVisitor& visit,
                                            const std::vector<Option>& given,
                                            Limits limits) {
    const std::size_t items = problem_->item_count();
    alive_.assign(problem_->option_count(), 1);
    covered_.assign(items, 0);
    len_.resize(items);
    for (Item i = 0; i < items; ++i)
        len_[i] = column_offsets_[i + 1] - column_offsets_[i];
    primary_left_ = problem_->primary_count();
    trail_.clear();
    chosen_.clear();
    stats_ = {};
    limits_ = limits;
    bool ok = true;
    for (Option g : given) ok = ok && g < problem_->option_count() && choose(g);
    if (!ok)
        stats_.ending = Ending::clash;
    else if (limits.solutions == 0)
        stats_.ending = Ending::solution_limit;
    else
        (void)branch(visit);
    undo_to(0);
    return stats_;
}

}  // namespace exact_cover
