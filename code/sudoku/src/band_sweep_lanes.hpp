// The band solver's sweep, written once for any type of lanes: band_sweep.cpp includes
// this file twice, in a namespace where Lanes is sixteen lanes in one AVX-512 register
// and in one where it is two AVX2 registers of eight, with SWEEP_INLINE giving each
// copy its target (a function can be inlined only into one whose instructions include
// its own). So it has no include guard, and every name it uses comes from where it is
// included: Lanes and its operators, where(), set_lane(), lane_numbers(), any_lane(),
// sum_of_lanes(), least_lane(), band_sweep.cpp's stack_configuration(), band_places
// and stack_places, and the words' layout (band_layout.hpp: all_cells, one_row,
// one_column, row_cells(), box_cells(), triad_heads, configuration_heads(), word()).

// [start:select]
// @p a in the lanes where @p test holds, @p b in the others.
template <class Test>
SWEEP_INLINE Lanes select(Test test, Lanes a, Lanes b) {
    const Lanes mask = where(test);
    return (a & mask) | (b & ~mask);
}
// [end:select]

// [start:lanes_band_rule]
// The band rule on every lane at once: keep the cells of the triads that some fitting
// configuration uses. Each triad's cells are folded onto its first bit; a
// configuration fits where all three of its bits are there.
SWEEP_INLINE Lanes keep_fitting(Lanes w) {
    const Lanes open = (w | w >> 1 | w >> 2) & triad_heads;
    Lanes allowed{};
    for (int c = 0; c < 6; ++c) {
        const std::uint32_t triads = configuration_heads(c);
        allowed |= where((open & triads) == triads) & triads;
    }
    return w & (allowed | allowed << 1 | allowed << 2);
}
// [end:lanes_band_rule]

// [start:lanes_singles]
// The rows of the band (of every lane) where one cell is left. Every row of a word
// that the band rule kept has a cell (or the word is empty: a configuration puts one
// triad in each row), so one subtraction takes the lowest cell from all three rows at
// once, no borrow crossing a row; a row with nothing left after it had one cell.
SWEEP_INLINE Lanes row_singles(Lanes w) {
    const Lanes rest = w & (w - one_column);  // one_column: each row's first cell
    Lanes singles{};
    for (int r = 0; r < 3; ++r)
        singles |= where((rest & row_cells(r)) == 0) & row_cells(r);
    return w & singles;
}

// Each lane's nine rows (three per band) folded to the columns they reach once and
// twice or more.
SWEEP_INLINE void fold_columns(const Lanes (&w)[3], Lanes& once, Lanes& twice) {
    once = Lanes{};
    twice = Lanes{};
    for (int b = 0; b < 3; ++b)
        for (int r = 0; r < 3; ++r) {
            const Lanes row = w[b] >> 9 * r & one_row;
            twice |= once & row;
            once |= row;
        }
}
// [end:lanes_singles]

// [start:stack_helpers]
// Each band's open columns, bit 9b + 3t + c for column c of stack t (a minicolumn).
SWEEP_INLINE Lanes minicolumns(const Lanes (&x)[3]) {
    Lanes open{};
    for (int b = 0; b < 3; ++b)
        open |= ((x[b] | x[b] >> 9 | x[b] >> 18) & one_row) << 9 * b;
    return open;
}

// Each band keeps the cells of the minicolumns in @p keep (bit 9b + 3t + c).
SWEEP_INLINE void keep_minicolumns(Lanes (&x)[3], Lanes keep) {
    for (int b = 0; b < 3; ++b) {
        const Lanes columns = keep >> 9 * b & one_row;
        x[b] &= columns | columns << 9 | columns << 18;
    }
}

// The band rule turned on its side, for the three stacks at once.
SWEEP_INLINE void keep_fitting_stacks(Lanes (&x)[3]) {
    const Lanes open = minicolumns(x);
    Lanes allowed{};
    for (int t = 0; t < 3; ++t)
        for (int p = 0; p < 6; ++p) {
            const std::uint32_t bits = stack_configuration(p) << 3 * t;
            allowed |= where((open & bits) == bits) & bits;
        }
    keep_minicolumns(x, allowed);
}
// [end:stack_helpers]

