// Chapter 7: every complete grid with 2 x 2 and 2 x 3 boxes, counted by Dancing Links
// as the exact covers of the empty grid's matrix, first plainly, then with the first
// row fixed. With --values=FILE it also writes the figures the chapter quotes. Usage:
// ch07_count_grids [--quick] [--values=FILE]  (--quick skips the plain 2 x 3 run, which
// takes seconds)
#include <cstdint>
#include <iomanip>
#include <iostream>
#include <map>
#include <string>
#include <utility>

#include "book/command_line.hpp"
#include "book/timing.hpp"
#include "book/values.hpp"
#include "sudoku/grid_count.hpp"

int main(int argc, char** argv) {
    book::CommandLine cli("Chapter 7: every grid with 2x2 and 2x3 boxes, counted");
    bool quick = false;
    std::string values_path;
    cli.app().add_flag("--quick", quick, "Skip the plain 2x3 run, which takes seconds");
    cli.app().add_option("--values", values_path, "write the chapter's figures here");
    if (const auto status = cli.parse(argc, argv)) return *status;
    book::Values values;
    std::map<std::string, std::pair<sudoku::GridCount, double>>
        runs;  // "2x3.free": run
    // [start:main]
    std::cout << "boxes  first row  exact covers  x N!         grids       search "
                 "nodes        updates   seconds\n";
    for (const sudoku::Shape shape : {sudoku::Shape(2, 2), sudoku::Shape(2, 3)}) {
        for (const bool fixed : {false, true}) {
            if (quick && !fixed && shape.size() == 6) continue;
            const auto [n, seconds] =
                book::timed([&] { return sudoku::count_grids(shape, fixed); });
            std::cout << std::left << std::setw(7) << to_string(shape) << std::setw(11)
                      << (fixed ? "fixed" : "free") << std::right << std::setw(12)
                      << n.covers << std::setw(6) << n.multiplier << std::setw(14)
                      << n.grids() << std::setw(19) << n.stats.nodes << std::setw(15)
                      << n.stats.updates << std::fixed << std::setprecision(3)
                      << std::setw(10) << seconds << '\n';
            const std::string key = to_string(shape) + (fixed ? ".fixed" : ".free");
            runs.insert({key, {n, seconds}});
        }
    }
    // [end:main]
    for (const auto& [key, run] : runs) {
        values.add_count(key + ".covers", run.first.covers);
        values.add_count(key + ".grids", run.first.grids());
        values.add_count(key + ".nodes", run.first.stats.nodes);
        values.add_millions(key + ".nodes_millions", run.first.stats.nodes);
        values.add_count(key + ".updates", run.first.stats.updates);
        values.add_fixed(key + ".updates_billions",
                         static_cast<double>(run.first.stats.updates) / 1e9, 1);
        values.add_millions(key + ".grids_millions", run.first.grids());
    }
    if (runs.count("2x3.free")) {  // what fixing the first row saves
        const auto& [free, free_seconds] = runs.at("2x3.free");
        const auto& [fixed, fixed_seconds] = runs.at("2x3.fixed");
        values.add_count("2x3.node_ratio", (free.stats.nodes + fixed.stats.nodes / 2) /
                                               fixed.stats.nodes);
        values.add_count("2x3.time_ratio", static_cast<std::uint64_t>(
                                               free_seconds / fixed_seconds + 0.5));
    }
    return values.write(values_path, "ch07_count_grids") ? 0 : 1;
}
