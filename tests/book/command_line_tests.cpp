// The programs' command line (book/command_line.hpp): good values are read, --help
// exits 0, and every bad value is one message and exit status 2, never an exception;
// the subcommands of a tool are read by the same parse, in the same words.
#include <boost/test/unit_test.hpp>
#include <csignal>
#include <cstdint>
#include <iostream>
#include <limits>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "book/command_line.hpp"
#include "book/exit_status.hpp"

namespace {

// What @p act printed on standard output and standard error, and returned.
template <class Act>
auto captured(Act&& act, std::string& out, std::string& err) {
    std::ostringstream out_stream, err_stream;
    std::streambuf* const old_out = std::cout.rdbuf(out_stream.rdbuf());
    std::streambuf* const old_err = std::cerr.rdbuf(err_stream.rdbuf());
    const auto result = act();
    std::cout.rdbuf(old_out);
    std::cerr.rdbuf(old_err);
    out = out_stream.str();
    err = err_stream.str();
    return result;
}

// Parses @p args after @p program, the program's path, with @p cli.
std::optional<int> parse(book::CommandLine& cli, const std::string& program,
                         std::vector<std::string> args, std::string& out,
                         std::string& err) {
    args.insert(args.begin(), program);
    std::vector<const char*> argv;
    for (const std::string& a : args) argv.push_back(a.c_str());
    return captured(
        [&] { return cli.parse(static_cast<int>(argv.size()), argv.data()); }, out,
        err);
}

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
        status = parse(cli, "/path/to/program", std::move(args), out, err);
    }
};

// Refuses any box but 2x2, in the words of the command line's own checks.
std::string only_2x2(const std::string& text) {
    return text == "2x2" ? std::string() : "expected 2x2, not '" + text + "'";
}

// A tool with two subcommands, as the sudoku tool: `solve [--limit=K] [--algorithm=A]
// [file]` and `count --box=B`; keeps what was read and what was printed.
struct ToolRun {
    std::optional<int> status;
    bool solve_chosen = false, count_chosen = false;
    std::uint64_t limit = 0;
    std::string algorithm = "dlx", file, box;
    std::string out, err;

    explicit ToolRun(std::vector<std::string> args) {
        book::CommandLine cli("A test tool");
        book::Subcommand& solve = cli.subcommand("solve", "Solve each puzzle");
        solve.count("--limit", limit, "K");
        solve.text("--algorithm", algorithm, "A solver")
            .show_default()
            .one_of({"dlx", "csp", "bands"});
        solve.text("file", file, "FILE");
        book::Subcommand& count = cli.subcommand("count", "Count the grids");
        count.text("--box", box, "RxC").required().check(only_2x2, "2x2");
        status = parse(cli, "/path/to/tool", std::move(args), out, err);
        solve_chosen = solve.chosen();
        count_chosen = count.chosen();
    }
};

// Parses @p args with a switch --quiet, a count --paths that may be given bare (1000),
// and --threads from 0 to 1024; keeps what was read and what was printed.
struct NumbersRun {
    std::optional<int> status;
    bool quiet = false;
    std::uint64_t paths = 0;
    unsigned threads = 1;
    std::string out, err;

    explicit NumbersRun(std::vector<std::string> args) {
        book::CommandLine cli("A test program");
        cli.flag("--quiet", quiet, "say less");
        cli.count_or_bare("--paths", paths, std::uint64_t{1000}, "N");
        cli.whole("--threads", threads, "N", 1024U);
        status = parse(cli, "/path/to/program", std::move(args), out, err);
    }
};

}  // namespace

BOOST_AUTO_TEST_SUITE(command_line)

// Issue 52: CLI11 read a flag's value with std::stoll, which aborted from 2^63 on.
BOOST_AUTO_TEST_CASE(every_whole_number_of_a_type_is_read_by_the_one_parser) {
    constexpr std::uint64_t top = std::numeric_limits<std::uint64_t>::max();
    BOOST_TEST(
        book::whole_number<std::uint64_t>("9223372036854775808", 1, top).value_or(0) ==
        std::uint64_t{9223372036854775808ULL});
    BOOST_TEST(
        book::whole_number<std::uint64_t>("18446744073709551615", 1, top).value_or(0) ==
        top);
    BOOST_TEST(!book::whole_number<std::uint64_t>("18446744073709551616", 1, top));
    for (const char* bad : {"", "-0", "+1", "0", "1.5", "1e3", " 1", "0x10"})
        BOOST_TEST(!book::whole_number<std::uint64_t>(bad, 1, top), bad);
    BOOST_TEST(book::whole_number<unsigned>("1024", 0, 1024).value_or(0) == 1024U);
    BOOST_TEST(!book::whole_number<unsigned>("1025", 0, 1024));
    for (const std::string paths : {"9223372036854775808", "18446744073709551615"}) {
        const NumbersRun run({"--paths=" + paths});
        BOOST_TEST(!run.status.has_value(), run.err);
        BOOST_TEST(std::to_string(run.paths) == paths);
    }
    const NumbersRun bare({"--paths"});
    BOOST_TEST(bare.paths == 1000U);
    const NumbersRun twice({"--paths=5", "--paths=7"});  // CLI11 added them up
    BOOST_TEST(twice.paths == 7U);
}

