// Exercise 5.1: fewest_options_item().
#include <boost/test/unit_test.hpp>

#include <random>
#include <vector>

#include "ch05/fewest_options_item.hpp"
#include "exact_cover/algorithm_x.hpp"
#include "exact_cover/problems/examples.hpp"

using exact_cover::Item;
using exercises::fewest_options_item;

BOOST_AUTO_TEST_CASE(the_smallest_count_wins) {
    const std::vector<std::size_t> len{3, 2, 5, 1, 4};
    const std::vector<Item> open{0, 1, 2, 3, 4};
    BOOST_TEST((fewest_options_item(len, open) == std::optional<Item>(3)));
}

BOOST_AUTO_TEST_CASE(ties_go_to_the_leftmost_item_whatever_the_order) {
    const std::vector<std::size_t> len{2, 1, 7, 1};
    const std::vector<Item> in_order{0, 1, 2, 3}, reversed{3, 2, 1, 0};
    BOOST_TEST((fewest_options_item(len, in_order) == std::optional<Item>(1)));
    BOOST_TEST((fewest_options_item(len, reversed) == std::optional<Item>(1)));
}

BOOST_AUTO_TEST_CASE(only_open_items_count) {
    const std::vector<std::size_t> len{0, 3, 2, 2};
    const std::vector<Item> open{3, 1};  // item 0 is covered: its count means nothing
    BOOST_TEST((fewest_options_item(len, open) == std::optional<Item>(3)));
    BOOST_TEST(!fewest_options_item(len, std::vector<Item>{}).has_value());
}

BOOST_AUTO_TEST_CASE(agrees_with_choose_item_on_random_states) {
    std::mt19937 random(51);
    for (int trial = 0; trial < 300; ++trial) {
        exact_cover::Problem p =
            exact_cover::Problem::with_item_count(1 + random() % 9);
        for (int k = 0; k < 12; ++k) {
            std::vector<Item> items;
            for (Item i = 0; i < p.item_count(); ++i)
                if (random() % 3 == 0) items.push_back(i);
            if (!items.empty()) p.add_option(items);
        }
        exact_cover::RemainingMatrix m(p);
        for (exact_cover::Option o = 0; o < p.option_count(); ++o)
            if (m.is_alive(o) && random() % 4 == 0) m.choose(o);
        std::vector<std::size_t> len;
        std::vector<Item> open;
        for (Item i = 0; i < p.item_count(); ++i) {
            len.push_back(m.len(i));
            if (!m.is_covered(i)) open.push_back(i);
        }
        std::shuffle(open.begin(), open.end(), random);
        const auto expected =
            exact_cover::choose_item(m, exact_cover::ItemChoice::fewest_options);
        BOOST_TEST((fewest_options_item(len, open) == expected));
    }
}
