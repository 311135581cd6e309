// Chapter 3: reading and writing the one-line puzzle format.
#include <boost/test/unit_test.hpp>

#include <string>

#include "sudoku/examples.hpp"
#include "sudoku/line_format.hpp"
#include "test_support/thrown.hpp"

using namespace sudoku;

namespace {

// The error parse_line reports for text, or a ParseError at 0, 0 when it accepts it.
ParseError error_of(std::string_view text, std::optional<Shape> box = std::nullopt,
                    std::size_t line = 1) {
    return test_support::thrown<ParseError>([&] { (void)parse_line(text, box, line); })
        .value_or(ParseError(0, 0, "accepted"));
}

}  // namespace

BOOST_AUTO_TEST_SUITE(ch03_line_format)

BOOST_AUTO_TEST_CASE(the_example_reads_and_writes_back_unchanged) {
    const Grid grid = parse_line(example_puzzle);
    BOOST_TEST((grid.shape() == Shape(3, 3)));
    BOOST_TEST(grid.at(0, 0) == 5u);
    BOOST_TEST(grid.at(0, 2) == 0u);
    BOOST_TEST(grid.at(8, 8) == 9u);
    BOOST_TEST(grid.givens().size() == 30u);
    BOOST_TEST(format_line(grid) == example_puzzle);
}

BOOST_AUTO_TEST_CASE(zero_and_dot_are_both_blanks) {
    BOOST_TEST((parse_line("1.......0..2....") == parse_line("1..........2....")));
    BOOST_TEST(format_line(parse_line("1000000000020000")) == "1..........2....");
}

BOOST_AUTO_TEST_CASE(the_shape_comes_from_the_length_unless_overridden) {
    const std::string six = "12....3..4....5..6....1...2...4.....";
    BOOST_TEST((parse_line(six).shape() == Shape(2, 3)));
    BOOST_TEST((parse_line(six, Shape(3, 2)).shape() == Shape(3, 2)));
    BOOST_TEST((parse_line("1").shape() == Shape(1, 1)));
    BOOST_TEST((parse_line(std::string(144, '.')).shape() == Shape(3, 4)));
}

BOOST_AUTO_TEST_CASE(letters_stand_for_values_from_ten) {
    std::string line(256, '.');
    line[0] = 'A';
    line[1] = 'G';
    line[16] = '9';
    const Grid grid = parse_line(line);
    BOOST_TEST(grid.at(0, 0) == 10u);
    BOOST_TEST(grid.at(0, 1) == 16u);
    BOOST_TEST(grid.at(1, 0) == 9u);
    BOOST_TEST(format_line(grid) == line);
    BOOST_TEST(symbol_of(35) == 'Z');
    BOOST_TEST(*value_of('Z') == 35u);
    BOOST_TEST(!value_of('a').has_value());
    BOOST_CHECK_THROW((void)symbol_of(36), std::out_of_range);
}

BOOST_AUTO_TEST_CASE(trailing_spaces_and_carriage_returns_are_ignored) {
    BOOST_TEST((parse_line(std::string(example_puzzle) + " \r") ==
                parse_line(example_puzzle)));
}

BOOST_AUTO_TEST_CASE(a_length_that_is_not_a_square_is_reported_at_its_end) {
    const ParseError e = error_of(example_puzzle.substr(0, 80), std::nullopt, 7);
    BOOST_TEST(e.line() == 7u);
    BOOST_TEST(e.column() == 81u);
    BOOST_TEST(
        e.message() ==
        "expected N^2 symbols for some N from 1 to 35 (16, 81, 256, ...), found 80");
    BOOST_TEST(std::string(e.what()) == "line 7, column 81: " + e.message());
    BOOST_TEST(error_of("").column() == 1u);
    // N = 36 has no symbols
    BOOST_TEST(error_of(std::string(36 * 36, '.')).column() == 1297u);
}

BOOST_AUTO_TEST_CASE(a_character_that_is_no_symbol_is_named_before_the_length) {
    const ParseError e = error_of("12x");
    BOOST_TEST(e.column() == 3u);
    BOOST_TEST(e.message() ==
               "expected '.', '0' or a digit 1-9 or a letter A-Z, found 'x'");
}

BOOST_AUTO_TEST_CASE(an_unknown_symbol_is_reported_with_what_was_expected) {
    std::string line(example_puzzle);
    line[40] = 'x';
    const ParseError e = error_of(line);
    BOOST_TEST(e.column() == 41u);
    BOOST_TEST(e.message() == "expected '.', '0' or a digit 1-9, found 'x'");
}

BOOST_AUTO_TEST_CASE(a_value_too_large_for_the_size_is_reported) {
    BOOST_TEST(error_of("5...............").message() ==
               "expected '.', '0' or a digit 1-4, found '5'");
    std::string nine(example_puzzle);
    nine[2] = 'A';
    BOOST_TEST(error_of(nine).column() == 3u);
    std::string twelve(144, '.');
    twelve[5] = 'D';
    BOOST_TEST(error_of(twelve).message() ==
               "expected '.', '0' or a digit 1-9 or a letter A-C, found 'D'");
}

BOOST_AUTO_TEST_CASE(a_value_repeated_in_a_house_is_reported_at_its_second_place) {
    const ParseError row = error_of("1..1............");
    BOOST_TEST(row.column() == 4u);
    BOOST_TEST(row.message() ==
               "expected each value at most once in row 1, found a second 1 (the first "
               "is character 1)");
    BOOST_TEST(error_of("2.......2.......").message() ==
               "expected each value at most once in column 1, found a second 2 (the "
               "first is character 1)");
    BOOST_TEST(error_of(".3..3...........").message() ==
               "expected each value at most once in box 1, found a second 3 (the first "
               "is character 2)");
}

BOOST_AUTO_TEST_CASE(a_box_override_of_the_wrong_size_is_reported) {
    const ParseError e = error_of(example_puzzle, Shape(2, 3));
    BOOST_TEST(e.column() == 1u);
    BOOST_TEST(e.message() ==
               "expected boxes of 9 cells for a line of 81 symbols, found 2x3");
}

BOOST_AUTO_TEST_CASE(grids_reject_values_out_of_range) {
    Grid grid(Shape(2, 2));
    BOOST_CHECK_THROW(grid.set(0, 0, 5), std::out_of_range);
    BOOST_CHECK_THROW(grid.set(4, 0, 1), std::out_of_range);
    BOOST_CHECK_THROW(Grid(Shape(2, 2), std::vector<std::uint8_t>(15, 0)),
                      std::invalid_argument);
    BOOST_CHECK_THROW(Grid(Shape(2, 2), std::vector<std::uint8_t>(16, 5)),
                      std::invalid_argument);
    BOOST_CHECK_THROW((void)format_line(Grid(Shape(6, 6))), std::out_of_range);
}

BOOST_AUTO_TEST_SUITE_END()
