// The programs' command line (book/command_line.hpp): good values are read, --help
// exits 0, and every bad value is one message and exit status 2, never an exception.
#include <boost/test/unit_test.hpp>
#include <cstdint>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "book/command_line.hpp"

namespace {

// Parses @p args (after the program's name) with a --first count, a --budget count, a
// --csv path and files; keeps what was read and what was printed.
struct Run {
    std::optional<int> status;
    std::size_t first = 7;
    std::uint64_t budget = 100;
    std::string csv;
    std::vector<std::string> files;
    std::string out, err;

    explicit Run(std::vector<std::string> args) {
        book::CommandLine cli("A test program");
        cli.count("--first", first, "K");
        cli.count("--budget", budget, "NODES");
        cli.text("--csv", csv, "PATH");
        cli.texts("files", files, "FILES").required();
        args.insert(args.begin(), "/path/to/program");
        std::vector<const char*> argv;
        for (const std::string& a : args) argv.push_back(a.c_str());
        std::ostringstream out_stream, err_stream;
        std::streambuf* const old_out = std::cout.rdbuf(out_stream.rdbuf());
        std::streambuf* const old_err = std::cerr.rdbuf(err_stream.rdbuf());
        status = cli.parse(static_cast<int>(argv.size()), argv.data());
        std::cout.rdbuf(old_out);
        std::cerr.rdbuf(old_err);
        out = out_stream.str();
        err = err_stream.str();
    }
};

}  // namespace

BOOST_AUTO_TEST_SUITE(command_line)

BOOST_AUTO_TEST_CASE(reads_both_spellings_and_positionals) {
    const Run run({"--first=3", "--budget", "5000", "--csv=t.csv", "a.txt", "b.txt"});
    BOOST_TEST(!run.status.has_value());
    BOOST_TEST(run.first == 3u);
    BOOST_TEST(run.budget == 5000u);
    BOOST_TEST(run.csv == "t.csv");
    BOOST_TEST(run.files == (std::vector<std::string>{"a.txt", "b.txt"}),
               boost::test_tools::per_element());
    BOOST_TEST(run.err.empty());
}

BOOST_AUTO_TEST_CASE(defaults_stay_when_an_option_is_absent) {
    const Run run({"a.txt"});
    BOOST_TEST(!run.status.has_value());
    BOOST_TEST(run.first == 7u);
    BOOST_TEST(run.budget == 100u);
}

BOOST_AUTO_TEST_CASE(help_prints_the_options_and_exits_0) {
    const Run run({"--help"});
    BOOST_TEST(run.status.value_or(-1) == 0);
    BOOST_TEST(run.out.find("A test program") != std::string::npos);
    BOOST_TEST(run.out.find("--budget") != std::string::npos);
    BOOST_TEST(run.err.empty());
}

BOOST_AUTO_TEST_CASE(bad_counts_are_exit_status_2_with_a_message) {
    for (const std::string bad : {"--first=0", "--first=-3", "--first=abc", "--first=",
                                  "--first=2.5", "--budget=99999999999999999999999"}) {
        const Run run({bad, "a.txt"});
        BOOST_TEST_INFO("argument " << bad);
        BOOST_TEST(run.status.value_or(-1) == 2);
        BOOST_TEST(run.err.find("program: ") == 0);
        BOOST_TEST(run.err.find("--") != std::string::npos);
    }
    const Run zero({"--first=0", "a.txt"});
    BOOST_TEST(zero.err.find("1 or more, not '0'") != std::string::npos, zero.err);
}

BOOST_AUTO_TEST_CASE(unknown_options_and_missing_files_are_exit_status_2) {
    BOOST_TEST(Run({"--frist=3", "a.txt"}).status.value_or(-1) == 2);
    BOOST_TEST(Run({"--first=3"}).status.value_or(-1) == 2);
    BOOST_TEST(Run({"--first"}).status.value_or(-1) == 2);
}

BOOST_AUTO_TEST_SUITE_END()
