#include "sudoku/fixed_grids.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstddef>
#include <functional>
#include <iomanip>
#include <limits>
#include <mutex>
#include <new>
#include <numeric>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "exact_cover/problem.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "exact_cover/workers.hpp"
#include "line_permutations.hpp"
#include "sudoku/band_count.hpp"
#include "sudoku/constraints.hpp"
#include "sudoku/grid_count.hpp"

namespace sudoku {

namespace {

using detail::line_permutations;
using detail::Permutation;

// The most moves in one kind of line permutations whose products are tabulated: the
// table holds the square of it, 1,296² entries for the rows of 9 × 9.
constexpr std::size_t max_line_moves = 2048;

// The line permutations of one kind (rows in bands, or columns in stacks) as a group:
// every member numbered, with the table of products and inverses, so that the moves
// of G compose by looking up numbers.
class LineGroup {
public:
    LineGroup(std::size_t groups, std::size_t width)
        : perms_(line_permutations(groups, width)) {
        const std::size_t m = perms_.size();
        std::unordered_map<std::uint64_t, std::uint32_t> number;
        for (std::uint32_t i = 0; i < m; ++i) number.emplace(key(perms_[i]), i);
        product_.resize(m * m);
        inverse_.resize(m);
        Permutation p(perms_[0].size());
        for (std::size_t i = 0; i < m; ++i)
            for (std::size_t j = 0; j < m; ++j) {
                for (std::size_t x = 0; x < p.size(); ++x)
                    p[x] = perms_[i][perms_[j][x]];
                const std::uint32_t k = number.at(key(p));
                product_[i * m + j] = k;
                if (k == 0) inverse_[i] = static_cast<std::uint32_t>(j);
            }
        // generators: adjacent lines swapped inside a group, adjacent groups swapped
        for (std::size_t g = 0; g < groups; ++g)
            for (std::size_t i = 0; i + 1 < width; ++i) {
                Permutation q = perms_[0];
                std::swap(q[g * width + i], q[g * width + i + 1]);
                generators_.push_back(number.at(key(q)));
            }
        for (std::size_t g = 0; g + 1 < groups; ++g) {
            Permutation q = perms_[0];
            for (std::size_t i = 0; i < width; ++i)
                std::swap(q[g * width + i], q[(g + 1) * width + i]);
            generators_.push_back(number.at(key(q)));
        }
    }

    [[nodiscard]] std::size_t size() const noexcept { return perms_.size(); }
    // The permutation x ↦ a(b(x)).
    [[nodiscard]] std::uint32_t times(std::uint32_t a, std::uint32_t b) const noexcept {
        return product_[a * perms_.size() + b];
    }
    [[nodiscard]] std::uint32_t inverse(std::uint32_t a) const noexcept {
        return inverse_[a];
    }
    [[nodiscard]] const Permutation& operator[](std::uint32_t a) const noexcept {
        return perms_[a];
    }
    [[nodiscard]] const std::vector<std::uint32_t>& generators() const noexcept {
        return generators_;
    }

private:
    // A permutation of at most 16 lines as a number, four bits a line.
    static std::uint64_t key(const Permutation& p) {
        std::uint64_t k = 0;
        for (std::size_t x : p) k = k << 4 | x;
        return k;
    }

    std::vector<Permutation> perms_;
    std::vector<std::uint32_t> product_;
    std::vector<std::uint32_t> inverse_;
    std::vector<std::uint32_t> generators_;
};

// G: a move is (t, ρ, κ), taking cell (r, c) to (ρ(r), κ(c)), or with the
// transposition t to (ρ(c), κ(r)); numbered (t·|rows| + ρ)·|columns| + κ.
class MoveGroup {
public:
    explicit MoveGroup(const Shape& shape)
        : n_(shape.size()),
          square_(shape.box_rows() == shape.box_columns()),
          rows_(shape.box_columns(), shape.box_rows()),      // C bands of R rows
          columns_(shape.box_rows(), shape.box_columns()) {  // R stacks of C columns
    }

    [[nodiscard]] std::uint64_t order() const noexcept {
        return (square_ ? 2 : 1) * rows_.size() * columns_.size();
    }

