// Chapter 9: colours, Algorithm C (Knuth's dlx2): the engine against dlx2's own counts
// and against brute force, the format's colours, and the engines of exact cover alone
// refusing a problem with colours.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "exact_cover/algorithm_x.hpp"
#include "exact_cover/baseline_dlx.hpp"
#include "exact_cover/brute_force.hpp"
#include "exact_cover/colour_dlx.hpp"
#include "exact_cover/knuth_format.hpp"
#include "exact_cover/pointer_dlx.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "exact_cover/verify.hpp"

using exact_cover::Colour;
using exact_cover::ColourDlx;
using exact_cover::ColourResult;
using exact_cover::Item;
using exact_cover::Option;
using exact_cover::Problem;

namespace {

Problem read(const std::string& text) {
    std::istringstream in(text);
    return exact_cover::read_knuth_format(in);
}

// Knuth's example of colour controls in dlx2.w, without its option that has no
// primary item (dlx2 drops it with a warning; the book's reader refuses it).
const char* const knuth_example =
    "| A simple example of color controls\n"
    "A B C | X Y\n"
    "A B X:0 Y:0\n"
    "A C X:1 Y:1\n"
    "B X:1\n"
    "C Y:1\n";

// A random problem with colours (random_colour_problem(9) of an earlier generator, kept
// as text): dlx2, built from ascherer/cwebtest with ctangle and gcc -O3 on 27 November
// 2026, reports "Altogether 5 solutions, ..., 454 updates, 41 cleansings, ..., 17
// nodes".
const char* const recorded =
    "p0 p1 p2 p3 p4 p5 | s0 s1 s2 s3 s4\n"
    "p0 p1 s0 s3\np1 p2 p3 s0:c s3:b\np4 s0:b s2:c s4:a\np1 p5 s4:a\np1 p3 s0:c\n"
    "p0 p4\np1 p4 p5 s2:a s4:b\np2 p4 s2 s4:a\np1 s2 s4:a\np1 p2 p3 s1:c s2 s4:b\n"
    "p5 s4:c\np0 p3 s0:c s2:b s4:c\np0 s1:c s3:a s4:b\np0 p4 p5 s1 s4:a\n"
    "p3 p4 s0:b\np0 p1 p5 s0:a s1:a s3 s4:a\np2 s1:c s3:c s4:b\np0 p1 p4 p5 s0:a\n"
    "p3 p5 s2 s3:b s4:c\np3 p4 s0:b s2:b\np0 s0:b s1\np1 p3 p4 s0:b s1:b s3\n"
    "p0 p3 s0:a s2:a s3:c\np1 p2 s0:c s1:c s2:c s3\np0 p1 p2 p5 s0:b s1:a\n"
    "p0 s3:a\np1 s1:c s3 s4:b\np1 p3 s0\n";

// Whether @p chosen solves @p problem with colours: every primary item covered once;
// a secondary item in one option if that option leaves it uncoloured, else in any
// number of options that all give it the same colour.
bool is_solution(const Problem& problem, const std::vector<Option>& chosen) {
    std::vector<int> times(problem.item_count(), 0);
    std::vector<Colour> colour(problem.item_count(), 0);
    std::vector<bool> plain(problem.item_count(), false);
    for (Option o : chosen) {
        const std::vector<Colour> colours = problem.option_colours(o);
        for (std::size_t k = 0; k < colours.size(); ++k) {
            const Item i = problem.option(o)[k];
            ++times[i];
            if (colours[k] == 0) plain[i] = true;
            if (colour[i] != 0 && colours[k] != 0 && colour[i] != colours[k])
                return false;
            if (colours[k] != 0) colour[i] = colours[k];
        }
    }
    for (Item i = 0; i < problem.item_count(); ++i) {
        if (problem.is_primary(i) && times[i] != 1) return false;
        if (!problem.is_primary(i) && plain[i] && times[i] > 1) return false;
    }
    return true;
}

// A random problem with colours, small enough to try every set of options.
Problem random_problem(std::mt19937& random) {
    const auto pick = [&random](int n) {
        return std::uniform_int_distribution<int>(0, n - 1)(random);
    };
    const std::size_t primary = 2 + static_cast<std::size_t>(pick(4));
    const std::size_t secondary = 1 + static_cast<std::size_t>(pick(3));
    Problem p = Problem::with_item_count(primary, secondary);
    const Colour colours[] = {p.colour("red"), p.colour("green")};
    const int options = 4 + pick(11);
    for (int k = 0; k < options; ++k) {
        std::vector<std::pair<Item, Colour>> items;
        for (Item i = 0; i < primary; ++i)
            if (pick(3) == 0) items.emplace_back(i, 0);
        if (items.empty()) items.emplace_back(static_cast<Item>(pick(int(primary))), 0);
        for (Item i = primary; i < primary + secondary; ++i)
            if (pick(2) == 0)
                items.emplace_back(i, pick(3) == 0 ? 0 : colours[pick(2)]);
        p.add_coloured_option(items);
    }
    return p;
}

std::set<std::vector<Option>> solutions_of(ColourDlx& engine) {
    std::set<std::vector<Option>> found;
    (void)engine.search([&found](std::span<const Option> s) {
        std::vector<Option> sorted(s.begin(), s.end());
        std::sort(sorted.begin(), sorted.end());
        found.insert(sorted);
        return exact_cover::Next::proceed;
    });
    return found;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(ch09_colours)

BOOST_AUTO_TEST_CASE(knuths_example_has_his_one_solution_and_counts) {
    const Problem p = read(knuth_example);
    BOOST_TEST(p.has_colours());
    ColourDlx engine(p);
    const std::set<std::vector<Option>> found = solutions_of(engine);
    BOOST_TEST((found == std::set<std::vector<Option>>{{1, 2}}));  // A C X:1 Y:1, B X:1
    // dlx2: "Altogether 1 solution, ..., 14 updates, 5 cleansings, ..., 4 nodes"
    const ColourResult r = engine.count_solutions();
    BOOST_TEST(r.solutions == 1u);
    BOOST_TEST(r.updates == 14u);
    BOOST_TEST(r.cleansings == 5u);
    BOOST_TEST(r.nodes + 1 == 4u);  // dlx2 counts the root too
}

BOOST_AUTO_TEST_CASE(
    a_random_problem_gives_dlx2s_solutions_updates_cleansings_and_nodes) {
    ColourDlx engine(read(recorded));
    const ColourResult r = engine.count_solutions();
    BOOST_TEST(r.solutions == 5u);
    BOOST_TEST(r.updates == 454u);
    BOOST_TEST(r.cleansings == 41u);
    BOOST_TEST(r.nodes + 1 == 17u);
}

BOOST_AUTO_TEST_CASE(
    every_solution_of_random_problems_and_no_other_as_brute_force_finds) {
    std::mt19937 random(2026);
    for (int trial = 0; trial < 300; ++trial) {
        const Problem p = random_problem(random);
        std::set<std::vector<Option>> expected;
        const std::size_t n = p.option_count();
        for (std::uint32_t set = 0; set < (1u << n); ++set) {
            std::vector<Option> chosen;
            for (Option o = 0; o < n; ++o)
                if (set >> o & 1) chosen.push_back(o);
            if (is_solution(p, chosen)) expected.insert(chosen);
        }
        for (const std::vector<Option>& chosen :
             expected)  // the library's check agrees
            BOOST_TEST(exact_cover::check_cover(p, chosen).ok());
        ColourDlx engine(p);
        BOOST_TEST(solutions_of(engine) == expected, "trial " << trial);
        // and the links come back: a second run counts the same
        BOOST_TEST(engine.count_solutions().solutions == expected.size());
    }
}

BOOST_AUTO_TEST_CASE(the_cover_check_knows_colours) {
    const Problem p = read(knuth_example);
    BOOST_TEST(exact_cover::check_cover(p, std::vector<Option>{1, 2}).ok());
    BOOST_TEST(exact_cover::check_cover(p, std::vector<Option>{0, 1}).reason ==
               "item 'A' is covered twice");
    BOOST_TEST(exact_cover::check_cover(p, std::vector<Option>{0, 3}).reason ==
               "item 'Y' is given two colours");
    const Problem q = read("A B | X\nA X:red\nB X:blue\nB X\n");
    BOOST_TEST(exact_cover::check_cover(q, std::vector<Option>{0, 1}).reason ==
               "item 'X' is given two colours");
    BOOST_TEST(exact_cover::check_cover(q, std::vector<Option>{0, 2}).reason ==
               "item 'X' is covered twice");  // uncoloured: it may not be shared
}

BOOST_AUTO_TEST_CASE(colours_are_read_and_written_in_knuths_format) {
    const Problem p = read(knuth_example);
    std::ostringstream out;
    exact_cover::write_knuth_format(out, p);
    BOOST_TEST(out.str() == "A B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nB X:1\nC Y:1\n");
    BOOST_TEST((read(out.str()) == p));
    BOOST_TEST(p.colour_count() == 2u);
    BOOST_TEST(p.colour_name(p.option_colours(1)[2]) == "1");
}

// The second adversarial pass: colours were looked up by a search of their names, so a
// problem with 200,000 colours took minutes to read (20 billion comparisons); now one
// lookup each. The numbers are those of first use, and a name used again keeps its own.
BOOST_AUTO_TEST_CASE(colours_are_numbered_by_first_use_however_many) {
    constexpr int count = 200000;
    std::string text = "A | X\n";
    for (int k = 0; k < count; ++k) text += "A X:c" + std::to_string(k) + "\n";
    text += "A X:c7\n";
    const Problem p = read(text);
    BOOST_TEST(p.colour_count() == std::size_t{count});
    BOOST_TEST(p.colour_name(p.option_colours(count - 1)[1]) == "c199999");
    BOOST_TEST(p.option_colours(count)[1] == p.option_colours(7)[1]);
    BOOST_TEST(p.option_colours(7)[1] == Colour{8});
    Problem copy = p;  // a copy numbers new colours after the old ones
    BOOST_TEST(copy.colour("c5") == Colour{6});
    BOOST_TEST(copy.colour("new") == Colour{count + 1});
}

BOOST_AUTO_TEST_CASE(
    a_colour_on_a_primary_item_or_an_empty_colour_is_refused_where_it_stands) {
    try {
        (void)read("A B | X\nA:red X\n");
        BOOST_FAIL("a primary item with a colour was read");
    } catch (const exact_cover::KnuthFormatError& e) {
        BOOST_TEST(e.line() == 2u);
        BOOST_TEST(e.column() == 1u);
        BOOST_TEST(e.message().find("primary item 'A' cannot have a colour") !=
                   std::string::npos);
    }
    try {
        (void)read("A B | X\nA X:\n");
        BOOST_FAIL("an empty colour was read");
    } catch (const exact_cover::KnuthFormatError& e) {
        BOOST_TEST(e.column() == 5u);
        BOOST_TEST(e.message().find("expected a colour") != std::string::npos);
    }
    Problem p({"A"}, {"X"});
    BOOST_CHECK_THROW(p.add_coloured_option({{0, p.colour("red")}}),
                      std::invalid_argument);
    BOOST_CHECK_THROW(p.add_coloured_option({{0, 0}, {1, 7}}), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(engines_of_exact_cover_alone_refuse_colours_they_would_ignore) {
    const Problem p = read(knuth_example);
    BOOST_CHECK_THROW(exact_cover::BaselineDlx{p}, std::invalid_argument);
    BOOST_CHECK_THROW(exact_cover::TunedDlx{p}, std::invalid_argument);
    BOOST_CHECK_THROW(exact_cover::AlgorithmX{p}, std::invalid_argument);
    BOOST_CHECK_THROW(exact_cover::PointerDlx{p}, std::invalid_argument);
    BOOST_CHECK_THROW((void)exact_cover::brute_force_covers(p), std::invalid_argument);
    // the same problem without its colours is another problem, which they solve
    const Problem plain = read("A B C | X Y\nA B X Y\nA C X Y\nB X\nC Y\n");
    BOOST_TEST(exact_cover::TunedDlx(plain).count_solutions().solutions == 0u);
}

BOOST_AUTO_TEST_SUITE_END()
