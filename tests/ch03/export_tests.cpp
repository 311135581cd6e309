// Chapter 3: writing the matrix in Knuth's format, as 0/1 text and as a PBM image.
#include <boost/test/unit_test.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "exact_cover/knuth_format.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/matrix_export.hpp"

using namespace sudoku;

namespace {

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(ch03_export)

BOOST_AUTO_TEST_CASE(knuth_format_lists_the_items_then_one_option_a_line) {
    std::ostringstream out;
    exact_cover::write_knuth_format(out, cover_matrix_by_rows(Shape()));
    const auto lines = lines_of(out.str());
    BOOST_TEST_REQUIRE(lines.size() == 1u + 729u);
    BOOST_TEST(lines[0].substr(0, 12) == "p00 p01 p02 ");
    BOOST_TEST(lines[0].substr(lines[0].size() - 9) == "b8v8 b8v9");
    BOOST_TEST(lines[1] == "p00 r0v1 c0v1 b0v1");
    BOOST_TEST(lines[729] == "p88 r8v9 c8v9 b8v9");
}

BOOST_AUTO_TEST_CASE(matrix_text_has_a_line_per_option_with_four_ones) {
    std::ostringstream out;
    write_matrix_text(out, cover_matrix_by_rows(Shape(2, 2)));
    const auto lines = lines_of(out.str());
    BOOST_TEST_REQUIRE(lines.size() == 64u);
    for (const std::string& line : lines) {
        BOOST_TEST(line.size() == 64u);
        BOOST_TEST(std::count(line.begin(), line.end(), '1') == 4);
    }
    BOOST_TEST(lines[0] ==
               "1000000000000000100000000000000010000000000000001000000000000000");
}

BOOST_AUTO_TEST_CASE(plain_pbm_is_the_matrix_text_with_a_header) {
    const exact_cover::Problem p = cover_matrix_by_rows(Shape(2, 2));
    std::ostringstream pbm, text;
    write_pbm(pbm, p, PbmEncoding::plain);
    write_matrix_text(text, p);
    const auto lines = lines_of(pbm.str());
    BOOST_TEST(lines[0] == "P1");
    BOOST_TEST(lines[1] == "64 64");
    std::string pixels;
    for (std::size_t k = 2; k < lines.size(); ++k) {
        BOOST_TEST(lines[k].size() <= 70u);
        pixels += lines[k];
    }
    std::string expected;
    for (const std::string& line : lines_of(text.str())) expected += line;
    BOOST_TEST(pixels == expected);
}

BOOST_AUTO_TEST_CASE(binary_pbm_packs_eight_pixels_a_byte_high_bit_first) {
    // 324 columns: 41 bytes a row
    const exact_cover::Problem p = cover_matrix_by_rows(Shape());
    std::ostringstream out;
    write_pbm(out, p, PbmEncoding::binary);
    const std::string data = out.str();
    const std::string header = "P4\n324 729\n";
    BOOST_TEST_REQUIRE(data.size() == header.size() + 729u * 41u);
    BOOST_TEST(data.substr(0, header.size()) == header);
    bool same = true;
    for (exact_cover::Option o = 0; o < p.option_count(); ++o) {
        std::vector<bool> row(324, false);
        for (exact_cover::Item i : p.option(o)) row[i] = true;
        for (std::size_t x = 0; x < 324; ++x) {
            const auto byte =
                static_cast<unsigned char>(data[header.size() + o * 41 + x / 8]);
            same = same && (((byte >> (7 - x % 8)) & 1u) == 1u) == row[x];
        }
    }
    BOOST_TEST(same);
}

BOOST_AUTO_TEST_SUITE_END()