BOOST_AUTO_TEST_CASE(a_range_has_one_message_whatever_the_value) {
    // past the range, past the type: the same words (they said "at most 1024" or "at
    // most 4294967295")
    for (const std::string bad : {"1025", "4294967296", "99999999999999999999", "-1"}) {
        const NumbersRun run({"--threads=" + bad});
        BOOST_TEST(run.status.value_or(-1) == 2);
        BOOST_TEST(run.err ==
                   "program: --threads: expected a whole number from 0 to "
                   "1024, not '" +
                       bad + "'\nRun with --help for the options.\n");
    }
}

BOOST_AUTO_TEST_CASE(a_switch_takes_no_value) {
    BOOST_TEST(NumbersRun({"--quiet"}).quiet);
    BOOST_TEST(!NumbersRun({}).quiet);
    // CLI11 read 0 and false as off, 3 and yes as on
    for (const std::string value : {"0", "false", "3", "yes", "true"}) {
        const NumbersRun run({"--quiet=" + value});
        BOOST_TEST(run.status.value_or(-1) == 2);
        BOOST_TEST(run.err ==
                   "program: --quiet: a switch takes no value: give --quiet "
                   "alone, not '--quiet=" +
                       value + "'\nRun with --help for the options.\n");
    }
    const NumbersRun help({"--help"});  // and its help shows no value in braces
    BOOST_TEST(help.out.find("--quiet ") != std::string::npos, help.out);
    BOOST_TEST(help.out.find('{') == std::string::npos, help.out);
}

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
    BOOST_TEST(
        zero.err.find("from 1 to 18446744073709551615, not '0'") != std::string::npos,
        zero.err);
}

BOOST_AUTO_TEST_CASE(unknown_options_and_missing_files_are_exit_status_2) {
    BOOST_TEST(Run({"--frist=3", "a.txt"}).status.value_or(-1) == 2);
    BOOST_TEST(Run({"--first=3"}).status.value_or(-1) == 2);
    BOOST_TEST(Run({"--first"}).status.value_or(-1) == 2);
}

BOOST_AUTO_TEST_CASE(a_usage_error_is_one_line_and_the_pointer_to_help) {
    std::string out, err;
    const int status =
        captured([] { return book::usage_error("tool", "--x: at most 3"); }, out, err);
    BOOST_TEST(status == book::exit_status::usage);
    BOOST_TEST(status == 2);
    BOOST_TEST(out.empty());
    BOOST_TEST(err == "tool: --x: at most 3\nRun with --help for the options.\n");
}

BOOST_AUTO_TEST_CASE(the_parse_words_its_errors_as_usage_error_does) {
    // the program's name from argv[0], the option and what it expected
    const Run run({"--first=0", "a.txt"});
    BOOST_TEST(run.err ==
               "program: --first: expected a whole number from 1 to "
               "18446744073709551615, not '0'\nRun with --help for the options.\n");
}

BOOST_AUTO_TEST_CASE(exit_statuses_are_the_shells) {
    BOOST_TEST(book::exit_status::success == 0);
    BOOST_TEST(book::exit_status::failure == 1);
    BOOST_TEST(book::exit_status::usage == 2);
    BOOST_TEST(book::exit_status::io == 3);
    BOOST_TEST(book::exit_status::interrupted(SIGINT) == 130);
    BOOST_TEST(book::exit_status::interrupted(SIGTERM) == 143);
}

BOOST_AUTO_TEST_CASE(choices_are_listed_as_a_sentence) {
    BOOST_TEST(book::either_of({"links"}) == "links");
    BOOST_TEST(book::either_of({"links", "cells"}) == "links or cells");
    BOOST_TEST(book::either_of({"dlx", "text", "pbm"}) == "dlx, text or pbm");
}