    struct Move {
        bool transpose = false;
        std::uint32_t rho = 0, kappa = 0;
    };

    [[nodiscard]] std::uint64_t number(Move m) const noexcept {
        return ((m.transpose ? rows_.size() : 0) + m.rho) * columns_.size() + m.kappa;
    }
    [[nodiscard]] Move move(std::uint64_t k) const noexcept {
        const std::uint64_t kappa = k % columns_.size();
        const std::uint64_t rest = k / columns_.size();
        return {rest >= rows_.size(), static_cast<std::uint32_t>(rest % rows_.size()),
                static_cast<std::uint32_t>(kappa)};
    }

    // a ∘ b, b first. With a transposed, a's ρ reads b's κ and the other way round
    // (square boxes only, where the two kinds of line permutations are the same group).
    [[nodiscard]] Move times(Move a, Move b) const noexcept {
        if (!a.transpose)
            return {b.transpose, rows_.times(a.rho, b.rho),
                    columns_.times(a.kappa, b.kappa)};
        return {!b.transpose, rows_.times(a.rho, b.kappa),
                columns_.times(a.kappa, b.rho)};
    }
    [[nodiscard]] Move inverse(Move a) const noexcept {
        if (!a.transpose)
            return {false, rows_.inverse(a.rho), columns_.inverse(a.kappa)};
        return {true, columns_.inverse(a.kappa), rows_.inverse(a.rho)};
    }

    [[nodiscard]] std::vector<Move> generators() const {
        std::vector<Move> g;
        for (std::uint32_t r : rows_.generators()) g.push_back({false, r, 0});
        for (std::uint32_t c : columns_.generators()) g.push_back({false, 0, c});
        if (square_) g.push_back({true, 0, 0});
        return g;
    }

