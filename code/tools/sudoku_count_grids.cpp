// `sudoku count-grids`: every complete grid of a box shape counted, by band tables and
// symmetry where that method applies (chapter 11), else by listing every grid (chapters
// 7 and 10).
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <iomanip>
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "book/exit_status.hpp"
#include "book/timing.hpp"
#include "book/values.hpp"
#include "exact_cover/estimate.hpp"
#include "sudoku/band_count.hpp"
#include "sudoku/fixed_grids.hpp"
#include "sudoku/grid_count.hpp"
#include "sudoku_commands.hpp"
#include "tool_io.hpp"

namespace sudoku_tool {

namespace {

struct CountGridsOptions {
    std::string box;
    bool fix_first_row = false;
    unsigned threads = 1;  // 0: every core
    std::string method;    // bands or list; empty: bands where they apply
    bool essentially_different = false;
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
    if (e.ending == exact_cover::Ending::interrupted) return false;
    if (e.ending == exact_cover::Ending::overflow) {  // no NaN: say why there is none
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

// Every complete grid with R x C boxes is an exact cover of the empty grid's matrix;
// with --fix-first-row, sudoku::count_grids multiplies the count with the first row
// fixed by N!. A count that would take long says so before it starts, and when
// interrupted prints the partial figures on stderr.
int count_by_listing(const CountGridsOptions& o, const sudoku::Shape& shape,
                     unsigned threads) {
    const std::string name = sudoku::to_string(shape);
    if (!announce(shape, o.fix_first_row, threads)) {
        std::cerr << "sudoku count-grids: interrupted before the count began\n";
        return finish(tools::interrupted_status());
    }
    const auto [count, seconds] = book::timed([&] {
        const Ticker ticker("sudoku count-grids: counting " + name + " grids");
        return sudoku::count_grids(
            shape, o.fix_first_row,
            limits(exact_cover::Limits::none, exact_cover::Limits::none), threads);
    });
    tools::say_threads_started("sudoku count-grids", count.threads, threads);
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
    return finish(partial ? tools::interrupted_status() : book::exit_status::success);
}

// Shows how far a count has gone, on a terminal only, over one line that each report
// redraws and that is cleared at the end: a count by bands stage by stage, a count by
// conjugacy classes search by search (whose searches differ too much in cost, one class
// of 9 x 9 taking a good part of the time, for a rate to foretell the rest: it shows
// what is done and for how long).
class ProgressLine {
public:
    explicit ProgressLine(std::string what)
        : what_(std::move(what)),
          shown_(isatty(STDERR_FILENO) == 1),
          start_(std::chrono::steady_clock::now()) {}
    ProgressLine(const ProgressLine&) = delete;
    ProgressLine& operator=(const ProgressLine&) = delete;
    ~ProgressLine() {
        if (drawn_) std::cerr << "\r\033[K" << std::flush;  // the line, cleared
    }
    // (nothing is built when the line is not shown: a worker's report asks no memory)
    void operator()(const sudoku::BandCountProgress& p) {
        if (!shown_) return;
        draw(std::string(p.stage) + ' ' + std::to_string(p.done) + " of " +
             std::to_string(p.total));
    }
    void operator()(const sudoku::BurnsideProgress& p) {
        if (!shown_) return;
        const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(
                                 std::chrono::steady_clock::now() - start_)
                                 .count();
        draw(std::to_string(p.done) + " of " + std::to_string(p.total) + " searches, " +
             std::to_string(seconds) + " s");
    }

private:
    void draw(const std::string& done) {
        std::cerr << '\r' << what_ << ": " << done << " (Ctrl-C stops it)"
                  << std::flush;
        drawn_ = true;
    }

    std::string what_;
    bool shown_;
    bool drawn_ = false;
    std::chrono::steady_clock::time_point start_;
};

// Chapter 11: every grid counted without listing them, by band tables and symmetry.
int count_by_bands(const sudoku::Shape& shape, unsigned threads) {
    const std::string name = sudoku::to_string(shape);
    const auto [count, seconds] = book::timed([&] {
        ProgressLine progress("sudoku count-grids: " + name + " by bands");
        return sudoku::count_grids_by_bands(
            shape, {.interrupt = tools::interrupt_flag()}, threads,
            [&progress](const sudoku::BandCountProgress& p) { progress(p); });
    });
    if (count.threads != 0)
        tools::say_threads_started("sudoku count-grids", count.threads, threads);
    std::size_t bands_done = 0, completions_done = 0;
    for (const sudoku::TableClass& c : count.classes) {
        bands_done += c.bands != 0;
        completions_done += c.completions != 0;
    }
    if (count.ending == exact_cover::Ending::interrupted) {
        std::cerr << "sudoku count-grids: interrupted: " << name << " boxes by bands, "
                  << count.classes.size() << " classes of band tables found, "
                  << bands_done << " with their bands counted, " << completions_done
                  << " with their completions; no count\n";
        return finish(tools::interrupted_status());
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
    return finish(book::exit_status::success);
}

// Chapter 12: the essentially different grids by Burnside's lemma over the conjugacy
// classes of the geometric moves, each class's fixed grids counted as exact covers.
int count_essentially_different(const sudoku::Shape& shape, unsigned threads) {
    const std::string name = sudoku::to_string(shape);
    const auto [count, seconds] = book::timed([&] {
        ProgressLine line("sudoku count-grids: " + name + " essentially different");
        return sudoku::count_essentially_different(
            shape, {.interrupt = tools::interrupt_flag()}, threads,
            [&line](const sudoku::BurnsideProgress& p) { line(p); });
    });
    if (count.threads != 0)
        tools::say_threads_started("sudoku count-grids", count.threads, threads);
    std::size_t fixing = 0;
    std::uint64_t closed = 0;  // the moves in a class so far: all of them once closed
    for (const sudoku::SymmetryClass& c : count.classes) {
        fixing += c.fixed != 0;
        closed += c.size;
    }
    if (count.ending != exact_cover::Ending::complete) {
        std::cerr << "sudoku count-grids: interrupted: " << name
                  << " essentially different, ";
        if (closed != count.group_order)
            std::cerr << "while closing the conjugacy classes (" << count.classes.size()
                      << " closed, holding " << book::with_separators(closed) << " of "
                      << book::with_separators(count.group_order) << " moves)";
        else
            std::cerr << count.classes.size() << " conjugacy classes, " << fixing
                      << " found so far to fix a grid";
        std::cerr << "; no count\n";
        return finish(tools::interrupted_status());
    }
    std::cout << sudoku::to_decimal(count.count) << '\n';
    std::cerr
        << "sudoku count-grids: " << name << " boxes, essentially different, "
        << std::fixed << std::setprecision(2) << seconds << " s:\n  "
        << count.classes.size() << " conjugacy classes of "
        << book::with_separators(count.group_order) << " moves, " << fixing
        << " fixing a grid\n  class   size  order  fixed grids (first row 1..N)\n";
    for (std::size_t i = 0; i < count.classes.size(); ++i) {
        const sudoku::SymmetryClass& c = count.classes[i];
        if (c.fixed == 0) continue;
        std::cerr << "  " << std::setw(5) << i + 1 << std::setw(7) << c.size
                  << std::setw(7) << c.order << "  "
                  << sudoku::to_decimal(c.fixed, true) << '\n';
    }
    std::cerr << "  sum of size x fixed = " << sudoku::to_decimal(count.fixed_sum, true)
              << "\n  divided by " << book::with_separators(count.group_order) << " = "
              << sudoku::to_decimal(count.count, true) << "\n  "
              << book::with_separators(count.searches) << " searches, "
              << book::with_separators(count.nodes) << " nodes\n"
              << std::defaultfloat << std::setprecision(6);
    return finish(book::exit_status::success);
}

// count-grids: by bands where the method applies (chapter 11), else by listing every
// grid (chapters 7 and 10), which --fix-first-row and --method=list ask for.
int run_count_grids(const CountGridsOptions& o) {
    const std::optional<sudoku::Shape> shape = box_shape(o.box);  // --box is required
    const unsigned threads = tools::thread_count(o.threads);
    const std::optional<std::string> refusal = sudoku::band_count_refusal(*shape);
    if (o.essentially_different) {
        if (o.fix_first_row || !o.method.empty())
            throw tools::UsageError{
                "--essentially-different counts every grid its own way (by bands "
                "where they reach); it takes neither --fix-first-row nor --method"};
        if (const auto why = sudoku::essentially_different_refusal(*shape))
            throw tools::UsageError{
                "--essentially-different: " + sudoku::to_string(*shape) + ": " + *why};
        return count_essentially_different(*shape, threads);
    }
    if (o.method == "bands") {
        if (o.fix_first_row)
            throw tools::UsageError{
                "--fix-first-row: the bands method fixes no row; it goes "
                "with --method=list"};
        if (refusal)
            throw tools::UsageError{"--method=bands: " + sudoku::to_string(*shape) +
                                    ": " + *refusal};
    }
    if (refusal && o.method.empty() && !o.fix_first_row)
        std::cerr << "sudoku count-grids: " << sudoku::to_string(*shape)
                  << " boxes are beyond the count by bands (" << *refusal
                  << "); listing every grid instead\n";
    if (o.method == "list" || o.fix_first_row || refusal)
        return count_by_listing(o, *shape, threads);
    return count_by_bands(*shape, threads);
}

}  // namespace

Run declare_count_grids(book::Subcommand& command) {
    auto o = std::make_shared<CountGridsOptions>();
    box_option(command, o->box, "Box shape RxC").required();
    command.flag("--fix-first-row", o->fix_first_row,
                 "Fix the first row to 1..N and multiply by N! (exact, by "
                 "relabelling the values)");
    command.flag("--essentially-different", o->essentially_different,
                 "Count the grids up to relabelling and the geometric moves, by "
                 "Burnside's lemma over the moves' conjugacy classes (chapter 12; "
                 "up to 9x9, and 1xN to N = 6)");
    command.whole("--threads", o->threads,
                  "Count with this many threads (0: one per core; default 1)",
                  tools::max_threads);
    command
        .text("--method", o->method,
              "bands: count without listing, by band tables and symmetry "
              "(chapter 11; 2x2 to 2x5 and 3x3); list: list every grid "
              "(chapters 7 and 10). Default: bands where they apply")
        .one_of({"bands", "list"});
    return [o] { return run_count_grids(*o); };
}

}  // namespace sudoku_tool
