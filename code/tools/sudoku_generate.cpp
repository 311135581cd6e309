// `sudoku generate`: puzzles with exactly one solution, minimal (no given can be
// removed), reproducible from a seed.
#include <cstddef>
#include <cstdint>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include "book/exit_status.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku_commands.hpp"
#include "tool_io.hpp"

namespace sudoku_tool {

namespace {

struct GenerateOptions {
    std::string box = "3x3";
    std::uint64_t seed = 1;
    std::size_t count = 1;
    std::uint64_t node_limit = exact_cover::Limits::none;
    bool numeric = false;
    bool stats = false;
};

// Puzzle k of a run comes from the k-th number of a generator seeded with --seed, so a
// run is reproducible and its puzzles differ. Each line is written as soon as it is
// made, so that an interrupted run keeps its puzzles whole.
int run_generate(const GenerateOptions& o) {
    const std::optional<sudoku::Shape> shape = box_shape(o.box);  // 3x3 by default
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
            return finish(tools::interrupted_status());
        }
        if (report.no_grid) {
            std::cerr << "sudoku: generate: no complete grid with "
                      << sudoku::to_string(*shape) << " boxes in "
                      << report.grid_attempts << " random tries of "
                      << 64 * shape->cell_count() << " search nodes each\n";
            return finish(book::exit_status::failure);
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
    return finish(book::exit_status::success);
}

}  // namespace

Run declare_generate(book::Subcommand& command) {
    auto o = std::make_shared<GenerateOptions>();
    box_option(command, o->box, "Box shape RxC").show_default();
    command.whole("--seed", o->seed, "Seed: the same seed gives the same puzzles")
        .show_default();
    command.count("--count", o->count, "How many puzzles").show_default();
    command.count("--node-limit", o->node_limit,
                  "Search nodes per uniqueness test (default: no limit); a test "
                  "that runs out keeps its given, "
                  "so the puzzle stays unique but may not be minimal");
    command.flag("--numeric", o->numeric, "Write numbers (0 blank) instead of symbols");
    command.flag("--stats", o->stats, "Append the givens, tests and search nodes used");
    return [o] { return run_generate(*o); };
}

}  // namespace sudoku_tool
