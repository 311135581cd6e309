// Chapter 8: every solver of the book on the first puzzles of each public 9 x 9 slice.
// For each solver and set: how many puzzles it solved within the node budget and the
// median search nodes to the first solution; with --time=R (the measure workflow) also
// the median microseconds, each puzzle's the fastest of R runs. Every solution is
// checked by sudoku::check_solution. --csv=FILE also writes one line per puzzle and
// solver for the plot; --values=FILE the figures the prose quotes, as `key value`
// lines: each solver's median nodes per set, and with --time, over the sets, the least
// and most lead of Dancing Links over the next general solver and of `fast` over
// Dancing Links (in median time), and the cost of a node of Dancing Links and of
// `propagation` (median time over median nodes, setup included). Usage: ch08_compare
// [--first=K]
// [--budget=NODES] [--time=R] [--csv=FILE] [--values=FILE] PUZZLE_FILE ...
#include <algorithm>
#include <cstdint>
#include <functional>
#include <iomanip>
#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "book/command_line.hpp"
#include "book/exit_status.hpp"
#include "book/solver_runs.hpp"
#include "book/timing.hpp"
#include "book/values.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku/solvers.hpp"
#include "sudoku/verify.hpp"

namespace {

std::string set_name(const std::string& path) {
    std::string name = path.substr(path.find_last_of('/') + 1);
    return name.substr(0, name.find('.'));
}

// What the command line asks of every run.
struct Settings {
    std::size_t first = 20;         // the first K puzzles of each file
    std::uint64_t budget = 200000;  // search nodes per puzzle and solver
    int rounds = 0;                 // timed runs per puzzle (0: not timed)
};

// One solver on one set: how many puzzles it solved and, per puzzle, its nodes and
// (timed) its microseconds.
struct SolverCosts {
    std::size_t solved = 0;
    std::vector<std::uint64_t> nodes;
    std::vector<double> micros;
    std::vector<double> spreads;  // (timed) each solved puzzle's book::Timing::spread()
};

// Per set, when timed: the lead of Dancing Links over the next general solver and of
// fast over it, and the median time over the median nodes where that median is not 0.
struct Leads {
    std::vector<double> dlx, fast;
    std::vector<double> dlx_ns_per_node, propagation_us_per_node;

