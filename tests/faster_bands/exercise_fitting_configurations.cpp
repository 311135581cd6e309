// Exercise 1 of "Going faster: bands and triads": fitting_configurations().
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <random>

#include "faster_bands/fitting_configurations.hpp"
#include "sudoku/band_layout.hpp"

namespace {

// The definition, cell by cell: configuration p (the p-th order of the rows, as
// std::next_permutation lists them) fits when box k has a cell of the word in row
// rows[k] for every k.
std::uint32_t by_definition(std::uint32_t word) {
    std::array<int, 3> rows{0, 1, 2};
    std::uint32_t fits = 0;
    for (int p = 0; p < 6; ++p, std::next_permutation(rows.begin(), rows.end())) {
        bool all = true;
        for (int k = 0; k < 3; ++k) {
            bool cell = false;
            for (int c = 3 * k; c < 3 * k + 3; ++c)
                cell |= (word >> (9 * rows[k] + c)) & 1;
            all = all && cell;
        }
        if (all) fits |= 1u << p;
    }
    return fits;
}

// The word with one cell in each open triad of @p key (bit 3r + k: row r, box k), the
// cell's column in the box chosen by @p shift.
std::uint32_t word_of(unsigned key, unsigned shift) {
    std::uint32_t word = 0;
    for (unsigned t = 0; t < 9; ++t)
        if (key >> t & 1) word |= 1u << (9 * (t / 3) + 3 * (t % 3) + (t + shift) % 3);
    return word;
}

}  // namespace

BOOST_AUTO_TEST_CASE(an_empty_word_fits_none_and_a_full_one_all_six) {
    BOOST_TEST(exercises::fitting_configurations(0) == 0u);
    BOOST_TEST(exercises::fitting_configurations(sudoku::band_layout::all_cells) ==
               0x3Fu);
}

BOOST_AUTO_TEST_CASE(each_configuration_alone) {
    // rows 0, 1, 2 in boxes 0, 1, 2: the triads on the diagonal of the band
    BOOST_TEST(exercises::fitting_configurations(1u << 1 | 1u << 13 | 1u << 26) == 1u);
    // {2, 1, 0}: row 2 in box 0, row 1 in box 1, row 0 in box 2
    BOOST_TEST(exercises::fitting_configurations(1u << 18 | 1u << 12 | 1u << 6) == 32u);
    for (unsigned p = 0; p < 6; ++p)
        for (unsigned shift = 0; shift < 3; ++shift) {
            std::array<int, 3> rows{0, 1, 2};
            for (unsigned i = 0; i < p; ++i)
                std::next_permutation(rows.begin(), rows.end());
            unsigned key = 0;
            for (int k = 0; k < 3; ++k) key |= 1u << (3 * rows[k] + k);
            const std::uint32_t word = word_of(key, shift);
            BOOST_TEST_INFO("configuration " << p << ", word " << word);
            BOOST_TEST(exercises::fitting_configurations(word) == 1u << p);
        }
}

BOOST_AUTO_TEST_CASE(every_set_of_open_triads) {
    for (unsigned key = 0; key < 512; ++key)
        for (unsigned shift = 0; shift < 3; ++shift) {
            const std::uint32_t word = word_of(key, shift);
            BOOST_TEST_INFO("word " << word);
            BOOST_TEST(exercises::fitting_configurations(word) == by_definition(word));
        }
}

BOOST_AUTO_TEST_CASE(random_words_and_the_bits_above_the_band) {
    std::mt19937 random(38);
    for (int i = 0; i < 20000; ++i) {
        // sparse words, where few configurations fit, as often as dense ones
        std::uint32_t word = static_cast<std::uint32_t>(random());
        for (int thin = i % 4; thin > 0; --thin)
            word &= static_cast<std::uint32_t>(random());
        BOOST_TEST_INFO("word " << word);
        BOOST_TEST(exercises::fitting_configurations(word) ==
                   by_definition(word & sudoku::band_layout::all_cells));
    }
}
