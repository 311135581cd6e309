// Chapter 7: reading files of puzzles in the line and numeric formats, and rejecting
// bad input.
#include <boost/test/unit_test.hpp>

#include <fstream>
#include <sstream>
#include <string>

#include "sudoku/line_format.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "test_support/data_slices.hpp"

using namespace sudoku;

namespace {

std::vector<PuzzleEntry> read(const std::string& text,
                              std::optional<Shape> box = std::nullopt) {
    std::istringstream in(text);
    PuzzleReader reader(in, box);
    std::vector<PuzzleEntry> entries;
    while (auto e = reader.next()) entries.push_back(*e);
    return entries;
}

const std::string row_major_9(81, '.');  // an empty 9x9 grid

}  // namespace

BOOST_AUTO_TEST_SUITE(ch07_puzzle_reader)

BOOST_AUTO_TEST_CASE(every_puzzle_of_the_9x9_slices_reads_and_writes_back_unchanged) {
    for (const char* name :
         {"puzzles2_17_clue.first100.txt", "puzzles3_magictour_top1465.first100.txt",
          "puzzles6_forum_hardest_1106.first100.txt"}) {
        std::ifstream in(test_support::sudoku_data(name));
        BOOST_TEST_REQUIRE(in.good(), name);
        std::vector<std::string> lines;
        for (std::string line; std::getline(in, line);) lines.push_back(line);
        const std::vector<Grid> grids =
            read_puzzle_file(test_support::sudoku_data(name));
        BOOST_TEST_REQUIRE(grids.size() == lines.size());
        for (std::size_t k = 0; k < grids.size(); ++k)
            BOOST_TEST(format_line(grids[k]) == lines[k]);
    }
}

BOOST_AUTO_TEST_CASE(the_16x16_and_25x25_numeric_files_read_with_their_default_boxes) {
    const auto sixteen =
        read_puzzle_file(test_support::sudoku_data("16x16_eliejaz_10.txt"));
    BOOST_TEST(sixteen.size() == 10u);
    BOOST_TEST((sixteen[0].shape() == Shape(4, 4)));
    const auto letters =
        read_puzzle_file(test_support::sudoku_data("16x16_goomii17.first20.txt"));
    BOOST_TEST(letters.size() == 20u);
    const auto big = read_puzzle_file(test_support::sudoku_data("25x25_eliejaz_4.txt"));
    BOOST_TEST(big.size() == 4u);
    BOOST_TEST((big[0].shape() == Shape(5, 5)));
}

BOOST_AUTO_TEST_CASE(a_grid_written_as_n_lines_of_n_numbers_is_one_puzzle) {
    std::string text =
        "# a 4x4 puzzle as four lines\n1 0 0 0\n0 0 3 0\n0 4 0 0\n0 0 0 2\n\n";
    // then one on a single line, after a blank line
    text += "1 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n";
    const auto entries = read(text);
    BOOST_TEST_REQUIRE(entries.size() == 2u);
    BOOST_TEST(entries[0].ok());
    BOOST_TEST(entries[0].line == 2u);
    BOOST_TEST(format_line(entries[0].grid()) == "1.....3..4.....2");
    BOOST_TEST(entries[1].ok());
    BOOST_TEST(entries[1].line == 7u);
    BOOST_TEST(format_line(entries[1].grid()) == "12..............");
}

BOOST_AUTO_TEST_CASE(blank_lines_comments_and_crlf_are_skipped) {
    const auto entries = read("\n# comment\n   \n" + row_major_9 + "\r\n\n");
    BOOST_TEST_REQUIRE(entries.size() == 1u);
    BOOST_TEST(entries[0].ok());
    BOOST_TEST(entries[0].line == 4u);
    BOOST_TEST(read("").empty());
}

