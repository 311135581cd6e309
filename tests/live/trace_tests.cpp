// The recorded searches of the Try it page's player: record_search() makes the same
// choices as the engines it stands for, and a Sudoku trace replays to the solution.
#include <boost/test/unit_test.hpp>

#include <random>
#include <string>

#include "exact_cover/algorithm_x.hpp"
#include "exact_cover/propagating_search.hpp"
#include "exact_cover/search_trace.hpp"
#include "sudoku/constraints.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/row_index.hpp"
#include "sudoku/search_trace.hpp"
#include "test_support/data_slices.hpp"
#include "test_support/random_problems.hpp"
#include "test_support/runs.hpp"

using exact_cover::ItemChoice;
using exact_cover::Option;
using exact_cover::SearchTrace;
using exact_cover::TraceOptions;
using exact_cover::TraceStep;
using Kind = exact_cover::TraceStep::Kind;

namespace {

// The solutions a trace shows: at each solution step, the options chosen (tried or
// forced, not taken back), sorted.
test_support::Covers covers_of(const SearchTrace& trace) {
    test_support::Covers covers;
    std::vector<Option> chosen;
    for (const TraceStep& step : trace.steps) {
        if (step.kind == Kind::try_option || step.kind == Kind::force) {
            chosen.push_back(static_cast<Option>(step.option));
        } else if (step.kind == Kind::undo) {
            BOOST_REQUIRE(!chosen.empty());
            BOOST_REQUIRE_EQUAL(chosen.back(), static_cast<Option>(step.option));
            chosen.pop_back();
        } else if (step.kind == Kind::solution) {
            covers.push_back(chosen);
            std::sort(covers.back().begin(), covers.back().end());
        }
    }
    return covers;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(record_search_of_exact_cover)

BOOST_AUTO_TEST_CASE(makes_algorithm_x_choices_under_both_rules) {
    std::mt19937 random(19);
    for (int k = 0; k < 300; ++k) {
        const exact_cover::Problem p =
            test_support::sparse_random_problem(random, 8, 2, 14);
        for (const ItemChoice rule : {ItemChoice::fewest_options, ItemChoice::first}) {
            exact_cover::AlgorithmX x(p, rule);
            const auto [covers, result] = test_support::all_covers(x);
            TraceOptions options;
            options.rule = rule;
            const SearchTrace trace = exact_cover::record_search(p, options);
            BOOST_TEST((trace.result.ending == exact_cover::Ending::complete));
            BOOST_TEST(trace.result.nodes == result.nodes);
            BOOST_TEST(trace.result.updates == result.updates);
            // watching costs the search nothing: what the observer is told is read
            // without a mem
            BOOST_TEST(trace.result.mems == result.mems);
            BOOST_TEST(trace.result.profile == result.profile);
            BOOST_TEST(trace.result.solutions == result.solutions);
            BOOST_TEST(covers_of(trace) == covers);
        }
    }
}

BOOST_AUTO_TEST_CASE(makes_the_propagating_search_choices) {
    std::mt19937 random(20);
    for (int k = 0; k < 300; ++k) {
        const exact_cover::Problem p =
            test_support::sparse_random_problem(random, 8, 2, 14);
        exact_cover::PropagatingSearch search(p);
        test_support::Covers covers;
        const exact_cover::PropagationResult result =
            search.search([&covers](std::span<const Option> cover) {
                covers.emplace_back(cover.begin(), cover.end());
                std::sort(covers.back().begin(), covers.back().end());
                return exact_cover::Next::proceed;
            });
        TraceOptions options;
        options.propagate = true;
        const SearchTrace trace = exact_cover::record_search(p, options);
        BOOST_TEST(trace.result.nodes == result.nodes);
        BOOST_TEST(trace.result.updates == result.updates);
        BOOST_TEST(trace.result.mems == result.mems);
        BOOST_TEST(trace.result.profile == result.profile);
        BOOST_TEST(trace.result.solutions == result.solutions);
        BOOST_TEST(trace.forced == result.forced);
        BOOST_TEST(trace.contradictions == result.contradictions);
        BOOST_TEST(covers_of(trace) == covers);
    }
}

BOOST_AUTO_TEST_CASE(stops_at_the_step_budget_and_the_limits) {
    std::mt19937 random(21);
    const exact_cover::Problem p = test_support::planted_problem(random, 12, 6);
    TraceOptions options;
    options.max_steps = 7;
    const SearchTrace cut = exact_cover::record_search(p, options);
    BOOST_TEST((cut.result.ending == exact_cover::Ending::budget));
    BOOST_TEST(cut.steps.size() == 7U);

    options.max_steps = 100'000;
    options.limits.solutions = 2;
    const SearchTrace two = exact_cover::record_search(p, options);
    BOOST_TEST(two.result.solutions == 2U);
    BOOST_TEST((two.steps.back().kind == Kind::solution));  // nothing taken back after

    options.limits = {};
    options.limits.nodes = 3;
    const SearchTrace budget = exact_cover::record_search(p, options);
    BOOST_TEST(budget.result.nodes == 3U);
    BOOST_TEST((budget.result.ending == exact_cover::Ending::budget));
}

BOOST_AUTO_TEST_CASE(every_step_says_why) {
    std::mt19937 random(22);
    for (int k = 0; k < 100; ++k) {
        const exact_cover::Problem p =
            test_support::sparse_random_problem(random, 8, 2, 14);
        for (const bool propagate : {false, true}) {
            TraceOptions options;
            options.propagate = propagate;
            std::uint64_t nodes = 0;
            for (const TraceStep& s : exact_cover::record_search(p, options).steps) {
                if (s.kind == Kind::try_option) {
                    ++nodes;
                    BOOST_TEST((1 <= s.k && s.k <= s.m));
                }
                BOOST_TEST(s.nodes == nodes);
                if (s.kind == Kind::try_option || s.kind == Kind::force) {
                    // the option is in the list of the item it is for
                    const auto items = p.option(static_cast<Option>(s.option));
                    BOOST_TEST(std::count(items.begin(), items.end(), s.item) == 1);
                }
                if (s.kind == Kind::force) BOOST_TEST((s.k == 1 && s.m == 1));
                if (s.kind == Kind::dead_end) BOOST_TEST(p.is_primary(s.item));
            }
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(record_sudoku_search)

// Replays a trace on the puzzle: every try and force writes its value into an empty
// cell, every undo empties the cell it wrote.
sudoku::Grid replay(const sudoku::Grid& puzzle, const SearchTrace& trace) {
    sudoku::Grid grid = puzzle;
    const sudoku::Shape& shape = puzzle.shape();
    for (const TraceStep& s : trace.steps) {
        if (s.option < 0) continue;
        const sudoku::Candidate m =
            sudoku::candidate_at(shape, static_cast<std::size_t>(s.option));
        if (s.kind == Kind::undo) {
            BOOST_REQUIRE_EQUAL(grid.at(m.r, m.c), m.v + 1);
            grid.set(m.r, m.c, 0);
        } else {
            BOOST_REQUIRE_EQUAL(grid.at(m.r, m.c), 0U);
            grid.set(m.r, m.c, m.v + 1);
            // the item the move is for is one of the four its candidate satisfies
            const auto columns = sudoku::constraint_columns(shape, m);
            BOOST_TEST(std::count(columns.begin(), columns.end(), s.item) == 1);
        }
    }
    return grid;
}

BOOST_AUTO_TEST_CASE(walks_the_solvers_trees_and_ends_at_their_solution) {
    using sudoku::Algorithm;
    for (const sudoku::Grid& puzzle :
         test_support::sudoku_slice("puzzles3_magictour_top1465.first100.txt", 12)) {
        for (const Algorithm a :
             {Algorithm::backtracking, Algorithm::algorithm_x_first,
              Algorithm::algorithm_x, Algorithm::dlx, Algorithm::propagation}) {
            TraceOptions options;
            options.limits.solutions = 1;
            options.limits.nodes = 200'000;
            options.max_steps = 1'000'000;
            const SearchTrace trace = sudoku::record_sudoku_search(puzzle, a, options);
            const auto [first, result] =
                test_support::first_with_result(a, puzzle, options.limits);
            BOOST_TEST_CONTEXT(sudoku::algorithm_name(a)
                               << ' ' << sudoku::format_line(puzzle)) {
                BOOST_TEST(trace.result.nodes == result.nodes);
                if (result.gave_up()) continue;
                BOOST_REQUIRE(first.has_value());
                BOOST_TEST((trace.steps.back().kind == Kind::solution));
                BOOST_TEST(sudoku::format_line(replay(puzzle, trace)) ==
                           sudoku::format_line(*first));
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(counts_like_the_solvers_on_a_puzzle_with_many_solutions) {
    // one given: very many grids
    const sudoku::Grid puzzle = sudoku::parse_line("1" + std::string(80, '.'));
    for (const sudoku::Algorithm a :
         {sudoku::Algorithm::backtracking, sudoku::Algorithm::dlx,
          sudoku::Algorithm::propagation}) {
        TraceOptions options;
        options.limits.solutions = 5;
        const SearchTrace trace = sudoku::record_sudoku_search(puzzle, a, options);
        const exact_cover::SearchResult result =
            sudoku::count_solutions(a, puzzle, options.limits);
        BOOST_TEST(trace.result.solutions == 5U);
        BOOST_TEST(trace.result.nodes == result.nodes);
        BOOST_TEST(std::count_if(trace.steps.begin(), trace.steps.end(),
                                 [](const TraceStep& s) {
                                     return s.kind == Kind::solution;
                                 }) == 5);
    }
}

// The candidates of @p puzzle's blank cells that clash with no given and satisfy
// column @p column of the full matrix: what that column's list holds once the givens
// are entered, counted straight from the grid.
std::vector<std::size_t> rows_left(const sudoku::Grid& puzzle, std::size_t column) {
    const sudoku::Shape& shape = puzzle.shape();
    const std::size_t n = shape.size();
    std::vector<std::size_t> rows;
    for (const sudoku::Candidate& m :
         sudoku::satisfying_candidates(shape, sudoku::constraint_at(shape, column))) {
        bool free = puzzle.at(m.r, m.c) == 0;
        for (std::size_t k = 0; k < n && free; ++k)
            free = puzzle.at(m.r, k) != m.v + 1 && puzzle.at(k, m.c) != m.v + 1;
        const std::size_t r0 = m.r / shape.box_rows() * shape.box_rows();
        const std::size_t c0 = m.c / shape.box_columns() * shape.box_columns();
        for (std::size_t r = r0; r < r0 + shape.box_rows() && free; ++r)
            for (std::size_t c = c0; c < c0 + shape.box_columns() && free; ++c)
                free = puzzle.at(r, c) != m.v + 1;
        if (free) rows.push_back(sudoku::row_index(shape, m));
    }
    return rows;
}

// True when no given of @p puzzle satisfies column @p column.
bool open_column(const sudoku::Grid& puzzle, std::size_t column) {
    const sudoku::Shape& shape = puzzle.shape();
    for (const sudoku::Candidate& m :
         sudoku::satisfying_candidates(shape, sudoku::constraint_at(shape, column)))
        if (puzzle.at(m.r, m.c) == m.v + 1) return false;
    return true;
}

BOOST_AUTO_TEST_CASE(propagation_alone_names_the_forcing_constraint) {
    // a puzzle that singles decide, no branch at all (line 2 of the 17-clue slice)
    const sudoku::Grid puzzle = sudoku::parse_line(
        ".................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.."
        "...");
    TraceOptions options;
    options.limits.solutions = 1;
    const SearchTrace trace =
        sudoku::record_sudoku_search(puzzle, sudoku::Algorithm::propagation, options);
    BOOST_TEST(trace.result.nodes == 0U);
    BOOST_TEST((trace.steps.back().kind == Kind::solution));
    std::size_t blanks = 0;
    for (std::size_t k = 0; k < 81; ++k) blanks += puzzle.at(k / 9, k % 9) == 0;
    BOOST_TEST(trace.steps.size() ==
               blanks + 1);  // a forced move per blank, a solution

    // The first move: the leftmost column, among those the givens leave open, with one
    // candidate left, and that candidate.
    const TraceStep& first = trace.steps.front();
    BOOST_REQUIRE((first.kind == Kind::force));
    std::size_t column = 0;
    while (column < 324 &&
           (!open_column(puzzle, column) || rows_left(puzzle, column).size() != 1))
        ++column;
    BOOST_TEST(first.item == static_cast<std::int64_t>(column));
    BOOST_TEST(first.option == static_cast<std::int64_t>(rows_left(puzzle, column)[0]));
}

BOOST_AUTO_TEST_CASE(backtracking_says_where_it_meets_a_dead_end) {
    // the first blank cell after r0c7 is r0c8, which can only be 9 once r0c7 is 8, but
    // column 8 has a 9: every value of r0c7 ... leads to a cell with no value left
    const sudoku::Grid puzzle =
        sudoku::parse_line("1234567...........9" + std::string(62, '.'));
    TraceOptions options;
    options.limits.solutions = 1;
    const SearchTrace trace =
        sudoku::record_sudoku_search(puzzle, sudoku::Algorithm::backtracking, options);
    const sudoku::Shape nine(3, 3);
    std::size_t dead_ends = 0;
    for (std::size_t k = 0; k < trace.steps.size(); ++k) {
        const TraceStep& s = trace.steps[k];
        if (s.kind != Kind::dead_end) continue;
        ++dead_ends;
        // between the try it follows and the undo of that try
        BOOST_REQUIRE(k >= 1 && k + 1 < trace.steps.size());
        BOOST_TEST((trace.steps[k - 1].kind == Kind::try_option));
        BOOST_TEST((trace.steps[k + 1].kind == Kind::undo));
        BOOST_TEST(trace.steps[k + 1].option == trace.steps[k - 1].option);
    }
    BOOST_TEST(dead_ends > 0U);
    BOOST_TEST(sudoku::constraint_words(nine, 8) == "the cell r1c9");
}

BOOST_AUTO_TEST_CASE(constraints_in_words) {
    const sudoku::Shape nine(3, 3);
    BOOST_TEST(sudoku::constraint_words(nine, 3) == "the cell r1c4");
    BOOST_TEST(sudoku::constraint_words(nine, 81 + 2 * 9 + 4) == "the 5 in row 3");
    BOOST_TEST(sudoku::constraint_words(nine, 162 + 4 * 9 + 6) == "the 7 in column 5");
    BOOST_TEST(sudoku::constraint_words(nine, 243 + 1 * 9 + 8) == "the 9 in box 2");
    BOOST_TEST(sudoku::constraint_words(sudoku::Shape(4, 4), 256 + 9) ==
               "the A in row 1");
    BOOST_TEST(sudoku::constraint_words(sudoku::Shape(4, 4), 256 + 9, true) ==
               "the 10 in row 1");
}

BOOST_AUTO_TEST_CASE(clashing_givens_give_an_empty_trace) {
    sudoku::Grid puzzle{sudoku::Shape(3, 3)};  // the reader would refuse it
    puzzle.set(0, 0, 1);
    puzzle.set(0, 1, 1);
    const SearchTrace trace =
        sudoku::record_sudoku_search(puzzle, sudoku::Algorithm::dlx, {});
    BOOST_TEST(trace.steps.empty());
    BOOST_TEST((trace.result.ending == exact_cover::Ending::clash));
}

// Every recorder is an engine watched by step_recorder(), so a full trace ends every
// search the same way: as a spent budget, with the steps it kept and the nodes the
// search had counted then (one more if the step refused was a node tried: a node is
// counted before it is told).
BOOST_AUTO_TEST_CASE(a_full_trace_ends_as_a_spent_budget_in_every_recorder) {
    using sudoku::Algorithm;
    const sudoku::Grid puzzle =
        test_support::sudoku_slice("puzzles6_forum_hardest_1106.first100.txt", 1)
            .front();
    for (const Algorithm a :
         {Algorithm::backtracking, Algorithm::algorithm_x_first, Algorithm::algorithm_x,
          Algorithm::dlx, Algorithm::propagation, Algorithm::csp, Algorithm::bands}) {
        for (const std::size_t max_steps : {std::size_t{1}, std::size_t{40}}) {
            TraceOptions options;
            options.max_steps = max_steps;
            const SearchTrace trace = sudoku::record_sudoku_search(puzzle, a, options);
            BOOST_TEST_CONTEXT(sudoku::algorithm_name(a)
                               << ", " << max_steps << " steps") {
                BOOST_TEST((trace.result.ending == exact_cover::Ending::budget));
                BOOST_TEST(trace.steps.size() == max_steps);
                BOOST_TEST(trace.result.nodes >= trace.steps.back().nodes);
                BOOST_TEST(trace.result.nodes <= trace.steps.back().nodes + 1);
                BOOST_TEST(trace.result.solutions == 0U);
            }
        }
    }
}

// The player's note names the search it shows: a solver that falls back to another on
// this size says so first, and one that keeps no trace says the search shown is not its
// own.
BOOST_AUTO_TEST_CASE(the_note_says_which_search_the_player_shows) {
    using sudoku::Algorithm;
    const sudoku::Shape nine(3, 3), four(2, 2);
    const std::string fast_nine = sudoku::trace_source(Algorithm::fast, nine);
    BOOST_TEST(fast_nine.find("On this size") == std::string::npos);
    BOOST_TEST(fast_nine.find("a different search") != std::string::npos);
    const std::string fast_four = sudoku::trace_source(Algorithm::fast, four);
    BOOST_TEST(fast_four.rfind("On this size the fast solver runs as dlx.", 0) == 0);
    BOOST_TEST(fast_four.find("Dancing Links makes the same choices") !=
               std::string::npos);
    const std::string bands_four = sudoku::trace_source(Algorithm::bands, four);
    BOOST_TEST(bands_four.rfind("On this size the bands solver runs as dlx.", 0) == 0);
    BOOST_TEST(sudoku::trace_source(Algorithm::dlx, four).find("On this size") ==
               std::string::npos);
    BOOST_TEST(
        sudoku::trace_source(Algorithm::cells, four).find("a different search") !=
        std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
