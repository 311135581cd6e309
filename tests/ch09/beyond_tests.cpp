// Chapter 9: the engine beyond Sudoku: queens with secondary items, Langford pairings,
// pentomino tilings, and two Sudoku variants, each answer checked independently.
#include <boost/test/unit_test.hpp>

#include <set>
#include <sstream>
#include <vector>

#include "exact_cover/knuth_format.hpp"
#include "exact_cover/problems/langford.hpp"
#include "exact_cover/problems/pentominoes.hpp"
#include "exact_cover/problems/queens.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "exact_cover/verify.hpp"
#include "sudoku/row_index.hpp"
#include "sudoku/variants.hpp"
#include "test_support/thrown.hpp"

using exact_cover::Option;
using exact_cover::TunedDlx;

BOOST_AUTO_TEST_CASE(queens_one_to_ten) {
    const std::uint64_t counts[] = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724};
    for (std::size_t n = 1; n <= 10; ++n) {
        const exact_cover::Problem p = exact_cover::queens_problem(n);
        // the diagonals are secondary
        BOOST_TEST(p.item_count() - p.primary_count() == 4 * n - 2);
        BOOST_TEST(TunedDlx(p).count_solutions().solutions == counts[n - 1],
                   "n = " << n);
    }
}

BOOST_AUTO_TEST_CASE(langford_counts_with_and_without_reversals) {
    const std::uint64_t distinct[] = {0, 0, 1, 1, 0, 0, 26, 150, 0, 0};
    for (std::size_t n = 1; n <= 10; ++n) {
        BOOST_TEST(
            TunedDlx(exact_cover::langford_problem(n)).count_solutions().solutions ==
                2 * distinct[n - 1],
            "n = " << n);
        BOOST_TEST(TunedDlx(exact_cover::langford_problem(n, true))
                           .count_solutions()
                           .solutions == distinct[n - 1],
                   "n = " << n);
    }
    BOOST_CHECK_THROW((void)exact_cover::langford_problem(0), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(langford_solutions_are_pairings) {
    const std::size_t n = 7;
    const exact_cover::Problem p = exact_cover::langford_problem(n);
    (void)TunedDlx(p).search([&](std::span<const Option> cover) {
        std::vector<std::size_t> slots(2 * n + 1, 0);
        for (Option o : cover) {
            const auto items = p.option(o);  // the value, then its two slots
            const std::size_t k = items[0] + 1, a = items[1] - n + 1,
                              b = items[2] - n + 1;
            BOOST_TEST(b - a == k + 1);
            slots[a] = slots[b] = k;
        }
        for (std::size_t j = 1; j <= 2 * n; ++j) BOOST_TEST(slots[j] != 0u);
        return exact_cover::Next::proceed;
    });
}

BOOST_AUTO_TEST_CASE(pentominoes_in_three_by_twenty) {
    const exact_cover::Problem p = exact_cover::pentomino_problem(20, 3);
    TunedDlx dlx(p);
    // two tilings, each found once per symmetry of the rectangle
    BOOST_TEST(dlx.count_solutions().solutions == 8u);
    (void)dlx.search([&](std::span<const Option> cover) {
        BOOST_TEST(exact_cover::check_cover(p, cover).ok());
        return exact_cover::Next::proceed;
    });
}

BOOST_AUTO_TEST_CASE(knuth_format_round_trip_of_langford) {
    const exact_cover::Problem p = exact_cover::langford_problem(8, true);
    std::stringstream text;
    exact_cover::write_knuth_format(text, p);
    const exact_cover::Problem back = exact_cover::read_knuth_format(text);
    BOOST_TEST(back.option_count() == p.option_count());
    BOOST_TEST(TunedDlx(back).count_solutions().solutions == 150u);
}

namespace {

// Every row, column, region and (for X-Sudoku) diagonal holds 1..9: checked here from
// the grid.
bool valid(const std::vector<std::size_t>& grid, const std::vector<std::size_t>& region,
           bool diagonals) {
    std::vector<std::set<std::size_t>> rows(9), columns(9), regions(9), diagonal(2);
    for (std::size_t k = 0; k < 81; ++k) {
        rows[k / 9].insert(grid[k]);
        columns[k % 9].insert(grid[k]);
        regions[region[k]].insert(grid[k]);
        if (k / 9 == k % 9) diagonal[0].insert(grid[k]);
        if (k / 9 + k % 9 == 8) diagonal[1].insert(grid[k]);
    }
    bool ok = true;
    for (const auto& h : {rows, columns, regions})
        for (const auto& s : h) ok = ok && s.size() == 9 && !s.count(0);
    if (diagonals) ok = ok && diagonal[0].size() == 9 && diagonal[1].size() == 9;
    return ok;
}

std::vector<std::size_t> grid_of(std::span<const Option> cover) {
    std::vector<std::size_t> grid(81, 0);
    for (Option o : cover) {
        const sudoku::Candidate c = sudoku::candidate_at(sudoku::Shape(), o);
        grid[c.r * 9 + c.c] = c.v + 1;
    }
    return grid;
}

}  // namespace

BOOST_AUTO_TEST_CASE(x_sudoku_grids_have_both_diagonals) {
    const exact_cover::Problem p = sudoku::diagonal_problem(sudoku::Shape());
    BOOST_TEST(p.item_count() == 324u + 18u);
    // 81 candidates per diagonal; the centre's get two
    BOOST_TEST(p.entry_count() == 4u * 729u + 2u * 81u);
    std::vector<std::size_t> boxes(81);
    for (std::size_t k = 0; k < 81; ++k) boxes[k] = (k / 27) * 3 + (k % 9) / 3;
    TunedDlx dlx(p);
    std::size_t seen = 0;
    (void)dlx.search([&](std::span<const Option> cover) {
        BOOST_TEST(valid(grid_of(cover), boxes, true));
        return ++seen == 5 ? exact_cover::Next::stop : exact_cover::Next::proceed;
    });
    BOOST_TEST(seen == 5u);
}

BOOST_AUTO_TEST_CASE(jigsaw_grids_respect_the_regions) {
    const std::vector<std::size_t> regions = sudoku::ring_regions();
    BOOST_CHECK_NO_THROW(sudoku::check_regions(sudoku::Shape(), regions));
    const exact_cover::Problem p = sudoku::region_problem(sudoku::Shape(), regions);
    TunedDlx dlx(p);
    std::size_t seen = 0;
    (void)dlx.search([&](std::span<const Option> cover) {
        BOOST_TEST(valid(grid_of(cover), regions, false));
        return ++seen == 5 ? exact_cover::Next::stop : exact_cover::Next::proceed;
    });
    BOOST_TEST(seen == 5u);
}

BOOST_AUTO_TEST_CASE(bad_region_maps_are_rejected_with_the_reason) {
    std::vector<std::size_t> regions = sudoku::ring_regions();
    regions[0] = 1;  // region 0 loses a cell, region 1 gains one
    BOOST_TEST(test_support::message_of<std::invalid_argument>([&] {
                   sudoku::check_regions(sudoku::Shape(), regions);
               }).find("region 0 has 8 cells") != std::string::npos);
    regions[0] = 9;
    BOOST_CHECK_THROW(sudoku::check_regions(sudoku::Shape(), regions),
                      std::invalid_argument);
    BOOST_CHECK_THROW(
        sudoku::check_regions(sudoku::Shape(), std::vector<std::size_t>(80, 0)),
        std::invalid_argument);
}
