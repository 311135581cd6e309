// Chapter 12: the essentially different grids by Burnside's lemma over conjugacy
// classes (fixed_grids.hpp), against the listing method of grid_classes.hpp, against
// published counts, and class by class against a count of fixed grids that shares no
// code with the library: every normalised grid listed by plain backtracking and tested.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <set>
#include <stdexcept>
#include <tuple>
#include <utility>
#include <vector>

#include "sudoku/fixed_grids.hpp"
#include "sudoku/grid_classes.hpp"
#include "sudoku/shape.hpp"

using sudoku::count_essentially_different;
using sudoku::count_fixed_grids;
using sudoku::EssentiallyDifferent;
using sudoku::Shape;
using sudoku::SymmetryClass;

namespace {

// Every grid of the shape whose first row reads 0 … N − 1, by backtracking cell by
// cell with no exact cover in it.
std::vector<std::vector<int>> normalised_grids(const Shape& shape) {
    const int n = static_cast<int>(shape.size());
    const int r = static_cast<int>(shape.box_rows()),
              c = static_cast<int>(shape.box_columns());
    std::vector<int> g(static_cast<std::size_t>(n * n), -1);
    for (int j = 0; j < n; ++j) g[static_cast<std::size_t>(j)] = j;
    std::vector<std::vector<int>> all;
    auto fits = [&](int cell, int v) {
        const int row = cell / n, col = cell % n;
        for (int k = 0; k < n * n; ++k) {
            if (g[static_cast<std::size_t>(k)] != v) continue;
            const int kr = k / n, kc = k % n;
            if (kr == row || kc == col || (kr / r == row / r && kc / c == col / c))
                return false;
        }
        return true;
    };
    auto fill = [&](auto& self, int cell) -> void {
        if (cell == n * n) {
            all.push_back(g);
            return;
        }
        for (int v = 0; v < n; ++v)
            if (fits(cell, v)) {
                g[static_cast<std::size_t>(cell)] = v;
                self(self, cell + 1);
                g[static_cast<std::size_t>(cell)] = -1;
            }
    };
    fill(fill, n);
    return all;
}

// Whether move fixes g up to relabelling: g(move(p)) = τ(g(p)) for one τ and every p.
bool fixes(const sudoku::CellImage& move, const std::vector<int>& g) {
    std::vector<int> tau(g.size(), -1);  // τ(v), once a cell has shown it
    for (std::size_t p = 0; p < g.size(); ++p) {
        int& image = tau[static_cast<std::size_t>(g[p])];
        if (image != -1 && image != g[move[p]]) return false;
        image = g[move[p]];
    }
    return true;
}

}  // namespace

