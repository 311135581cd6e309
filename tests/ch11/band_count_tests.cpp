// Chapter 11: counting every grid by bands, checked against enumeration (chapter 7) on
// the small shapes and against the published counts on the large ones.
#include <boost/test/unit_test.hpp>

#include <atomic>
#include <stdexcept>

#include "sudoku/band_count.hpp"
#include "sudoku/grid_count.hpp"
#include "sudoku/wide_count.hpp"

using namespace sudoku;

namespace {

// The 9x9 count on one thread, made once for the two cases that read it (seconds each).
const BandCount& nine_by_bands() {
    static const BandCount nine = count_grids_by_bands(Shape(3, 3));
    return nine;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(ch11_band_count)

BOOST_AUTO_TEST_CASE(
    the_2x2_tables_are_the_three_of_the_chapter_with_their_band_counts) {
    // a = values of type (0,0): then (0,1) and (1,0) have 2 - a, and (1,1) has a
    const Shape tall(2, 2);
    const std::vector<BandTable> tables = band_tables(tall);
    BOOST_TEST_REQUIRE(tables.size() == 3u);
    for (const BandTable& t : tables) {
        const unsigned a = t.counts[0];
        BOOST_TEST(t.counts[1] == 2 - a);
        BOOST_TEST(t.counts[2] == 2 - a);
        BOOST_TEST(t.counts[3] == a);
        BOOST_TEST(bands_with_table(tall, t) == (a == 1 ? 2u : 4u));
        BOOST_TEST(labellings(t) == (a == 1 ? 24u : 6u));
    }
}

BOOST_AUTO_TEST_CASE(every_band_is_counted_once) {
    // 3 rows of a 9x9 grid: Felgenhauer and Jarvis's 9! * 56 * 6^6 top bands; 3 rows of
    // a 6x6 grid with 3x2 boxes: 6! * 640, 640 found by listing the rows under a fixed
    // first row
    BOOST_TEST(to_decimal(nine_by_bands().bands) == "948109639680");
    BOOST_TEST(to_decimal(count_grids_by_bands(Shape(2, 2)).bands) == "96");
    BOOST_TEST(to_decimal(count_grids_by_bands(Shape(3, 2)).bands) == "460800");
}

BOOST_AUTO_TEST_CASE(the_small_shapes_agree_with_chapter_7s_enumeration) {
    for (const Shape shape : {Shape(2, 2), Shape(2, 3), Shape(3, 2)}) {
        const BandCount by_bands = count_grids_by_bands(shape);
        BOOST_TEST_REQUIRE((by_bands.ending == exact_cover::Ending::complete));
        const GridCount listed = count_grids(shape, true);
        BOOST_TEST(to_decimal(by_bands.grids) == std::to_string(listed.grids()),
                   to_string(shape));
    }
}

BOOST_AUTO_TEST_CASE(the_9x9_and_8x8_counts_are_the_published_ones) {
    const BandCount nine = count_grids_by_bands(Shape(3, 3), {}, 2);
    BOOST_TEST(nine.tables == 22620u);
    BOOST_TEST(nine.classes.size() == 44u);
    BOOST_TEST(to_decimal(nine.grids, true) == "6,670,903,752,021,072,936,960");
    BOOST_TEST(prime_factors(nine.grids) == "2^20 * 3^8 * 5 * 7 * 27704267971");
    const BandCount eight = count_grids_by_bands(Shape(2, 4), {}, 2);
    BOOST_TEST(to_decimal(eight.grids) == "29136487207403520");
    BOOST_TEST(eight.tall.box_rows() == 4u);  // counted as its transpose, 4x2
    BOOST_TEST(to_decimal(count_grids_by_bands(Shape(4, 2)).grids) ==
               "29136487207403520");
}

BOOST_AUTO_TEST_CASE(classes_add_up_to_every_table_and_share_their_counts) {
    const Shape tall(3, 3);
    const BandCount& nine = nine_by_bands();
    std::uint64_t members = 0;
    for (const TableClass& c : nine.classes) {
        members += c.members;
        BOOST_TEST((canonical_table(tall, c.first) == c.first));
    }
    BOOST_TEST(members == nine.tables);
    // a table and an image of it (stacks 0 and 1 swapped) have the same n(T)
    const BandTable t = band_tables(tall)[1234];
    BandTable swapped{std::vector<std::uint8_t>(t.counts.size(), 0)};
    for (std::size_t type = 0; type < 27; ++type)
        swapped.counts[type % 3 * 3 + type / 3 % 3 + type / 9 * 9] = t.counts[type];
    BOOST_TEST(bands_with_table(tall, swapped) == bands_with_table(tall, t));
    BOOST_TEST((canonical_table(tall, swapped) == canonical_table(tall, t)));
}

BOOST_AUTO_TEST_CASE(shapes_out_of_reach_are_refused_with_the_reason) {
    BOOST_TEST(!band_count_refusal(Shape(2, 5)).has_value());
    BOOST_TEST(band_count_refusal(Shape(4, 4)).has_value());
    BOOST_TEST(band_count_refusal(Shape(3, 4)).has_value());
    BOOST_TEST(band_count_refusal(Shape(2, 6))->find("64") != std::string::npos);
    BOOST_TEST(band_count_refusal(Shape(1, 5)).has_value());
    BOOST_CHECK_THROW((void)count_grids_by_bands(Shape(4, 4)), std::invalid_argument);
    BOOST_CHECK_THROW((void)band_tables(Shape(2, 3)), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(an_interrupt_leaves_the_count_incomplete_and_says_so) {
    const std::atomic<bool> raised{true};
    const BandCount stopped = count_grids_by_bands(Shape(3, 3), {.interrupt = &raised});
    BOOST_TEST((stopped.ending == exact_cover::Ending::interrupted));
    BOOST_TEST(to_decimal(stopped.grids) == "0");
}

BOOST_AUTO_TEST_CASE(an_interrupt_stops_the_listing_of_tables) {
    // 3x3 has 22,620 tables, found in a few hundred thousand calls: the interrupt, read
    // every 65,536 of them, stops the listing before its end
    const std::atomic<bool> raised{true};
    BOOST_TEST(band_tables(Shape(3, 3), {.interrupt = &raised}).size() < 22620u);
    BOOST_TEST(band_tables(Shape(3, 3)).size() == 22620u);
}

BOOST_AUTO_TEST_CASE(progress_hears_of_every_class_of_every_stage) {
    std::size_t bands = 0, completions = 0;
    const BandCount nine =
        count_grids_by_bands(Shape(3, 3), {}, 2, [&](const BandCountProgress& p) {
            bands += p.stage == "bands";
            completions += p.stage == "completions";
            BOOST_TEST(p.done <= p.total);
        });
    BOOST_TEST(bands == nine.classes.size());
    BOOST_TEST(completions == nine.classes.size());
}

BOOST_AUTO_TEST_CASE(wide_counts_print_and_factor) {
    BOOST_TEST(to_decimal(0) == "0");
    BOOST_TEST(to_decimal(1000, true) == "1,000");
    BOOST_TEST(to_decimal(999, true) == "999");
    BOOST_TEST(prime_factors(288) == "2^5 * 3^2");
    BOOST_TEST(prime_factors(1) == "1");
    const WideCount big =
        WideCount{1000003} * 1000033 * 1000037;  // no factor below 10^6
    BOOST_TEST(prime_factors(big).find("(not factored)") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