BOOST_AUTO_TEST_CASE(the_subcommand_given_reads_its_own_options) {
    const ToolRun run({"solve", "--limit=3", "--algorithm=csp", "p.txt"});
    BOOST_TEST(!run.status.has_value(), run.err);
    BOOST_TEST(run.solve_chosen);
    BOOST_TEST(!run.count_chosen);
    BOOST_TEST(run.limit == 3u);
    BOOST_TEST(run.algorithm == "csp");
    BOOST_TEST(run.file == "p.txt");
    const ToolRun count({"count", "--box=2x2"});
    BOOST_TEST(!count.status.has_value(), count.err);
    BOOST_TEST(count.count_chosen);
    BOOST_TEST(!count.solve_chosen);
    BOOST_TEST(count.box == "2x2");
}

BOOST_AUTO_TEST_CASE(a_missing_or_unknown_subcommand_is_named_with_the_choices) {
    const ToolRun none({});
    BOOST_TEST(none.status.value_or(-1) == 2);
    BOOST_TEST(none.err ==
               "tool: no command: expected solve or count\n"
               "Run with --help for the options.\n");
    const ToolRun fly({"fly"});
    BOOST_TEST(fly.status.value_or(-1) == 2);
    BOOST_TEST(fly.err ==
               "tool: unknown command 'fly': expected solve or count\n"
               "Run with --help for the options.\n");
    BOOST_TEST(!fly.solve_chosen);
}

BOOST_AUTO_TEST_CASE(subcommand_values_are_checked_in_the_same_words) {
    const ToolRun zero({"solve", "--limit=0"});
    BOOST_TEST(zero.status.value_or(-1) == 2);
    BOOST_TEST(zero.err ==
               "tool: --limit: expected a whole number from 1 to "
               "18446744073709551615, not '0'\nRun with --help for the options.\n");
    const ToolRun magic({"solve", "--algorithm=magic"});
    BOOST_TEST(magic.status.value_or(-1) == 2);
    BOOST_TEST(magic.err ==
               "tool: --algorithm: expected dlx, csp or bands, not "
               "'magic'\nRun with --help for the options.\n");
    const ToolRun box({"count", "--box=3x3"});
    BOOST_TEST(box.status.value_or(-1) == 2);
    BOOST_TEST(
        box.err ==
        "tool: --box: expected 2x2, not '3x3'\nRun with --help for the options.\n");
    const ToolRun missing({"count"});
    BOOST_TEST(missing.status.value_or(-1) == 2);
    BOOST_TEST(missing.err.find("tool: --box is required\n") == 0u, missing.err);
    const ToolRun empty({"solve", "--limit=", "p.txt"});
    BOOST_TEST(empty.status.value_or(-1) == 2);
    BOOST_TEST(empty.err.find("tool: --limit= has no value") == 0u, empty.err);
}

BOOST_AUTO_TEST_CASE(help_is_the_programs_or_the_subcommands) {
    const ToolRun help({"--help"});
    BOOST_TEST(help.status.value_or(-1) == 0);
    BOOST_TEST(help.out.find("A test tool") == 0u, help.out);
    BOOST_TEST(help.out.find("Solve each puzzle") != std::string::npos);
    BOOST_TEST(help.out.find("--help-all") != std::string::npos);
    BOOST_TEST(help.out.find("--limit") == std::string::npos);
    const ToolRun solve({"solve", "--help"});
    BOOST_TEST(solve.status.value_or(-1) == 0);
    BOOST_TEST(solve.out.find("Usage: tool solve") != std::string::npos, solve.out);
    // the default shown, the choices left to the option's own words, the count's range
    BOOST_TEST(solve.out.find("--algorithm TEXT=dlx ") != std::string::npos, solve.out);
    BOOST_TEST(solve.out.find("--limit UINT:1+ ") != std::string::npos, solve.out);
    BOOST_TEST(solve.out.find("--box") == std::string::npos);
    const ToolRun all({"--help-all"});
    BOOST_TEST(all.status.value_or(-1) == 0);
    BOOST_TEST(all.out.find("--limit") != std::string::npos, all.out);
    BOOST_TEST(all.out.find("--box TEXT:2x2 REQUIRED") != std::string::npos, all.out);
    BOOST_TEST(all.err.empty());
}

BOOST_AUTO_TEST_SUITE_END()
