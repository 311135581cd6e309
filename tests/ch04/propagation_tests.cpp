// Chapter 4: propagation to a fixed point, its three outcomes and its log.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <random>
#include <stdexcept>
#include <vector>

#include "exact_cover/brute_force.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/propagation.hpp"
#include "exact_cover/verify.hpp"
#include "test_support/random_problems.hpp"
#include "test_support/thrown.hpp"

using namespace exact_cover;
using Options = std::vector<Option>;

namespace {

Options sorted(std::span<const Option> options) {
    Options s(options.begin(), options.end());
    std::sort(s.begin(), s.end());
    return s;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(ch04_propagation)

BOOST_AUTO_TEST_CASE(the_first_example_is_solved_in_two_rounds) {
    const Problem p = small_example();
    const Propagation r = propagate(p);
    BOOST_TEST((r.outcome == PropagationOutcome::solved));
    BOOST_TEST(!r.empty_item);
    // Round 1: 4 (and 6) lie only in D, 7 only in E; round 2: what is left of 1, 3, 9
    // is A.
    BOOST_TEST(r.forced == (Options{3, 4, 0}), boost::test_tools::per_element());
    BOOST_TEST_REQUIRE(r.rounds.size() == 2u);
    BOOST_TEST((r.rounds[0].forced ==
                std::vector<Forcing>{{3, *p.find_item("4")}, {4, *p.find_item("7")}}));
    // D removed F, E removed B, C and F
    BOOST_TEST(r.rounds[0].options_remaining == 1u);
    BOOST_TEST(r.rounds[0].items_remaining == 3u);  // 1, 3, 9
    BOOST_TEST((r.rounds[1].forced == std::vector<Forcing>{{0, *p.find_item("1")}}));
    BOOST_TEST(r.rounds[1].options_remaining == 0u);
    BOOST_TEST(r.rounds[1].items_remaining == 0u);
    BOOST_TEST(r.options_at_start == 6u);
    BOOST_TEST(r.items_at_start == 9u);
    BOOST_TEST(check_cover(p, r.remaining.chosen()).ok());
}

BOOST_AUTO_TEST_CASE(knuths_example_is_stuck_at_once) {
    const Problem p = knuth_example();
    const Propagation r = propagate(p);
    BOOST_TEST((r.outcome == PropagationOutcome::stuck));
    BOOST_TEST(r.forced.empty());
    BOOST_TEST(r.rounds.empty());
    BOOST_TEST(r.remaining.options_remaining() == 6u);
}

BOOST_AUTO_TEST_CASE(a_given_option_unsticks_knuths_example) {
    const Problem p = knuth_example();
    // {c, e}: removes {b,c,f} and {d,e,g}; b then has only {b,g}, f only {a,d,f}
    const Options given{0};
    const Propagation r = propagate(p, given);
    BOOST_TEST((r.outcome == PropagationOutcome::solved));
    BOOST_TEST(r.options_at_start == 3u);
    BOOST_TEST(r.items_at_start == 5u);
    BOOST_TEST(r.forced == (Options{4, 3}), boost::test_tools::per_element());
    BOOST_TEST((r.rounds.at(0).forced ==
                std::vector<Forcing>{{4, *p.find_item("b")}, {3, *p.find_item("f")}}));
    BOOST_TEST(std::vector<Option>(r.remaining.chosen().begin(),
                                   r.remaining.chosen().end()) == (Options{0, 4, 3}),
               boost::test_tools::per_element());
    BOOST_TEST(check_cover(p, r.remaining.chosen()).ok());
}

BOOST_AUTO_TEST_CASE(a_forcing_that_removes_another_forced_option_is_a_contradiction) {
    // a lies only in {a,b}, c only in {b,c}; they share b, so choosing one empties the
    // other's item.
    Problem p({"a", "b", "c"});
    p.add_option_by_names({"a", "b"});
    p.add_option_by_names({"b", "c"});
    const Propagation r = propagate(p);
    BOOST_TEST((r.outcome == PropagationOutcome::contradiction));
    BOOST_TEST_REQUIRE(r.empty_item.has_value());
    BOOST_TEST(p.item_name(*r.empty_item) == "c");
    BOOST_TEST(r.forced == (Options{0}), boost::test_tools::per_element());
    BOOST_TEST(r.rounds.size() == 1u);
}

BOOST_AUTO_TEST_CASE(an_item_in_no_option_is_a_contradiction_before_any_round) {
    Problem p({"a", "b"});
    p.add_option_by_names({"a"});
    const Propagation r = propagate(p);
    BOOST_TEST((r.outcome == PropagationOutcome::contradiction));
    BOOST_TEST(*r.empty_item == 1u);
    BOOST_TEST(r.rounds.empty());
}

BOOST_AUTO_TEST_CASE(a_bad_given_leads_to_a_contradiction_at_the_leftmost_empty_item) {
    const Problem p = small_example();
    // F = {1,5,8} removes every other option but nothing covers 2
    const Options given{5};
    const Propagation r = propagate(p, given);
    BOOST_TEST((r.outcome == PropagationOutcome::contradiction));
    BOOST_TEST(p.item_name(r.empty_item.value()) == "2");
    BOOST_TEST(r.forced.empty());
}

BOOST_AUTO_TEST_CASE(clashing_givens_are_a_contradiction_with_the_clash) {
    const Problem p = small_example();
    const Options overlap{0, 1}, twice{3, 3}, missing{9};
    const Propagation r = propagate(p, overlap);  // B meets A in item 1
    BOOST_TEST((r.outcome == PropagationOutcome::contradiction));
    BOOST_TEST_REQUIRE(r.clash.has_value());
    BOOST_TEST(r.clash->option == 1u);
    BOOST_TEST(r.clash->chosen == 0u);
    BOOST_TEST(p.item_name(r.clash->item) == "1");
    BOOST_TEST(!r.empty_item);
    BOOST_TEST(r.forced.empty());
    const Propagation again = propagate(p, twice);
    BOOST_TEST_REQUIRE(again.clash.has_value());
    BOOST_TEST(again.clash->option == 3u);
    BOOST_TEST(again.clash->chosen == 3u);
    BOOST_TEST(!propagate(p, Options{0}).clash);
    // an option that does not exist is bad input, not an answer
    BOOST_CHECK_THROW((void)propagate(p, missing), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(choosing_a_removed_option_is_refused_with_the_reason) {
    const Problem p = small_example();
    RemainingMatrix m(p);
    m.choose(0);
    BOOST_TEST(test_support::message_of<std::invalid_argument>([&] { m.choose(1); }) ==
               "option 'B' conflicts with option 'A', chosen before it: both contain "
               "item '1'");
    BOOST_TEST(test_support::message_of<std::invalid_argument>([&] { m.choose(0); }) ==
               "option 'A' is chosen twice");
}

BOOST_AUTO_TEST_CASE(secondary_items_neither_force_nor_contradict) {
    Problem p({"a", "b"}, {"s", "t"});
    p.add_option_by_names({"a", "s"});  // s lies only here, but it is secondary
    p.add_option_by_names({"a", "b"});
    p.add_option_by_names({"b"});  // t lies nowhere, and that is fine
    const Propagation r = propagate(p);
    BOOST_TEST((r.outcome == PropagationOutcome::stuck));
    BOOST_TEST(find_singles(r.remaining).empty());
}

BOOST_AUTO_TEST_CASE(find_singles_lists_each_single_item_with_its_option) {
    const Problem p = small_example();
    const RemainingMatrix m(p);
    // 4 and 6 in D, 7 in E
    const std::vector<Forcing> expected{{3, 3}, {3, 5}, {4, 6}};
    BOOST_TEST((find_singles(m) == expected));
    BOOST_TEST(!find_empty_item(m));
}

BOOST_AUTO_TEST_CASE(every_outcome_agrees_with_brute_force_on_random_problems) {
    std::mt19937 random(4);
    int seen[3] = {0, 0, 0};
    for (int trial = 0; trial < 500; ++trial) {
        const Problem p = test_support::sparse_random_problem(random, 7, 2, 12);
        const Propagation r = propagate(p);
        const auto covers = brute_force_covers(p);
        ++seen[static_cast<int>(r.outcome)];
        switch (r.outcome) {
            // forced options lie in every cover, so it is the only one
            case PropagationOutcome::solved:
                BOOST_TEST(check_cover(p, r.remaining.chosen()).ok());
                BOOST_TEST_REQUIRE(covers.size() == 1u);
                BOOST_TEST(sorted(r.remaining.chosen()) == covers[0],
                           boost::test_tools::per_element());
                break;
            case PropagationOutcome::contradiction:
                BOOST_TEST(covers.empty());
                BOOST_TEST(r.remaining.len(r.empty_item.value()) == 0u);
                break;
            case PropagationOutcome::stuck:
                for (const Options& cover : covers)
                    for (Option o : r.forced)
                        BOOST_TEST(std::binary_search(cover.begin(), cover.end(), o));
                BOOST_TEST(find_singles(r.remaining).empty());
                break;
        }
    }
    // The random problems exercise all three outcomes.
    BOOST_TEST(seen[0] > 10);
    BOOST_TEST(seen[1] > 10);
    BOOST_TEST(seen[2] > 10);
}

BOOST_AUTO_TEST_SUITE_END()
