// The band solver's propagation done as sweeps: the band rule and the singles applied
// to all 27 words at once, in vector registers, until a sweep changes nothing, then the
// intersection rule ("Going faster: every word at once"). It reaches the fixed point
// that BandSearch::propagate reaches one word at a time, so the search tree is the
// same. The sweep itself is band_sweep_lanes.hpp, compiled here
// twice: for AVX-512 and for AVX2.
#include <bit>

#include "sudoku/band_layout.hpp"
#include "sudoku/measuring/band_search.hpp"

namespace sudoku {

using measuring::BandSearch;

// [start:skeleton]
#if defined(__x86_64__) && defined(__GNUC__)

namespace {

// [start:skeleton_cut.shared]
// the words' layout: all_cells, one_row, triad_heads, ... (band_layout.hpp)
using namespace band_layout;

// [start:places]
// The stacks in lanes. Folding a band's three rows gives, per column, whether the value
// can still go in that column of the band: the minicolumns. Gathered from the three
// bands, bit 9b + 3t + c is minicolumn (box b of stack t, its column c), and a stack's
// configuration takes one minicolumn per box and per column: the six below, shifted
// by 3t.
constexpr std::uint32_t stack_configuration(int p) {
    std::uint32_t bits = 0;  // column permutations_of_three[p][b] in box b
    for (int b = 0; b < 3; ++b) bits |= 1u << (9 * b + permutations_of_three[p][b]);
    return bits;
}

// What the intersection rule needs to know of a band's triads (bit 9r + 3k) or of stack
// t's minicolumns (bit 9b + 3t + c), the same shape, row r or box b first: the six
// configurations, the nine places one by one, and for each place the places that
// cross it (the rest of its row and of its box, or column).
struct Places {
    std::uint32_t configurations[6]{}, place[9]{}, crossing[9]{};
    constexpr explicit Places(bool band, int t = 0) {
        for (int p = 0; p < 6; ++p)
            configurations[p] =
                band ? configuration_heads(p) : stack_configuration(p) << 3 * t;
        const auto bit = [&](int i, int j) {
            return band ? 1u << triad_head(i, j) : 1u << (9 * i + 3 * t + j);
        };
        for (int u = 0; u < 9; ++u) {
            place[u] = bit(u / 3, u % 3);
            for (int w = 0; w < 9; ++w)
                if (w != u && (w / 3 == u / 3 || w % 3 == u % 3))
                    crossing[u] |= bit(w / 3, w % 3);
        }
    }
};
constexpr Places band_places(true);
constexpr Places stack_places[3] = {Places(false, 0), Places(false, 1),
                                    Places(false, 2)};
// [end:places]

// [end:skeleton_cut.shared]
namespace avx512 {

// Only the sweep is compiled for AVX-512; the rest of the book runs on any x86-64. Its
// helpers carry the same target, and are inlined into it: a 64-byte register passed
// between functions would otherwise go through memory.
// [start:sweep_inline]
#define SWEEP_INLINE __attribute__((always_inline, target("avx512f"))) inline
// [end:sweep_inline]

// [start:lanes]
// [start:skeleton_cut.lanes_note]
// Sixteen 32-bit lanes, one AVX-512 register: lane v holds value v's word of a band
// (lanes 9 to 15 stay empty). An operator on two of them, or on one and a number, acts
// on every lane; a comparison gives all ones in the lanes where it holds, else zero.
// [end:skeleton_cut.lanes_note]
using Lanes = std::uint32_t __attribute__((vector_size(64)));
using Holds = std::int32_t __attribute__((vector_size(64)));  // what comparisons give
// [end:lanes]

// [start:skeleton_cut.sixteen]
// [start:lane_helpers]
// A comparison's lanes (signed, all ones or zero) as Lanes.
SWEEP_INLINE Lanes where(Holds holds) { return reinterpret_cast<Lanes&>(holds); }

// Lane v set to @p word; each lane's number.
SWEEP_INLINE void set_lane(Lanes& lanes, int v, std::uint32_t word) { lanes[v] = word; }
SWEEP_INLINE Lanes lane_numbers() {
    return Lanes{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
}

// Whether some lane is not zero: the register as eight 64-bit numbers, ORed.
SWEEP_INLINE bool any_lane(Lanes lanes) {
    std::uint64_t words[8];
    __builtin_memcpy(words, &lanes, sizeof words);
    std::uint64_t any = 0;
    for (const std::uint64_t word : words) any |= word;
    return any != 0;
}
// [end:lane_helpers]

// [start:lane_reductions]

// The sum of the lanes, and the least, in four halvings of the register.
SWEEP_INLINE std::uint32_t sum_of_lanes(Lanes a) {
    a += __builtin_shufflevector(a, a, 8, 9, 10, 11, 12, 13, 14, 15, -1, -1, -1, -1, -1,
                                 -1, -1, -1);
    a += __builtin_shufflevector(a, a, 4, 5, 6, 7, -1, -1, -1, -1, -1, -1, -1, -1, -1,
                                 -1, -1, -1);
    a += __builtin_shufflevector(a, a, 2, 3, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
                                 -1, -1, -1);
    return a[0] + a[1];
}
SWEEP_INLINE std::uint32_t least_lane(Lanes a) {
    Lanes b = __builtin_shufflevector(a, a, 8, 9, 10, 11, 12, 13, 14, 15, -1, -1, -1,
                                      -1, -1, -1, -1, -1);
    a = a < b ? a : b;
    b = __builtin_shufflevector(a, a, 4, 5, 6, 7, -1, -1, -1, -1, -1, -1, -1, -1, -1,
                                -1, -1, -1);
    a = a < b ? a : b;
    b = __builtin_shufflevector(a, a, 2, 3, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
                                -1, -1, -1);
    a = a < b ? a : b;
    return a[0] < a[1] ? a[0] : a[1];
}
// [end:lane_reductions]

// [end:skeleton_cut.sixteen]
#include "band_sweep_lanes.hpp"
#undef SWEEP_INLINE

}  // namespace avx512

namespace avx2 {

#define SWEEP_INLINE __attribute__((always_inline, target("avx2"))) inline

// [start:two_eights]
// [start:skeleton_cut.pair_note]
// AVX2's registers hold eight 32-bit lanes, so for AVX2 a band takes two, lanes 0 to 7
// and 8 to 15, and Lanes is a pair of them with the operators written out for both
// halves (each in all its forms, used or not).
// [end:skeleton_cut.pair_note]
using Eight = std::uint32_t __attribute__((vector_size(32)));
using EightHolds = std::int32_t __attribute__((vector_size(32)));
struct Holds {
    EightHolds low, high;
};
struct Lanes {
    Eight low, high;
    SWEEP_INLINE std::uint32_t operator[](int v) const {
        return v < 8 ? low[v] : high[v - 8];
    }
};
// [start:skeleton_cut.pair]
// [start:pair_operators]
#define TWO_EIGHTS(op)                                                          \
    [[maybe_unused]] SWEEP_INLINE Lanes operator op(Lanes a, Lanes b) {         \
        return {a.low op b.low, a.high op b.high};                              \
    }                                                                           \
    [[maybe_unused]] SWEEP_INLINE Lanes operator op(Lanes a, std::uint32_t n) { \
        return {a.low op n, a.high op n};                                       \
    }                                                                           \
    [[maybe_unused]] SWEEP_INLINE Lanes& operator op##=(Lanes& a, Lanes b) {    \
        return a = a op b;                                                      \
    }
TWO_EIGHTS(&)
TWO_EIGHTS(|)
TWO_EIGHTS(^)
TWO_EIGHTS(+)
TWO_EIGHTS(-)
// [end:pair_operators]
// [end:two_eights]
// [start:two_eights_rest]
// The comparisons (which give a pair of Holds), the shifts (by a count, the same in
// every lane) and NOT, the same way.
#define TWO_EIGHTS_TEST(op)                                                     \
    [[maybe_unused]] SWEEP_INLINE Holds operator op(Lanes a, Lanes b) {         \
        return {a.low op b.low, a.high op b.high};                              \
    }                                                                           \
    [[maybe_unused]] SWEEP_INLINE Holds operator op(Lanes a, std::uint32_t n) { \
        return {a.low op n, a.high op n};                                       \
    }
TWO_EIGHTS_TEST(==)
TWO_EIGHTS_TEST(!=)
TWO_EIGHTS_TEST(<)
TWO_EIGHTS_TEST(>=)
SWEEP_INLINE Lanes operator<<(Lanes a, int n) { return {a.low << n, a.high << n}; }
SWEEP_INLINE Lanes operator>>(Lanes a, int n) { return {a.low >> n, a.high >> n}; }
SWEEP_INLINE Lanes operator~(Lanes a) { return {~a.low, ~a.high}; }
// [end:two_eights_rest]

// [start:two_eights_helpers]
SWEEP_INLINE Lanes where(Holds holds) {
    return {reinterpret_cast<Eight&>(holds.low), reinterpret_cast<Eight&>(holds.high)};
}

SWEEP_INLINE void set_lane(Lanes& lanes, int v, std::uint32_t word) {
    if (v < 8)
        lanes.low[v] = word;
    else
        lanes.high[v - 8] = word;
}
SWEEP_INLINE Lanes lane_numbers() {
    return {Eight{0, 1, 2, 3, 4, 5, 6, 7}, Eight{8, 9, 10, 11, 12, 13, 14, 15}};
}

SWEEP_INLINE bool any_lane(Lanes lanes) {
    const Eight both = lanes.low | lanes.high;
    std::uint64_t words[4];
    __builtin_memcpy(words, &both, sizeof words);
    return (words[0] | words[1] | words[2] | words[3]) != 0;
}
// [end:two_eights_helpers]

// [start:two_eights_reductions]
// The first halving adds or compares the two registers.
SWEEP_INLINE std::uint32_t sum_of_lanes(Lanes lanes) {
    Eight a = lanes.low + lanes.high;
    a += __builtin_shufflevector(a, a, 4, 5, 6, 7, -1, -1, -1, -1);
    a += __builtin_shufflevector(a, a, 2, 3, -1, -1, -1, -1, -1, -1);
    return a[0] + a[1];
}
SWEEP_INLINE std::uint32_t least_lane(Lanes lanes) {
    Eight a = lanes.low < lanes.high ? lanes.low : lanes.high;
    Eight b = __builtin_shufflevector(a, a, 4, 5, 6, 7, -1, -1, -1, -1);
    a = a < b ? a : b;
    b = __builtin_shufflevector(a, a, 2, 3, -1, -1, -1, -1, -1, -1);
    a = a < b ? a : b;
    return a[0] < a[1] ? a[0] : a[1];
}
// [end:two_eights_reductions]

// [end:skeleton_cut.pair]
#include "band_sweep_lanes.hpp"
#undef SWEEP_INLINE

}  // namespace avx2

}  // namespace

// [start:sweep_targets]
// [start:skeleton_cut.targets_note]
// The two copies of the sweep, each compiled for its instructions; the search calls
// the one BandSearch::propagation() names.
// [end:skeleton_cut.targets_note]
__attribute__((target("avx512f"))) bool BandSearch::sweep_avx512(State& s) {
    return avx512::sweep(s, options_, stats_.updates, swept_word_);
}

__attribute__((target("avx2"))) bool BandSearch::sweep_avx2(State& s) {
    return avx2::sweep(s, options_, stats_.updates, swept_word_);
}
// [end:sweep_targets]

// [start:skeleton_cut.ask]
// [start:can_sweep]
bool BandSearch::can_sweep() {
    __builtin_cpu_init();  // (a solver may be built before the program's constructors
                           // run)
    return __builtin_cpu_supports("avx2");
}

bool BandSearch::can_sweep_avx512() {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f");
}
// [end:can_sweep]
// [end:skeleton_cut.ask]

#else

// Elsewhere there is no sweep: the search propagates one word at a time.
bool BandSearch::sweep_avx512(State& s) { return propagate(s, band_layout::all_words); }
bool BandSearch::sweep_avx2(State& s) { return propagate(s, band_layout::all_words); }
// [start:skeleton_cut.no_sweep]

bool BandSearch::can_sweep() { return false; }
bool BandSearch::can_sweep_avx512() { return false; }
// [end:skeleton_cut.no_sweep]

#endif
// [end:skeleton]

}  // namespace sudoku
