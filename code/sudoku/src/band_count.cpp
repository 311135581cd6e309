#include "sudoku/band_count.hpp"

#include <algorithm>
#include <atomic>
#include <bit>
#include <mutex>
#include <numeric>
#include <stdexcept>
#include <unordered_map>
#include <utility>

#include "exact_cover/workers.hpp"

namespace sudoku {

namespace {

std::size_t power(std::size_t base, std::size_t exponent) {
    std::size_t result = 1;
    for (std::size_t k = 0; k < exponent; ++k) result *= base;
    return result;
}

void require_tall(const Shape& tall) {
    if (tall.box_rows() < tall.box_columns())
        throw std::invalid_argument("band tables need tall boxes (R >= C), not " +
                                    to_string(tall));
}

// Every order of 0, 1, ..., k - 1, the identity first.
std::vector<std::vector<std::size_t>> permutations(std::size_t k) {
    std::vector<std::size_t> order(k);
    std::iota(order.begin(), order.end(), 0);
    std::vector<std::vector<std::size_t>> all;
    do all.push_back(order);
    while (std::next_permutation(order.begin(), order.end()));
    return all;
}

// A table packed into one number, a few bits per type, as the key of the tables' map:
// counts are at most R, so they never carry into the next type's bits.
struct Packing {
    std::size_t bits;
    explicit Packing(const Shape& tall)
        : bits(static_cast<std::size_t>(std::bit_width(tall.box_rows()))) {}
    [[nodiscard]] WideCount one(std::size_t type) const {
        return WideCount{1} << (bits * type);
    }
    [[nodiscard]] WideCount key(const BandTable& table) const {
        WideCount key = 0;
        for (std::size_t t = 0; t < table.counts.size(); ++t)
            key += table.counts[t] * one(t);
        return key;
    }
};

struct WideHash {
    std::size_t operator()(WideCount key) const noexcept {
        auto x = static_cast<std::uint64_t>(key) ^
                 (static_cast<std::uint64_t>(key >> 64) * 0x9E3779B97F4A7C15ULL);
        x ^= x >> 31;
        x *= 0xBF58476D1CE4E5B9ULL;
        return static_cast<std::size_t>(x ^ (x >> 29));
    }
};

// [start:symmetries]
// The symmetries of a band table, each as the map of types it makes: a permutation
// tau_s of the C columns inside every stack s, then a permutation sigma of the R
// stacks. A value of type (c_0, ..., c_{R-1}) goes to the type whose stack sigma(s)
// holds column tau_s(c_s).
std::vector<std::vector<std::size_t>> table_symmetries(const Shape& tall) {
    const std::size_t R = tall.box_rows(), C = tall.box_columns();
    const std::size_t types = power(C, R);
    const std::vector<std::vector<std::size_t>> column_orders = permutations(C);
    std::vector<std::size_t> sigma(R);
    const std::size_t choices = power(column_orders.size(), R);  // a tau per stack
    std::vector<std::vector<std::size_t>> maps;
    std::iota(sigma.begin(), sigma.end(), 0);
    do {
        for (std::size_t code = 0; code < choices; ++code) {
            std::vector<std::size_t>& map = maps.emplace_back(types, 0);
            for (std::size_t t = 0; t < types; ++t)
                for (std::size_t s = 0, rest = code; s < R; ++s) {
                    const auto& order = column_orders[rest % column_orders.size()];
                    rest /= column_orders.size();
                    map[t] += order[type_column(tall, t, s)] * power(C, sigma[s]);
                }
        }
    } while (std::next_permutation(sigma.begin(), sigma.end()));
    return maps;
}
// [end:symmetries]

BandTable image(const BandTable& table, const std::vector<std::size_t>& map) {
    BandTable out{std::vector<std::uint8_t>(table.counts.size(), 0)};
    for (std::size_t t = 0; t < table.counts.size(); ++t)
        out.counts[map[t]] = table.counts[t];
    return out;
}

// [start:completions]
// The grids with a top band of table @p top, per assignment of its column sets (three
// bands, C = 3): every second band that fits under it, its n(T2) times the n(T3) of
// the third, which is forced. Per stack, each value goes to one of the two columns it
// is not in, R values to a column; the stacks choose independently.
WideCount completions(const Shape& tall, const BandTable& top,
                      const std::unordered_map<WideCount, std::uint64_t, WideHash>& n) {
    const std::size_t R = tall.box_rows(), N = tall.size();
    const Packing packing(tall);
    std::vector<std::size_t> type_of;  // each value's type in the top band
    for (std::size_t t = 0; t < top.counts.size(); ++t)
        type_of.insert(type_of.end(), top.counts[t], t);
    // ways[s]: each way to give every value its column of stack s in the second band
    std::vector<std::vector<std::vector<std::size_t>>> ways(R);
    for (std::size_t s = 0; s < R; ++s) {
        std::vector<std::size_t> column(N), filled(3, 0);
        const auto place = [&](const auto& self, std::size_t value) -> void {
            if (value == N) return ways[s].push_back(column);
            for (std::size_t c = 0; c < 3; ++c)
                if (c != type_column(tall, type_of[value], s) && filled[c] < R) {
                    column[value] = c;
                    ++filled[c];
                    self(self, value + 1);
                    --filled[c];
                }
        };
        place(place, 0);
    }
    // second[s][v], third[s][v]: value v's type in bands 2 and 3 so far, its columns in
    // stacks 0 to s - 1
    std::vector<std::vector<std::size_t>> second(R + 1, std::vector<std::size_t>(N, 0));
    std::vector<std::vector<std::size_t>> third = second;
    WideCount total = 0;
    const auto choose = [&](const auto& self, std::size_t s) -> void {
        if (s == R) {
            WideCount key2 = 0, key3 = 0;
            for (std::size_t v = 0; v < N; ++v) {
                key2 += packing.one(second[R][v]);
                key3 += packing.one(third[R][v]);
            }
            total += WideCount{n.at(key2)} * n.at(key3);
            return;
        }
        for (const std::vector<std::size_t>& column : ways[s]) {
            for (std::size_t v = 0; v < N; ++v) {
                const std::size_t first = type_column(tall, type_of[v], s);
                second[s + 1][v] = second[s][v] + column[v] * power(3, s);
                // the third band takes the column left: 0 + 1 + 2 = 3
                third[s + 1][v] = third[s][v] + (3 - first - column[v]) * power(3, s);
            }
            self(self, s + 1);
        }
    };
    choose(choose, 0);
    return total;
}
// [end:completions]

}  // namespace

std::size_t type_column(const Shape& tall, std::size_t type, std::size_t stack) {
    return type / power(tall.box_columns(), stack) % tall.box_columns();
}

std::vector<BandTable> band_tables(const Shape& tall,
                                   const exact_cover::Limits& limits) {
    require_tall(tall);
    const std::size_t R = tall.box_rows(), C = tall.box_columns();
    const std::size_t types = power(C, R);
    std::vector<BandTable> tables;
    BandTable table{std::vector<std::uint8_t>(types, 0)};
    // room[s * C + c]: values column c of stack s can still take
    std::vector<std::size_t> room(R * C, R);
    // (the interrupt is read once every so many calls, and then ends every call)
    constexpr std::uint32_t calls_between_checks = 1u << 16;
    std::uint32_t calls = 0;
    bool stopped = false;
    const auto fill = [&](const auto& self, std::size_t t, std::size_t left) -> void {
        if (++calls % calls_between_checks == 0 && limits.interrupted()) stopped = true;
        if (stopped) return;
        if (left == 0) return tables.push_back(table);
        if (t == types) return;
        std::size_t most = left;
        for (std::size_t s = 0; s < R; ++s)
            most = std::min(most, room[s * C + type_column(tall, t, s)]);
        for (std::size_t k = 0; k <= most; ++k) {
            table.counts[t] = static_cast<std::uint8_t>(k);
            for (std::size_t s = 0; s < R; ++s)
                room[s * C + type_column(tall, t, s)] -= k;
            self(self, t + 1, left - k);
            for (std::size_t s = 0; s < R; ++s)
                room[s * C + type_column(tall, t, s)] += k;
        }
        table.counts[t] = 0;
    };
    fill(fill, 0, tall.size());
    return tables;
}

std::uint64_t labellings(const BandTable& table) {
    std::uint64_t ways = 1;  // N! / prod counts[t]!, as a product of binomials
    std::size_t placed = 0;
    for (std::uint8_t count : table.counts)
        for (std::size_t k = 1; k <= count; ++k) ways = ways * ++placed / k;
    return ways;
}

// [start:bands_with_table]
std::uint64_t bands_with_table(const Shape& tall, const BandTable& table) {
    require_tall(tall);
    const std::size_t R = tall.box_rows(), C = tall.box_columns(), N = tall.size();
    if (N * R > 64)
        throw std::invalid_argument("bands_with_table: more than 64 slots in " +
                                    to_string(tall));
    // the orders a value can take the rows in: its row in stack s is order[s]
    const std::vector<std::vector<std::size_t>> orders = permutations(R);
    // The slots a value of type t covers when it takes rows `order`: bit
    // (s * C + c_s) * R + order[s] is row order[s] of its column in stack s.
    const auto slots = [&](std::size_t t, const std::vector<std::size_t>& order) {
        std::uint64_t set = 0;
        for (std::size_t s = 0; s < R; ++s)
            set |= std::uint64_t{1}
                   << ((s * C + type_column(tall, t, s)) * R + order[s]);
        return set;
    };
    // The values in type order. The first one's rows are fixed (its order the first),
    // and the count multiplied by R! at the end: permuting a band's rows maps bands to
    // bands one to one.
    std::vector<std::size_t> type_of;
    for (std::size_t t = 0; t < table.counts.size(); ++t)
        type_of.insert(type_of.end(), table.counts[t], t);
    // memo[covered]: how many ways the values placed so far cover exactly `covered`.
    std::unordered_map<std::uint64_t, std::uint64_t> memo{
        {slots(type_of[0], orders[0]), 1}};
    std::unordered_map<std::uint64_t, std::uint64_t> next;
    for (std::size_t v = 1; v < type_of.size(); ++v) {
        next.clear();
        for (const auto& [covered, count] : memo)
            for (const auto& order : orders)
                if (const std::uint64_t more = slots(type_of[v], order);
                    (covered & more) == 0)
                    next[covered | more] += count;
        std::swap(memo, next);
    }
    // once all N values are placed, every slot is covered: one key is left, or none
    return memo.empty() ? 0 : memo.begin()->second * orders.size();
}
// [end:bands_with_table]

BandTable canonical_table(const Shape& tall, const BandTable& table) {
    require_tall(tall);
    const Packing packing(tall);
    BandTable best = table;
    WideCount best_key = packing.key(table);
    for (const auto& map : table_symmetries(tall)) {
        BandTable other = image(table, map);
        if (const WideCount key = packing.key(other); key < best_key) {
            best_key = key;
            best = std::move(other);
        }
    }
    return best;
}

std::optional<std::string> band_count_refusal(const Shape& shape) {
    const std::size_t R = std::max(shape.box_rows(), shape.box_columns());
    const std::size_t C = std::min(shape.box_rows(), shape.box_columns());
    if (C < 2)
        return "boxes of one row or one column make a grid a Latin square with one "
               "band: the method needs two or three bands";
    if (C > 3 || (C == 3 && R > 3))
        return std::to_string(C) + " bands of " + std::to_string(R) +
               " rows: the second band alone has too many ways to fit under the first";
    if (shape.size() * R > 64)
        return "a band has " + std::to_string(shape.size() * R) +
               " (column, row) slots, more than the 64 a memo key holds";
    return std::nullopt;
}

namespace {

// A count that an interrupt ended: what it has done so far, and no total.
BandCount interrupted(BandCount&& count) {
    count.ending = exact_cover::Ending::interrupted;
    return std::move(count);
}

}  // namespace

BandCount count_grids_by_bands(
    const Shape& shape, const exact_cover::Limits& limits, unsigned threads,
    const std::function<void(const BandCountProgress&)>& progress) {
    if (const auto why = band_count_refusal(shape))
        throw std::invalid_argument("count_grids_by_bands: " + to_string(shape) + ": " +
                                    *why);
    const Shape tall(std::max(shape.box_rows(), shape.box_columns()),
                     std::min(shape.box_rows(), shape.box_columns()));
    BandCount result{.shape = shape, .tall = tall, .tables = 0, .classes = {}};
    std::mutex report;
    const auto tell = [&](std::string_view stage, std::size_t done, std::size_t total) {
        if (!progress) return;
        const std::lock_guard<std::mutex> lock(report);
        progress({stage, done, total});
    };
    // The classes: each table not yet seen starts one, and its images are its members.
    const Packing packing(tall);
    const std::vector<BandTable> tables = band_tables(tall, limits);
    const std::vector<std::vector<std::size_t>> symmetries = table_symmetries(tall);
    std::unordered_map<WideCount, std::size_t, WideHash> class_of;
    // (an interrupt is heard between tables and every few thousand images: a class of
    // a wide band has millions of them)
    constexpr std::size_t images_between_checks = 4096;
    for (const BandTable& table : tables) {
        if (limits.interrupted()) return interrupted(std::move(result));
        if (class_of.contains(packing.key(table))) continue;
        TableClass& added = result.classes.emplace_back();
        for (std::size_t m = 0; m < symmetries.size(); ++m) {
            if (m % images_between_checks == 0 && limits.interrupted())
                return interrupted(std::move(result));
            const BandTable other = image(table, symmetries[m]);
            if (class_of.emplace(packing.key(other), result.classes.size() - 1).second)
                ++added.members;
        }
        added.first = canonical_table(tall, table);
    }
    result.tables = tables.size();
    tell("tables", tables.size(), tables.size());
    // n(T), once per class.
    std::atomic<std::size_t> done{0};
    result.threads =
        exact_cover::for_each_job(result.classes.size(), threads, [&](std::size_t k) {
            if (limits.interrupted()) return;
            result.classes[k].bands = bands_with_table(tall, result.classes[k].first);
            tell("bands", ++done, result.classes.size());
        });
    if (limits.interrupted()) return interrupted(std::move(result));
    for (const TableClass& c : result.classes)
        result.bands += WideCount{c.members} * labellings(c.first) * c.bands;
    // The completions: n(T) again when there are two bands, a sum over second bands
    // when there are three.
    if (tall.box_columns() == 2) {
        for (TableClass& c : result.classes) c.completions = c.bands;
    } else {
        std::unordered_map<WideCount, std::uint64_t, WideHash> n;
        for (const auto& [key, k] : class_of) n.emplace(key, result.classes[k].bands);
        done = 0;
        const unsigned ran = exact_cover::for_each_job(
            result.classes.size(), threads, [&](std::size_t k) {
                if (limits.interrupted()) return;
                result.classes[k].completions =
                    completions(tall, result.classes[k].first, n);
                tell("completions", ++done, result.classes.size());
            });
        result.threads = std::min(result.threads, ran);
        if (limits.interrupted()) return interrupted(std::move(result));
    }
    for (const TableClass& c : result.classes)
        result.grids +=
            WideCount{c.members} * labellings(c.first) * c.bands * c.completions;
    return result;
}

}  // namespace sudoku
