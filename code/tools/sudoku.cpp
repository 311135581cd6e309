// The `sudoku` command line: the book's solvers on real puzzle files (chapter 7 and the
// command-line appendix). Exit status: 0 when every puzzle was read, 1 when any was
// rejected, 2 on a usage error.
#include <CLI/CLI.hpp>

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <limits>
#include <memory>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <system_error>
#include <vector>

#include "book/benchmark.hpp"
#include "book/timing.hpp"
#include "exact_cover/knuth_format.hpp"
#include "exact_cover/tuned_dlx.hpp"
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

namespace {

// --max-rating: a finite number of 0 or more, as the MATLAB solver it comes from asks
// (a cap below 0 could never be met); "nan", "inf" and signs are refused by name.
CLI::Validator rating_cap() {
    const auto check = [](std::string& text) -> std::string {
        double cap = 0;
        const char* const end = text.data() + text.size();
        const auto [stop, error] = std::from_chars(text.data(), end, cap);
        if (text.empty() || error != std::errc{} || stop != end ||
            !std::isfinite(cap) || cap < 0)
            return "expected a finite number of 0 or more, not '" + text + "'";
        return {};
    };
    return CLI::Validator(check, "R >= 0");
}

constexpr int exit_rejected = 1;
constexpr int exit_usage = 2;

// A usage error found after parsing (a bad --box, an unknown file): exit status 2.
struct UsageError {
    std::string message;
};

std::optional<sudoku::Shape> parse_box(const std::string& text) {
    if (text.empty()) return std::nullopt;
    const std::size_t x = text.find('x');
    try {
        if (x == std::string::npos || x == 0 || x + 1 == text.size())
            throw std::invalid_argument("");
        std::size_t used = 0;
        const unsigned long r = std::stoul(text.substr(0, x), &used);
        if (used != x) throw std::invalid_argument("");
        const unsigned long c = std::stoul(text.substr(x + 1), &used);
        if (used != text.size() - x - 1) throw std::invalid_argument("");
        return sudoku::Shape(r, c);
    } catch (const std::invalid_argument& e) {
        const std::string why = e.what();
        throw UsageError{"--box=" + text + ": expected RxC with R·C from 1 to " +
                         std::to_string(sudoku::max_size) + ", for example 3x3 or 2x3" +
                         (why.empty() ? "" : " (" + why + ")")};
    } catch (const std::out_of_range&) {
        throw UsageError{"--box=" + text + ": the numbers are too large"};
    }
}

sudoku::Algorithm parse_algorithm(const std::string& name) {
    if (auto a = sudoku::algorithm_by_name(name)) return *a;
    std::string known;
    for (const auto& info : sudoku::algorithms())
        known += (known.empty() ? "" : ", ") + std::string(info.name);
    throw UsageError{"--algorithm=" + name + ": expected one of " + known};
}

// Opens FILE, or standard input for "-" or no file.
std::istream& open_input(const std::string& path,
                         std::unique_ptr<std::ifstream>& file) {
    if (path.empty() || path == "-") return std::cin;
    file = std::make_unique<std::ifstream>(path, std::ios::binary);
    if (!*file) throw UsageError{"cannot open '" + path + "'"};
    return *file;
}

std::string stats_text(const exact_cover::SearchResult& s) {
    return "nodes=" + std::to_string(s.nodes) +
           " updates=" + std::to_string(s.updates) +
           " solutions=" + std::to_string(s.solutions) +
           (s.stopped() ? " stopped" : "");
}

struct SolveOptions {
    std::string file;
    std::string algorithm = "dlx";
    std::string box;
    bool count = false;
    std::uint64_t limit = exact_cover::Limits::none;
    bool stats = false;
};

// [start:each_puzzle]
// Reads FILE (or standard input) puzzle by puzzle and calls answer(entry) for each
// puzzle read, which prints one line. A puzzle that cannot be read is reported on
// stderr with its line and column, and answered `invalid` on stdout, so that line k of
// the output still answers puzzle k. The exit status: 1 if any puzzle was rejected or
// none was found, else 0.
template <typename Answer>
int each_puzzle(const std::string& path, const std::string& box_text, Answer&& answer) {
    const std::optional<sudoku::Shape> box = parse_box(box_text);
    std::unique_ptr<std::ifstream> file;
    std::istream& in = open_input(path, file);
    const std::string source = path.empty() || path == "-" ? "<stdin>" : path;
    sudoku::PuzzleReader reader(in, box);
    bool rejected = false;
    std::size_t puzzles = 0;
    while (auto entry = reader.next()) {
        ++puzzles;
        if (!entry->ok()) {
            const sudoku::ParseError& e = entry->error();
            std::cerr << "sudoku: " << source << ':' << e.line() << ':' << e.column()
                      << ": " << e.message() << '\n';
            std::cout << "invalid\n";
            rejected = true;
            continue;
        }
        answer(*entry);
    }
    if (puzzles == 0) {
        std::cerr
            << "sudoku: " << source
            << ": no puzzle found (expected a line of N^2 symbols or N^2 numbers)\n";
        return exit_rejected;
    }
    return rejected ? exit_rejected : 0;
}
// [end:each_puzzle]

// [start:solve_command]
int run_solve(const SolveOptions& o) {
    // keeps the Dancing Links matrix between puzzles
    sudoku::Solver solver(parse_algorithm(o.algorithm));
    return each_puzzle(o.file, o.box, [&](const sudoku::PuzzleEntry& entry) {
        std::optional<sudoku::Grid> solution;
        const auto keep_first = [&](const sudoku::Grid& found) {
            solution = found;
            return o.count ? exact_cover::Next::proceed : exact_cover::Next::stop;
        };
        const exact_cover::SearchResult stats =
            solver.solve(entry.grid(), keep_first, {.solutions = o.limit});
        if (o.count) {
            std::cout << stats.solutions;
        } else {
            std::cout << (solution ? sudoku::format_puzzle(*solution, entry.format)
                                   : "none");
        }
        if (o.stats) std::cout << '\t' << stats_text(stats);
        std::cout << '\n';
    });
}
// [end:solve_command]

struct CountGridsOptions {
    std::string box;
    bool fix_first_row = false;
};

// [start:count_grids_command]
// Every complete grid with R x C boxes is an exact cover of the empty grid's matrix;
// with --fix-first-row, sudoku::count_grids multiplies the count with the first row
// fixed by N!.
int run_count_grids(const CountGridsOptions& o) {
    const std::optional<sudoku::Shape> shape = parse_box(o.box);
    if (!shape) throw UsageError{"count-grids needs --box=RxC, for example --box=2x2"};
    const auto [count, seconds] =
        book::timed([&] { return sudoku::count_grids(*shape, o.fix_first_row); });
    std::cout << count.grids() << '\n';
    std::cerr << "sudoku count-grids: " << sudoku::to_string(*shape) << " boxes, "
              << count.covers << " grids"
              << (o.fix_first_row ? " with the first row fixed, times " +
                                        std::to_string(shape->size()) +
                                        "! = " + std::to_string(count.multiplier)
                                  : "")
              << ", " << count.stats.nodes << " nodes, " << count.stats.updates
              << " updates, " << seconds << " s\n";
    return 0;
}
// [end:count_grids_command]

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
            return exit_rejected;
        }
        problem = sudoku::precover_givens(entry->grid()).problem;
    }
    if (o.format == "dlx") {
        exact_cover::write_knuth_format(std::cout, problem);
    } else if (o.format == "text") {
        sudoku::write_matrix_text(std::cout, problem);
    } else if (o.format == "pbm") {
        sudoku::write_pbm(std::cout, problem, sudoku::PbmEncoding::plain);
    } else {
        throw UsageError{"--format=" + o.format + ": expected dlx, text or pbm"};
    }
    return 0;
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
// run is reproducible and its puzzles differ.
int run_generate(const GenerateOptions& o) {
    const std::optional<sudoku::Shape> shape = parse_box(o.box);
    if (!shape) throw UsageError{"generate needs --box=RxC, for example --box=3x3"};
    // no symbol beyond Z
    const bool numeric = o.numeric || shape->size() > sudoku::max_line_size;
    sudoku::SplitMix64 seeds(o.seed);
    for (std::size_t k = 0; k < o.count; ++k) {
        const auto [puzzle, report] =
            sudoku::generate_puzzle(*shape, seeds.next(), {o.node_limit});
        std::cout << sudoku::format_puzzle(puzzle, numeric
                                                       ? sudoku::PuzzleFormat::numeric
                                                       : sudoku::PuzzleFormat::line);
        if (o.stats)
            std::cout << "\tgivens=" << report.givens << " tests=" << report.tests
                      << " nodes=" << report.nodes
                      << (report.gave_up == 0 ? " minimal"
                                              : " not-proven-minimal gave-up=" +
                                                    std::to_string(report.gave_up));
        std::cout << '\n';
    }
    return 0;
}
// [end:generate_command]

