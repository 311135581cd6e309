// Chapter 6: reading Knuth's dlx input format, and the round trip with the writer.
#include <boost/test/unit_test.hpp>

#include <random>
#include <sstream>
#include <string>

#include "exact_cover/knuth_format.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/problems/pentominoes.hpp"
#include "exact_cover/problems/queens.hpp"
#include "test_support/random_problems.hpp"
#include "test_support/thrown.hpp"

using namespace exact_cover;

namespace {

Problem read(const std::string& text) {
    std::istringstream in(text);
    return read_knuth_format(in);
}

Problem round_trip(const Problem& p) {
    std::ostringstream out;
    write_knuth_format(out, p);
    return read(out.str());
}

// The error that reading @p text raises: its line and message.
KnuthFormatError error_of(const std::string& text) {
    const std::optional<KnuthFormatError> e =
        test_support::thrown<KnuthFormatError>([&] { (void)read(text); });
    if (!e) BOOST_FAIL("no error for: " + text);
    return *e;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(ch06_knuth_format)

BOOST_AUTO_TEST_CASE(knuths_example_reads_as_written_in_his_paper) {
    const Problem p = read(
        "| Knuth's example from Dancing Links\n"
        "a b c d e f g\n"
        "c e\n"
        "a d g\n"
        "b c f\n"
        "\n"
        "a d f\n"
        "   | a comment between options\n"
        "b g\n"
        "d e g\n");
    BOOST_TEST(p.item_count() == 7u);
    BOOST_TEST(p.primary_count() == 7u);
    BOOST_TEST(p.option_count() == 6u);
    const Problem knuth = knuth_example();
    for (Option o = 0; o < 6; ++o) {
        const auto a = p.option(o), b = knuth.option(o);
        BOOST_TEST(std::vector<Item>(a.begin(), a.end()) ==
                       std::vector<Item>(b.begin(), b.end()),
                   boost::test_tools::per_element());
    }
}

BOOST_AUTO_TEST_CASE(secondary_items_follow_the_bar) {
    const Problem p = read("p q |s t\np s\nq t s\n");
    BOOST_TEST(p.primary_count() == 2u);
    BOOST_TEST(p.item_count() == 4u);
    BOOST_TEST(p.item_name(2) == "s");
    BOOST_TEST(p.item_name(3) == "t");
    const Problem q = read("p q | s t\np s\nq t s\n");
    BOOST_TEST((p == q));
}

BOOST_AUTO_TEST_CASE(the_writer_and_the_reader_round_trip) {
    BOOST_TEST((round_trip(small_example()).item_count() == 9u));
    // Option names are not part of the format; compare the structure of named problems.
    for (const Problem& named : {small_example(), knuth_example(), queens_problem(6)}) {
        const Problem back = round_trip(named);
        BOOST_TEST(back.item_count() == named.item_count());
        BOOST_TEST(back.primary_count() == named.primary_count());
        BOOST_TEST_REQUIRE(back.option_count() == named.option_count());
        for (Item i = 0; i < named.item_count(); ++i)
            BOOST_TEST(back.item_name(i) == named.item_name(i));
        for (Option o = 0; o < named.option_count(); ++o) {
            const auto a = back.option(o), b = named.option(o);
            BOOST_TEST(std::vector<Item>(a.begin(), a.end()) ==
                           std::vector<Item>(b.begin(), b.end()),
                       boost::test_tools::per_element());
        }
    }
    // Unnamed problems come back equal.
    std::mt19937 rng(3);
    for (int trial = 0; trial < 50; ++trial) {
        const Problem p =
            test_support::random_problem(rng, 3 + trial % 5, trial % 4, 1 + trial % 9);
        BOOST_TEST((round_trip(p) == p), "trial " << trial);
    }
    const Problem tiles = pentomino_problem(10, 6);
    BOOST_TEST((round_trip(tiles) == tiles));
}

BOOST_AUTO_TEST_CASE(windows_line_ends_and_tabs_are_white_space) {
    const Problem p = read("a\tb\r\na b\r\n");
    BOOST_TEST(p.item_count() == 2u);
    BOOST_TEST(p.option_count() == 1u);
}

BOOST_AUTO_TEST_CASE(an_empty_input_is_refused) {
    BOOST_TEST(error_of("").line() == 1u);
    const KnuthFormatError e = error_of("| only a comment\n\n");
    BOOST_TEST(e.line() == 3u);
    BOOST_TEST(e.message() == "the input is empty: expected the line of item names");
}

BOOST_AUTO_TEST_CASE(an_unknown_item_is_refused_with_its_line_and_column) {
    const KnuthFormatError e = error_of("a b c\na b\n| comment\nc  d\n");
    BOOST_TEST(e.line() == 4u);
    BOOST_TEST(e.column() == 4u);
    BOOST_TEST(e.message() == "unknown item 'd'");
    BOOST_TEST(std::string(e.what()) == "line 4, column 4: unknown item 'd'");
    BOOST_TEST(e.place() == "4:4:");
    BOOST_TEST(error_of("a | s\ns\n").place() == "2:");  // the whole line: no column
}

BOOST_AUTO_TEST_CASE(a_line_without_end_is_refused_before_it_is_held_whole) {
    // a megabyte and more of NUL bytes and no line end, as a device that never ends
    // gives: refused at the limit, and the message shows none of the bytes
    const KnuthFormatError e = error_of(std::string(knuth_line_limit + 10, '\0'));
    BOOST_TEST(e.line() == 1u);
    BOOST_TEST(e.message().find("longer than") != std::string::npos);
    BOOST_TEST(e.message().size() < 100u);
}

BOOST_AUTO_TEST_CASE(a_word_in_a_message_is_escaped_and_cut) {
    const KnuthFormatError e = error_of("a\n" + std::string(500, '\x01') + "\n");
    BOOST_TEST(e.message().find("\\x01") != std::string::npos);
    BOOST_TEST(e.message().find("(500 bytes)") != std::string::npos);
    BOOST_TEST(e.message().size() < 250u);
}

BOOST_AUTO_TEST_CASE(an_item_twice_in_one_option_is_refused) {
    const KnuthFormatError e = error_of("a b c\na b\nc a c\n");
    BOOST_TEST(e.line() == 3u);
    BOOST_TEST(e.message() == "item 'c' appears twice in this option");
}

BOOST_AUTO_TEST_CASE(an_option_without_a_primary_item_is_refused) {
    const KnuthFormatError e = error_of("a b | s t\na s\ns t\n");
    BOOST_TEST(e.line() == 3u);
    BOOST_TEST(e.message() == "the option has no primary item, so no cover can use it");
}

BOOST_AUTO_TEST_CASE(an_item_declared_twice_is_refused) {
    const KnuthFormatError e = error_of("\n| items\na b | c b\n");
    BOOST_TEST(e.line() == 3u);
    BOOST_TEST(e.message() == "item 'b' is declared twice (as item 2 and item 4)");
}

BOOST_AUTO_TEST_CASE(illegal_characters_in_item_names_are_refused) {
    BOOST_TEST(error_of("a b:1 c\n").message() ==
               "item name 'b:1' contains ':', which is reserved in Knuth's format");
    BOOST_TEST(error_of("a b|c\n").message() ==
               "item name 'b|c' contains '|', which is reserved in Knuth's format");
    BOOST_TEST(error_of("a \x01x\n").line() == 1u);
}

// Issue 52: UTF-8 item names were refused while colour names took control bytes. One
// rule for both, with the column of the byte that breaks it.
BOOST_AUTO_TEST_CASE(item_and_colour_names_follow_one_rule) {
    const Problem p =
        read("caf\u00e9 b | \u00fcber\ncaf\u00e9 \u00fcber:r\u00f6t\nb\n");
    BOOST_TEST(p.item_name(0) == "caf\u00e9");
    BOOST_TEST(p.colour_name(p.option_colours(0)[1]) == "r\u00f6t");
    const KnuthFormatError control = error_of(
        "a | c\na c:r\x01"
        "d\n");
    BOOST_TEST(control.line() == 2u);
    BOOST_TEST(control.column() == 6u);
    BOOST_TEST(control.message() ==
               "colour name 'r\\x01d' contains a control character or a byte that is "
               "not UTF-8 text");
    const KnuthFormatError malformed = error_of("ab\xff c\nc\n");
    BOOST_TEST(malformed.column() == 3u);
    BOOST_TEST(malformed.message().find("item name 'ab\\xFF'") == 0u);
    BOOST_TEST(error_of("a | c\na c:b|d\n").message() ==
               "colour name 'b|d' contains '|', which is reserved in Knuth's format");
    BOOST_TEST(error_of("a \xe2\x80\x8b\n").column() == 3u);  // a zero-width space
}

BOOST_AUTO_TEST_CASE(a_second_bar_or_no_primary_item_is_refused) {
    BOOST_TEST(error_of("a | b | c\n").message() ==
               "'|' appears twice in the line of item names");
    BOOST_TEST(error_of("a\nx\n").line() == 2u);
}

BOOST_AUTO_TEST_CASE(a_colour_names_a_known_item_or_is_an_unknown_item) {
    // colours themselves are chapter 9's (tests/ch09/colour_tests.cpp)
    const KnuthFormatError e = error_of("a | s\na t:red\n");
    BOOST_TEST(e.line() == 2u);
    BOOST_TEST(e.column() == 3u);
    BOOST_TEST(e.message() == "unknown item 't'");
}

BOOST_AUTO_TEST_SUITE_END()
