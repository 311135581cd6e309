// What the Try it page receives from the WebAssembly module, checked natively: the
// same functions, the same JSON.
#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "live_api.hpp"

namespace {

const std::string puzzle =
    "....6.9855..72............421...6......43...6...1.8....89...26315.......6........";
const std::string solution =
    "724361985598724631361895724213956847875432196946178352489517263152683479637249518";

bool has(const std::string& json, const std::string& part) {
    return json.find(part) != std::string::npos;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(live_api)

BOOST_AUTO_TEST_CASE(solves_with_every_solver_as_the_command_line_prints) {
    for (const char* algorithm :
         {"propagation", "backtracking", "algorithm-x", "dlx", "fast"}) {
        const std::string json = live::run({.puzzle = puzzle, .algorithm = algorithm});
        BOOST_TEST_CONTEXT(algorithm) {
            BOOST_TEST(has(json, "\"ok\":true"));
            BOOST_TEST(has(json, "\"text\":\"" + solution + "\""));
            BOOST_TEST(has(json, "\"complete\":true"));
            BOOST_TEST(has(json, "\"matrix\":null"));  // 9 x 9: no dance view
        }
    }
}

BOOST_AUTO_TEST_CASE(counts_up_to_the_limit_and_says_none) {
    const std::string many = "1" + std::string(80, '.');
    BOOST_TEST(
        has(live::run({.puzzle = many, .count = true, .limit = 7}), "\"text\":\"7\""));
    // r0c8 can hold only a 9, which column 8 already has: no solution
    const std::string none =
        live::run({.puzzle = "12345678.........9" + std::string(63, '.')});
    BOOST_TEST(has(none, "\"text\":\"none\""));
    BOOST_TEST(has(none, "\"ending\":\"complete\""));
    // givens that clash are bad input, as on the command line
    BOOST_TEST(has(live::run({.puzzle = "11" + std::string(79, '.')}),
                   "line 1, column 2: expected each value at most once in row 1"));
}

BOOST_AUTO_TEST_CASE(reports_bad_input_with_its_line_and_column) {
    const std::string wrong = live::run({.puzzle = "12x"});
    BOOST_TEST(has(wrong, "\"ok\":false"));
    BOOST_TEST(has(wrong, "line 1, column "));
    BOOST_TEST(has(live::run({.puzzle = ""}), "no puzzle found"));
    BOOST_TEST(
        has(live::run({.puzzle = puzzle + "\n" + puzzle}), "line 2: a second puzzle"));
    BOOST_TEST(has(live::run({.puzzle = puzzle, .algorithm = "magic"}),
                   "unknown solver: magic"));
}

// The page runs without a node budget: the search tells its counters as it goes, and
// the page's Stop ends it. Natively, the report answering false stands for Stop.
BOOST_AUTO_TEST_CASE(reports_progress_as_it_goes_and_stops_when_told) {
    const exact_cover::Progress every;  // the default spacing of the reports
    for (const char* algorithm : {"backtracking", "dlx", "bands", "cells"}) {
        BOOST_TEST_CONTEXT(algorithm) {
            std::vector<std::uint64_t> nodes, solutions;
            // every grid with a 1 in the corner: far too many to count
            const std::string json = live::run(
                {.puzzle = "1" + std::string(80, '.'),
                 .algorithm = algorithm,
                 .count = true,
                 .max_steps = 1000,
                 .progress = [&](const exact_cover::SearchResult& so_far) {
                     nodes.push_back(so_far.nodes);
                     solutions.push_back(so_far.solutions);
                     return nodes.size() < 4;  // Stop, after the fourth report
                 }});
            BOOST_TEST(has(json, "\"text\":\"stopped\""));
            BOOST_TEST(has(json, "\"ending\":\"interrupted\""));
            BOOST_TEST_REQUIRE(nodes.size() == 4U);
            for (std::size_t k = 0; k < nodes.size(); ++k)
                BOOST_TEST(nodes[k] == k * every.every);  // one report every `every`
            BOOST_TEST(solutions.back() > 0U);  // the counting went on between them
            BOOST_TEST(has(json, "\"nodes\":" + std::to_string(nodes.back())));
        }
    }
    // A search that ends before its first report's spacing is told once, at its start.
    std::size_t reports = 0;
    const std::string quick =
        live::run({.puzzle = puzzle, .progress = [&](const exact_cover::SearchResult&) {
                       ++reports;
                       return true;
                   }});
    BOOST_TEST(has(quick, "\"text\":\"" + solution + "\""));
    BOOST_TEST(reports == 1U);
}

BOOST_AUTO_TEST_CASE(cuts_long_traces_and_says_what_is_left_out) {
    const std::string json =
        live::run({.puzzle = puzzle, .algorithm = "backtracking", .max_steps = 100});
    BOOST_TEST(has(json, "\"complete\":false"));
    BOOST_TEST(has(json, "The trace keeps the first 100 steps"));
    BOOST_TEST(has(json, "\"text\":\"" + solution + "\""));  // the search itself ends
}

BOOST_AUTO_TEST_CASE(the_fast_solver_off_9x9_is_traced_as_dancing_links) {
    const std::string sixteen = "1" + std::string(255, '.');
    const std::string fast = live::run({.puzzle = sixteen, .algorithm = "fast"});
    const std::string dlx = live::run({.puzzle = sixteen, .algorithm = "dlx"});
    BOOST_TEST(has(fast, "Dancing Links makes the same choices"));
    const auto steps = [](const std::string& json) {
        return json.substr(json.find("\"steps\":"),
                           json.find("\"complete\":") - json.find("\"steps\":"));
    };
    BOOST_TEST(steps(fast) == steps(dlx));
}

BOOST_AUTO_TEST_CASE(words_follow_the_puzzles_format) {
    // a 16 x 16 puzzle typed as numbers: a value 10 is "10" in words, not "A"
    std::string numbers = "10";
    for (int k = 1; k < 256; ++k) numbers += " 0";
    BOOST_TEST(has(live::run({.puzzle = numbers}), "\"the 10 in row 1\""));
    BOOST_TEST(
        has(live::run({.puzzle = "A" + std::string(255, '.')}), "\"the A in row 1\""));
}

BOOST_AUTO_TEST_CASE(gives_the_matrix_of_a_4x4_puzzle) {
    const std::string json = live::run({.puzzle = "1...........2..."});
    BOOST_TEST(has(json, "\"matrix\":{\"items\":[\"p00\""));
    BOOST_TEST(has(json, "\"given\":[0,"));  // r0c0 = 1 is row 0
    BOOST_TEST(has(json, "\"format\":\"line\""));
    // the same puzzle as numbers: the page then shows numbers, as the answer does
    const std::string numbers =
        live::run({.puzzle = "1 0 0 0 0 0 0 0 0 0 0 0 2 0 0 0"});
    BOOST_TEST(has(numbers, "\"format\":\"numeric\""));
}

BOOST_AUTO_TEST_CASE(dances_on_a_problem_in_knuth_format) {
    const std::string json = live::dance("a b c\na b\nc\nb c\na\n", 100);
    BOOST_TEST(has(json, "\"items\":[\"a\",\"b\",\"c\"]"));
    BOOST_TEST(has(json, "\"options\":[[0,1],[2],[1,2],[0]]"));
    BOOST_TEST(has(json, "\"solutions\":2"));
    BOOST_TEST(has(live::dance("a b\na x\n", 10), "\"error\":\"line 2: "));
    // chapter 1's example by name: one cover, A D E
    const std::string small = live::dance("example:small_example", 100);
    BOOST_TEST(has(small, "\"labels\":[\"A\",\"B\",\"C\",\"D\",\"E\",\"F\"]"));
    BOOST_TEST(has(small, "\"solutions\":1"));
}

BOOST_AUTO_TEST_CASE(times_a_file_of_puzzles) {
    const std::string json = live::bench(puzzle + "\n" + puzzle + "\n", "dlx");
    BOOST_TEST(has(json, "\"puzzles\":2"));
    BOOST_TEST(has(json, "\"gave_up\":0"));
    BOOST_TEST(has(live::bench("12x\n", "dlx"), "\"error\":\"line 1, column "));
}

BOOST_AUTO_TEST_SUITE_END()