struct RateOptions {
    std::string file;
    std::string box;
    double max_rating = std::numeric_limits<double>::infinity();
};

// [start:rate_command]
// One line per puzzle: the CSP rating of chapter 8 with the search's steps and
// backtracks, or `above R` when the cap stopped the search, `none` when the puzzle has
// no solution.
int run_rate(const RateOptions& o) {
    return each_puzzle(o.file, o.box, [&](const sudoku::PuzzleEntry& entry) {
        const sudoku::CspResult stats = sudoku::rate_puzzle(entry.grid(), o.max_rating);
        if (stats.gave_up()) {
            std::cout << "above " << o.max_rating;
        } else if (stats.solutions == 0) {
            std::cout << "none";
        } else {
            std::cout << stats.rating;
        }
        std::cout << "\tsteps=" << stats.nodes << " backtracks=" << stats.backtracks
                  << " forced=" << stats.forced << '\n';
    });
}
// [end:rate_command]

struct BenchOptions {
    std::vector<std::string> files;
    std::vector<std::string> algorithms{"dlx", "algorithm-x"};
    int repeat = 5;
    std::uint64_t budget = exact_cover::Limits::none;
};

// Chapter 6's table: each solver on each file, to the first solution and deciding
// uniqueness.
int run_bench(const BenchOptions& o) {
    std::vector<sudoku::Algorithm> algorithms;
    for (const std::string& name : o.algorithms)
        algorithms.push_back(parse_algorithm(name));
    if (o.repeat < 1)
        throw UsageError{"--repeat=" + std::to_string(o.repeat) +
                         ": expected 1 or more"};
    for (const std::string& file : o.files)
        if (!std::ifstream(file)) throw UsageError{"cannot open '" + file + "'"};
    try {
        book::write_benchmark_table(std::cout, o.files, algorithms,
                                    {o.repeat, o.budget});
        // a puzzle that cannot be read, or a wrong answer
    } catch (const std::runtime_error& e) {
        std::cerr << "sudoku: " << e.what() << '\n';
        return exit_rejected;
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{
        "sudoku: the solvers of \"Sudoku as Exact Cover\" on puzzle files.\n"
        "Puzzles: one per line as N^2 symbols ('.' or '0' blank, 1-9 then A-Z), or as "
        "N^2\n"
        "numbers (0 blank) on one line or N lines; blank lines and lines starting with "
        "# are skipped.\n"
        "Exit status: 0 when every puzzle was read, 1 when any was rejected, 2 on a "
        "usage error.",
        "sudoku"};
    app.require_subcommand(1);
    app.set_help_all_flag("--help-all", "Show the help of every subcommand");

    SolveOptions solve;
    CLI::App* solve_cmd = app.add_subcommand(
        "solve", "Solve each puzzle: one line per puzzle, its solution or 'none'");
    solve_cmd->add_option("file", solve.file,
                          "Puzzle file ('-' or none: standard input)");
    std::string algorithm_help = "Solver:";
    for (const auto& info : sudoku::algorithms())
        algorithm_help += "\n  " + std::string(info.name) + ": " +
                          std::string(info.description) + " (chapter " +
                          std::to_string(info.chapter) + ")";
    solve_cmd->add_option("--algorithm", solve.algorithm, algorithm_help)
        ->capture_default_str();
    solve_cmd->add_option(
        "--box", solve.box,
        "Box shape RxC (default: R the largest divisor of N not above sqrt N)");
    solve_cmd->add_flag("--count", solve.count,
                        "Print the number of solutions instead of a solution");
    solve_cmd
        ->add_option("--limit", solve.limit,
                     "With --count: stop counting at K (default: no limit)")
        ->check(CLI::PositiveNumber);
    solve_cmd->add_flag("--stats", solve.stats,
                        "Append the search statistics (nodes, updates, solutions)");

    CountGridsOptions count_grids;
    CLI::App* count_cmd = app.add_subcommand(
        "count-grids",
        "Count every complete grid with RxC boxes (2x2: 288, 2x3: 28200960)");
    count_cmd->add_option("--box", count_grids.box, "Box shape RxC")->required();
    count_cmd->add_flag("--fix-first-row", count_grids.fix_first_row,
                        "Fix the first row to 1..N and multiply by N! (exact, by "
                        "relabelling the values)");

    MatrixOptions matrix;
    CLI::App* matrix_cmd =
        app.add_subcommand("matrix",
                           "Print the exact-cover matrix of an empty grid, or of "
                           "--puzzle with its givens pre-covered");
    matrix_cmd
        ->add_option("--format", matrix.format,
                     "dlx (Knuth's input format), text (0/1 rows) or pbm (an image)")
        ->capture_default_str();
    matrix_cmd->add_option("--box", matrix.box,
                           "Box shape RxC of the empty grid (default 3x3)");
    matrix_cmd->add_option("--puzzle", matrix.puzzle,
                           "A puzzle in the line or numeric format");

    GenerateOptions generate;
    CLI::App* generate_cmd =
        app.add_subcommand("generate",
                           "Generate puzzles with exactly one solution, minimal (no "
                           "given can be removed)");
    generate_cmd->add_option("--box", generate.box, "Box shape RxC")
        ->capture_default_str();
    generate_cmd
        ->add_option("--seed", generate.seed,
                     "Seed: the same seed gives the same puzzles")
        ->capture_default_str();
    generate_cmd->add_option("--count", generate.count, "How many puzzles")
        ->capture_default_str();
    generate_cmd
        ->add_option("--node-limit", generate.node_limit,
                     "Search nodes per uniqueness test (default: no limit); a test "
                     "that runs out keeps its given, "
                     "so the puzzle stays unique but may not be minimal")
        ->check(CLI::PositiveNumber);
    generate_cmd->add_flag("--numeric", generate.numeric,
                           "Write numbers (0 blank) instead of symbols");
    generate_cmd->add_flag("--stats", generate.stats,
                           "Append the givens, tests and search nodes used");

    RateOptions rate;
    CLI::App* rate_cmd =
        app.add_subcommand("rate",
                           "Rate each puzzle by the effort of the CSP search (chapter "
                           "8): 0 = naked singles suffice");
    rate_cmd->add_option("file", rate.file,
                         "Puzzle file ('-' or none: standard input)");
    rate_cmd->add_option(
        "--box", rate.box,
        "Box shape RxC (default: R the largest divisor of N not above sqrt N)");
    rate_cmd
        ->add_option("--max-rating", rate.max_rating,
                     "Abandon a puzzle once its rating passes R and print 'above R' "
                     "(default: no cap)")
        ->check(rating_cap());

    BenchOptions bench;
    CLI::App* bench_cmd =
        app.add_subcommand("bench",
                           "Time solvers on puzzle files: puzzles per second and "
                           "microseconds per puzzle, median of runs");
    bench_cmd->add_option("files", bench.files, "Puzzle files")->required();
    bench_cmd
        ->add_option("--algorithm", bench.algorithms,
                     "Solvers to time (repeat the option for several)")
        ->capture_default_str()
        // one name per --algorithm, so that the files after it stay files
        ->allow_extra_args(false);
    bench_cmd
        ->add_option("--repeat", bench.repeat, "Runs over each file; the median counts")
        ->capture_default_str();
    bench_cmd
        ->add_option("--budget", bench.budget,
                     "Search nodes per puzzle before a solver gives up (default: no "
                     "limit; backtracking and algorithm-x-first run on 9x9 files only)")
        ->check(CLI::PositiveNumber);

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        app.exit(e);
        return exit_usage;
    }
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
