// Exercise 1.2: option_mask() and is_exact_cover_bitmask().
#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <random>
#include <vector>

#include "ch01/bitmask_cover.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/verify.hpp"

using exact_cover::Option;
using exact_cover::Problem;

namespace {

// Every selection of the problem's options, as lists of option indices.
std::vector<std::vector<Option>> all_selections(const Problem& p) {
    std::vector<std::vector<Option>> all;
    for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << p.option_count());
         ++mask) {
        std::vector<Option> s;
        for (Option o = 0; o < p.option_count(); ++o)
            if ((mask >> o) & 1) s.push_back(o);
        all.push_back(s);
    }
    return all;
}

}  // namespace

BOOST_AUTO_TEST_CASE(masks_hold_the_items_of_the_option) {
    const Problem p = exact_cover::small_example();
    // A = {1,3,9}: items 0, 2, 8
    BOOST_TEST(exercises::option_mask(p, 0) == 0b100000101u);
    // D = {4,5,6}: items 3, 4, 5
    BOOST_TEST(exercises::option_mask(p, 3) == 0b000111000u);
}

BOOST_AUTO_TEST_CASE(agrees_with_the_definition_on_every_selection_of_both_examples) {
    for (const Problem& p :
         {exact_cover::small_example(), exact_cover::knuth_example()}) {
        int covers = 0;
        for (const auto& s : all_selections(p)) {
            const bool expected = exact_cover::is_exact_cover(p, s);
            BOOST_TEST(exercises::is_exact_cover_bitmask(p, s) == expected);
            covers += expected;
        }
        BOOST_TEST(covers == 1);
    }
}

BOOST_AUTO_TEST_CASE(
    agrees_with_the_definition_on_random_problems_with_secondary_items) {
    std::mt19937 random(2026);
    for (int trial = 0; trial < 200; ++trial) {
        std::vector<std::string> primary, secondary;
        const std::size_t np = 1 + random() % 8, ns = random() % 3;
        for (std::size_t i = 0; i < np; ++i) primary.push_back("p" + std::to_string(i));
        for (std::size_t i = 0; i < ns; ++i)
            secondary.push_back("s" + std::to_string(i));
        Problem p(primary, secondary);
        const std::size_t options = 1 + random() % 8;
        for (std::size_t k = 0; k < options; ++k) {
            std::vector<exact_cover::Item> items;
            for (exact_cover::Item i = 0; i < np + ns; ++i)
                if (random() % 3 == 0) items.push_back(i);
            p.add_option(items);
        }
        for (const auto& s : all_selections(p))
            BOOST_TEST(exercises::is_exact_cover_bitmask(p, s) ==
                       exact_cover::is_exact_cover(p, s));
    }
}

BOOST_AUTO_TEST_CASE(sixty_four_items_fit_in_one_word) {
    std::vector<std::string> names;
    for (int i = 0; i < 64; ++i) names.push_back("i" + std::to_string(i));
    Problem p(names);
    std::vector<exact_cover::Item> low, high;
    for (exact_cover::Item i = 0; i < 32; ++i) low.push_back(i);
    for (exact_cover::Item i = 32; i < 64; ++i) high.push_back(i);
    p.add_option(low);
    p.add_option(high);
    BOOST_TEST(exercises::is_exact_cover_bitmask(p, std::vector<Option>{0, 1}));
    BOOST_TEST(!exercises::is_exact_cover_bitmask(p, std::vector<Option>{1}));
}
