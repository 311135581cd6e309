// book::Timing's spread and book::spread_of: the minimum's own uncertainty (the second
// fastest run over the fastest, less 1), which the book's rule for noise allows a time.
// No clock is read but in the one case that runs a benchmark, which checks what its
// runs found and how many there were, never how long they took.
#include <boost/test/unit_test.hpp>

#include <limits>
#include <type_traits>
#include <vector>

#include "book/benchmark.hpp"
#include "book/timing.hpp"
#include "sudoku/line_format.hpp"

BOOST_AUTO_TEST_SUITE(timing)

// Issue 52: an estimate of 10^35 years printed all 36 digits.
BOOST_AUTO_TEST_CASE(a_duration_in_words_never_runs_to_hundreds_of_digits) {
    constexpr double year = 365.25 * 86400;
    BOOST_TEST(book::duration_in_words(415000) == "4.8 days");
    BOOST_TEST(book::duration_in_words(30) == "30.0 seconds");
    BOOST_TEST(book::duration_in_words(999999 * year) == "999999.0 years");
    BOOST_TEST(book::duration_in_words(1e6 * year) == "1.0e6 years");
    BOOST_TEST(book::duration_in_words(9e35 * year) == "9.0e35 years");
    BOOST_TEST(book::duration_in_words(9.96e35 * year) == "1.0e36 years");
    BOOST_TEST(book::duration_in_words(2.4e270 * year) == "2.4e270 years");
    BOOST_TEST(book::duration_in_words(std::numeric_limits<double>::infinity()) ==
               "more than 5.7e300 years");
}

BOOST_AUTO_TEST_CASE(the_spread_is_the_second_fastest_over_the_fastest) {
    // one run 3 times too slow (the host busy) does not make the minimum uncertain
    const std::vector<double> runs{2.0, 6.0, 2.1, 2.2, 2.05};
    BOOST_TEST(book::spread_of(runs) == 0.025, boost::test_tools::tolerance(1e-12));
    // the luckiest run alone far below the rest: the minimum rests on it
    const std::vector<double> lucky{1.0, 1.5, 1.6};
    BOOST_TEST(book::spread_of(lucky) == 0.5, boost::test_tools::tolerance(1e-12));
    BOOST_TEST(book::spread_of(std::vector<double>{3.0}) == 0.0);
    BOOST_TEST(book::spread_of(std::vector<double>{}) == 0.0);
    BOOST_TEST(book::spread_of(std::vector<double>{0.0, 1.0}) ==
               0.0);  // no division by 0
}

BOOST_AUTO_TEST_CASE(a_benchmark_keeps_its_two_fastest_runs_and_their_spread) {
    // sudoku bench may run a file a million times: it keeps two numbers, not a list
    book::BenchmarkResult r{100};
    for (const double seconds : {2.0, 6.0, 2.1, 2.2, 2.05}) r.add_run(seconds);
    BOOST_TEST(r.runs == 5);
    BOOST_TEST(r.best_seconds == 2.0);
    BOOST_TEST(r.second_seconds == 2.05);
    BOOST_TEST(
        r.spread() == book::spread_of(std::vector<double>{2.0, 6.0, 2.1, 2.2, 2.05}),
        boost::test_tools::tolerance(1e-12));
    BOOST_TEST(r.microseconds() == 2e4, boost::test_tools::tolerance(1e-12));
    book::BenchmarkResult once{1};
    once.add_run(0.5);
    BOOST_TEST(once.spread() == 0.0);  // one run: no second to measure it by
    book::BenchmarkResult falling{1};
    for (const double seconds : {3.0, 2.0, 1.0}) falling.add_run(seconds);
    BOOST_TEST(falling.best_seconds == 1.0);
    BOOST_TEST(falling.second_seconds == 2.0);
    // Issue 52, item 14: the same memory after a million runs as after one, since the
    // result holds no list at all (a type that could hold one is not trivially
    // copyable)
    BOOST_TEST(std::is_trivially_copyable_v<book::BenchmarkResult>);
    book::BenchmarkResult many{1};
    for (int k = 0; k < 1000000; ++k) many.add_run(1.0 + (k % 7));
    BOOST_TEST(many.runs == 1000000);
    BOOST_TEST(many.best_seconds == 1.0);
    BOOST_TEST(many.second_seconds == 1.0);
}