BOOST_AUTO_TEST_CASE(
    bad_puzzles_are_reported_with_line_and_column_and_the_rest_still_read) {
    const std::string rest(12, '.');  // the last three rows of a 4x4 grid, blank
    const std::string text = "1234" + rest + "\n" +  // 1: fine
                                                     // 2: 5 is not a square
                             "12345\n" +
                             // 3: unknown symbol at column 3
                             "1.x." + rest + "\n" +
                             // 4: 1 twice in row 1
                             "11.." + rest + "\n" +
                             // 5: value 5 in a 4x4
                             "5..." + rest + "\n" +
                             "1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 17\n" +  // 6: 17 > 4
                             "\x01\xff\n" +         // 7: binary garbage
                             "..1." + rest + "\n";  // 8: fine
    const auto entries = read(text);
    BOOST_TEST_REQUIRE(entries.size() == 8u);
    BOOST_TEST(entries[0].ok());
    BOOST_TEST(entries[7].ok());
    BOOST_TEST(entries[1].error().line() == 2u);
    BOOST_TEST(entries[1].error().message().find("found 5") != std::string::npos,
               entries[1].error().what());
    BOOST_TEST(entries[2].error().column() == 3u);
    BOOST_TEST(entries[2].error().message() ==
               "expected '.', '0' or a digit 1-4, found 'x'");
    BOOST_TEST(entries[3].error().column() == 2u);
    BOOST_TEST(entries[3].error().message().find("row 1") != std::string::npos,
               entries[3].error().what());
    BOOST_TEST(entries[4].error().column() == 1u);
    BOOST_TEST(entries[5].error().line() == 6u);
    BOOST_TEST(entries[5].error().column() == 31u);
    BOOST_TEST(entries[5].error().message() == "expected a value 0-4, found 17");
    BOOST_TEST(entries[6].error().line() == 7u);
    BOOST_TEST(!entries[6].ok());
}

BOOST_AUTO_TEST_CASE(a_box_shape_that_does_not_fit_is_rejected) {
    const auto entries = read(std::string(36, '.'), Shape(3, 3));
    BOOST_TEST_REQUIRE(entries.size() == 1u);
    BOOST_TEST(!entries[0].ok());
    const auto fits = read(std::string(36, '.'), Shape(3, 2));
    BOOST_TEST(fits[0].ok());
    BOOST_TEST((fits[0].grid().shape() == Shape(3, 2)));
}

BOOST_AUTO_TEST_CASE(a_token_that_is_not_a_number_is_named) {
    const auto entries = read("1 2 x 4 0 0 0 0 0 0 0 0 0 0 0 0\n");
    BOOST_TEST_REQUIRE(entries.size() == 1u);
    BOOST_TEST(entries[0].error().column() == 5u);
    BOOST_TEST(entries[0].error().message() == "expected a number 0-64, found 'x'");
    BOOST_CHECK_THROW(
        (void)read_puzzle_file(test_support::sudoku_data("no-such-file.txt")),
        std::runtime_error);
}

// Issue 18: one puzzle, one record. Each of these read wrongly before: merged, lost or
// swallowed by its neighbour.
BOOST_AUTO_TEST_CASE(sixteen_4x4_puzzles_one_per_line_are_sixteen_records) {
    std::string text;
    for (int k = 0; k < 16; ++k) text += "1 0 0 0 0 0 3 0 0 4 0 0 0 0 0 2\n";
    const auto entries = read(text);
    BOOST_TEST_REQUIRE(entries.size() == 16u);
    for (const auto& e : entries) {
        BOOST_TEST(e.ok());
        BOOST_TEST(e.grid().shape().size() == 4u);
    }
}

BOOST_AUTO_TEST_CASE(every_size_written_in_numbers_reads_back,
                     *boost::unit_test::timeout(30)) {
    for (std::size_t n :
         {1u, 2u, 3u, 4u, 5u, 6u, 8u, 9u, 12u, 16u, 25u, 36u, 49u, 64u}) {
        const Shape shape = Shape::for_size(n);
        Grid grid(shape);
        for (std::size_t c = 0; c < n; ++c) grid.set(0, c, c + 1);  // a first row
        std::string text;
        for (int k = 0; k < 3; ++k)
            text += format_puzzle(grid, PuzzleFormat::numeric) + "\n";
        if (n <= max_line_size) text += format_puzzle(grid, PuzzleFormat::line) + "\n";
        // boxes of one row (n = 2, 3, 5, 7): a line of n² numbers would be the first
        // row of an n² × n² grid, so these sizes are read with their box shape
        const auto entries = read(
            text, shape.box_rows() == 1 ? std::optional<Shape>(shape) : std::nullopt);
        BOOST_TEST_REQUIRE(entries.size() == (n <= max_line_size ? 4u : 3u),
                           "n = " << n);
        for (const auto& e : entries) {
            BOOST_TEST_REQUIRE(e.ok(),
                               "n = " << n << ": " << (e.ok() ? "" : e.error().what()));
            BOOST_TEST((e.grid() == grid), "n = " << n);
        }
    }
}

