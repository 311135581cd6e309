// `sudoku matrix`: the exact-cover matrix of an empty grid, or of a puzzle with its
// givens pre-covered, for other programs or for the eye.
#include <cstddef>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <streambuf>
#include <string>

#include "book/exit_status.hpp"
#include "exact_cover/knuth_format.hpp"
#include "sudoku/cover_matrix.hpp"
#include "sudoku/givens.hpp"
#include "sudoku/matrix_export.hpp"
#include "sudoku/puzzle_reader.hpp"
#include "sudoku_commands.hpp"
#include "tool_io.hpp"

namespace sudoku_tool {

namespace {
// A stream buffer over @p to that writes whole lines until a signal arrives, then
// fails, so that the writer (which stops at a failed stream) ends at once: what a
// program that writes a long text without answers in it (the matrix) needs to end at a
// line's end when interrupted.
class WholeLines : public std::streambuf {
public:
    explicit WholeLines(std::ostream& to) : to_(to) {}
    [[nodiscard]] bool cut() const noexcept { return cut_; }
    [[nodiscard]] std::size_t written() const noexcept { return lines_; }

protected:
    int_type overflow(int_type c) override {
        if (traits_type::eq_int_type(c, traits_type::eof()))
            return traits_type::not_eof(c);
        if (cut_) return traits_type::eof();  // the stream fails: the writer stops
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
    const std::optional<sudoku::Shape> shape = box_shape(o.box);
    exact_cover::Problem problem;
    if (o.puzzle.empty()) {
        problem = sudoku::cover_matrix_by_rows(shape ? *shape : sudoku::Shape());
    } else {
        std::istringstream in(o.puzzle);
        sudoku::PuzzleReader reader(in, shape);
        const auto entry = reader.next();
        if (!entry)
            throw tools::UsageError{"--puzzle: expected a puzzle, found nothing"};
        if (!entry->ok()) {
            std::cerr << "sudoku: --puzzle:" << entry->error().column() << ": "
                      << entry->error().message() << '\n';
            return book::exit_status::failure;
        }
        if (reader.next())
            throw tools::UsageError{
                "--puzzle: expected one puzzle, found a second after it"};
        const std::optional<sudoku::ReducedProblem> reduced =
            sudoku::precover_givens(entry->grid());
        if (!reduced) {  // (the reader lets no clash through; a grid might one day)
            std::cerr << "sudoku: --puzzle: "
                      << sudoku::clash_message(entry->grid().shape(),
                                               *sudoku::find_clash(entry->grid()))
                      << '\n';
            return book::exit_status::failure;
        }
        if (reduced->problem.primary_count() == 0) {
            std::cerr << "sudoku: --puzzle: its givens fill the grid, so no column is "
                         "left: there is no matrix to write\n";
            return book::exit_status::failure;
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
        return finish(tools::interrupted_status());
    }
    if (!out) std::cout.setstate(std::ios::badbit);  // a failed write, reported below
    return finish(book::exit_status::success);
}

}  // namespace

Run declare_matrix(book::Subcommand& command) {
    auto o = std::make_shared<MatrixOptions>();
    command
        .text("--format", o->format,
              "dlx (Knuth's input format), text (0/1 rows) or pbm (an image)")
        .show_default()
        .one_of({"dlx", "text", "pbm"});
    box_option(command, o->box, "Box shape RxC of the empty grid (default 3x3)");
    command.text("--puzzle", o->puzzle, "A puzzle in the line or numeric format");
    return [o] { return run_matrix(*o); };
}

}  // namespace sudoku_tool
