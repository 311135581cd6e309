// Chapter 4: the remaining matrix, choosing options and taking them back.
#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "exact_cover/dense_matrix.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/remaining_matrix.hpp"
#include "test_support/random_problems.hpp"
#include "test_support/thrown.hpp"

using namespace exact_cover;

namespace {

// Everything a RemainingMatrix shows, for comparing two states.
struct Snapshot {
    std::vector<bool> alive, covered;
    std::vector<std::size_t> len;
    std::vector<Option> chosen;
    std::size_t options = 0, items = 0, primary = 0;
    friend bool operator==(const Snapshot&, const Snapshot&) = default;
};

Snapshot snapshot(const RemainingMatrix& m) {
    Snapshot s;
    for (Option o = 0; o < m.problem().option_count(); ++o)
        s.alive.push_back(m.is_alive(o));
    for (Item i = 0; i < m.problem().item_count(); ++i) {
        s.covered.push_back(m.is_covered(i));
        if (!m.is_covered(i)) s.len.push_back(m.len(i));
    }
    s.chosen.assign(m.chosen().begin(), m.chosen().end());
    s.options = m.options_remaining();
    s.items = m.items_remaining();
    s.primary = m.primary_items_remaining();
    return s;
}

// The item's len recomputed from the definition: alive options that contain it.
std::size_t len_by_definition(const RemainingMatrix& m, Item item) {
    std::size_t n = 0;
    for (Option o = 0; o < m.problem().option_count(); ++o)
        if (m.is_alive(o))
            for (Item i : m.problem().option(o)) n += i == item;
    return n;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(ch04_remaining_matrix)

BOOST_AUTO_TEST_CASE(the_whole_matrix_has_every_option_and_the_column_sums_as_lengths) {
    const Problem p = small_example();
    const RemainingMatrix m(p);
    BOOST_TEST(m.options_remaining() == 6u);
    BOOST_TEST(m.items_remaining() == 9u);
    BOOST_TEST(m.primary_items_remaining() == 9u);
    BOOST_TEST(m.chosen().empty());
    const std::vector<std::size_t> sums = indicator_matrix(p).column_sums();
    for (Item i = 0; i < p.item_count(); ++i) BOOST_TEST(m.len(i) == sums[i]);
    // Item 1 is in A, B and F: options 0, 1, 5.
    BOOST_TEST(std::vector<Option>(m.column(0).begin(), m.column(0).end()) ==
                   (std::vector<Option>{0, 1, 5}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(
    choosing_an_option_removes_its_items_and_every_option_meeting_them) {
    const Problem p = small_example();
    RemainingMatrix m(p);
    m.choose(3);  // D = {4,5,6} meets F = {1,5,8} in 5
    BOOST_TEST(!m.is_alive(3));
    BOOST_TEST(!m.is_alive(5));
    BOOST_TEST(m.is_alive(0));
    BOOST_TEST(m.options_remaining() == 4u);
    BOOST_TEST(m.items_remaining() == 6u);
    BOOST_TEST(m.is_covered(3));
    BOOST_TEST(m.len(0) == 2u);  // item 1: A and B left
    BOOST_TEST(m.len(7) == 2u);  // item 8: C and E left
    // dlx1's count: 3 items covered; D leaves the columns of 5 and 6, F those of 1
    // and 8.
    BOOST_TEST(m.updates() == 7u);
}

BOOST_AUTO_TEST_CASE(unchoose_restores_every_count_in_reverse_order) {
    std::mt19937 random(404);
    for (int trial = 0; trial < 300; ++trial) {
        const Problem p = test_support::sparse_random_problem(random, 7, 3, 12);
        RemainingMatrix m(p);
        std::vector<Snapshot> before;
        for (;;) {
            std::vector<Option> alive;
            for (Option o = 0; o < p.option_count(); ++o)
                if (m.is_alive(o)) alive.push_back(o);
            if (alive.empty()) break;
            before.push_back(snapshot(m));
            m.choose(alive[random() % alive.size()]);
            for (Item i = 0; i < p.item_count(); ++i)
                if (!m.is_covered(i)) BOOST_TEST(m.len(i) == len_by_definition(m, i));
        }
        while (!before.empty()) {
            m.unchoose();
            BOOST_TEST((snapshot(m) == before.back()));
            before.pop_back();
        }
    }
}

BOOST_AUTO_TEST_CASE(a_covered_secondary_item_removes_its_other_options) {
    Problem p({"a", "b"}, {"s"});
    p.add_option_by_names({"a", "s"});  // 0
    p.add_option_by_names({"b", "s"});  // 1
    p.add_option_by_names({"b"});       // 2
    RemainingMatrix m(p);
    m.choose(0);
    BOOST_TEST(!m.is_alive(1));
    BOOST_TEST(m.is_alive(2));
    BOOST_TEST(m.primary_items_remaining() == 1u);
    BOOST_TEST(m.items_remaining() == 1u);
}

BOOST_AUTO_TEST_CASE(choosing_a_conflicting_option_says_which_options_and_item) {
    const Problem p = small_example();
    RemainingMatrix m(p);
    m.choose(0);  // A = {1,3,9}
    auto message = [&m](Option o) {
        return test_support::message_of<std::invalid_argument>([&] { m.choose(o); });
    };
    BOOST_TEST(message(1) ==
               "option 'B' conflicts with option 'A', chosen before it: both contain "
               "item '1'");
    BOOST_TEST(message(0) == "option 'A' is chosen twice");
    BOOST_TEST(message(6) == "option 6 does not exist (the problem has 6 options)");
    BOOST_TEST(m.chosen().size() == 1u);  // a rejected choice changes nothing
    m.unchoose();
    BOOST_CHECK_THROW(m.unchoose(), std::logic_error);
}

BOOST_AUTO_TEST_CASE(undo_to_takes_back_choices_and_eliminations_interleaved) {
    std::mt19937 random(405);
    for (int trial = 0; trial < 300; ++trial) {
        const Problem p = test_support::sparse_random_problem(random, 7, 3, 12);
        RemainingMatrix m(p);
        std::vector<std::pair<std::size_t, Snapshot>> marks;
        for (;;) {
            std::vector<Option> alive;
            for (Option o = 0; o < p.option_count(); ++o)
                if (m.is_alive(o)) alive.push_back(o);
            if (alive.empty()) break;
            if (random() % 3 == 0) marks.emplace_back(m.history(), snapshot(m));
            const Option o = alive[random() % alive.size()];
            if (random() % 2 == 0) {
                m.eliminate(o);
                BOOST_TEST(!m.is_alive(o));
                BOOST_CHECK_THROW(m.eliminate(o), std::invalid_argument);
                BOOST_CHECK_THROW(m.choose(o), std::invalid_argument);
            } else {
                m.choose(o);
            }
            for (Item i = 0; i < p.item_count(); ++i)
                if (!m.is_covered(i)) BOOST_TEST(m.len(i) == len_by_definition(m, i));
        }
        while (!marks.empty()) {
            m.undo_to(marks.back().first);
            BOOST_TEST(m.history() == marks.back().first);
            BOOST_TEST((snapshot(m) == marks.back().second));
            marks.pop_back();
        }
        m.undo_to(0);
        BOOST_TEST(m.options_remaining() == p.option_count());
    }
}

BOOST_AUTO_TEST_CASE(an_elimination_removes_an_option_and_counts_its_entries) {
    const Problem p = small_example();
    RemainingMatrix m(p);
    m.eliminate(5);  // F = {1,5,8}
    BOOST_TEST(!m.is_alive(5));
    BOOST_TEST(!m.is_covered(0));
    BOOST_TEST(m.len(0) == 2u);  // item 1: A and B left
    BOOST_TEST(m.options_remaining() == 5u);
    BOOST_TEST(m.updates() == 3u);
    m.choose(0);  // A: an elimination, then a choice
    BOOST_CHECK_THROW(m.eliminate(9), std::invalid_argument);
    m.unchoose();  // the choice came last: allowed
    m.eliminate(1);
    BOOST_CHECK_THROW(m.unchoose(), std::logic_error);  // an elimination came last
    m.undo_to(0);
    BOOST_TEST(m.is_alive(5));
    BOOST_TEST(m.len(0) == 3u);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_CASE(mems_count_every_word_read_or_written) {
    // Choosing D = {4, 5, 6} of chapter 1's example, word by word: D alive? (1) and its
    // three items (3); cover 4: covered (1), its column [D] (1), D alive? (1), D
    // removed (1) with its three items (3) and the LEN of 5 and 6 (4); cover 5: covered
    // (1), its column [D, F] (2), alive? twice (2), F removed (1) with its items 1, 5,
    // 8 (3) and the LEN of 1 and 8 (4); cover 6: covered (1), [D] (1), D alive? (1). 31
    // in all.
    const Problem p = small_example();
    RemainingMatrix m(p);
    const std::uint64_t before = m.mems();
    m.choose(3);  // D
    BOOST_TEST(m.mems() - before == 31u);
    // Reading a length is one mem more; counting does not change the matrix.
    const std::uint64_t read = m.mems();
    BOOST_TEST(m.len(0) == 2u);  // item 1: A and B left
    BOOST_TEST(m.mems() == read + 1);
}