BOOST_AUTO_TEST_CASE(a_short_grid_does_not_swallow_the_next_puzzle) {
    const std::string good(81, '.');
    const auto entries = read("1 0 0 0\n0 0 3 0\n\n" + good + "\n");
    BOOST_TEST_REQUIRE(entries.size() == 2u);
    BOOST_TEST(entries[0].error().message() == "expected 4 rows of 4 numbers, found 2");
    BOOST_TEST(entries[1].ok());
    // a line of another length ends the grid and is the next record
    const auto cut = read("1 0 0 0\n0 0 3 0\n" + good + "\n");
    BOOST_TEST_REQUIRE(cut.size() == 2u);
    BOOST_TEST(!cut[0].ok());
    BOOST_TEST(cut[1].ok());
    BOOST_TEST(cut[1].line == 3u);
}

BOOST_AUTO_TEST_CASE(a_bad_number_makes_the_whole_grid_one_error) {
    const auto entries =
        read("1 0 0 0\n0 x 3 0\n0 4 0 0\n0 0 0 2\n" + row_major_9 + "\n");
    BOOST_TEST_REQUIRE(entries.size() == 2u);
    BOOST_TEST(entries[0].error().line() == 2u);
    BOOST_TEST(entries[1].ok());
}

BOOST_AUTO_TEST_CASE(a_9_line_grid_then_a_one_line_puzzle_are_two_records) {
    std::string text;
    for (int r = 0; r < 9; ++r) text += "0 0 0 0 0 0 0 0 0\n";
    std::string one_line;
    for (int k = 0; k < 81; ++k) one_line += k == 0 ? "5" : " 0";
    const auto entries = read(text + one_line + "\n");
    BOOST_TEST_REQUIRE(entries.size() == 2u);
    BOOST_TEST(entries[0].ok());
    BOOST_TEST(entries[1].ok());
    BOOST_TEST(entries[1].grid().at(0, 0) == 5u);
}

BOOST_AUTO_TEST_CASE(with_a_box_shape_n_numbers_start_a_grid_and_n2_are_a_puzzle) {
    std::string grid16;
    for (int r = 0; r < 16; ++r) {
        for (int c = 0; c < 16; ++c)
            grid16 += (c ? " " : "") + std::to_string(r + c == 0 ? 9 : 0);
        grid16 += "\n";
    }
    const auto without = read(grid16);  // sixteen 4x4 puzzles, the first with a value 9
    BOOST_TEST_REQUIRE(without.size() == 16u);
    BOOST_TEST(!without[0].ok());
    BOOST_TEST(without[0].error().message().find("give --box=4x4") != std::string::npos,
               without[0].error().what());
    const auto with = read(grid16, Shape(4, 4));
    BOOST_TEST_REQUIRE(with.size() == 1u);
    BOOST_TEST(with[0].ok());
    const auto other = read("1 2 3\n", Shape(2, 2));
    BOOST_TEST_REQUIRE(other.size() == 1u);
    BOOST_TEST(other[0].error().message() ==
               "expected 4 or 16 numbers for 2x2 boxes, found 3");
}

BOOST_AUTO_TEST_CASE(a_bom_spaces_and_a_comment_after_the_puzzle_are_accepted) {
    const auto entries = read("\xEF\xBB\xBF  " + row_major_9 + "  # from a file\r\n" +
                              "1 0 0 0 0 0 3 0 0 4 0 0 0 0 0 2 # numbers too\n");
    BOOST_TEST_REQUIRE(entries.size() == 2u);
    BOOST_TEST(entries[0].ok());
    BOOST_TEST(entries[1].ok());
    const auto bad = read("  1x" + std::string(79, '.') + "\n");
    BOOST_TEST(bad[0].error().column() == 4u);  // columns count from the line's start
}

