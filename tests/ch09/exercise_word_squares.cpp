// Exercise 9.3: word_square_problem().
#include <boost/test/unit_test.hpp>

#include <set>
#include <string>
#include <vector>

#include "ch09/word_squares.hpp"
#include "exact_cover/colour_dlx.hpp"
#include "exact_cover/problems/word_rectangles.hpp"

namespace {

const std::vector<std::string> words = exact_cover::three_letter_words();

// The squares by hand: every choice of n row words (n = 2 or 3) whose columns read the
// same words.
std::uint64_t squares_by_hand(const std::vector<std::string>& list, std::size_t n) {
    std::vector<std::string> fit;
    for (const std::string& w : list)
        if (w.size() == n) fit.push_back(w);
    std::uint64_t count = 0;
    std::vector<std::size_t> pick(n, 0);
    for (;;) {
        bool symmetric = true;
        for (std::size_t i = 0; i < n && symmetric; ++i)
            for (std::size_t j = 0; j < n && symmetric; ++j)
                symmetric = fit[pick[i]][j] == fit[pick[j]][i];
        count += symmetric;
        std::size_t k = 0;
        while (k < n && ++pick[k] == fit.size()) pick[k++] = 0;
        if (k == n) return count;
    }
}

std::uint64_t squares_by_colours(const std::vector<std::string>& list, std::size_t n) {
    const exact_cover::Problem p = exercises::word_square_problem(n, list);
    BOOST_TEST_REQUIRE(p.primary_count() == n);
    BOOST_TEST_REQUIRE(p.item_count() == n + n * n);
    return exact_cover::ColourDlx(p).count_solutions().solutions;
}

}  // namespace

BOOST_AUTO_TEST_CASE(the_items_and_one_option_are_as_the_header_says) {
    const std::vector<std::string> one = {"tea", "to"};
    const exact_cover::Problem p = exercises::word_square_problem(3, one);
    BOOST_TEST(p.item_count() == 12u);
    BOOST_TEST_REQUIRE(p.option_count() == 3u);  // "to" has another length
    // w1=tea: w1, row 1 (x11 x12 x13) and column 1 (x21 x31), the corner once
    BOOST_TEST(p.option(0).size() == 6u, "the diagonal cell belongs to one item once");
    BOOST_TEST(p.has_colours());
}

BOOST_AUTO_TEST_CASE(three_letter_squares_as_many_as_by_hand) {
    const std::uint64_t expected = squares_by_hand(words, 3);
    BOOST_TEST(expected > 0u);
    BOOST_TEST(squares_by_colours(words, 3) == expected);
}

BOOST_AUTO_TEST_CASE(two_letter_squares_as_many_as_by_hand) {
    const std::vector<std::string> two = {"at", "to", "ta", "oh", "ho", "ah", "ha",
                                          "it", "ti", "is", "so", "os", "no", "on"};
    BOOST_TEST(squares_by_colours(two, 2) == squares_by_hand(two, 2));
}