BOOST_AUTO_TEST_CASE(the_classes_partition_the_group) {
    for (const auto& [shape, order, classes] :
         {std::tuple{Shape(2, 2), 128U, 20U}, std::tuple{Shape(2, 3), 3'456U, 90U},
          std::tuple{Shape(3, 2), 3'456U, 90U},
          std::tuple{Shape(3, 3), 3'359'232U, 275U}}) {
        const sudoku::MoveClasses g = sudoku::conjugacy_classes(shape);
        BOOST_TEST(g.group_order == order);
        BOOST_TEST(g.classes.size() ==
                   classes);  // 275 for 9 × 9, as Russell and Jarvis
        std::uint64_t total = 0;
        for (const SymmetryClass& c : g.classes) {
            total += c.size;
            BOOST_TEST(order % c.size ==
                       0U);  // a class's size divides the group's order
        }
        BOOST_TEST(total == order);
        BOOST_TEST(g.classes.front().size == 1U);  // the identity, alone
        BOOST_TEST(g.classes.front().order == 1U);
    }
}

BOOST_AUTO_TEST_CASE(every_class_fixes_as_many_grids_as_listing_them_says) {
    // the count by exact covers and canonical first rows, class by class, against a
    // test of every normalised grid by every representative
    for (const Shape shape : {Shape(2, 2), Shape(2, 3), Shape(3, 2), Shape(1, 4)}) {
        const std::vector<std::vector<int>> grids = normalised_grids(shape);
        const sudoku::MoveClasses g = sudoku::conjugacy_classes(shape);
        std::size_t fixing = 0;
        for (std::size_t i = 1; i < g.classes.size(); ++i) {
            const sudoku::CellImage& move = g.classes[i].representative;
            const auto listed = static_cast<std::uint64_t>(
                std::count_if(grids.begin(), grids.end(),
                              [&](const auto& grid) { return fixes(move, grid); }));
            const exact_cover::SearchResult counted = count_fixed_grids(shape, move);
            BOOST_TEST(counted.solutions == listed, to_string(shape)
                                                        << " class " << i + 1);
            fixing += listed != 0;
        }
        BOOST_TEST(fixing > 0U);  // the comparison is not of zeros alone
    }
}

BOOST_AUTO_TEST_CASE(the_counts_agree_with_the_listing_method) {
    for (const Shape shape : {Shape(2, 2), Shape(2, 3), Shape(3, 2)}) {
        const EssentiallyDifferent e = count_essentially_different(shape);
        const sudoku::GridClasses listed = sudoku::count_grid_classes(shape);
        BOOST_TEST((e.ending == exact_cover::Ending::complete));
        BOOST_TEST(e.group_order == listed.group_order);
        BOOST_TEST((e.grids == listed.grids));
        BOOST_TEST((e.fixed_sum == listed.fixed_sum));  // the same Burnside sum
        BOOST_TEST((e.count == listed.classes));
    }
    BOOST_TEST((count_essentially_different(Shape(2, 2)).count == 2U));
    BOOST_TEST((count_essentially_different(Shape(2, 3)).count == 49U));
}

BOOST_AUTO_TEST_CASE(latin_squares_give_their_isotopy_classes) {
    // 1 × N boxes: the grids are Latin squares and the classes their isotopy classes
    // (rows, columns and symbols permuted): 1, 1, 1, 2, 2, 22 for N = 1 … 6 (OEIS
    // A040082)
    const std::vector<std::uint64_t> published{1, 1, 1, 2, 2, 22};
    for (std::size_t n = 1; n <= 6; ++n)
        BOOST_TEST(
            (count_essentially_different(Shape(1, n), {}, 2).count == published[n - 1]),
            "N = " << n);
}

BOOST_AUTO_TEST_CASE(the_cheap_nine_by_nine_classes_fix_the_published_numbers) {
    // Russell and Jarvis's table, the classes whose moves have order 4 or more: each
    // (size, fixed grids with the first row 1 … 9); every other class of those orders
    // fixes none. (The classes of order 2 and 3 take minutes: the measure workflow.)
    const std::multiset<std::pair<std::uint64_t, std::uint64_t>> published{
        {288, 5'184},     {1'728, 2'592},  {3'456, 1'296},  {3'888, 27'648},
        {2'304, 648},     {7'776, 13'824}, {15'552, 1'728}, {15'552, 3'456},
        {31'104, 6'480},  {20'736, 288},   {20'736, 162},   {10'368, 1'854},
        {69'984, 13'056}, {93'312, 288}};
    const sudoku::MoveClasses g = sudoku::conjugacy_classes(Shape(3, 3));
    std::multiset<std::pair<std::uint64_t, std::uint64_t>> counted;
    for (const SymmetryClass& c : g.classes) {
        if (c.order < 4) continue;
        const exact_cover::SearchResult r =
            count_fixed_grids(Shape(3, 3), c.representative);
        if (r.solutions != 0) counted.emplace(c.size, r.solutions);
    }
    BOOST_TEST((counted == published));
}

BOOST_AUTO_TEST_CASE(an_interrupted_count_gives_no_number) {
    std::atomic<bool> raised{true};
    const EssentiallyDifferent e =
        count_essentially_different(Shape(2, 3), {.interrupt = &raised}, 2);
    BOOST_TEST((e.ending == exact_cover::Ending::interrupted));
    BOOST_TEST((e.count == 0U));
    // raised before the closing starts: no class closed, and the ending says so
    const sudoku::MoveClasses g =
        sudoku::conjugacy_classes(Shape(3, 3), {.interrupt = &raised});
    BOOST_TEST((g.ending == exact_cover::Ending::interrupted));
    BOOST_TEST(g.classes.empty());
    BOOST_TEST(g.group_order == 3'359'232U);
    // and unraised, the whole 6 × 6 group in its 90 classes
    raised = false;
    const sudoku::MoveClasses whole =
        sudoku::conjugacy_classes(Shape(2, 3), {.interrupt = &raised});
    BOOST_TEST((whole.ending == exact_cover::Ending::complete));
    BOOST_TEST(whole.classes.size() == 90U);
}

BOOST_AUTO_TEST_CASE(shapes_beyond_reach_and_bad_moves_are_refused) {
    BOOST_TEST(!sudoku::essentially_different_refusal(Shape(3, 3)).has_value());
    BOOST_TEST(sudoku::essentially_different_refusal(Shape(2, 5)).has_value());
    BOOST_TEST(sudoku::essentially_different_refusal(Shape(1, 7)).has_value());
    BOOST_CHECK_THROW((void)sudoku::conjugacy_classes(Shape(2, 5)),
                      std::invalid_argument);
    BOOST_CHECK_THROW((void)count_essentially_different(Shape(4, 4)),
                      std::invalid_argument);
    sudoku::CellImage identity(16);
    for (std::uint16_t i = 0; i < 16; ++i) identity[i] = i;
    BOOST_CHECK_THROW((void)count_fixed_grids(Shape(2, 2), identity),
                      std::invalid_argument);
    BOOST_CHECK_THROW((void)count_fixed_grids(Shape(2, 3), identity),
                      std::invalid_argument);
    const std::vector<std::size_t> five{3, 2}, empty_cycle{0, 4}, four{2, 1, 1};
    BOOST_CHECK_THROW((void)sudoku::fixed_grid_problem(Shape(2, 2), identity, five),
                      std::invalid_argument);  // five values among four
    BOOST_CHECK_THROW(
        (void)sudoku::fixed_grid_problem(Shape(2, 2), identity, empty_cycle),
        std::invalid_argument);
    BOOST_TEST(sudoku::fixed_grid_problem(Shape(2, 2), identity, four).option_count() >
               0U);
    sudoku::CellImage collapsing(16, 0);  // not a permutation of the cells
    BOOST_CHECK_THROW((void)count_fixed_grids(Shape(2, 2), collapsing),
                      std::invalid_argument);
}
