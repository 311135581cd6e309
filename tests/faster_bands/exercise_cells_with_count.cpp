// Exercise 2 of "Going faster: bands and triads": cells_with_count().
#include <boost/test/unit_test.hpp>

#include <array>
#include <cstdint>
#include <random>

#include "faster_bands/cells_with_count.hpp"
#include "sudoku/band_layout.hpp"

using Words = std::array<std::uint32_t, 9>;

namespace {

// The definition, cell by cell.
std::uint32_t by_definition(const Words& words, int k) {
    std::uint32_t cells = 0;
    for (int x = 0; x < 27; ++x) {
        int count = 0;
        for (const std::uint32_t word : words) count += word >> x & 1;
        if (count == k) cells |= 1u << x;
    }
    return cells;
}

std::uint32_t word(std::mt19937& random) {
    return static_cast<std::uint32_t>(random());
}

}  // namespace

BOOST_AUTO_TEST_CASE(no_words_and_all_words) {
    using sudoku::band_layout::all_cells;
    const Words none{}, all{all_cells, all_cells, all_cells, all_cells, all_cells,
                            all_cells, all_cells, all_cells, all_cells};
    BOOST_TEST(exercises::cells_with_count(none, 0) == all_cells);
    BOOST_TEST(exercises::cells_with_count(all, 9) == all_cells);
    for (int k = 1; k <= 9; ++k) BOOST_TEST(exercises::cells_with_count(none, k) == 0u);
    for (int k = 0; k < 9; ++k) BOOST_TEST(exercises::cells_with_count(all, k) == 0u);
}

BOOST_AUTO_TEST_CASE(cell_x_in_x_mod_10_words) {
    // cell x is in the first x % 10 words: every count from 0 to 9, on known cells
    Words words{};
    for (int x = 0; x < 27; ++x)
        for (int v = 0; v < x % 10; ++v) words[v] |= 1u << x;
    for (int k = 0; k <= 9; ++k) {
        std::uint32_t expected = 0;
        for (int x = k; x < 27; x += 10) expected |= 1u << x;
        BOOST_TEST_INFO("k = " << k);
        BOOST_TEST(exercises::cells_with_count(words, k) == expected);
    }
}

BOOST_AUTO_TEST_CASE(counts_outside_zero_to_nine_have_no_cells) {
    const Words words{1, 2, 3, 4, 5, 6, 7, 8, 9};
    BOOST_TEST(exercises::cells_with_count(words, -1) == 0u);
    BOOST_TEST(exercises::cells_with_count(words, 10) == 0u);
    BOOST_TEST(exercises::cells_with_count(words, 16) == 0u);
}

BOOST_AUTO_TEST_CASE(random_bands_and_the_bits_above_them) {
    std::mt19937 random(38);
    for (int i = 0; i < 5000; ++i) {
        Words words;
        for (std::uint32_t& w : words) {
            w = word(random);  // thinned for low counts, thickened for high ones
            for (int thin = i % 3; thin > 0; --thin) w &= word(random);
            if (i % 2) w |= word(random) & word(random);
        }
        for (int k = 0; k <= 9; ++k) {
            BOOST_TEST_INFO("band " << i << ", k = " << k);
            BOOST_TEST(exercises::cells_with_count(words, k) ==
                       by_definition(words, k));
        }
    }
}