// [start:cut_places]
// The intersection rule in lanes, on one band or one stack: @p open has each value's
// open triads (or minicolumns) as the bits `place` names, in the layout of
// @p configurations. Each lane's allowed and required places come from the fitting
// configurations; how many values may and must go in each place is counted across the
// lanes; a value leaves a place that three others must have, and the places crossing
// one where it must go. Answers the places each value leaves, or nothing on a
// contradiction.
SWEEP_INLINE bool cut_places(Lanes open, const std::uint32_t (&configurations)[6],
                             const std::uint32_t (&place)[9],
                             const std::uint32_t (&crossing)[9], Lanes& cut) {
    std::uint32_t all = 0;
    for (const std::uint32_t bit : place) all |= bit;
    Lanes allowed{}, required = Lanes{} + all;
    for (const std::uint32_t bits : configurations) {
        const Lanes fits = where((open & bits) == bits);
        allowed |= fits & bits;
        required &= ~fits | bits;
    }
    required &= where(allowed != 0);
    std::uint32_t may1 = 0, may2 = 0, may4 = 0, must1 = 0, must2 = 0, must4 = 0;
    for (int v = 0; v < 9; ++v) {  // counters that stop at four, across the lanes
        const std::uint32_t a = allowed[v], r = required[v];
        may4 |= may2 & may1 & a;
        may2 ^= may1 & a;
        may1 ^= a;
        must4 |= must2 & must1 & r;
        must2 ^= must1 & r;
        must1 ^= r;
    }
    const std::uint32_t may3 = may1 & may2 & ~may4, must3 = must1 & must2 & ~must4;
    if ((((may3 | may4) ^ all) | must4) != 0) return false;  // < 3 may, > 3 must
    const Lanes leave = allowed & ~required;
    cut = leave & must3;
    const Lanes goes = leave & may3;
    for (int t = 0; t < 9; ++t) cut |= where((goes & place[t]) != 0) & crossing[t];
    return true;
}
// [end:cut_places]

// [start:lanes_intersections]
// The intersection rule on the three bands, and on the three stacks when @p stacks.
// Answers false on a contradiction; @p changed gets the cells removed.
SWEEP_INLINE bool lanes_intersections(Lanes (&x)[3], bool stacks, Lanes& changed) {
    const Lanes before[3] = {x[0], x[1], x[2]};
    for (int b = 0; b < 3; ++b) {
        Lanes cut;
        const Lanes open = (x[b] | x[b] >> 1 | x[b] >> 2) & triad_heads;
        if (!cut_places(open, band_places.configurations, band_places.place,
                        band_places.crossing, cut))
            return false;
        x[b] &= ~(cut | cut << 1 | cut << 2);
    }
    for (int t = 0; t < 3 && stacks; ++t) {
        Lanes cut;
        const Places& places = stack_places[t];
        if (!cut_places(minicolumns(x), places.configurations, places.place,
                        places.crossing, cut))
            return false;
        keep_minicolumns(x, ~cut);
    }
    for (int b = 0; b < 3; ++b) changed |= x[b] ^ before[b];
    return true;
}
// [end:lanes_intersections]

// [start:lanes_choice]
// The word BandSearch::branch_on_configurations chooses, from the state a sweep ends
// in: among the bands where some value has two configurations or more, the one with the
// fewest over its nine values, and in it the first value with the fewest, two at least;
// -1 when every value has one in every band.
// At that state every value has a configuration in every band, so a band has a value
// with two or more exactly when its nine counts add up to more than nine.
SWEEP_INLINE int lanes_choice(const Lanes (&x)[3]) {
    Lanes count[3];  // count[b], lane v: how many configurations fit word(v, b)
    for (int b = 0; b < 3; ++b) {
        const Lanes open = (x[b] | x[b] >> 1 | x[b] >> 2) & triad_heads;
        count[b] = Lanes{};
        for (int c = 0; c < 6; ++c) {
            const std::uint32_t triads = configuration_heads(c);
            count[b] -= where((open & triads) == triads);  // all ones: minus one
        }
    }
    // the three bands' totals at once, a byte each (at most 9 x 6 = 54)
    const std::uint32_t totals =
        sum_of_lanes(count[0] | count[1] << 8 | count[2] << 16);
    int band = -1;
    std::uint32_t fewest = 1000;
    for (int b = 0; b < 3; ++b) {
        const std::uint32_t total = totals >> 8 * b & 0xFF;
        if (total > 9 && total < fewest) {
            fewest = total;
            band = b;
        }
    }
    if (band < 0) return -1;
    const Lanes lane = lane_numbers();
    const Lanes key = count[band] << 4 | lane;  // fewest first, then the first value
    const std::uint32_t least =
        least_lane(select(count[band] >= 2, key, Lanes{} + 0xFF));
    return word(static_cast<int>(least & 15), band);
}
// [end:lanes_choice]

