// Chapter 10: the estimates against the true counts, and the search split over threads
// and MPI ranks, on the problems the book counts.
//
//   ch10_speedup [--probes=P] [--time] [--log=CSV] [--mpirun=PATH --dlx-mpi=PATH]
//                [--values=FILE]
//
// First, for each problem, Knuth's estimate from P random paths (default 1000) beside
// the true nodes and solutions of the sequential search: counts, the same on every
// machine. With --time (the measure workflow), then the 6x10 pentominoes and the 6x6
// grids counted on two threads and (given mpirun and dlx-mpi) on two MPI ranks: wall
// times (the faster of two runs each), speed-ups over the sequential search, and a
// check that every total (solutions, nodes, updates) is the sequential one. --log
// writes the pieces of the two-thread count of the pentominoes (who ran each, when)
// for the chapter's figure.
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "book/command_line.hpp"
#include "book/exit_status.hpp"
#include "book/timing.hpp"
#include "book/values.hpp"
#include "exact_cover/estimate.hpp"
#include "exact_cover/knuth_format.hpp"
#include "exact_cover/parallel_count.hpp"
#include "exact_cover/problems/pentominoes.hpp"
#include "exact_cover/problems/queens.hpp"
#include "exact_cover/split.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/shape.hpp"

namespace {

struct Named {
    std::string name;  // as the tables show it
    std::string key;   // as the values name it
    exact_cover::Problem problem;
};

// The problems of the two tables: those estimated, and those split.
struct Problems {
    std::vector<Named> estimated, split;
};

// The estimates are checked on four problems the book counts (the 6x6 grids with their
// first row fixed, chapter 7's symmetry, which keeps the build quick); the split is
// timed on the two largest, the grids with any first row.
Problems book_problems() {
    const Named pentominoes{"6x10 pentominoes", "pentominoes",
                            exact_cover::pentomino_problem(10, 6)};
    return {.estimated = {{"8 queens", "queens8", exact_cover::queens_problem(8)},
                          {"12 queens", "queens12", exact_cover::queens_problem(12)},
                          pentominoes,
                          {"6x6, 1st row fixed", "grids6",
                           sudoku::precover_givens(
                               sudoku::parse_line("123456" + std::string(30, '.')))
                               .value()
                               .problem}},
            .split = {pentominoes,
                      {"6x6 grids", "grids6",
                       sudoku::cover_matrix_by_rows(sudoku::Shape(2, 3))}}};
}

// "Altogether" as the tools print it, without its newline: what a count's totals are
// compared by.
std::string altogether(const exact_cover::SearchResult& r) {
    std::string line = exact_cover::knuth_summary(r);
    line.pop_back();
    return line;
}

// The whole text of a file.
std::string contents(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// Runs dlx-mpi on two ranks on @p problem, written to a file in @p folder; returns the
// wall time, with the closing line of its standard error in @p line (empty on failure)
// and the time dlx-mpi says the count took, without mpirun's start, in @p counting.
double run_mpi(const std::string& mpirun, const std::string& dlx_mpi,
               const exact_cover::Problem& problem, const std::filesystem::path& folder,
               std::string& line, double& counting) {
    const std::filesystem::path input = folder / "problem.dlx";
    {
        std::ofstream out(input);
        exact_cover::write_knuth_format(out, problem);
    }
    // Open MPI refuses to run as root unless told so (../shared/TOOLCHAIN.md).
    const std::string command =
        "env OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 '" + mpirun +
        "' --oversubscribe -np 2 '" + dlx_mpi + "' --count '" + input.string() +
        "' > '" + (folder / "out").string() + "' 2> '" + (folder / "err").string() +
        "'";
    const auto [status, seconds] =
        book::timed([&] { return std::system(command.c_str()); });
    const std::string err = contents(folder / "err");
    std::smatch found;
    static const std::regex closing("Altogether [^\n]*nodes");
    line = status == 0 && std::regex_search(err, found, closing) ? found.str() : "";
    static const std::regex counted("counted in ([0-9.]+) s");
    counting = std::regex_search(err, found, counted) ? std::stod(found[1].str()) : 0;
    if (line.empty()) std::cerr << "ch10_speedup: dlx-mpi failed:\n" << err;
    return seconds;
}

// [start:estimates]
// The first table: each problem's estimate from @p probes random paths beside the true
// nodes and solutions of the sequential search. Counts only, the same on every machine,
// so the build shows it; how far each estimate is off goes to @p values for the prose.
void print_estimates(const std::vector<Named>& problems, std::size_t probes,
                     book::Values& values) {
    std::cout << "Estimates from " << probes << " random paths, and the true counts\n"
              << std::left << std::setw(18) << "problem" << std::right << std::setw(12)
              << "nodes" << std::setw(14) << "estimated" << std::setw(8) << "+-"
              << std::setw(11) << "solutions" << std::setw(14) << "estimated"
              << std::setw(8) << "+-" << '\n';
    for (const Named& p : problems) {
        exact_cover::TunedDlx engine(p.problem);
        const exact_cover::Estimate e = exact_cover::estimate_tree(engine, probes, 1);
        const exact_cover::SearchResult truth = engine.count_solutions();
        const auto share = [](double error, double mean) {
            if (mean <= 0) return std::string("-");  // no path met a solution
            std::ostringstream out;
            out << std::fixed << std::setprecision(1) << 100 * error / mean << '%';
            return out.str();
        };
        std::cout << std::left << std::setw(18) << p.name << std::right << std::fixed
                  << std::setprecision(0) << std::setw(12) << truth.nodes + 1
                  << std::setw(14) << e.nodes + 1 << std::setw(8)
                  << share(e.nodes_error, e.nodes + 1) << std::setw(11)
                  << truth.solutions << std::setw(14) << e.solutions << std::setw(8)
                  << share(e.solutions_error, e.solutions) << '\n';
        values.add_fixed(
            p.key + ".nodes_off",
            (e.nodes + 1 - static_cast<double>(truth.nodes + 1)) / e.nodes_error, 1);
        values.add_fixed(p.key + ".nodes_ratio",
                         (e.nodes + 1) / static_cast<double>(truth.nodes + 1), 2);
        values.add_fixed(p.key + ".nodes_error", 100 * e.nodes_error / (e.nodes + 1),
                         1);
        values.add_count(p.key + ".nodes", truth.nodes + 1);
        values.add_count(p.key + ".solutions", truth.solutions);
    }
}
// [end:estimates]

// [start:speedup]
// One column of the second table: a problem's cut and the seconds each way took.
struct Row {
    std::string name, depth, pieces;
    double alone = 0, threads = 0, ranks = 0, counting = 0, halves = 0;
    // with one worker at half speed, and the pieces' whole work on one fast worker
    double slow_halves = 0, slow_demand = 0, work = 0;
    bool same = true;  // every total equals the sequential search's
};

// dlx-mpi and where it runs: empty paths when the measure workflow has no MPI.
struct Mpi {
    std::string mpirun, dlx_mpi;
    std::filesystem::path folder;  // this run's own, for dlx-mpi's files
};

// The splits that the pieces' own times in the two-thread @p log work out, without a
// run of their own, into @p row: a static split (the first half of the pieces to one
// thread, the second half to the other), and the same pieces if the second worker ran
// at half speed (a busier machine, an older core): static halves, with the slow worker
// given whichever half suits it better, against pieces taken on demand, each by the
// worker that is free first. Returns the pieces' times.
std::vector<double> work_out_splits(const std::vector<exact_cover::PieceRun>& log,
                                    Row& row) {
    std::vector<double> times;
    double halves[2] = {0, 0};
    for (std::size_t i = 0; i < log.size(); ++i) {
        times.push_back(log[i].end - log[i].start);
        halves[2 * i < log.size() ? 0 : 1] += times.back();
    }
    row.halves = std::max(halves[0], halves[1]);
    row.work = halves[0] + halves[1];
    row.slow_halves = std::min(std::max(halves[0], 2 * halves[1]),
                               std::max(2 * halves[0], halves[1]));
    double free_at[2] = {0, 0};
    for (const double t : times) {
        const int w = free_at[0] <= free_at[1] ? 0 : 1;
        free_at[w] += w == 0 ? t : 2 * t;
    }
    row.slow_demand = std::max(free_at[0], free_at[1]);
    return times;
}

// dlx-mpi on two ranks, twice, the faster run's times in @p row (wall, and the count's
// own): returns the closing line the two runs printed, empty if they differ or failed.
std::string time_mpi(const Mpi& mpi, const exact_cover::Problem& problem, Row& row) {
    std::string line, line_again;
    double counting_again = 0;
    row.ranks =
        run_mpi(mpi.mpirun, mpi.dlx_mpi, problem, mpi.folder, line, row.counting);
    const double again = run_mpi(mpi.mpirun, mpi.dlx_mpi, problem, mpi.folder,
                                 line_again, counting_again);
    if (again < row.ranks) row.ranks = again, row.counting = counting_again;
    return line_again == line ? line : "";
}

// The figures of one problem's row that the prose quotes, under @p key: the gains over
// the search alone, the shares a fast and a half-speed worker reach, and the cut.
void add_split_values(book::Values& values, const std::string& key, const Row& row,
                      bool with_mpi, std::size_t pieces,
                      const std::vector<double>& times) {
    const auto gain = [&](const std::string& name, double time) {
        values.add_ratio(key + "." + name, row.alone / time);
    };
    gain("threads_gain", row.threads);
    if (with_mpi) gain("mpi_gain", row.ranks), gain("mpi_count_gain", row.counting);
    gain("static_gain", row.halves);
    // what share of the best that two workers of speeds 1 and 1/2 can do (finish the
    // work at 1.5 times one worker's speed) each way reaches
    const auto share = [&](const std::string& name, double time) {
        values.add_fixed(key + "." + name, 100 * row.work / (1.5 * time), 0);
    };
    share("slow_static_share", row.slow_halves);
    share("slow_demand_share", row.slow_demand);
    values.add_count(key + ".pieces", pieces);
    values.add_fixed(key + ".launch", row.ranks - row.counting, 1);
    // how unlike the pieces are: the longest against the median, in time
    values.add_fixed(
        key + ".longest_piece",
        *std::max_element(times.begin(), times.end()) / book::median(times), 0);
    values.add(key + ".depth", row.depth);
}

// The pieces of a two-thread count, who ran each and when, for the chapter's figure.
void write_pieces(const std::string& path,
                  const std::vector<exact_cover::PieceRun>& log) {
    std::ofstream out(path);
    out << "piece,worker,start,end,nodes\n";
    for (std::size_t i = 0; i < log.size(); ++i)
        out << i << ',' << log[i].worker << ',' << log[i].start << ',' << log[i].end
            << ',' << log[i].counts.nodes << '\n';
}

// One problem cut into pieces and counted by the search alone, on two threads and (with
// @p mpi) on two ranks: its column of the second table, its figures in @p values, and
// (for the pentominoes) the pieces' log in @p log_path.
Row time_split(const Named& p, const Mpi& mpi, const std::string& log_path,
               book::Values& values) {
    exact_cover::TunedDlx engine(p.problem);
    const std::size_t depth = exact_cover::depth_for(engine, 200);
    const exact_cover::Cut cut = exact_cover::cut_tree(engine, depth);
    Row row{p.name, std::to_string(depth), std::to_string(cut.pieces.size())};
    // Each way is timed twice and the faster run kept: the machine may be doing
    // something else for a moment, and it is never faster than it can be.
    const auto alone = [&] { return engine.count_solutions(); };
    const auto [truth_result, first_seconds] = book::timed(alone);
    row.alone = std::min(first_seconds, book::timed(alone).second);
    const auto split = [&] { return exact_cover::count_in_parallel(engine, cut, 2); };
    auto [two, two_seconds] = book::timed(split);
    if (auto [again, again_seconds] = book::timed(split); again_seconds < two_seconds)
        two = std::move(again), two_seconds = again_seconds;
    row.threads = two_seconds;
    const std::vector<double> times = work_out_splits(two.log, row);
    const bool with_mpi = !mpi.mpirun.empty();
    const std::string mpi_line = with_mpi ? time_mpi(mpi, p.problem, row) : "";
    const std::string truth = altogether(truth_result);
    row.same = altogether(two.total) == truth && (!with_mpi || mpi_line == truth);
    add_split_values(values, p.key, row, with_mpi, cut.pieces.size(), times);
    if (!log_path.empty() && p.key == "pentominoes") write_pieces(log_path, two.log);
    return row;
}

// The second table: a column per problem, the seconds and the gain over the search
// alone, then the half-speed worker worked out, and whether every total agreed.
void print_speedup_table(const std::vector<Row>& rows, bool with_mpi, bool same) {
    std::cout << "\nCounted by the search alone, on two threads and on two MPI ranks\n"
              << "(wall seconds, and the gain over the search alone)\n"
              << std::setw(30) << "";
    for (const Row& r : rows) std::cout << std::setw(22) << r.name;
    std::cout << '\n'
              << std::left << std::setw(30) << "cut: depth, pieces" << std::right;
    for (const Row& r : rows) std::cout << std::setw(22) << r.depth + ", " + r.pieces;
    // A row of times, each with its gain over the search alone, or (slow) with the
    // share it reaches of the best that a fast and a half-speed worker can do.
    const auto line = [&](const char* label, double Row::*time, bool slow = false) {
        std::cout << '\n' << std::left << std::setw(30) << label << std::right;
        for (const Row& r : rows) {
            std::ostringstream cell;
            cell << std::fixed << std::setprecision(2) << r.*time << " s";
            if (slow)
                cell << std::setprecision(0) << std::setw(5)
                     << 100 * r.work / (1.5 * (r.*time)) << "%";
            else if (time != &Row::alone)
                cell << "  " << r.alone / (r.*time) << "x";
            std::cout << std::setw(22) << cell.str();
        }
    };
    line("the search alone", &Row::alone);
    line("2 threads, on demand", &Row::threads);
    if (with_mpi) {
        line("2 MPI ranks, with mpirun", &Row::ranks);
        line("  of which the count", &Row::counting);
    }
    line("2 threads, static halves", &Row::halves);
    std::cout << "\nthe same pieces, one thread at half speed (worked out from their "
                 "times;\n% of the best two such threads can do):";
    line("  static halves", &Row::slow_halves, true);
    line("  on demand", &Row::slow_demand, true);
    std::cout << '\n'
              << (same ? "Every total equals the sequential count's.\n"
                       : "A TOTAL DIFFERS from the sequential count's!\n");
}
// [end:speedup]

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli("Chapter 10: estimates, and the search on threads and ranks");
    std::size_t probes = 1000;
    std::string log_path, values_path;
    Mpi mpi;
    bool timed = false;
    cli.count("--probes", probes, "Random paths per estimate (1000)");
    cli.flag("--time", timed, "Also time the counts on threads and ranks");
    cli.text("--log", log_path, "Write the pieces of a two-thread run (CSV)");
    cli.text("--mpirun", mpi.mpirun, "mpirun, to time dlx-mpi on two ranks");
    cli.text("--dlx-mpi", mpi.dlx_mpi, "The dlx-mpi program");
    cli.text("--values", values_path, "Also write the figures the prose quotes");
    if (const auto status = cli.parse(argc, argv)) return *status;
    book::Values values;

    const Problems problems = book_problems();
    print_estimates(problems.estimated, probes, values);
    if (!timed) return values.write(values_path, "ch10_speedup") ? 0 : 1;

    // a folder of this run's own, so that two runs at once cannot clash
    mpi.folder = std::filesystem::temp_directory_path() /
                 ("ch10_speedup." + std::to_string(::getpid()));
    std::filesystem::create_directories(mpi.folder);
    std::vector<Row> rows;
    for (const Named& p : problems.split)
        rows.push_back(time_split(p, mpi, log_path, values));
    const bool same =
        std::all_of(rows.begin(), rows.end(), [](const Row& r) { return r.same; });
    print_speedup_table(rows, !mpi.mpirun.empty(), same);
    std::filesystem::remove_all(mpi.folder);
    if (!values.write(values_path, "ch10_speedup")) return book::exit_status::failure;
    return same ? 0 : 1;
}
