// The figures programs write for the prose (book/values.hpp): the text the :value: role
// reads, one `key value` line each, in order, and a file that cannot be written
// reported.
#include <boost/test/unit_test.hpp>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "book/values.hpp"

BOOST_AUTO_TEST_SUITE(values)

BOOST_AUTO_TEST_CASE(counts_get_separators_every_three_digits) {
    BOOST_TEST(book::with_separators(0) == "0");
    BOOST_TEST(book::with_separators(999) == "999");
    BOOST_TEST(book::with_separators(1000) == "1,000");
    BOOST_TEST(book::with_separators(28200960) == "28,200,960");
    BOOST_TEST(book::with_separators(UINT64_MAX) == "18,446,744,073,709,551,615");
}

BOOST_AUTO_TEST_CASE(lines_keep_their_order_and_format) {
    book::Values values;
    values.add_count("grids", 28200960);
    values.add_fixed("slope", 2.345, 1);
    values.add_fixed("share", 57.0, 0);
    values.add_millions("nodes", 256051536);
    values.add_millions("few", 400000);
    values.add("name", "r5c3n7");
    // a ratio of times keeps the digits that decide it against the 8 % floor
    values.add_ratio("loss", 93.97 / 98.83);
    BOOST_TEST(values.text() ==
               "grids 28,200,960\nslope 2.3\nshare 57\nnodes 256\nfew 0\nname "
               "r5c3n7\nloss 0.9508\n");
}

BOOST_AUTO_TEST_CASE(writes_the_file_and_reports_a_failure) {
    book::Values values;
    values.add_count("answer", 42);
    BOOST_TEST(values.write("", "test"));  // no --values: nothing to write
    const auto path =
        std::filesystem::temp_directory_path() / "book_values_test.values";
    BOOST_TEST(values.write(path.string(), "test"));
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    BOOST_TEST(text.str() == "answer 42\n");
    std::filesystem::remove(path);
    std::ostringstream captured;
    auto* const old = std::cerr.rdbuf(captured.rdbuf());
    const bool written = values.write("/nonexistent-dir/x.values", "test");
    std::cerr.rdbuf(old);
    BOOST_TEST(!written);
    BOOST_TEST(captured.str().find("test: cannot write the values file") == 0u);
}

BOOST_AUTO_TEST_SUITE_END()
