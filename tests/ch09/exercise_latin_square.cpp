// Exercise 9.1: latin_square_problem().
#include <boost/test/unit_test.hpp>

#include "ch09/latin_square.hpp"
#include "exact_cover/tuned_dlx.hpp"

BOOST_AUTO_TEST_CASE(sizes) {
    const exact_cover::Problem p = exercises::latin_square_problem(4);
    BOOST_TEST(p.item_count() == 48u);
    BOOST_TEST(p.primary_count() == 48u);
    BOOST_TEST(p.option_count() == 64u);
    BOOST_TEST(p.entry_count() == 192u);
    const auto o = p.option((1 * 4 + 2) * 4 + 3);  // r = 1, c = 2, v = 3
    BOOST_TEST((std::vector<exact_cover::Item>(o.begin(), o.end()) ==
                std::vector<exact_cover::Item>{6, 16 + 7, 32 + 11}));
}

BOOST_AUTO_TEST_CASE(the_number_of_latin_squares) {
    const std::uint64_t counts[] = {1, 2, 12, 576};  // n = 1 .. 4
    for (std::size_t n = 1; n <= 4; ++n)
        BOOST_TEST(exact_cover::TunedDlx(exercises::latin_square_problem(n))
                           .count_solutions()
                           .solutions == counts[n - 1],
                   "n = " << n);
}