BOOST_AUTO_TEST_CASE(messages_escape_control_bytes_and_shorten_long_tokens) {
    const std::string zeros =
        " 0 0 0 0 0 0 0 0 0 0 0 0";  // to 16 numbers: one 4x4 line
    // (a token long, but within puzzle_line_limit: the line is read, the token cut)
    const auto entries = read("1 2 " + std::string(60000, 'x') + " 4" + zeros +
                              "\n1 \x1b[31m 3 4" + zeros + "\n");
    BOOST_TEST_REQUIRE(entries.size() == 2u);
    const std::string& long_one = entries[0].error().message();
    BOOST_TEST(long_one.size() < 100u, long_one);
    BOOST_TEST(long_one.find("(60000 bytes)") != std::string::npos, long_one);
    BOOST_TEST(entries[1].error().message().find("\\x1B") != std::string::npos);
    BOOST_TEST(entries[1].error().message().find('\x1b') == std::string::npos);
    const auto symbol = read("1\x01" + std::string(79, '.') + "\n");
    BOOST_TEST(symbol[0].error().message().find("\\x01") != std::string::npos,
               symbol[0].error().message());
}

BOOST_AUTO_TEST_CASE(a_blank_line_inside_a_grid_is_skipped_as_a_comment_line_is) {
    // bands set apart by a blank line and a comment: one 4x4 grid either way
    const auto entries = read("1 0 0 0\n0 0 3 0\n\n0 4 0 0\n# band 2\n0 0 0 2\n");
    BOOST_TEST_REQUIRE(entries.size() == 1u);
    BOOST_TEST_REQUIRE(entries[0].ok());
    BOOST_TEST(format_line(entries[0].grid()) == "1.....3..4.....2");
}

BOOST_AUTO_TEST_CASE(a_character_beyond_ascii_is_named_whole_where_it_stands) {
    // one e-acute (two bytes) among 80 dots: 82 bytes, a length no puzzle has
    const auto wrong_length =
        read(std::string(40, '.') + "\xC3\xA9" + std::string(40, '.'));
    BOOST_TEST_REQUIRE(!wrong_length[0].ok());
    BOOST_TEST(wrong_length[0].error().column() == 41u);
    BOOST_TEST(
        wrong_length[0].error().message().find("found '\xC3\xA9'") != std::string::npos,
        wrong_length[0].error().message());
    // in place of a dot: 81 bytes, 80 characters, a 9x9 line in bytes
    const auto square = read("\xC3\xA9" + std::string(79, '.'));
    BOOST_TEST(
        square[0].error().message().find("found '\xC3\xA9'") != std::string::npos,
        square[0].error().message());
    // a byte that starts no character, and a mark that would reverse the terminal's
    // text, are shown escaped
    const auto stray = read("\xFF" + std::string(80, '.'));
    BOOST_TEST(stray[0].error().message().find("found '\\xFF'") != std::string::npos,
               stray[0].error().message());
    const auto reversing = read("\xE2\x80\xAE" + std::string(78, '.'));
    BOOST_TEST(reversing[0].error().message().find("\\xE2") != std::string::npos,
               reversing[0].error().message());
    BOOST_TEST(reversing[0].error().message().find("\xE2\x80\xAE") ==
               std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_line_longer_than_any_puzzle_ends_the_reading) {
    // a valid puzzle, then a line of NUL bytes past the limit, then a puzzle never read
    const std::string good(16, '.');
    const std::vector<PuzzleEntry> entries = read(
        good + "\n" + std::string(puzzle_line_limit + 5, '\0') + "\n" + good + "\n");
    BOOST_TEST_REQUIRE(entries.size() == 2u);
    BOOST_TEST(entries[0].ok());
    BOOST_TEST_REQUIRE(!entries[1].ok());
    BOOST_TEST(entries[1].error().line() == 2u);
    BOOST_TEST(entries[1].error().column() == puzzle_line_limit + 1);
    BOOST_TEST(entries[1].error().message().find("longer than") != std::string::npos);
}

// Issue 52: a comment past the line limit, alone or after a puzzle, stopped the file.
BOOST_AUTO_TEST_CASE(a_comment_of_any_length_is_skipped_and_the_reading_goes_on) {
    const std::string good(16, '.');
    const std::string long_comment(4 * puzzle_line_limit, 'x');
    const std::vector<PuzzleEntry> entries =
        read("#" + long_comment + "\n" + good + " # " + long_comment + "\n" + good +
             "\t#" + long_comment + "\n" + good + "\n");
    BOOST_TEST_REQUIRE(entries.size() == 3u);
    for (const PuzzleEntry& e : entries) BOOST_TEST(e.ok());
    BOOST_TEST(entries[2].line == 4u);  // the comment lines count as lines
}

BOOST_AUTO_TEST_SUITE_END()