    [[nodiscard]] CellImage image(Move m) const {
        CellImage image(n_ * n_);
        const Permutation& rho = rows_[m.rho];
        const Permutation& kappa = columns_[m.kappa];
        for (std::size_t r = 0; r < n_; ++r)
            for (std::size_t c = 0; c < n_; ++c)
                image[r * n_ + c] = static_cast<std::uint16_t>(
                    m.transpose ? rho[c] * n_ + kappa[r] : rho[r] * n_ + kappa[c]);
        return image;
    }

private:
    std::size_t n_;
    bool square_;
    LineGroup rows_, columns_;
};

// The cells of each orbit of a move, in the order the move visits them: p, m(p),
// m(m(p)), …
std::vector<std::vector<std::uint16_t>> orbits_of(std::span<const std::uint16_t> move) {
    std::vector<std::vector<std::uint16_t>> orbits;
    std::vector<bool> seen(move.size(), false);
    for (std::uint16_t p = 0; p < move.size(); ++p) {
        if (seen[p]) continue;
        std::vector<std::uint16_t> orbit;
        for (std::uint16_t q = p; !seen[q]; q = move[q]) {
            seen[q] = true;
            orbit.push_back(q);
        }
        orbits.push_back(std::move(orbit));
    }
    return orbits;
}

// Every partition of n into parts, largest first: the cycle types of a relabelling.
std::vector<std::vector<std::size_t>> partitions(std::size_t n) {
    std::vector<std::vector<std::size_t>> all;
    std::vector<std::size_t> parts;
    auto extend = [&](auto& self, std::size_t left, std::size_t largest) -> void {
        if (left == 0) {
            all.push_back(parts);
            return;
        }
        for (std::size_t part = std::min(left, largest); part >= 1; --part) {
            parts.push_back(part);
            self(self, left - part, part);
            parts.pop_back();
        }
    };
    extend(extend, n, n);
    return all;
}

// A relabelling π of one cycle type, its cycles laid out on consecutive values, the
// longest first: the values of cycle j are first_j, first_j + 1, …, and π steps
// through them.
struct Relabelling {
    explicit Relabelling(const std::vector<std::size_t>& type) {
        std::size_t first = 0;
        std::vector<std::size_t> of_length(type.front() + 1, 0);
        for (std::size_t length : type) {
            for (std::size_t i = 0; i < length; ++i) {
                next.push_back(first + (i + 1) % length);
                previous.push_back(first + (i + length - 1) % length);
                cycle_length.push_back(length);
                rank.push_back(of_length[length]);
                opens.push_back(i == 0);
            }
            ++of_length[length];
            first += length;
        }
        cycles_of_length = std::move(of_length);
        cycles = type.size();
    }
    std::vector<std::size_t> next, previous;  // π(v) and π⁻¹(v)
    std::vector<std::size_t> cycle_length;    // the length of v's cycle
    std::vector<std::size_t> rank;            // v's cycle among those of its length
    std::vector<bool> opens;                  // v is its cycle's first value
    std::vector<std::size_t> cycles_of_length;
    std::size_t cycles = 0;
};

// The grids fixed by one move up to relabellings of one cycle type, as exact covers:
// an option per orbit and value v of its first cell, which puts π^k(v) in the orbit's
// k-th cell. It exists when π's cycle through v closes with the orbit (its length
// divides the orbit's) and no two of its cells break a rule with each other.
class FixedGridProblem {
public:
    FixedGridProblem(const Shape& shape, std::span<const std::uint16_t> move,
                     const std::vector<std::vector<std::uint16_t>>& orbits,
                     const Relabelling& pi)
        : n_(shape.size()),
          pi_(pi),
          orbit_of_(move.size()),
          position_(move.size()),
          option_(orbits.size() * n_, no_option) {
        // [start:orbit_options]
        problem_ = exact_cover::Problem::with_item_count(shape.constraint_count());
        std::vector<bool> used(shape.constraint_count(), false);
        for (std::size_t o = 0; o < orbits.size(); ++o) {
            const std::vector<std::uint16_t>& orbit = orbits[o];
            for (std::size_t k = 0; k < orbit.size(); ++k) {
                orbit_of_[orbit[k]] = o;
                position_[orbit[k]] = k;
            }
            for (std::size_t v = 0; v < n_; ++v) {
                if (orbit.size() % pi.cycle_length[v] != 0) continue;
                std::vector<exact_cover::Item> items;
                bool fits = true;
                std::size_t value = v;
                for (std::size_t k = 0; k < orbit.size() && fits; ++k) {
                    const Candidate candidate{orbit[k] / n_, orbit[k] % n_, value};
                    for (std::size_t item : constraint_columns(shape, candidate)) {
                        if (used[item]) fits = false;
                        used[item] = true;
                        items.push_back(static_cast<exact_cover::Item>(item));
                    }
                    value = pi.next[value];
                }
                for (exact_cover::Item item : items) used[item] = false;
                if (fits) option_[o * n_ + v] = problem_.add_option(std::move(items));
            }
        }
        // [end:orbit_options]
    }

    [[nodiscard]] const exact_cover::Problem& problem() const noexcept {
        return problem_;
    }

    // The option that puts value v in cell (or none): its orbit's option for the value
    // the first cell must then hold, π^{-k}(v) for the cell k steps on.
    [[nodiscard]] std::optional<exact_cover::Option> option_for(std::size_t cell,
                                                                std::size_t v) const {
        for (std::size_t k = position_[cell]; k > 0; --k) v = pi_.previous[v];
        const exact_cover::Option o = option_[orbit_of_[cell] * n_ + v];
        if (o == no_option) return std::nullopt;
        return o;
    }

private:
    static constexpr exact_cover::Option no_option =
        std::numeric_limits<exact_cover::Option>::max();

    std::size_t n_;
    const Relabelling& pi_;
    std::vector<std::size_t> orbit_of_, position_;
    std::vector<exact_cover::Option> option_;
    exact_cover::Problem problem_;
};

// What the count for one cycle type found: its solutions, and the exact-cover counts
// it ran, one per start of the first row.
struct TypeCount {
    exact_cover::SearchResult result;
    std::uint64_t searches = 0;
};

// Counts the grids fixed up to a relabelling of π's type, one per family under the
// relabellings that commute with π (they permute π's cycles of equal length and turn
// each cycle): the first row is filled from the left, and a value from a cycle not met
// yet must open the first such cycle of its length at its first value. Once every
// cycle is met, the relabelling is pinned and the rest is an exact-cover count.
class FamilyCounter {
public:
    FamilyCounter(const Shape& shape, const FixedGridProblem& fixed,
                  const Relabelling& pi, const exact_cover::Limits& limits)
        : n_(shape.size()),
          fixed_(fixed),
          pi_(pi),
          limits_(limits),
          engine_(fixed.problem()),
          opened_(pi.cycles_of_length.size(), 0),
          used_(n_, false) {}