BOOST_AUTO_TEST_CASE(both_modes_of_a_benchmark_take_their_runs_in_turns) {
    // a proper puzzle, an impossible one (Norvig's), and the count of each mode's runs:
    // the runs are timed (the only clock the test reads), their number and what they
    // found are not
    const std::vector<sudoku::Grid> puzzles{
        sudoku::parse_line(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2....."
            "1.4......"),
        sudoku::parse_line(
            ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........"
            "4.........")};
    sudoku::Solver solver(sudoku::Algorithm::dlx);
    const book::BenchmarkModes modes =
        book::benchmark_both(solver, puzzles, {.repeat = 3});
    BOOST_TEST(modes.first.runs == 3);
    BOOST_TEST(modes.unique.runs == 3);
    BOOST_TEST(modes.first.passes >= 1);
    BOOST_TEST(modes.unique.passes >= 1);
    BOOST_TEST(modes.unique.unique == 1U);  // the proper one; the other has none
    BOOST_TEST(modes.first.gave_up == 0U);
    BOOST_TEST(!modes.first.interrupted);
    BOOST_TEST(modes.first.best_seconds <= modes.first.second_seconds);
    // the same counts as the two modes taken apart
    const book::BenchmarkResult unique =
        book::benchmark_unique(solver, puzzles, {.repeat = 1});
    BOOST_TEST(unique.unique == modes.unique.unique);
}

BOOST_AUTO_TEST_CASE(a_benchmark_of_text_finds_what_a_benchmark_of_grids_finds) {
    // Timed from lines of characters (as tdoku's run_benchmark times its solvers), each
    // solver finds the same: the solutions it writes as characters are read back and
    // checked (a wrong symbol would throw), and the counts agree. A 4 x 4 puzzle among
    // the 9 x 9 ones makes the reading change shape.
    const std::vector<sudoku::Grid> puzzles{
        sudoku::parse_line(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2....."
            "1.4......"),
        sudoku::parse_line("1...............")};
    for (const sudoku::Algorithm algorithm :
         {sudoku::Algorithm::dlx, sudoku::Algorithm::fast, sudoku::Algorithm::bands}) {
        sudoku::Solver solver(algorithm);
        const book::BenchmarkModes grids =
            book::benchmark_both(solver, puzzles, {.repeat = 1});
        const book::BenchmarkModes text =
            book::benchmark_both(solver, puzzles, {.repeat = 1, .text = true});
        BOOST_TEST(text.first.gave_up == grids.first.gave_up);
        BOOST_TEST(text.unique.unique == grids.unique.unique);
        BOOST_TEST(text.unique.unique == 1U);  // the 9 x 9 one; the 4 x 4 has many
        BOOST_TEST(!text.first.interrupted);
    }
}

BOOST_AUTO_TEST_CASE(time_in_turns_keeps_the_two_fastest_runs) {
    int calls = 0;
    const std::vector<std::function<void()>> works{[&calls] { ++calls; }};
    const std::vector<book::Timing> t = book::time_in_turns(4, works);
    BOOST_TEST_REQUIRE(t.size() == 1U);
    BOOST_TEST(t[0].runs == 4);
    BOOST_TEST(t[0].best <= t[0].second);
    BOOST_TEST(t[0].second <= t[0].worst);
    BOOST_TEST(t[0].spread() >= 0.0);
    BOOST_TEST(calls >= 5);  // a first call not timed, then at least one per round
}

BOOST_AUTO_TEST_SUITE_END()
