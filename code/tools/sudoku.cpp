// The `sudoku` command line: the book's solvers on real puzzle files (chapter 7 and the
// command-line appendix). Exit status: 0 when every puzzle was read, 1 when any was
// rejected, 2 on a usage error, 3 when the input or output failed, 130 or 143 when
// interrupted by SIGINT or SIGTERM (tool_io.hpp).
#include <CLI/CLI.hpp>

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iomanip>
#include <iostream>
#include <limits>
#include <mutex>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <thread>
#include <vector>

#include "book/benchmark.hpp"
#include "book/command_line.hpp"
#include "book/exit_status.hpp"
#include "book/timing.hpp"
#include "exact_cover/knuth_format.hpp"
#include "exact_cover/shown_text.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "sudoku/band_count.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/csp_solver.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/grid_count.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/matrix_export.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/row_index.hpp"
#include "sudoku/shape.hpp"
#include "sudoku/solvers.hpp"
#include "tool_io.hpp"

namespace {

using exact_cover::shown_text;
constexpr int exit_bad_input = book::exit_status::failure;
constexpr int exit_io = book::exit_status::io;
constexpr int exit_usage = book::exit_status::usage;
using tools::UsageError;

// A whole-number option of at least @p least, with the programs' one check of it.
template <class T>
CLI::Validator whole_number(T least) {
    return CLI::Validator(
        [least](std::string& text) { return book::whole_number_error<T>(text, least); },
        std::to_string(least) + "+");
}

// --max-rating: a finite number of 0 or more, as the MATLAB solver it comes from asks
// (a cap below 0 could never be met); "nan", "inf" and signs are refused by name.
CLI::Validator rating_cap() {
    const auto check = [](std::string& text) -> std::string {
        double cap = 0;
        const char* const end = text.data() + text.size();
        const auto [stop, error] = std::from_chars(text.data(), end, cap);
        if (text.empty() || error != std::errc{} || stop != end ||
            !std::isfinite(cap) || cap < 0)
            return "expected a finite number of 0 or more, not '" + shown_text(text) +
                   "'";
        return {};
    };
    return CLI::Validator(check, "R >= 0");
}

// "RxC": two whole numbers of 1 or more whose product is a size the library takes.
std::optional<sudoku::Shape> parse_box(const std::string& text) {
    if (text.empty()) return std::nullopt;
    const auto number = [](std::string_view digits) -> std::optional<std::size_t> {
        std::size_t value = 0;
        const char* const end = digits.data() + digits.size();
        const auto [stop, error] = std::from_chars(digits.data(), end, value);
        if (digits.empty() || error != std::errc{} || stop != end || value == 0)
            return std::nullopt;
        return value;
    };
    const std::size_t x = text.find('x');
    const std::string_view all = text;
    const auto r = number(all.substr(0, x == std::string::npos ? all.size() : x));
    const auto c = x == std::string::npos ? std::nullopt : number(all.substr(x + 1));
    if (!r || !c || *r > sudoku::max_size || *c > sudoku::max_size ||
        *r * *c > sudoku::max_size)
        throw UsageError{"--box=" + shown_text(text) +
                         ": expected RxC, two whole numbers " + "with R·C from 1 to " +
                         std::to_string(sudoku::max_size) + ", for example 3x3 or 2x3"};
    return sudoku::Shape(*r, *c);
}

sudoku::Algorithm parse_algorithm(const std::string& name) {
    if (auto a = sudoku::algorithm_by_name(name)) return *a;
    std::string known;
    for (const auto& info : sudoku::algorithms())
        known += (known.empty() ? "" : ", ") + std::string(info.name);
    throw UsageError{"--algorithm=" + shown_text(name) + ": expected one of " + known};
}

// The counters of --stats: every solver's, then the solver's own (the CSP's rating,
// what propagation inferred).
std::string stats_text(const sudoku::SolveResult& s) {
    std::string text = "nodes=" + std::to_string(s.nodes) +
                       " updates=" + std::to_string(s.updates) +
                       " solutions=" + std::to_string(s.solutions);
    if (s.csp) {
        std::ostringstream rating;
        rating << s.csp->rating;
        text += " backtracks=" + std::to_string(s.csp->backtracks) +
                " rating=" + rating.str();
    }
    if (s.propagation)
        text += " forced=" + std::to_string(s.propagation->forced) +
                " eliminated=" + std::to_string(s.propagation->eliminated);
    return text + (s.stopped() ? " stopped" : "");
}

struct SolveOptions {
    std::string file;
    std::string algorithm = "dlx";
    std::string box;
    bool count = false;
    std::uint64_t limit = exact_cover::Limits::none;
    std::uint64_t node_limit = exact_cover::Limits::none;
    bool stats = false;
};

// The limits of one puzzle's search: the options', and the interrupt of SIGINT/SIGTERM.
exact_cover::Limits limits(std::uint64_t solutions, std::uint64_t nodes) {
    return {
        .solutions = solutions, .nodes = nodes, .interrupt = tools::interrupt_flag()};
}

// [start:each_puzzle]
// Reads FILE (or standard input) puzzle by puzzle and calls answer(entry) for each
// puzzle read, which returns its line, or nothing when a signal interrupted it. A
// puzzle that cannot be read is reported on stderr with its line and column, and
// answered `invalid` on stdout, so that line k of the output still answers puzzle k.
// The exit status: 1 if any puzzle was rejected or none was found, else 0; 3 when the
// input or the output failed; 130 or 143 when interrupted, with every line answered
// so far written whole.
template <typename Answer>
int each_puzzle(const std::string& path, const std::string& box_text, Answer&& answer) {
    const std::optional<sudoku::Shape> box = parse_box(box_text);
    tools::Input input(path);
    sudoku::PuzzleReader reader(input.stream(), box);
    bool rejected = false;
    std::size_t puzzles = 0;   // read
    std::size_t answered = 0;  // lines written
    while (auto entry = reader.next()) {
        if (tools::interrupted()) break;
        ++puzzles;
        if (!entry->ok()) {
            const sudoku::ParseError& e = entry->error();
            std::cerr << "sudoku: " << input.name() << ':' << e.line() << ':'
                      << e.column() << ": " << e.message() << '\n';
            std::cout << "invalid\n";
            rejected = true;
        } else if (const std::optional<std::string> line = answer(*entry)) {
            std::cout << *line << '\n';
        } else {
            break;  // interrupted in the search: no line for this puzzle
        }
        ++answered;
        if (tools::output_failed()) return tools::finish_output("sudoku", exit_io);
    }
    if (tools::interrupted()) {
        std::cerr << "sudoku: interrupted after " << answered
                  << " answers, all written\n";
        return tools::finish_output("sudoku", tools::interrupted_status());
    }
    if (const std::string error = input.error(); !error.empty()) {
        std::cerr << "sudoku: " << input.name() << ": cannot read: " << error << '\n';
        return tools::finish_output("sudoku", exit_io);
    }
    if (puzzles == 0) {
        std::cerr
            << "sudoku: " << input.name()
            << ": no puzzle found (expected a line of N^2 symbols or N^2 numbers)\n";
        return tools::finish_output("sudoku", exit_bad_input);
    }
    return tools::finish_output("sudoku", rejected ? exit_bad_input : 0);
}
// [end:each_puzzle]

// [start:solve_command]
int run_solve(const SolveOptions& o) {
    // keeps the Dancing Links matrix between puzzles
    sudoku::Solver solver(parse_algorithm(o.algorithm));
    if (o.limit != exact_cover::Limits::none && !o.count)  // else it would do nothing
        throw UsageError{"--limit stops a count: give --count too"};
    const exact_cover::Limits bounds = limits(o.limit, o.node_limit);
    return each_puzzle(o.file, o.box, [&](const sudoku::PuzzleEntry& entry) {
        std::optional<sudoku::Grid> solution;
        const auto keep_first = [&](const sudoku::Grid& found) {
            solution = found;
            return o.count ? exact_cover::Next::proceed : exact_cover::Next::stop;
        };
        const sudoku::SolveResult stats =
            solver.solve(entry.grid(), keep_first, bounds);
        std::optional<std::string> line;
        if (stats.ending == exact_cover::Ending::interrupted) return line;
        if (stats.gave_up()) {
            line = "over-budget";
        } else if (o.count) {
            line = std::to_string(stats.solutions);
        } else {
            line = solution ? sudoku::format_puzzle(*solution, entry.format) : "none";
        }
        if (o.stats) *line += '\t' + stats_text(stats);
        return line;
    });
}
// [end:solve_command]

struct CountGridsOptions {
    std::string box;
    bool fix_first_row = false;
    unsigned threads = 1;  // 0: every core
    std::string method;    // bands or list; empty: bands where they apply
};

// Shows, on a terminal only, how long a count has run, once a second after the first
// ten, so that a long count is seen to be alive; stops when destroyed.
class Ticker {
public:
    explicit Ticker(std::string what) : what_(std::move(what)) {
        if (isatty(STDERR_FILENO) == 1) thread_ = std::thread([this] { run(); });
    }
    Ticker(const Ticker&) = delete;
    Ticker& operator=(const Ticker&) = delete;
    ~Ticker() {
        if (!thread_.joinable()) return;
        {
            const std::lock_guard<std::mutex> lock(mutex_);
            done_ = true;
        }
        wake_.notify_one();
        thread_.join();
        if (shown_) std::cerr << '\n';
    }

private:
    void run() {
        std::unique_lock<std::mutex> lock(mutex_);
        for (int seconds = 1;; ++seconds) {
            if (wake_.wait_for(lock, std::chrono::seconds(1), [this] { return done_; }))
                return;
            if (seconds < 10) continue;
            std::cerr << '\r' << what_ << ": " << seconds
                      << " s so far (Ctrl-C stops it and prints the partial count)"
                      << std::flush;
            shown_ = true;
        }
    }