    TypeCount run() {
        fill(0, 0);
        return {total_, searches_};
    }

private:
    // [start:canonical_first_row]
    void fill(std::size_t column, std::size_t opened) {
        if (total_.ending != exact_cover::Ending::complete) return;
        if (opened == pi_.cycles) {
            const exact_cover::SearchResult r = engine_.count_solutions(limits_);
            total_.solutions += r.solutions;
            total_.nodes += r.nodes;
            total_.updates += r.updates;
            ++searches_;
            total_.ending = r.ending;
            return;
        }
        if (column == n_) return;  // (a full row meets every cycle: never reached)
        for (std::size_t v = 0; v < n_; ++v) {
            if (used_[v]) continue;
            const std::size_t length = pi_.cycle_length[v];
            const bool met = pi_.rank[v] < opened_[length];
            const bool opening = pi_.rank[v] == opened_[length] && pi_.opens[v];
            if (!met && !opening) continue;
            const std::optional<exact_cover::Option> option =
                fixed_.option_for(column, v);
            if (!option) continue;
            // the cell's orbit may hold an earlier cell of the row: then its option is
            // chosen already, and only the value it gives this cell goes on
            const std::span<const exact_cover::Option> chosen = engine_.chosen();
            const bool again =
                std::find(chosen.begin(), chosen.end(), *option) != chosen.end();
            if (!again && engine_.choose(*option)) continue;  // a clash
            used_[v] = true;
            if (opening) ++opened_[length];
            fill(column + 1, opened + (opening ? 1 : 0));
            if (opening) --opened_[length];
            used_[v] = false;
            if (!again) engine_.unchoose();
        }
    }
    // [end:canonical_first_row]

