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
#include "book/values.hpp"
#include "sudoku/grid_count.hpp"

int main(int argc, char** argv) {
    book::CommandLine cli("Chapter 7: every grid with 2x2 and 2x3 boxes, counted");
    bool quick = false;
    std::string values_path;
    cli.flag("--quick", quick, "Skip the plain 2x3 run, which takes seconds");
    cli.text("--values", values_path, "write the chapter's figures here");
    if (const auto status = cli.parse(argc, argv)) return *status;
    book::Values values;
    std::map<std::string, sudoku::GridCount> runs;  // "2x3.free": run
    // [start:main]
    std::cout << "boxes  first row  exact covers  x N!         grids       search "
                 "nodes        updates\n";
    for (const sudoku::Shape shape : {sudoku::Shape(2, 2), sudoku::Shape(2, 3)}) {
        for (const bool fixed : {false, true}) {
            if (quick && !fixed && shape.size() == 6) continue;
            const sudoku::GridCount n = sudoku::count_grids(shape, fixed);
            std::cout << std::left << std::setw(7) << to_string(shape) << std::setw(11)
                      << (fixed ? "fixed" : "free") << std::right << std::setw(12)
                      << n.covers << std::setw(6) << n.multiplier << std::setw(14)
                      << n.grids() << std::setw(19) << n.stats.nodes << std::setw(15)
                      << n.stats.updates << '\n';
            const std::string key = to_string(shape) + (fixed ? ".fixed" : ".free");
            runs.insert({key, n});
        }
    }
    // [end:main]
    for (const auto& [key, run] : runs) {
        values.add_count(key + ".covers", run.covers);
        values.add_count(key + ".grids", run.grids());
        values.add_count(key + ".nodes", run.stats.nodes);
        values.add_millions(key + ".nodes_millions", run.stats.nodes);
        values.add_count(key + ".updates", run.stats.updates);
        values.add_fixed(key + ".updates_billions",
                         static_cast<double>(run.stats.updates) / 1e9, 1);
        values.add_millions(key + ".grids_millions", run.grids());
    }
    if (runs.count("2x3.free")) {  // what fixing the first row saves
        const sudoku::GridCount& free = runs.at("2x3.free");
        const sudoku::GridCount& fixed = runs.at("2x3.fixed");
        values.add_count("2x3.node_ratio", (free.stats.nodes + fixed.stats.nodes / 2) /
                                               fixed.stats.nodes);
        values.add_count(
            "2x3.update_ratio",
            (free.stats.updates + fixed.stats.updates / 2) / fixed.stats.updates);
    }
    return values.write(values_path, "ch07_count_grids") ? 0 : 1;
}