    std::string what_;
    std::mutex mutex_;
    std::condition_variable wake_;
    bool done_ = false;
    bool shown_ = false;
    std::thread thread_;
};

// Before a count that would take more than a minute, Knuth's estimate of its search
// (chapter 10) from a thousand random paths, turned into a time by the search's first
// hundred thousand nodes: a warning on standard error. False when a signal ended it.
bool announce(const sudoku::Shape& shape, bool fix_first_row, unsigned threads) {
    const exact_cover::Limits interrupt{.interrupt = tools::interrupt_flag()};
    const exact_cover::Estimate e =
        sudoku::estimate_grid_count(shape, fix_first_row, 1000, 1, interrupt);
    if (!e.complete) return false;
    if (e.overflowed) {  // no NaN: say why there is no figure
        std::cerr << "sudoku count-grids: warning: too many grids for Knuth's estimate "
                     "(a random path stands for more than 1.8e308 search nodes): the "
                     "count would not end. Ctrl-C stops it and prints the partial "
                     "count.\n";
        return true;
    }
    const auto [start, seconds] = book::timed([&] {
        return sudoku::count_grids(shape, fix_first_row,
                                   {.nodes = 100000, .interrupt = interrupt.interrupt});
    });
    if (start.stats.ending == exact_cover::Ending::interrupted) return false;
    const double per_node =
        seconds / static_cast<double>(std::max<std::uint64_t>(start.stats.nodes, 1));
    const double wait = e.nodes * per_node / threads;
    if (wait < 60) return true;
    std::cerr << "sudoku count-grids: warning: " << std::setprecision(2) << e.solutions
              << " grids and " << e.nodes
              << " search nodes, by Knuth's estimate from 1000 random paths; about "
              << book::duration_in_words(wait) << " on " << threads
              << (threads == 1 ? " thread" : " threads")
              << " here. Ctrl-C stops it and prints the partial count.\n"
              << std::setprecision(6);
    return true;
}

// [start:count_grids_command]
// Every complete grid with R x C boxes is an exact cover of the empty grid's matrix;
// with --fix-first-row, sudoku::count_grids multiplies the count with the first row
// fixed by N!. A count that would take long says so before it starts, and when
// interrupted prints the partial figures on stderr.
int count_by_listing(const CountGridsOptions& o, const sudoku::Shape& shape,
                     unsigned threads) {
    const std::string name = sudoku::to_string(shape);
    if (!announce(shape, o.fix_first_row, threads)) {
        std::cerr << "sudoku count-grids: interrupted before the count began\n";
        return tools::finish_output("sudoku", tools::interrupted_status());
    }
    const auto [count, seconds] = book::timed([&] {
        const Ticker ticker("sudoku count-grids: counting " + name + " grids");
        return sudoku::count_grids(
            shape, o.fix_first_row,
            limits(exact_cover::Limits::none, exact_cover::Limits::none), threads);
    });
    const bool partial = count.stats.ending == exact_cover::Ending::interrupted;
    if (!partial) std::cout << count.grids() << '\n';
    std::cerr << "sudoku count-grids: "
              << (partial ? "interrupted: partial count, " : "") << name << " boxes, "
              << count.covers << " grids"
              << (o.fix_first_row ? " with the first row fixed, times " +
                                        std::to_string(shape.size()) +
                                        "! = " + std::to_string(count.multiplier)
                                  : "")
              << ", " << count.stats.nodes << " nodes, " << count.stats.updates
              << " updates, " << seconds << " s\n";
    return tools::finish_output("sudoku", partial ? tools::interrupted_status() : 0);
}
// [end:count_grids_command]

// Shows a count by bands stage by stage, on a terminal only, over one line.
class BandProgress {
public:
    explicit BandProgress(std::string what)
        : what_(std::move(what)), shown_(isatty(STDERR_FILENO) == 1) {}
    BandProgress(const BandProgress&) = delete;
    BandProgress& operator=(const BandProgress&) = delete;
    ~BandProgress() {
        if (drawn_) std::cerr << "\r\033[K" << std::flush;  // the line, cleared
    }
    void operator()(const sudoku::BandCountProgress& p) {
        if (!shown_) return;
        std::cerr << '\r' << what_ << ": " << p.stage << ' ' << p.done << " of "
                  << p.total << " (Ctrl-C stops it)" << std::flush;
        drawn_ = true;
    }

private:
    std::string what_;
    bool shown_;
    bool drawn_ = false;
};

// Chapter 11: every grid counted without listing them, by band tables and symmetry.
int count_by_bands(const sudoku::Shape& shape, unsigned threads) {
    const std::string name = sudoku::to_string(shape);
    const auto [count, seconds] = book::timed([&] {
        BandProgress progress("sudoku count-grids: " + name + " by bands");
        return sudoku::count_grids_by_bands(
            shape, {.interrupt = tools::interrupt_flag()}, threads,
            [&progress](const sudoku::BandCountProgress& p) { progress(p); });
    });
    std::size_t bands_done = 0, completions_done = 0;
    for (const sudoku::TableClass& c : count.classes) {
        bands_done += c.bands != 0;
        completions_done += c.completions != 0;
    }
    if (!count.complete) {
        std::cerr << "sudoku count-grids: interrupted: " << name << " boxes by bands, "
                  << count.classes.size() << " classes of band tables found, "
                  << bands_done << " with their bands counted, " << completions_done
                  << " with their completions; no count\n";
        return tools::finish_output("sudoku", tools::interrupted_status());
    }
    std::cout << sudoku::to_decimal(count.grids) << '\n';
    // on lines a listing can show whole: the factors of 10x10 take a line of their own
    std::cerr << "sudoku count-grids: " << name << " boxes by bands"
              << (count.tall == shape
                      ? ""
                      : " (as " + sudoku::to_string(count.tall) + ", its transpose)")
              << ", " << std::fixed << std::setprecision(2) << seconds << " s:\n  "
              << count.tables << " band tables in " << count.classes.size()
              << " classes\n  " << sudoku::to_decimal(count.grids, true)
              << " grids\n  = " << sudoku::prime_factors(count.grids) << '\n'
              << std::defaultfloat << std::setprecision(6);
    return tools::finish_output("sudoku", 0);
}

// count-grids: by bands where the method applies (chapter 11), else by listing every
// grid (chapters 7 and 10), which --fix-first-row and --method=list ask for.
int run_count_grids(const CountGridsOptions& o) {
    const std::optional<sudoku::Shape> shape = parse_box(o.box);
    if (!shape) throw UsageError{"count-grids needs --box=RxC, for example --box=2x2"};
    if (o.threads > 1024)  // more would fail to start, or starve each other
        throw UsageError{"--threads: at most 1024, please"};
    if (!o.method.empty() && o.method != "bands" && o.method != "list")
        throw UsageError{"--method=" + shown_text(o.method) +
                         ": expected bands or list"};
    const unsigned threads = tools::thread_count(o.threads);
    const std::optional<std::string> refusal = sudoku::band_count_refusal(*shape);
    if (o.method == "bands") {
        if (o.fix_first_row)
            throw UsageError{
                "--fix-first-row: the bands method fixes no row; it goes "
                "with --method=list"};
        if (refusal)
            throw UsageError{"--method=bands: " + sudoku::to_string(*shape) + ": " +
                             *refusal};
    }
    if (refusal && o.method.empty() && !o.fix_first_row)
        std::cerr << "sudoku count-grids: " << sudoku::to_string(*shape)
                  << " boxes are beyond the count by bands (" << *refusal
                  << "); listing every grid instead\n";
    if (o.method == "list" || o.fix_first_row || refusal)
        return count_by_listing(o, *shape, threads);
    return count_by_bands(*shape, threads);
}

// A stream buffer over @p to that writes whole lines until a signal arrives, then
// nothing more: what a program that writes a long text without answers in it (the
// matrix) needs to end at a line's end when interrupted.
class WholeLines : public std::streambuf {
public:
    explicit WholeLines(std::ostream& to) : to_(to) {}
    [[nodiscard]] bool cut() const noexcept { return cut_; }
    [[nodiscard]] std::size_t written() const noexcept { return lines_; }

protected:
    int_type overflow(int_type c) override {
        if (traits_type::eq_int_type(c, traits_type::eof()))
            return traits_type::not_eof(c);
        if (cut_) return traits_type::not_eof(c);  // dropped: the rest is not written
        line_ += traits_type::to_char_type(c);
        if (line_.back() != '\n') return c;
        to_ << line_;
        line_.clear();
        ++lines_;
        if (tools::interrupted()) cut_ = true;
        return to_ ? c : traits_type::eof();
    }

private:
    std::ostream& to_;
    std::string line_;
    std::size_t lines_ = 0;
    bool cut_ = false;
};

struct MatrixOptions {
    std::string format = "dlx";
    std::string box;
    std::string puzzle;
};

// The exact-cover matrix of an empty grid, or of a puzzle with its givens pre-covered,
// for other programs (Knuth's dlx format), for reading (0/1 text) or for looking at (a
// PBM image).
int run_matrix(const MatrixOptions& o) {
    std::optional<sudoku::Shape> shape = parse_box(o.box);
    if (o.format != "dlx" && o.format != "text" && o.format != "pbm")
        throw UsageError{"--format=" + shown_text(o.format) +
                         ": expected dlx, text or pbm"};
    exact_cover::Problem problem;
    if (o.puzzle.empty()) {
        problem = sudoku::cover_matrix_by_rows(shape ? *shape : sudoku::Shape());
    } else {
        std::istringstream in(o.puzzle);
        sudoku::PuzzleReader reader(in, shape);
        const auto entry = reader.next();
        if (!entry) throw UsageError{"--puzzle: expected a puzzle, found nothing"};
        if (!entry->ok()) {
            std::cerr << "sudoku: --puzzle:" << entry->error().column() << ": "
                      << entry->error().message() << '\n';
            return exit_bad_input;
        }
        if (reader.next())
            throw UsageError{"--puzzle: expected one puzzle, found a second after it"};
        const std::optional<sudoku::ReducedProblem> reduced =
            sudoku::precover_givens(entry->grid());
        if (!reduced) {  // (the reader lets no clash through; a grid might one day)
            std::cerr << "sudoku: --puzzle: "
                      << sudoku::clash_message(entry->grid().shape(),
                                               *sudoku::find_clash(entry->grid()))
                      << '\n';
            return exit_bad_input;
        }
        if (reduced->problem.primary_count() == 0) {
            std::cerr << "sudoku: --puzzle: its givens fill the grid, so no column is "
                         "left: there is no matrix to write\n";
            return exit_bad_input;
        }
        problem = reduced->problem;
    }
    // A signal ends the matrix at a line's end: what was written is whole lines.
    WholeLines lines(std::cout);
    std::ostream out(&lines);
    if (o.format == "dlx") {
        exact_cover::write_knuth_format(out, problem);
    } else if (o.format == "text") {
        sudoku::write_matrix_text(out, problem);
    } else {
        sudoku::write_pbm(out, problem, sudoku::PbmEncoding::plain);
    }
    out.flush();
    if (lines.cut()) {
        std::cerr << "sudoku: matrix: interrupted after " << lines.written()
                  << " lines, all whole\n";
        return tools::finish_output("sudoku", tools::interrupted_status());
    }
    if (!out) std::cout.setstate(std::ios::badbit);  // a failed write, reported below
    return tools::finish_output("sudoku", 0);
}

struct GenerateOptions {
    std::string box = "3x3";
    std::uint64_t seed = 1;
    std::size_t count = 1;
    std::uint64_t node_limit = exact_cover::Limits::none;
    bool numeric = false;
    bool stats = false;
};

// [start:generate_command]
// Puzzle k of a run comes from the k-th number of a generator seeded with --seed, so a
// run is reproducible and its puzzles differ. Each line is written as soon as it is
// made, so that an interrupted run keeps its puzzles whole.
int run_generate(const GenerateOptions& o) {
    const std::optional<sudoku::Shape> shape = parse_box(o.box);
    if (!shape) throw UsageError{"generate needs --box=RxC, for example --box=3x3"};
    // no symbol beyond Z
    const bool numeric = o.numeric || shape->size() > sudoku::max_line_size;
    sudoku::SplitMix64 seeds(o.seed);
    for (std::size_t k = 0; k < o.count; ++k) {
        const auto [puzzle, report] = sudoku::generate_puzzle(
            *shape, seeds.next(),
            {.nodes = o.node_limit, .interrupt = tools::interrupt_flag()});
        if (tools::interrupted()) {  // the puzzle being made is left out: not proven
            std::cerr << "sudoku: generate: interrupted after " << k
                      << " puzzles, all written\n";
            return tools::finish_output("sudoku", tools::interrupted_status());
        }
        if (report.no_grid) {
            std::cerr << "sudoku: generate: no complete grid with "
                      << sudoku::to_string(*shape) << " boxes in "
                      << report.grid_attempts << " random tries of "
                      << 64 * shape->cell_count() << " search nodes each\n";
            return tools::finish_output("sudoku", exit_bad_input);
        }
        std::cout << sudoku::format_puzzle(puzzle, numeric
                                                       ? sudoku::PuzzleFormat::numeric
                                                       : sudoku::PuzzleFormat::line);
        if (o.stats)
            std::cout << "\tgivens=" << report.givens << " tests=" << report.tests
                      << " nodes=" << report.nodes
                      << (report.gave_up == 0 ? " minimal"
                                              : " not-proven-minimal gave-up=" +
                                                    std::to_string(report.gave_up));
        std::cout << std::endl;  // flushed: a whole line, kept if the run is stopped
        if (tools::output_failed()) break;
    }
    return tools::finish_output("sudoku", 0);
}
// [end:generate_command]

struct RateOptions {
    std::string file;
    std::string box;
    double max_rating = std::numeric_limits<double>::infinity();
    std::uint64_t node_limit = exact_cover::Limits::none;
};

// [start:rate_command]
// One line per puzzle: the CSP rating of chapter 8 with the search's steps and
// backtracks, or `above R` when the cap stopped the search, `over-budget` when the
// node limit did, `none` when the puzzle has no solution.
int run_rate(const RateOptions& o) {
    const exact_cover::Limits bounds = limits(exact_cover::Limits::none, o.node_limit);
    return each_puzzle(o.file, o.box, [&](const sudoku::PuzzleEntry& entry) {
        const sudoku::CspResult stats =
            sudoku::rate_puzzle(entry.grid(), {.max_rating = o.max_rating}, bounds);
        std::optional<std::string> line;
        if (stats.ending == exact_cover::Ending::interrupted) return line;
        std::ostringstream text;
        if (stats.gave_up() && stats.rating > o.max_rating) {
            text << "above " << o.max_rating;
        } else if (stats.gave_up()) {
            text << "over-budget";
        } else if (stats.solutions == 0) {
            text << "none";
        } else {
            text << stats.rating;
        }
        text << "\tsteps=" << stats.nodes << " backtracks=" << stats.backtracks
             << " forced=" << stats.forced;
        line = text.str();
        return line;
    });
}
// [end:rate_command]

struct BenchOptions {
    std::vector<std::string> files;
    std::vector<std::string> algorithms{"dlx", "algorithm-x"};
    int repeat = 5;
    std::uint64_t budget = exact_cover::Limits::none;
};

// The table of "Going faster" and chapter 8: each solver on each file, to the first
// solution and deciding uniqueness.
int run_bench(const BenchOptions& o) {
    std::vector<sudoku::Algorithm> algorithms;
    for (const std::string& name : o.algorithms)
        algorithms.push_back(parse_algorithm(name));
    for (const std::string& file : o.files) {
        if (file == "-") throw UsageError{"bench reads files, not standard input"};
        (void)tools::Input(file);  // a file that cannot be read: a usage error
    }
    try {
        if (!book::write_benchmark_table(
                std::cout, o.files, algorithms,
                {o.repeat, o.budget, tools::interrupt_flag()})) {
            std::cerr << "sudoku: bench: interrupted; the rows above are whole\n";
            return tools::finish_output("sudoku", tools::interrupted_status());
        }
        // a puzzle that cannot be read, or a wrong answer
    } catch (const std::runtime_error& e) {
        std::cerr << "sudoku: " << e.what() << '\n';
        return tools::finish_output("sudoku", exit_bad_input);
    }
    return tools::finish_output("sudoku", 0);
}

// What `sudoku --help` says first: the puzzle formats and the exit statuses.
constexpr char about[] =
    "sudoku: the solvers of \"Sudoku as Exact Cover\" on puzzle files.\n"
    "Puzzles: one per line as N^2 symbols ('.' or '0' blank, 1-9 then A-Z), or as "
    "N^2\n"
    "numbers (0 blank) on one line, or N lines of N numbers (a line of n^2 numbers "
    "is one\npuzzle when n = 4, 6, 8, 9, ...; --box=RxC decides for other sizes); "
    "blank lines and\ncomments after # are skipped.\n"
    "Exit status: 0 when every puzzle was read, 1 when any was rejected, 2 on a "
    "usage error,\n3 when the input or output failed, 130 or 143 when interrupted "
    "(SIGINT, SIGTERM).";

// Each declare_* function below adds one subcommand to @p app, its options bound to
// the fields of @p o (which must outlive the parse), and returns the subcommand, which
// says after the parse whether it was the one given. They are called in the order
// `sudoku --help` lists the subcommands.

// The help of solve's --algorithm: every solver, its description and its chapter.
std::string algorithm_help() {
    std::string help = "Solver:";
    for (const auto& info : sudoku::algorithms())
        help += "\n  " + std::string(info.name) + ": " + std::string(info.description) +
                (info.chapter == 0 ? std::string(" (Going faster)")
                                   : " (chapter " + std::to_string(info.chapter) + ")");
    return help;
}

// solve: a solution (or a count) per puzzle, with the chosen solver.
CLI::App* declare_solve(CLI::App& app, SolveOptions& o) {
    CLI::App* cmd = app.add_subcommand(
        "solve", "Solve each puzzle: one line per puzzle, its solution or 'none'");
    cmd->add_option("file", o.file, "Puzzle file ('-' or none: standard input)");
    cmd->add_option("--algorithm", o.algorithm, algorithm_help())
        ->capture_default_str();
    cmd->add_option(
        "--box", o.box,
        "Box shape RxC (default: R the largest divisor of N not above sqrt N)");
    cmd->add_flag("--count", o.count,
                  "Print the number of solutions instead of a solution");
    cmd->add_option("--limit", o.limit,
                    "With --count: stop counting at K (default: no limit)")
        ->check(whole_number<std::uint64_t>(1));
    cmd->add_option("--node-limit", o.node_limit,
                    "Search nodes per puzzle (default: no limit); a puzzle that "
                    "needs more is answered 'over-budget'")
        ->check(whole_number<std::uint64_t>(1));
    cmd->add_flag("--stats", o.stats,
                  "Append the search statistics (nodes, updates, solutions)");
    return cmd;
}

// count-grids: every complete grid of a box shape, counted.
CLI::App* declare_count_grids(CLI::App& app, CountGridsOptions& o) {
    CLI::App* cmd = app.add_subcommand(
        "count-grids",
        "Count every complete grid with RxC boxes (2x2: 288, 2x3: 28200960, 3x3: "
        "6670903752021072936960)");
    cmd->add_option("--box", o.box, "Box shape RxC")->required();
    cmd->add_flag("--fix-first-row", o.fix_first_row,
                  "Fix the first row to 1..N and multiply by N! (exact, by "
                  "relabelling the values)");
    cmd->add_option("--threads", o.threads,
                    "Count with this many threads (0: one per core; default 1)")
        ->check(whole_number<unsigned>(0));
    cmd->add_option("--method", o.method,
                    "bands: count without listing, by band tables and symmetry "
                    "(chapter 11; 2x2 to 2x5 and 3x3); list: list every grid "
                    "(chapters 7 and 10). Default: bands where they apply");
    return cmd;
}

// matrix: the exact-cover matrix, for other programs or for the eye.
CLI::App* declare_matrix(CLI::App& app, MatrixOptions& o) {
    CLI::App* cmd = app.add_subcommand("matrix",
                                       "Print the exact-cover matrix of an empty grid, "
                                       "or of --puzzle with its givens pre-covered");
    cmd->add_option("--format", o.format,
                    "dlx (Knuth's input format), text (0/1 rows) or pbm (an image)")
        ->capture_default_str();
    cmd->add_option("--box", o.box, "Box shape RxC of the empty grid (default 3x3)");
    cmd->add_option("--puzzle", o.puzzle, "A puzzle in the line or numeric format");
    return cmd;
}

// generate: minimal puzzles with one solution, reproducible from a seed.
CLI::App* declare_generate(CLI::App& app, GenerateOptions& o) {
    CLI::App* cmd = app.add_subcommand("generate",
                                       "Generate puzzles with exactly one solution, "
                                       "minimal (no given can be removed)");
    cmd->add_option("--box", o.box, "Box shape RxC")->capture_default_str();
    cmd->add_option("--seed", o.seed, "Seed: the same seed gives the same puzzles")
        ->capture_default_str()
        ->check(whole_number<std::uint64_t>(0));
    cmd->add_option("--count", o.count, "How many puzzles")
        ->capture_default_str()
        ->check(whole_number<std::size_t>(1));
    cmd->add_option("--node-limit", o.node_limit,
                    "Search nodes per uniqueness test (default: no limit); a test "
                    "that runs out keeps its given, "
                    "so the puzzle stays unique but may not be minimal")
        ->check(whole_number<std::uint64_t>(1));
    cmd->add_flag("--numeric", o.numeric, "Write numbers (0 blank) instead of symbols");
    cmd->add_flag("--stats", o.stats, "Append the givens, tests and search nodes used");
    return cmd;
}

// rate: the CSP search's rating of each puzzle (chapter 8).
CLI::App* declare_rate(CLI::App& app, RateOptions& o) {
    CLI::App* cmd = app.add_subcommand("rate",
                                       "Rate each puzzle by the effort of the CSP "
                                       "search (chapter 8): 0 = naked singles suffice");
    cmd->add_option("file", o.file, "Puzzle file ('-' or none: standard input)");
    cmd->add_option(
        "--box", o.box,
        "Box shape RxC (default: R the largest divisor of N not above sqrt N)");
    cmd->add_option("--max-rating", o.max_rating,
                    "Abandon a puzzle once its rating passes R and print 'above R' "
                    "(default: no cap)")
        ->check(rating_cap());
    cmd->add_option("--node-limit", o.node_limit,
                    "Search steps per puzzle (default: no limit); a puzzle that needs "
                    "more is answered 'over-budget'")
        ->check(whole_number<std::uint64_t>(1));
    return cmd;
}

// bench: solvers timed on puzzle files, the table of "Going faster" and chapter 8.
CLI::App* declare_bench(CLI::App& app, BenchOptions& o) {
    CLI::App* cmd =
        app.add_subcommand("bench",
                           "Time solvers on puzzle files: puzzles per second "
                           "and microseconds per puzzle, the fastest of runs");
    cmd->add_option("files", o.files, "Puzzle files")->required();
    cmd->add_option("--algorithm", o.algorithms,
                    "Solvers to time (repeat the option for several)")
        ->capture_default_str()
        // one name per --algorithm, so that the files after it stay files
        ->allow_extra_args(false);
    cmd->add_option("--repeat", o.repeat, "Runs over each file; the fastest counts")
        ->capture_default_str()
        ->check(whole_number<int>(1));
    cmd->add_option("--budget", o.budget,
                    "Search nodes per puzzle before a solver gives up (default: no "
                    "limit; backtracking and algorithm-x-first run on 9x9 files only)")
        ->check(whole_number<std::uint64_t>(1));
    return cmd;
}

// The subcommands, for the message about one that does not exist.
constexpr std::string_view subcommands[] = {"solve",    "count-grids", "matrix",
                                            "generate", "rate",        "bench"};

// Reads the command line into the options bound to @p app: nothing when a subcommand
// is to run, else the exit status, its message printed (0 after --help, exit_usage
// after an unknown subcommand or any other usage error).
std::optional<int> parse(CLI::App& app, int argc, char** argv) {
    // CLI11 would only say that a subcommand is required
    if (argc > 1 && argv[1][0] != '-' &&
        std::find(std::begin(subcommands), std::end(subcommands), argv[1]) ==
            std::end(subcommands)) {
        std::cerr << "sudoku: unknown command '" << shown_text(argv[1])
                  << "': expected solve, count-grids, matrix, generate, rate or bench\n"
                     "Run with --help for more information.\n";
        return exit_usage;
    }
    if (const std::optional<std::string> bare = book::empty_option_value(argc, argv)) {
        std::cerr << "sudoku: " << shown_text(*bare)
                  << " has no value: expected one after '='\n"
                     "Run with --help for more information.\n";
        return exit_usage;
    }
    // the help is output too: a failed write is reported
    const auto written = [](int status) {
        if (std::cout.flush()) return status;
        std::cerr << "sudoku: cannot write the output: " << std::strerror(errno)
                  << '\n';
        return exit_io;
    };
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return written(app.exit(e));
    } catch (const CLI::CallForAllHelp& e) {
        return written(app.exit(e));
    } catch (const CLI::ParseError& e) {
        app.exit(e);
        return exit_usage;
    }
    return std::nullopt;
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{about, "sudoku"};
    app.require_subcommand(1);
    app.set_help_all_flag("--help-all", "Show the help of every subcommand");
    SolveOptions solve;
    CountGridsOptions count_grids;
    MatrixOptions matrix;
    GenerateOptions generate;
    RateOptions rate;
    BenchOptions bench;
    CLI::App* const solve_cmd = declare_solve(app, solve);
    CLI::App* const count_cmd = declare_count_grids(app, count_grids);
    CLI::App* const matrix_cmd = declare_matrix(app, matrix);
    CLI::App* const generate_cmd = declare_generate(app, generate);
    CLI::App* const rate_cmd = declare_rate(app, rate);
    CLI::App* const bench_cmd = declare_bench(app, bench);
    if (const std::optional<int> status = parse(app, argc, argv)) return *status;
    // a signal ends every subcommand between two whole answers, never inside a write
    tools::catch_interrupts();
    try {
        if (*solve_cmd) return run_solve(solve);
        if (*count_cmd) return run_count_grids(count_grids);
        if (*matrix_cmd) return run_matrix(matrix);
        if (*generate_cmd) return run_generate(generate);
        if (*bench_cmd) return run_bench(bench);
        if (*rate_cmd) return run_rate(rate);
    } catch (const UsageError& e) {
        std::cerr << "sudoku: " << e.message << '\n';
        return exit_usage;
    }
    return exit_usage;
}
