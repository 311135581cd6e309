// Chapter 12: count_grid_classes(), the essentially different grids by Burnside's
// lemma, against the published counts and, for 4 × 4, against a direct count of
// canonical forms that shares no code with the library.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <set>
#include <stdexcept>
#include <vector>

#include "sudoku/grid_classes.hpp"
#include "sudoku/shape.hpp"

using sudoku::count_grid_classes;
using sudoku::GridClasses;
using sudoku::Shape;

namespace {

// A 4 × 4 grid row by row, and a map of cells: cell i of the image is cell m[i].
using Grid4 = std::array<int, 16>;
using Map4 = std::array<int, 16>;

Grid4 apply(const Map4& m, const Grid4& g) {
    Grid4 image{};
    for (std::size_t i = 0; i < 16; ++i) image[i] = g[static_cast<std::size_t>(m[i])];
    return image;
}

// Every 4 × 4 grid: four rows, each a permutation of 1 … 4, whose columns and 2 × 2
// boxes hold no value twice.
std::vector<Grid4> all_4x4_grids() {
    std::vector<std::array<int, 4>> perms;
    std::array<int, 4> p{1, 2, 3, 4};
    do perms.push_back(p);
    while (std::next_permutation(p.begin(), p.end()));
    std::vector<Grid4> grids;
    for (const auto& a : perms)
        for (const auto& b : perms)
            for (const auto& c : perms)
                for (const auto& d : perms) {
                    const std::array<std::array<int, 4>, 4> rows{a, b, c, d};
                    bool ok = true;
                    for (std::size_t col = 0; col < 4; ++col) {
                        std::set<int> seen;
                        for (const auto& row : rows) seen.insert(row[col]);
                        ok = ok && seen.size() == 4;
                    }
                    for (std::size_t band = 0; band < 4; band += 2)
                        for (std::size_t stack = 0; stack < 4; stack += 2)
                            ok = ok &&
                                 std::set<int>{rows[band][stack], rows[band][stack + 1],
                                               rows[band + 1][stack],
                                               rows[band + 1][stack + 1]}
                                         .size() == 4;
                    if (!ok) continue;
                    Grid4 g{};
                    for (std::size_t i = 0; i < 16; ++i) g[i] = rows[i / 4][i % 4];
                    grids.push_back(g);
                }
    return grids;
}

// The geometric group of 4 × 4, closed from its generators: swap rows 0 and 1, swap the
// bands, the same for columns, and transpose.
std::vector<Map4> geometric_group_4x4() {
    auto map_of = [](auto source) {  // source(r, c): the cell the image reads
        Map4 m{};
        for (int i = 0; i < 16; ++i)
            m[static_cast<std::size_t>(i)] = source(i / 4, i % 4);
        return m;
    };
    const std::array<int, 4> swap01{1, 0, 2, 3};
    const std::array<int, 4> swap_halves{2, 3, 0, 1};
    const std::vector<Map4> generators{
        map_of([&](int r, int c) { return swap01[r] * 4 + c; }),
        map_of([&](int r, int c) { return swap_halves[r] * 4 + c; }),
        map_of([&](int r, int c) { return r * 4 + swap01[c]; }),
        map_of([&](int r, int c) { return r * 4 + swap_halves[c]; }),
        map_of([](int r, int c) { return c * 4 + r; }),
    };
    Map4 identity{};
    for (int i = 0; i < 16; ++i) identity[static_cast<std::size_t>(i)] = i;
    std::set<Map4> group{identity};
    std::vector<Map4> frontier{identity};
    while (!frontier.empty()) {
        std::vector<Map4> next;
        for (const Map4& m : frontier)
            for (const Map4& gen : generators) {
                const Map4 product = apply(m, gen);  // gen first, then m
                if (group.insert(product).second) next.push_back(product);
            }
        frontier = std::move(next);
    }
    return {group.begin(), group.end()};
}

// The least image of g under every symmetry and every relabelling of the values.
Grid4 canonical(const Grid4& g, const std::vector<Map4>& group) {
    Grid4 best = g;
    std::array<int, 5> label{0, 1, 2, 3, 4};  // label[v]: the new name of value v
    do
        for (const Map4& m : group) {
            Grid4 image = apply(m, g);
            for (int& v : image) v = label[static_cast<std::size_t>(v)];
            best = std::min(best, image);
        }
    while (std::next_permutation(label.begin() + 1, label.end()));
    return best;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(ch12_grid_classes)

BOOST_AUTO_TEST_CASE(four_by_four_has_two_classes) {
    const GridClasses r = count_grid_classes(Shape(2, 2));
    BOOST_TEST(r.grids == 288U);
    BOOST_TEST(r.group_order == 128U);  // (2!² · 2!)² row and column orders, × 2
    BOOST_TEST(r.fixed_sum == 256U);
    BOOST_TEST(r.fixed_sum % r.group_order == 0U);
    BOOST_TEST(r.classes == 2U);
}

BOOST_AUTO_TEST_CASE(six_by_six_with_2x3_boxes_has_49_classes) {
    const GridClasses r = count_grid_classes(Shape(2, 3));
    BOOST_TEST(r.grids == 28'200'960U);
    BOOST_TEST(r.group_order == 3'456U);  // (2!³ · 3!) · (3!² · 2!), no transposition
    BOOST_TEST(r.fixed_sum % r.group_order == 0U);
    BOOST_TEST(r.classes == 49U);
}

BOOST_AUTO_TEST_CASE(six_by_six_with_3x2_boxes_has_49_classes_too) {
    const GridClasses r = count_grid_classes(Shape(3, 2));
    BOOST_TEST(r.grids == 28'200'960U);
    BOOST_TEST(r.group_order == 3'456U);
    BOOST_TEST(r.fixed_sum % r.group_order == 0U);
    BOOST_TEST(r.classes == 49U);  // the transposes of the 2 × 3 classes
}

BOOST_AUTO_TEST_CASE(the_burnside_sum_divides_exactly_for_every_small_shape) {
    for (std::size_t r = 1; r <= 5; ++r)
        for (std::size_t c = 1; r * c <= 5; ++c) {
            const GridClasses g = count_grid_classes(Shape(r, c));
            BOOST_TEST(g.fixed_sum % g.group_order == 0U, r << "x" << c);
            BOOST_TEST(g.classes >= 1U, r << "x" << c);
        }
}

BOOST_AUTO_TEST_CASE(
    with_boxes_of_one_row_the_classes_are_the_latin_square_isotopy_classes) {
    // Boxes of 1 × N make the grids the Latin squares of order N, and G the row and
    // column permutations: 576 and 161,280 squares, 2 isotopy classes each (OEIS
    // A040082).
    const GridClasses four = count_grid_classes(Shape(1, 4));
    BOOST_TEST(four.grids == 576U);
    BOOST_TEST(four.classes == 2U);
    const GridClasses five = count_grid_classes(Shape(5, 1));
    BOOST_TEST(five.grids == 161'280U);
    BOOST_TEST(five.classes == 2U);
}

BOOST_AUTO_TEST_CASE(shapes_out_of_reach_are_refused) {
    BOOST_CHECK_THROW((void)count_grid_classes(Shape(3, 3)), std::invalid_argument);
    BOOST_CHECK_THROW((void)count_grid_classes(Shape(2, 4)), std::invalid_argument);
    // N = 6, but 1,128,960 Latin squares with the first row fixed × 518,400 symmetries
    BOOST_CHECK_THROW((void)count_grid_classes(Shape(1, 6)), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(four_by_four_agrees_with_a_direct_count_of_canonical_forms) {
    const std::vector<Grid4> grids = all_4x4_grids();
    BOOST_TEST(grids.size() == 288U);
    const std::vector<Map4> group = geometric_group_4x4();
    BOOST_TEST(group.size() == 128U);
    std::set<Grid4> forms;
    for (const Grid4& g : grids) forms.insert(canonical(g, group));
    const GridClasses r = count_grid_classes(Shape(2, 2));
    BOOST_TEST(forms.size() == r.classes);
    BOOST_TEST(group.size() == r.group_order);
}

BOOST_AUTO_TEST_SUITE_END()
