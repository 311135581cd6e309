// Exercise 13.2: doomed_options(), against its definition and against the nodes that
// dancing cells makes at the root of its tree.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <random>
#include <stdexcept>
#include <vector>

#include "ch13/doomed_options.hpp"
#include "exact_cover/baseline_dlx.hpp"
#include "exact_cover/dancing_cells.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/problems/langford.hpp"
#include "exact_cover/problems/pentominoes.hpp"
#include "exact_cover/problems/queens.hpp"
#include "test_support/random_problems.hpp"

using exact_cover::Item;
using exact_cover::Option;
using exact_cover::Problem;
using Options = std::vector<Option>;

namespace {

// The definition again, with each option as a mask of its items (at most 64 items).
Options doomed_by_masks(const Problem& p) {
    std::vector<std::uint64_t> mask(p.option_count(), 0);
    for (Option o = 0; o < p.option_count(); ++o)
        for (const Item i : p.option(o)) mask[o] |= std::uint64_t{1} << i;
    Options doomed;
    for (Option o = 0; o < p.option_count(); ++o) {
        bool is_doomed = false;
        for (Item k = 0; k < p.primary_count(); ++k) {
            const std::uint64_t bit = std::uint64_t{1} << k;
            if (mask[o] & bit) continue;
            bool left = false;
            for (Option q = 0; q < p.option_count(); ++q)
                left = left || ((mask[q] & bit) && !(mask[q] & mask[o]));
            is_doomed = is_doomed || !left;
        }
        if (is_doomed) doomed.push_back(o);
    }
    return doomed;
}

// The item a search chooses at the root: the primary item with the fewest options, the
// first on ties (both engines' rule, with every item active in order); none if the
// problem has no primary item.
std::optional<Item> root_item(const Problem& p) {
    std::optional<Item> best;
    std::vector<std::size_t> count(p.item_count(), 0);
    for (Option o = 0; o < p.option_count(); ++o)
        for (const Item i : p.option(o)) ++count[i];
    for (Item i = 0; i < p.primary_count(); ++i)
        if (!best || count[i] < count[*best]) best = i;
    return best;
}

std::uint64_t first_level(const exact_cover::SearchResult& r) {
    return r.profile.empty() ? 0 : r.profile[0];
}

// Dancing cells tries every option of the root's item and makes a node of those that
// are not doomed; Dancing Links makes a node of every one.
void expect_root_nodes(const Problem& p) {
    const std::optional<Item> best = root_item(p);
    if (!best) return;
    const Options doomed = exercises::doomed_options(p);
    std::uint64_t options = 0, alive = 0;
    for (Option o = 0; o < p.option_count(); ++o)
        for (const Item i : p.option(o))
            if (i == *best) {
                ++options;
                alive += !std::binary_search(doomed.begin(), doomed.end(), o);
            }
    exact_cover::DancingCells cells(p);
    BOOST_TEST(first_level(cells.count_solutions()) == alive);
    exact_cover::BaselineDlx dlx(p);
    BOOST_TEST(first_level(dlx.count_solutions()) == options);
}

}  // namespace

BOOST_AUTO_TEST_CASE(knuths_example) {
    // c e; a d g; b c f; a d f; b g; d e g: the last leaves a with a d g and a d f
    // only, and both share d with it.
    BOOST_TEST((exercises::doomed_options(exact_cover::knuth_example()) == Options{5}));
}

BOOST_AUTO_TEST_CASE(a_shared_secondary_item_clashes) {
    Problem p = Problem::with_item_count(2, 1);  // items 0 and 1 primary, 2 secondary
    p.add_option({0, 2});
    p.add_option({1, 2});  // leaves 0 with {0, 2} only, which shares item 2
    p.add_option({1});
    BOOST_TEST((exercises::doomed_options(p) == Options{1}));
}

BOOST_AUTO_TEST_CASE(an_item_without_options_dooms_every_option) {
    Problem p = Problem::with_item_count(3);
    p.add_option({0});
    p.add_option({0, 1});
    BOOST_TEST((exercises::doomed_options(p) == Options{0, 1}));
    BOOST_TEST(exercises::doomed_options(Problem::with_item_count(2)).empty());
}

BOOST_AUTO_TEST_CASE(colours_are_refused) {
    Problem p = Problem::with_item_count(1, 1);
    const exact_cover::Colour red = p.colour("red");
    p.add_coloured_option({{0, 0}, {1, red}});
    BOOST_CHECK_THROW((void)exercises::doomed_options(p), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(the_definition_on_random_problems) {
    std::mt19937 rng(122);
    for (int k = 0; k < 400; ++k) BOOST_TEST_CONTEXT("problem " << k) {
            const Problem p =
                test_support::sparse_random_problem(rng, 12, 6, 30, k % 3 + 2);
            BOOST_TEST(exercises::doomed_options(p) == doomed_by_masks(p),
                       boost::test_tools::per_element());
        }
}

BOOST_AUTO_TEST_CASE(the_nodes_dancing_cells_makes_at_the_root) {
    expect_root_nodes(exact_cover::knuth_example());
    for (std::size_t n = 4; n <= 9; ++n) BOOST_TEST_CONTEXT("queens " << n) {
            expect_root_nodes(exact_cover::queens_problem(n));
        }
    for (std::size_t n = 3; n <= 8; ++n) BOOST_TEST_CONTEXT("Langford " << n) {
            expect_root_nodes(exact_cover::langford_problem(n));
        }
    BOOST_TEST_CONTEXT("pentominoes 20 x 3") {
        expect_root_nodes(exact_cover::pentomino_problem(20, 3));
    }
    std::mt19937 rng(1212);
    for (int k = 0; k < 200; ++k) BOOST_TEST_CONTEXT("random problem " << k) {
            std::uniform_int_distribution<std::size_t> primary(1, 10), secondary(0, 5),
                options(1, 50);
            expect_root_nodes(test_support::random_problem(
                rng, primary(rng), secondary(rng), options(rng)));
        }
}
