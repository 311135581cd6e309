// Exercise 9.2: is_langford_pairing().
#include <boost/test/unit_test.hpp>

#include <vector>

#include "ch09/langford_check.hpp"
#include "exact_cover/problems/langford.hpp"
#include "exact_cover/tuned_dlx.hpp"

using Seq = std::vector<std::size_t>;

BOOST_AUTO_TEST_CASE(known_pairings) {
    BOOST_TEST(exercises::is_langford_pairing({2, 3, 1, 2, 1, 3}));
    BOOST_TEST(exercises::is_langford_pairing({3, 1, 2, 1, 3, 2}));  // its reversal
    BOOST_TEST(exercises::is_langford_pairing({4, 1, 3, 1, 2, 4, 3, 2}));
}

BOOST_AUTO_TEST_CASE(not_pairings) {
    BOOST_TEST(!exercises::is_langford_pairing({}));
    // no number between the 1s
    BOOST_TEST(!exercises::is_langford_pairing({1, 1}));
    BOOST_TEST(!exercises::is_langford_pairing({2, 3, 1, 2, 1}));  // odd length
    // 1s and 3s misplaced
    BOOST_TEST(!exercises::is_langford_pairing({2, 3, 1, 2, 3, 1}));
    BOOST_TEST(!exercises::is_langford_pairing({1, 2, 1, 2}));  // 2s too close
    // 4 is out of range
    BOOST_TEST(!exercises::is_langford_pairing({2, 3, 1, 2, 1, 4}));
}

BOOST_AUTO_TEST_CASE(every_solution_of_the_exact_cover_problem) {
    const std::size_t n = 8;
    const exact_cover::Problem p = exact_cover::langford_problem(n);
    std::size_t checked = 0;
    (void)exact_cover::TunedDlx(p).search(
        [&](std::span<const exact_cover::Option> cover) {
            Seq sequence(2 * n, 0);
            for (exact_cover::Option o : cover) {
                const auto items = p.option(o);
                sequence[items[1] - n] = sequence[items[2] - n] = items[0] + 1;
            }
            BOOST_TEST(exercises::is_langford_pairing(sequence));
            Seq broken = sequence;
            // two different numbers swapped: never a pairing
            std::swap(broken[0], broken[1]);
            BOOST_TEST(!exercises::is_langford_pairing(broken));
            ++checked;
            return exact_cover::Next::proceed;
        });
    BOOST_TEST(checked == 300u);
}