    // The leads and costs of one set, from each solver's medians.
    void add(std::map<std::string, double>& median_us,
             std::map<std::string, std::uint64_t>& median_nodes) {
        double next = 1e300;  // the fastest general solver after Dancing Links
        for (const auto& [name, us] : median_us)
            if (name != "dlx" && name != "fast") next = std::min(next, us);
        dlx.push_back(next / median_us["dlx"]);
        fast.push_back(median_us["dlx"] / median_us["fast"]);
        if (median_nodes["dlx"] > 0)
            dlx_ns_per_node.push_back(1000 * median_us["dlx"] /
                                      static_cast<double>(median_nodes["dlx"]));
        if (median_nodes["propagation"] > 0)
            propagation_us_per_node.push_back(
                median_us["propagation"] /
                static_cast<double>(median_nodes["propagation"]));
    }
};

// The first lines: what each set's table counts, and (timed) how it times.
void print_header(const Settings& settings) {
    std::cout << "first " << settings.first << " puzzles of each set; budget "
              << settings.budget << " nodes per puzzle"
              << (settings.rounds > 0
                      ? "; microseconds, the fastest of " +
                            std::to_string(settings.rounds) +
                            " runs;\nspread: the median of the solved "
                            "puzzles' (second fastest over fastest, less 1)"
                      : "")
              << "\nsolver                 solved   median nodes"
              << (settings.rounds > 0 ? "   median us  spread" : "") << '\n';
}

// Runs the solver of @p info on each of @p puzzles of @p set to its first solution,
// within the budget, timed when asked, with a line per puzzle in @p csv. Every solution
// is checked: nothing, having said so, if one is wrong.
std::optional<SolverCosts> run_solver(const sudoku::AlgorithmInfo& info,
                                      const std::vector<sudoku::Grid>& puzzles,
                                      const std::string& set, const Settings& settings,
                                      book::SolverRuns& csv) {
    const std::uint64_t budget = settings.budget;
    const int rounds = settings.rounds;
    sudoku::Solver solver(info.algorithm);
    SolverCosts costs;
    for (std::size_t k = 0; k < puzzles.size(); ++k) {
        std::optional<sudoku::Grid> solution;
        const auto keep = [&solution](const sudoku::Grid& found) {
            solution = found;
            return exact_cover::Next::stop;
        };
        const exact_cover::SearchResult stats =
            solver.solve(puzzles[k], keep, {.nodes = budget});
        double best = 0;
        if (rounds > 0) {
            // out of budget: once is enough
            const std::function<void()> solve[] = {
                [&] { (void)solver.solve(puzzles[k], keep, {.nodes = budget}); }};
            const book::Timing timing =
                book::time_in_turns(solution ? rounds : 1, solve)[0];
            best = 1e6 * timing.best;
            if (solution) costs.spreads.push_back(timing.spread());
        }
        if (solution && !sudoku::check_solution(puzzles[k], *solution).ok()) {
            std::cerr << "ch08_compare: " << info.name << " gave a wrong answer\n";
            return std::nullopt;
        }
        costs.solved += solution ? 1 : 0;
        costs.nodes.push_back(stats.nodes);
        costs.micros.push_back(best);
        csv.row(set, k + 1, info.name, stats.nodes, !solution,
                rounds > 0 ? std::optional<double>(best) : std::nullopt);
    }
    return costs;
}

// One set's table: a row per solver (solved, median nodes and, timed, median time),
// each solver's figures in @p values and, timed, the set's leads in @p leads. Returns
// false when a solver gave a wrong answer.
bool compare_set(const std::string& file, const Settings& settings,
                 book::SolverRuns& csv, book::Values& values, Leads& leads) {
    std::map<std::string, double> median_us;  // per solver
    std::map<std::string, std::uint64_t> median_nodes;
    std::vector<sudoku::Grid> puzzles = sudoku::read_puzzle_file(file);
    puzzles.resize(std::min(settings.first, puzzles.size()));
    std::cout << set_name(file) << '\n';
    for (const sudoku::AlgorithmInfo& info : sudoku::algorithms()) {
        // Going faster compares its own, and chapter 13's engine comes later
        if (info.chapter == 0 || info.chapter > 8) continue;
        const std::optional<SolverCosts> costs =
            run_solver(info, puzzles, set_name(file), settings, csv);
        if (!costs) return false;
        std::cout << "  " << std::left << std::setw(20) << info.name << std::right
                  << std::setw(4) << costs->solved << '/' << std::left << std::setw(4)
                  << puzzles.size() << std::right << std::setw(13)
                  << book::median(costs->nodes);
        // a row's noise: the median of its puzzles' spreads ("-" where none was solved,
        // each out of budget and so timed once)
        const bool has_spread = !costs->spreads.empty();
        const double spread = has_spread ? 100 * book::median(costs->spreads) : 0;
        if (settings.rounds > 0) {
            std::cout << std::fixed << std::setprecision(1) << std::setw(12)
                      << book::median(costs->micros) << std::setprecision(0);
            if (has_spread)
                std::cout << std::setw(8) << spread << " %";
            else
                std::cout << std::setw(10) << "-";
        }
        std::cout << '\n';
        median_us[std::string(info.name)] = book::median(costs->micros);
        median_nodes[std::string(info.name)] = book::median(costs->nodes);
        const std::string key = set_name(file) + '.' + std::string(info.name);
        values.add_count(key + ".median_nodes", book::median(costs->nodes));
        values.add_count(key + ".solved", costs->solved);
        if (settings.rounds > 0) {
            values.add_fixed(key + ".median_us", book::median(costs->micros), 1);
            if (has_spread) values.add_fixed(key + ".spread", spread, 0);
        }
    }
    if (settings.rounds > 0) leads.add(median_us, median_nodes);
    return true;
}

// The figures over all sets that the prose quotes (timed only): the least and most
// lead of Dancing Links and of fast, and the range of the cost of a node.
void add_lead_values(book::Values& values, const Leads& leads) {
    const auto [dlx_least, dlx_most] =
        std::minmax_element(leads.dlx.begin(), leads.dlx.end());
    const auto [fast_least, fast_most] =
        std::minmax_element(leads.fast.begin(), leads.fast.end());
    values.add_fixed("dlx_lead.least", *dlx_least, 1);
    values.add_fixed("dlx_lead.most", *dlx_most, 1);
    values.add_fixed("fast_lead.least", *fast_least, 1);
    values.add_fixed("fast_lead.most", *fast_most, 1);
    const auto add_range = [&values](const std::string& key,
                                     const std::vector<double>& costs, int decimals) {
        if (costs.empty()) return;
        const auto [least, most] = std::minmax_element(costs.begin(), costs.end());
        values.add_fixed(key + ".least", *least, decimals);
        values.add_fixed(key + ".most", *most, decimals);
    };
    add_range("dlx_ns_per_node", leads.dlx_ns_per_node, 0);
    add_range("propagation_us_per_node", leads.propagation_us_per_node, 1);
}

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli("Chapter 8: the four solvers on puzzle files, node for node");
    Settings settings;
    std::string csv_path, values_path;
    std::vector<std::string> files;
    cli.count("--first", settings.first, "The first K puzzles of each file (20)");
    cli.count("--budget", settings.budget,
              "Search nodes per puzzle and solver (200000)");
    cli.count("--time", settings.rounds, "Also time each solve: the fastest of R runs");
    cli.text("--csv", csv_path, "Also write one line per puzzle and solver");
    cli.text("--values", values_path, "Also write the ratios the prose quotes");
    cli.files("files", files, "Puzzle files").required();
    if (const auto status = cli.parse(argc, argv)) return *status;
    book::SolverRuns csv(csv_path);
    print_header(settings);
    book::Values values;
    Leads leads;
    for (const std::string& file : files)
        if (!compare_set(file, settings, csv, values, leads))
            return book::exit_status::failure;
    if (!leads.dlx.empty()) add_lead_values(values, leads);
    return values.write(values_path, "ch08_compare") ? 0 : 1;
}
