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

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli("Chapter 10: estimates, and the search on threads and ranks");
    std::size_t probes = 1000;
    std::string log_path, mpirun, dlx_mpi, values_path;
    bool timed = false;
    cli.count("--probes", probes, "Random paths per estimate (1000)");
    cli.flag("--time", timed, "Also time the counts on threads and ranks");
    cli.text("--log", log_path, "Write the pieces of a two-thread run (CSV)");
    cli.text("--mpirun", mpirun, "mpirun, to time dlx-mpi on two ranks");
    cli.text("--dlx-mpi", dlx_mpi, "The dlx-mpi program");
    cli.text("--values", values_path, "Also write the figures the prose quotes");
    if (const auto status = cli.parse(argc, argv)) return *status;
    book::Values values;

    // The estimates are checked on four problems the book counts (the 6x6 grids with
    // their first row fixed, chapter 7's symmetry, which keeps the build quick); the
    // split is timed on the two largest, the grids with any first row.
    const Named pentominoes{"6x10 pentominoes", "pentominoes",
                            exact_cover::pentomino_problem(10, 6)};
    const std::vector<Named> problems = {
        {"8 queens", "queens8", exact_cover::queens_problem(8)},
        {"12 queens", "queens12", exact_cover::queens_problem(12)},
        pentominoes,
        {"6x6, 1st row fixed", "grids6",
         sudoku::precover_givens(sudoku::parse_line("123456" + std::string(30, '.')))
             .value()
             .problem}};
    const std::vector<Named> split = {
        pentominoes,
        {"6x6 grids", "grids6", sudoku::cover_matrix_by_rows(sudoku::Shape(2, 3))}};

    // [start:estimates]
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
    // [end:estimates]
    if (!timed) return values.write(values_path, "ch10_speedup") ? 0 : 1;

    // [start:speedup]
    struct Row {
        std::string name, depth, pieces;
        double alone = 0, threads = 0, ranks = 0, counting = 0, halves = 0;
        // with one worker at half speed, and the pieces' whole work on one fast worker
        double slow_halves = 0, slow_demand = 0, work = 0;
    };
    std::vector<Row> rows;
    // a folder of this run's own, so that two runs at once cannot clash
    const std::filesystem::path folder = std::filesystem::temp_directory_path() /
                                         ("ch10_speedup." + std::to_string(::getpid()));
    std::filesystem::create_directories(folder);
    bool same = true;
    for (const Named& p : split) {
        exact_cover::TunedDlx engine(p.problem);
        const std::size_t depth = exact_cover::depth_for(engine, 200);
        const exact_cover::Cut cut = exact_cover::cut_tree(engine, depth);
        Row row{p.name, std::to_string(depth), std::to_string(cut.pieces.size())};
        // Each way is timed twice and the faster run kept: the machine may be doing
        // something else for a moment, and it is never faster than it can be.
        const auto alone = [&] { return engine.count_solutions(); };
        const auto [truth_result, first_seconds] = book::timed(alone);
        row.alone = std::min(first_seconds, book::timed(alone).second);
        const auto split = [&] {
            return exact_cover::count_in_parallel(engine, cut, 2);
        };
        auto [two, two_seconds] = book::timed(split);
        if (auto [again, again_seconds] = book::timed(split);
            again_seconds < two_seconds)
            two = std::move(again), two_seconds = again_seconds;
        row.threads = two_seconds;
        // A static split, timed from the pieces' own times in the two-thread log: the
        // first half of the pieces to one thread, the second half to the other.
        std::vector<double> times;
        double halves[2] = {0, 0};
        for (std::size_t i = 0; i < two.log.size(); ++i) {
            times.push_back(two.log[i].end - two.log[i].start);
            halves[2 * i < two.log.size() ? 0 : 1] += times.back();
        }
        row.halves = std::max(halves[0], halves[1]);
        row.work = halves[0] + halves[1];
        // The same pieces if the second worker ran at half speed (a busier machine, an
        // older core), worked out from their times: static halves, with the slow worker
        // given whichever half suits it better, against pieces taken on demand, each by
        // the worker that is free first.
        row.slow_halves = std::min(std::max(halves[0], 2 * halves[1]),
                                   std::max(2 * halves[0], halves[1]));
        double free_at[2] = {0, 0};
        for (const double t : times) {
            const int w = free_at[0] <= free_at[1] ? 0 : 1;
            free_at[w] += w == 0 ? t : 2 * t;
        }
        row.slow_demand = std::max(free_at[0], free_at[1]);
        std::string mpi_line;
        if (!mpirun.empty()) {
            row.ranks =
                run_mpi(mpirun, dlx_mpi, p.problem, folder, mpi_line, row.counting);
            std::string line_again;
            double counting_again = 0;
            const double again =
                run_mpi(mpirun, dlx_mpi, p.problem, folder, line_again, counting_again);
            same = same && line_again == mpi_line;
            if (again < row.ranks) row.ranks = again, row.counting = counting_again;
        }
        const std::string truth = altogether(truth_result);
        same = same && altogether(two.total) == truth &&
               (mpirun.empty() || mpi_line == truth);
        const auto gain = [&](const std::string& key, double time) {
            values.add_fixed(p.key + "." + key, row.alone / time, 2);
        };
        gain("threads_gain", row.threads);
        if (!mpirun.empty())
            gain("mpi_gain", row.ranks), gain("mpi_count_gain", row.counting);
        gain("static_gain", row.halves);
        // what share of the best that two workers of speeds 1 and 1/2 can do (finish
        // the work at 1.5 times one worker's speed) each way reaches
        const auto share = [&](const std::string& key, double time) {
            values.add_fixed(p.key + "." + key, 100 * row.work / (1.5 * time), 0);
        };
        share("slow_static_share", row.slow_halves);
        share("slow_demand_share", row.slow_demand);
        values.add_count(p.key + ".pieces", cut.pieces.size());
        values.add_fixed(p.key + ".launch", row.ranks - row.counting, 1);
        // how unlike the pieces are: the longest against the median, in time
        values.add_fixed(
            p.key + ".longest_piece",
            *std::max_element(times.begin(), times.end()) / book::median(times), 0);
        values.add(p.key + ".depth", std::to_string(depth));
        rows.push_back(row);
        if (!log_path.empty() && p.key == "pentominoes") {
            std::ofstream log(log_path);
            log << "piece,worker,start,end,nodes\n";
            for (std::size_t i = 0; i < two.log.size(); ++i)
                log << i << ',' << two.log[i].worker << ',' << two.log[i].start << ','
                    << two.log[i].end << ',' << two.log[i].counts.nodes << '\n';
        }
    }
    // The table: a column per problem, the seconds and the gain over the search alone.
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
    if (!mpirun.empty()) {
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
    // [end:speedup]
    std::filesystem::remove_all(folder);
    if (!values.write(values_path, "ch10_speedup")) return 1;
    return same ? 0 : 1;
}
