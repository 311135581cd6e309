// The Try it page's entry points: live_api.hpp behind a C interface that emscripten's
// ccall() can reach. Each returns a JSON text that stays valid until the next call.
#include <string>

#include "live_api.hpp"

namespace {
std::string answer;  // the last answer, read by the page before its next call
}

extern "C" {

const char* live_run(const char* puzzle, const char* algorithm, int count, double limit,
                     double budget, double max_steps) {
    answer = live::run({.puzzle = puzzle,
                        .algorithm = algorithm,
                        .count = count != 0,
                        .limit = static_cast<std::uint64_t>(limit),
                        .budget = static_cast<std::uint64_t>(budget),
                        .max_steps = static_cast<std::size_t>(max_steps)});
    return answer.c_str();
}

const char* live_dance(const char* problem, double max_steps) {
    answer = live::dance(problem, static_cast<std::size_t>(max_steps));
    return answer.c_str();
}

const char* live_bench(const char* puzzles, const char* algorithm) {
    answer = live::bench(puzzles, algorithm);
    return answer.c_str();
}

}  // extern "C"