// [start:sweep]
// One sweep: the band rule and the singles found in every word, then the cells they
// decide taken from the other values and the peers. It stops when a sweep changes no
// word, then runs the intersection rule, and sweeps again if that changed a word.
SWEEP_INLINE bool sweep(BandSearch::State& s, const measuring::BandOptions& options,
                        std::uint64_t& updates, int& chosen) {
    Lanes x[3];  // x[b], lane v: word(v, b)
    for (int b = 0; b < 3; ++b) {
        x[b] = Lanes{};
        for (int v = 0; v < 9; ++v) set_lane(x[b], v, s.open[word(v, b)]);
    }
    const Lanes values = where(lane_numbers() < 9);  // the nine lanes in use
    std::array<std::uint32_t, 3> placed = s.placed;
    for (;;) {
        const Lanes before[3] = {x[0], x[1], x[2]};
        Lanes bad{}, single[3];  // single: the cells where v must go (hidden singles)
        if (options.stacks) keep_fitting_stacks(x);
        for (int b = 0; b < 3; ++b) {
            x[b] = keep_fitting(x[b]);
            bad |= where(x[b] == 0) & values;  // no configuration fits
            single[b] = row_singles(x[b]);     // (right after the band rule: see there)
        }
        Lanes once, twice;  // hidden singles in columns
        fold_columns(x, once, twice);
        bad |= where(once != one_row) & values;
        const Lanes lone = once & ~twice;
        for (int b = 0; b < 3; ++b) single[b] |= x[b] & (lone | lone << 9 | lone << 18);
        // [end:sweep]
        // [start:sweep_naked]
        Lanes fixed[3], claimed[3];
        for (int b = 0; b < 3; ++b) {  // across the lanes: naked singles, and clashes
            std::uint32_t any = 0, more = 0, wanted = 0, disputed = 0;
            for (int v = 0; v < 9; ++v) {
                more |= any & x[b][v];
                any |= x[b][v];
                disputed |= wanted & single[b][v];
                wanted |= single[b][v];
            }
            if (any != all_cells || disputed != 0) return false;
            const std::uint32_t naked = any & ~more;
            updates += static_cast<std::uint64_t>(std::popcount(naked & ~placed[b]));
            placed[b] = naked;
            fixed[b] = (x[b] & naked) | single[b];  // the cells v now holds
            claimed[b] = Lanes{} + wanted;
        }
        // [end:sweep_naked]
        // [start:sweep_place]
        fold_columns(fixed, once, twice);  // a value fixed twice in a column
        bad |= twice;
        const Lanes columns = once | once << 9 | once << 18;
        Lanes changed{};
        for (int b = 0; b < 3; ++b) {
            Lanes peers = columns;
            for (int k = 0; k < 3; ++k) {
                const Lanes in_row = fixed[b] & row_cells(k);
                const Lanes in_box = fixed[b] & box_cells(k);
                bad |= (in_row & (in_row - 1)) | (in_box & (in_box - 1));
                peers |= (where(in_row != 0) & row_cells(k)) |
                         (where(in_box != 0) & box_cells(k));
            }
            const Lanes y = x[b] & (~peers | fixed[b]) & ~(claimed[b] & ~single[b]);
            // the band rule keeps what it kept: its changes alone need no new sweep,
            // but with the stacks they may let the stacks' rule remove more
            changed |= y ^ (options.stacks ? before[b] : x[b]);
            x[b] = y;
        }
        // [end:sweep_place]
        // [start:sweep_end]
        if (any_lane(bad)) return false;
        if (any_lane(changed)) continue;
        if (options.triads) {  // at a fixed point: the intersection rule
            Lanes narrowed{};
            if (!lanes_intersections(x, options.stacks, narrowed)) return false;
            if (any_lane(narrowed)) continue;
        }
        for (int b = 0; b < 3; ++b)
            for (int v = 0; v < 9; ++v) s.open[word(v, b)] = x[b][v];
        s.placed = placed;
        if (options.configurations) chosen = lanes_choice(x);
        return true;
    }
}
// [end:sweep_end]
