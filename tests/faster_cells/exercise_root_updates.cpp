// Exercise 2 of "Going faster: dancing cells": root_updates(), against the tuned engine
// testing for doom first, on the problems where its root is all it does.
#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <random>
#include <stdexcept>
#include <vector>

#include "exact_cover/measuring/cells_variants.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/tuned_cells.hpp"
#include "faster_cells/root_updates.hpp"

using exact_cover::Item;
using exact_cover::Problem;
using exact_cover::SearchResult;
using exact_cover::TunedCells;
namespace measuring = exact_cover::measuring;

namespace {

// A whole search of @p p by the tuned engine, the doom tested first (or, with
// @p while_hiding, as ssxc1 tests it).
SearchResult run(const Problem& p, bool while_hiding = false) {
    TunedCells cells(p);
    return measuring::count_solutions(
        cells, {.doom = while_hiding ? measuring::DoomTest::while_hiding
                                     : measuring::DoomTest::before_hiding});
}

// A small random problem, some of whose options have no primary item (the engine drops
// them): 1 to 8 primary items, 0 to 4 secondary, 1 to 16 options.
Problem random_problem(std::mt19937& rng) {
    const std::size_t primary = 1 + rng() % 8, secondary = rng() % 5;
    Problem p = Problem::with_item_count(primary, secondary);
    for (std::size_t o = 1 + rng() % 16; o > 0; --o) {
        std::vector<Item> items;
        for (Item i = 0; i < primary + secondary; ++i)
            if (rng() % 3 == 0) items.push_back(i);
        if (items.empty()) items.push_back(static_cast<Item>(rng() % primary));
        p.add_option(items);
    }
    return p;
}

}  // namespace

BOOST_AUTO_TEST_CASE(the_two_examples_of_chapter_1) {
    // A = 1 3 9, B = 1 2 3, C = 2 8 9, D = 4 5 6, E = 2 7 8, F = 1 5 8: the root
    // covers 4, whose one option D is not doomed and hides F
    BOOST_TEST(exercises::root_updates(exact_cover::small_example()) == 7u);
    // c e; a d g; b c f; a d f; b g; d e g: the root covers a, whose two options are
    // not doomed
    BOOST_TEST(exercises::root_updates(exact_cover::knuth_example()) == 16u);
}

BOOST_AUTO_TEST_CASE(a_root_with_nothing_to_do) {
    BOOST_TEST(exercises::root_updates(Problem::with_item_count(0, 2)) == 0u);
    Problem p = Problem::with_item_count(2);
    p.add_option({0});  // item 1 has no option: no search
    BOOST_TEST(exercises::root_updates(p) == 0u);
}

BOOST_AUTO_TEST_CASE(colours_are_refused) {
    Problem p = Problem::with_item_count(1, 1);
    const exact_cover::Colour red = p.colour("red");
    p.add_coloured_option({{0, 0}, {1, red}});
    BOOST_CHECK_THROW((void)exercises::root_updates(p), std::invalid_argument);
}

// Where every node the search makes is a cover (nodes == solutions, none included), no
// level below the root does anything, and the run's updates are the root's.
BOOST_AUTO_TEST_CASE(the_runs_whose_root_is_all_they_do) {
    std::mt19937 rng(49);
    int checked = 0, with_nodes = 0, saving = 0;
    for (int k = 0; k < 3000; ++k) {
        const Problem p = random_problem(rng);
        const SearchResult look = run(p);
        const std::uint64_t predicted = exercises::root_updates(p);
        BOOST_TEST_CONTEXT("problem " << k) {
            BOOST_TEST(predicted <= look.updates, "the root is part of the run");
            if (look.nodes != look.solutions) continue;
            ++checked;
            with_nodes += look.nodes > 0;
            BOOST_TEST(predicted == look.updates);
            // ssxc1's tree: the same nodes at the root, and the removals the doomed
            // options make before the doom is found
            const SearchResult ssxc1 = run(p, true);
            BOOST_TEST(ssxc1.updates >= predicted);
            saving += ssxc1.updates > look.updates;
        }
    }
    // enough such problems, some with nodes, some where the doom test saved removals
    BOOST_TEST(checked >= 1000);
    BOOST_TEST(with_nodes >= 300);
    BOOST_TEST(saving >= 200);
}
