// The Try it page's entry points: live_api.hpp behind a C interface that emscripten's
// ccall() can reach. Each returns a JSON text that stays valid until the next call.
#include <emscripten.h>

#include <string>

#include "live_api.hpp"

// [start:progress_callout]
// The page's progress line: the worker's glue sets Module.liveProgress before each run
// and posts what it is told to the page, which is free while the worker searches.
// Always 1 (go on): Stop ends the worker itself.
// clang-format off
EM_JS(int, live_progress, (double nodes, double solutions), {
    if (Module.liveProgress) Module.liveProgress(nodes, solutions);
    return 1;
});
// clang-format on

namespace {
std::string answer;  // the last answer, read by the page before its next call
}

extern "C" {

const char* live_run(const char* puzzle, const char* algorithm, int count, double limit,
                     double max_steps) {
    answer =
        live::run({.puzzle = puzzle,
                   .algorithm = algorithm,
                   .count = count != 0,
                   .limit = static_cast<std::uint64_t>(limit),
                   .max_steps = static_cast<std::size_t>(max_steps),
                   .progress = [](const exact_cover::SearchResult& so_far) {
                       return live_progress(static_cast<double>(so_far.nodes),
                                            static_cast<double>(so_far.solutions)) != 0;
                   }});
    return answer.c_str();
}
// [end:progress_callout]

const char* live_dance(const char* problem, double max_steps) {
    answer = live::dance(problem, static_cast<std::size_t>(max_steps));
    return answer.c_str();
}

const char* live_bench(const char* puzzles, const char* algorithm) {
    answer = live::bench(puzzles, algorithm);
    return answer.c_str();
}

}  // extern "C"