    std::size_t n_;
    const FixedGridProblem& fixed_;
    const Relabelling& pi_;
    exact_cover::Limits limits_;
    exact_cover::TunedDlx engine_;
    std::vector<std::size_t> opened_;
    std::vector<bool> used_;
    exact_cover::SearchResult total_;
    std::uint64_t searches_ = 0;
};

// Refuses a move that is not a permutation of the cells.
void require_permutation(std::span<const std::uint16_t> move, const std::string& who) {
    std::vector<bool> hit(move.size(), false);
    for (std::uint16_t target : move) {
        if (target >= move.size() || hit[target])
            throw std::invalid_argument(
                who + ": the move is not a permutation of the cells: cell " +
                std::to_string(target) +
                (target >= move.size() ? " does not exist" : " is hit twice"));
        hit[target] = true;
    }
}

bool is_identity(std::span<const std::uint16_t> move) {
    for (std::size_t i = 0; i < move.size(); ++i)
        if (move[i] != i) return false;
    return true;
}

TypeCount count_for_type(const Shape& shape, std::span<const std::uint16_t> move,
                         const std::vector<std::vector<std::uint16_t>>& orbits,
                         const std::vector<std::size_t>& type,
                         const exact_cover::Limits& limits) {
    const Relabelling pi(type);
    const FixedGridProblem fixed(shape, move, orbits, pi);
    return FamilyCounter(shape, fixed, pi, limits).run();
}

// The most moves conjugacy_classes() numbers: four bytes each, 32 MB.
constexpr std::uint64_t max_moves = std::uint64_t{1} << 23;

}  // namespace

// A shape whose group is too large to number its moves is refused before any of it is
// built: (R!)^C·C! row moves, (C!)^R·R! column moves, twice their product when the
// boxes are square.
std::optional<std::string> essentially_different_refusal(const Shape& shape) {
    const std::size_t r = shape.box_rows(), c = shape.box_columns();
    auto factorial = [](std::size_t k) {
        double f = 1;
        for (std::size_t i = 2; i <= k; ++i) f *= static_cast<double>(i);
        return f;
    };
    const double rows = std::pow(factorial(r), static_cast<double>(c)) * factorial(c);
    const double columns =
        std::pow(factorial(c), static_cast<double>(r)) * factorial(r);
    const double order = rows * columns * (r == c ? 2 : 1);
    if (rows <= max_line_moves && columns <= max_line_moves &&
        order <= static_cast<double>(max_moves))
        return std::nullopt;
    std::ostringstream why;
    why << std::setprecision(3) << "its geometric group has " << order
        << " moves; the count numbers at most 2^23 of them, and tabulates the products "
           "of at most "
        << max_line_moves << " row moves (here " << rows
        << ") and as many column moves (here " << columns << ")";
    return why.str();
}

MoveClasses conjugacy_classes(const Shape& shape, const exact_cover::Limits& limits) {
    if (const std::optional<std::string> why = essentially_different_refusal(shape))
        throw std::invalid_argument("conjugacy_classes: " + to_string(shape) + ": " +
                                    *why);
    const MoveGroup group(shape);
    const std::vector<MoveGroup::Move> generators = group.generators();
    std::vector<MoveGroup::Move> inverses;
    for (MoveGroup::Move g : generators) inverses.push_back(group.inverse(g));
    // [start:close_classes]
    // class_of[k]: the class of move k, found by closing a move under conjugation
    constexpr std::uint32_t unseen = std::numeric_limits<std::uint32_t>::max();
    std::vector<std::uint32_t> class_of(group.order(), unseen);
    MoveClasses result{.group_order = group.order(), .classes = {}};
    std::vector<std::uint64_t> stack;
    for (std::uint64_t k = 0; k < group.order() && !limits.interrupted(); ++k) {
        if (class_of[k] != unseen) continue;
        const auto c = static_cast<std::uint32_t>(result.classes.size());
        SymmetryClass found;
        found.representative = group.image(group.move(k));
        class_of[k] = c;
        stack.push_back(k);
        while (!stack.empty()) {
            const MoveGroup::Move m = group.move(stack.back());
            stack.pop_back();
            ++found.size;
            for (std::size_t g = 0; g < generators.size(); ++g) {
                const std::uint64_t j = group.number(
                    group.times(generators[g], group.times(m, inverses[g])));
                if (class_of[j] != unseen) continue;
                class_of[j] = c;
                stack.push_back(j);
            }
        }
        // the order: the least common multiple of the orbits' lengths
        found.order = 1;
        for (const std::vector<std::uint16_t>& orbit : orbits_of(found.representative))
            found.order = std::lcm(found.order, std::uint64_t{orbit.size()});
        result.classes.push_back(std::move(found));
    }
    // [end:close_classes]
    // every move falls in one class, so the sizes sum to the order only when done
    std::uint64_t closed = 0;
    for (const SymmetryClass& c : result.classes) closed += c.size;
    if (closed != group.order()) result.ending = exact_cover::Ending::interrupted;
    return result;
}

exact_cover::SearchResult count_fixed_grids(const Shape& shape,
                                            std::span<const std::uint16_t> move,
                                            const exact_cover::Limits& limits) {
    if (move.size() != shape.cell_count())
        throw std::invalid_argument("count_fixed_grids: the move maps " +
                                    std::to_string(move.size()) + " cells, not " +
                                    std::to_string(shape.cell_count()));
    require_permutation(move, "count_fixed_grids");
    if (is_identity(move))
        throw std::invalid_argument(
            "count_fixed_grids: the identity fixes every grid; count them by bands");
    const std::vector<std::vector<std::uint16_t>> orbits = orbits_of(move);
    exact_cover::SearchResult total;
    for (const std::vector<std::size_t>& type : partitions(shape.size())) {
        const TypeCount c = count_for_type(shape, move, orbits, type, limits);
        total.solutions += c.result.solutions;
        total.nodes += c.result.nodes;
        total.updates += c.result.updates;
        total.ending = c.result.ending;
        if (total.ending != exact_cover::Ending::complete) break;
    }
    return total;
}

exact_cover::Problem fixed_grid_problem(const Shape& shape,
                                        std::span<const std::uint16_t> move,
                                        std::span<const std::size_t> cycle_type) {
    if (move.size() != shape.cell_count())
        throw std::invalid_argument("fixed_grid_problem: the move maps " +
                                    std::to_string(move.size()) + " cells, not " +
                                    std::to_string(shape.cell_count()));
    require_permutation(move, "fixed_grid_problem");
    std::vector<std::size_t> type(cycle_type.begin(), cycle_type.end());
    std::size_t sum = 0;
    for (std::size_t part : type) {
        if (part == 0 || part > shape.size())
            throw std::invalid_argument("fixed_grid_problem: a cycle of length " +
                                        std::to_string(part) + " among " +
                                        std::to_string(shape.size()) + " values");
        sum += part;
    }
    if (sum != shape.size())
        throw std::invalid_argument("fixed_grid_problem: the cycles hold " +
                                    std::to_string(sum) + " values, not " +
                                    std::to_string(shape.size()));
    std::sort(type.begin(), type.end(), std::greater<>());
    const Relabelling pi(type);
    return FixedGridProblem(shape, move, orbits_of(move), pi).problem();
}

EssentiallyDifferent count_essentially_different(
    const Shape& shape, const exact_cover::Limits& limits, unsigned threads,
    const std::function<void(const BurnsideProgress&)>& progress) {
    EssentiallyDifferent result;
    result.shape = shape;
    MoveClasses group = conjugacy_classes(shape, limits);
    result.group_order = group.group_order;
    result.classes = std::move(group.classes);
    result.ending = group.ending;
    if (result.ending != exact_cover::Ending::complete) return result;
    // the identity's class: every grid, by bands where they reach, else listed
    if (band_count_refusal(shape)) {
        const GridCount listed = count_grids(shape, true, limits, threads);
        result.grids = listed.grids();
        result.ending = listed.stats.ending;
        result.threads = listed.threads;
    } else {
        const BandCount bands = count_grids_by_bands(shape, limits, threads);
        result.grids = bands.grids;
        result.ending = bands.ending;
        result.threads = bands.threads;
    }
    WideCount factorial = 1;
    for (std::size_t k = 2; k <= shape.size(); ++k) factorial *= k;
    result.classes.front().fixed = result.grids / factorial;
    if (result.ending != exact_cover::Ending::complete) return result;

    // every other class, one (class, cycle type) at a time, on the workers; a job that
    // finds no room is done again on this thread (exact_cover::for_each_job())
    const std::vector<std::vector<std::size_t>> types = partitions(shape.size());
    const std::size_t jobs = (result.classes.size() - 1) * types.size();
    std::vector<TypeCount> done(jobs);
    std::atomic<bool> stop{false};
    std::mutex reporting;  // guards finished and the progress callback
    std::size_t finished = 0;
    const unsigned ran = exact_cover::for_each_job(jobs, threads, [&](std::size_t j) {
        if (stop) return;
        const SymmetryClass& c = result.classes[1 + j / types.size()];
        done[j] = count_for_type(shape, c.representative, orbits_of(c.representative),
                                 types[j % types.size()], limits);
        if (done[j].result.ending != exact_cover::Ending::complete) stop = true;
        const std::lock_guard<std::mutex> lock(reporting);
        ++finished;
        if (progress) progress({.done = finished, .total = jobs});
    });
    result.threads = std::min(result.threads, ran);  // the fewer of the two phases'
    if (stop && limits.interrupted()) result.ending = exact_cover::Ending::interrupted;
    for (std::size_t j = 0; j < jobs; ++j) {
        SymmetryClass& c = result.classes[1 + j / types.size()];
        c.fixed += done[j].result.solutions;
        c.nodes += done[j].result.nodes;
        result.nodes += done[j].result.nodes;
        result.searches += done[j].searches;
        if (done[j].result.ending != exact_cover::Ending::complete)
            result.ending = done[j].result.ending;
    }
    if (result.ending != exact_cover::Ending::complete) return result;
    for (const SymmetryClass& c : result.classes) result.fixed_sum += c.size * c.fixed;
    result.count = result.fixed_sum / result.group_order;  // exact, by the lemma
    return result;
}

}  // namespace sudoku
