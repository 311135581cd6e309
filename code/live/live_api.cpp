#include "live_api.hpp"

#include <chrono>
#include <cstdio>
#include <exception>
#include <optional>
#include <sstream>
#include <vector>

#include "book/benchmark.hpp"
#include "book/values.hpp"
#include "exact_cover/knuth_format.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/search_trace.hpp"
#include "sudoku/constraints.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/row_index.hpp"
#include "sudoku/search_trace.hpp"
#include "sudoku/solvers.hpp"

namespace live {

namespace {

using exact_cover::Ending;
using exact_cover::SearchTrace;

// JSON text, written in order: the caller places the commas.
std::string quoted(std::string_view text) {
    std::string out = "\"";
    for (const char ch : text) {
        if (ch == '"' || ch == '\\') {
            out += '\\';
            out += ch;
        } else if (static_cast<unsigned char>(ch) < 0x20) {
            char escape[8];
            std::snprintf(escape, sizeof escape, "\\u%04x", ch);
            out += escape;
        } else {
            out += ch;
        }
    }
    return out + '"';
}

template <class Sequence, class Write>
std::string list(const Sequence& items, Write write) {
    std::string out = "[";
    bool first = true;
    for (const auto& item : items) {
        if (!first) out += ',';
        first = false;
        out += write(item);
    }
    return out + ']';
}

std::string number(std::uint64_t n) { return std::to_string(n); }

std::string error(std::string_view message) {
    return "{\"ok\":false,\"error\":" + quoted(message) + "}";
}

std::string ending_name(Ending ending) {
    switch (ending) {
        case Ending::complete:
            return "complete";
        case Ending::visitor:
            return "visitor";
        case Ending::solution_limit:
            return "solution_limit";
        case Ending::budget:
            return "budget";
        case Ending::clash:
            return "clash";
        case Ending::overflow:
            return "overflow";
        case Ending::interrupted:
            return "interrupted";
    }
    return "complete";
}

// The steps of @p trace, with each move's cell and value for a Sudoku of @p shape.
std::string steps_json(const SearchTrace& trace, const sudoku::Shape* shape) {
    return list(trace.steps, [&](const exact_cover::TraceStep& s) {
        std::int64_t cell = -1, value = -1;
        if (shape && s.option >= 0) {
            const sudoku::Candidate move =
                sudoku::candidate_at(*shape, static_cast<std::size_t>(s.option));
            cell = static_cast<std::int64_t>(move.r * shape->size() + move.c);
            value = static_cast<std::int64_t>(move.v + 1);
        }
        return "[" + std::to_string(static_cast<int>(s.kind)) + ',' +
               std::to_string(s.depth) + ',' + number(s.item) + ',' + number(s.option) +
               ',' + std::to_string(s.k) + ',' + std::to_string(s.m) + ',' +
               number(s.nodes) + ',' + number(cell) + ',' + number(value) + ']';
    });
}

// True when the trace's budget of @p max_steps steps ended its search (a node budget
// ends it with the same Ending, but leaves the trace whole).
bool cut_short(const SearchTrace& trace, std::size_t max_steps) {
    return trace.result.ending == exact_cover::Ending::budget &&
           trace.steps.size() == max_steps;
}

// What a trace cut short after @p max_steps steps leaves out, in a sentence.
std::string rest_of(const SearchTrace& trace, std::size_t max_steps,
                    const exact_cover::SearchResult& whole) {
    if (!cut_short(trace, max_steps)) return {};
    return "The trace keeps the first " + book::with_separators(trace.steps.size()) +
           " steps, " + book::with_separators(trace.result.nodes) +
           " search nodes; the search itself went on to " +
           book::with_separators(whole.nodes) + " nodes and " +
           book::with_separators(whole.solutions) + " solution" +
           (whole.solutions == 1 ? "" : "s") + ".";
}

// The whole matrix of a small Sudoku for the dance view: options are rows of the full
// matrix (row indices), items its columns; the givens are chosen before the search.
std::string matrix_json(const sudoku::Grid& puzzle) {
    const sudoku::Shape& shape = puzzle.shape();
    const std::size_t n = shape.size();
    std::vector<std::size_t> items(4 * n * n), rows(n * n * n), given;
    for (std::size_t k = 0; k < items.size(); ++k) items[k] = k;
    for (std::size_t k = 0; k < rows.size(); ++k) rows[k] = k;
    for (std::size_t r = 0; r < n; ++r)
        for (std::size_t c = 0; c < n; ++c)
            if (const std::size_t v = puzzle.at(r, c); v != 0)
                given.push_back(sudoku::row_index(shape, {r, c, v - 1}));
    const auto candidate = [&](std::size_t row) {
        return sudoku::candidate_at(shape, row);
    };
    return "{\"items\":" +
           list(items,
                [&](std::size_t k) { return quoted(sudoku::column_name(shape, k)); }) +
           ",\"primary\":" + number(std::uint64_t{items.size()}) + ",\"options\":" +
           list(rows,
                [&](std::size_t row) {
                    return list(sudoku::constraint_columns(shape, candidate(row)),
                                [](std::size_t k) { return number(std::uint64_t{k}); });
                }) +
           ",\"labels\":" +
           list(rows,
                [&](std::size_t row) {
                    const sudoku::Candidate m = candidate(row);
                    return quoted("r" + std::to_string(m.r + 1) + "c" +
                                  std::to_string(m.c + 1) + "=" +
                                  std::to_string(m.v + 1));
                }) +
           ",\"given\":" +
           list(given, [](std::size_t k) { return number(std::uint64_t{k}); }) + "}";
}

std::string result_json(const exact_cover::SearchResult& r) {
    return "\"solutions\":" + number(r.solutions) + ",\"nodes\":" + number(r.nodes) +
           ",\"updates\":" + number(r.updates) +
           ",\"ending\":" + quoted(ending_name(r.ending));
}

exact_cover::Limits limits_of(const RunRequest& request) {
    exact_cover::Limits limits;
    if (!request.count)
        limits.solutions = 1;
    else if (request.limit != 0)
        limits.solutions = request.limit;
    return limits;
}

std::string run_checked(const RunRequest& request) {
    const std::optional<sudoku::Algorithm> algorithm =
        sudoku::algorithm_by_name(request.algorithm);
    if (!algorithm) return error("unknown solver: " + request.algorithm);
    std::istringstream in(request.puzzle);
    sudoku::PuzzleReader reader(in);
    const std::optional<sudoku::PuzzleEntry> entry = reader.next();
    if (!entry)
        return error("no puzzle found (expected a line of N^2 symbols or N^2 numbers)");
    if (!entry->ok()) {
        const sudoku::ParseError& e = entry->error();
        return error("line " + std::to_string(e.line()) + ", column " +
                     std::to_string(e.column()) + ": " + e.message());
    }
    if (const auto more = reader.next())
        return error(
            "line " + std::to_string(more->line) +
            ": a second puzzle; the solver takes one at a time (the line format "
            "writes a whole puzzle on one line)");
    const sudoku::Grid& puzzle = entry->grid();
    const sudoku::Shape& shape = puzzle.shape();

    // The search itself, as `sudoku solve` runs it, reporting as it goes.
    const exact_cover::Limits limits = limits_of(request);
    const exact_cover::Progress progress{.report = request.progress};
    exact_cover::Limits watched = limits;
    if (request.progress) watched.progress = &progress;
    sudoku::Solver solver(*algorithm);
    std::optional<sudoku::Grid> solution;
    const auto keep_first = [&](const sudoku::Grid& found) {
        if (!solution) solution = found;
        return request.count ? exact_cover::Next::proceed : exact_cover::Next::stop;
    };
    const auto start = std::chrono::steady_clock::now();
    const exact_cover::SearchResult result = solver.solve(puzzle, keep_first, watched);
    const double micros = std::chrono::duration<double, std::micro>(
                              std::chrono::steady_clock::now() - start)
                              .count();
    std::string text;
    if (result.ending == Ending::interrupted)
        text = "stopped";
    else if (request.count)
        text = std::to_string(result.solutions);
    else
        text = solution ? sudoku::format_puzzle(*solution, entry->format) : "none";
    // The same search again, recorded for the player: short, since the recorder stops
    // it after max_steps steps, so it reports nothing.
    const SearchTrace trace = sudoku::record_sudoku_search(
        puzzle, *algorithm, {.max_steps = request.max_steps, .limits = limits});

    const std::size_t n = shape.size();
    const bool numeric = entry->format == sudoku::PuzzleFormat::numeric;
    std::vector<std::size_t> cells(n * n), columns(4 * n * n);
    for (std::size_t k = 0; k < cells.size(); ++k) cells[k] = puzzle.at(k / n, k % n);
    for (std::size_t k = 0; k < columns.size(); ++k) columns[k] = k;
    const auto values = [&](const sudoku::Grid& grid) {
        std::vector<std::size_t> all(n * n);
        for (std::size_t k = 0; k < all.size(); ++k) all[k] = grid.at(k / n, k % n);
        return list(all, [](std::size_t v) { return number(std::uint64_t{v}); });
    };
    char time[32];
    std::snprintf(time, sizeof time, "%.1f", micros);
    return "{\"ok\":true,\"n\":" + number(std::uint64_t{n}) + ",\"box\":[" +
           number(std::uint64_t{shape.box_rows()}) + ',' +
           number(std::uint64_t{shape.box_columns()}) +
           "],\"puzzle\":" + values(puzzle) + ",\"format\":" +
           quoted(entry->format == sudoku::PuzzleFormat::numeric ? "numeric" : "line") +
           ",\"algorithm\":" + quoted(request.algorithm) +
           ",\"mode\":" + quoted(request.count ? "count" : "solve") + ",\"result\":{" +
           result_json(result) + ",\"text\":" + quoted(text) +
           ",\"solution\":" + (solution ? values(*solution) : "null") +
           ",\"micros\":" + time + "},\"trace\":{" +
           "\"about\":" + quoted(sudoku::trace_source(*algorithm, shape)) +
           ",\"items\":" +
           list(columns,
                [&](std::size_t k) {
                    return quoted(sudoku::constraint_words(shape, k, numeric && n > 9));
                }) +
           ",\"names\":" +
           list(columns,
                [&](std::size_t k) { return quoted(sudoku::column_name(shape, k)); }) +
           ",\"steps\":" + steps_json(trace, &shape) +
           ",\"complete\":" + (cut_short(trace, request.max_steps) ? "false" : "true") +
           ",\"limit\":" + number(std::uint64_t{request.max_steps}) +
           ",\"rest\":" + quoted(rest_of(trace, request.max_steps, result)) +
           "},\"matrix\":" + (n <= 4 ? matrix_json(puzzle) : "null") + "}";
}

}  // namespace

std::string run(const RunRequest& request) {
    try {
        return run_checked(request);
    } catch (const std::exception& e) {
        return error(e.what());
    }
}

std::string dance(std::string_view problem_text, std::size_t max_steps) {
    try {
        exact_cover::Problem problem;
        if (problem_text == "example:small_example") {
            problem =
                exact_cover::small_example();  // chapter 1's, options named A to F
        } else if (problem_text == "example:knuth_example") {
            problem = exact_cover::knuth_example();
        } else {
            std::istringstream in{std::string(problem_text)};
            problem = exact_cover::read_knuth_format(in);
        }
        exact_cover::TraceOptions walk;
        walk.max_steps = max_steps;
        const SearchTrace trace = exact_cover::record_search(problem, walk);
        std::vector<std::size_t> items(problem.item_count()),
            options(problem.option_count());
        for (std::size_t k = 0; k < items.size(); ++k) items[k] = k;
        for (std::size_t k = 0; k < options.size(); ++k) options[k] = k;
        return "{\"ok\":true,\"items\":" +
               list(items,
                    [&](std::size_t k) { return quoted(problem.item_name(k)); }) +
               ",\"primary\":" + number(std::uint64_t{problem.primary_count()}) +
               ",\"options\":" +
               list(options,
                    [&](std::size_t o) {
                        return list(problem.option(o), [](exact_cover::Item i) {
                            return number(std::uint64_t{i});
                        });
                    }) +
               ",\"labels\":" +
               list(options,
                    [&](std::size_t o) { return quoted(problem.option_name(o)); }) +
               ",\"given\":[],\"steps\":" + steps_json(trace, nullptr) +
               ",\"complete\":" + (cut_short(trace, max_steps) ? "false" : "true") +
               ",\"limit\":" + number(std::uint64_t{max_steps}) +
               ",\"rest\":" + quoted(rest_of(trace, max_steps, trace.result)) +
               ",\"result\":{" + result_json(trace.result) + "}}";
    } catch (const exact_cover::KnuthFormatError& e) {
        return error("line " + std::to_string(e.line()) + ": " + e.message());
    } catch (const std::exception& e) {
        return error(e.what());
    }
}

std::string bench(std::string_view puzzles, std::string_view algorithm) {
    try {
        const std::optional<sudoku::Algorithm> which =
            sudoku::algorithm_by_name(algorithm);
        if (!which) return error("unknown solver: " + std::string(algorithm));
        std::istringstream in{std::string(puzzles)};
        const std::vector<sudoku::Grid> grids = sudoku::read_all_puzzles(in);
        sudoku::Solver solver(*which);
        const book::BenchmarkResult r = book::benchmark_first(solver, grids, {});
        char micros[32];
        std::snprintf(micros, sizeof micros, "%.2f", r.microseconds());
        return "{\"ok\":true,\"puzzles\":" + number(std::uint64_t{r.puzzles}) +
               ",\"micros\":" + micros +
               ",\"gave_up\":" + number(std::uint64_t{r.gave_up}) + "}";
    } catch (const sudoku::ParseError& e) {
        return error("line " + std::to_string(e.line()) + ", column " +
                     std::to_string(e.column()) + ": " + e.message());
    } catch (const std::exception& e) {
        return error(e.what());
    }
}

}  // namespace live
