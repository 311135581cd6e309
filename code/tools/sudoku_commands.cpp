#include "sudoku_commands.hpp"

#include <charconv>
#include <iostream>
#include <string_view>
#include <system_error>

#include "book/exit_status.hpp"
#include "exact_cover/shown_text.hpp"
#include "tool_io.hpp"

namespace sudoku_tool {

namespace {

// "RxC": two whole numbers of 1 or more whose product is a size the library takes, or
// nothing.
std::optional<sudoku::Shape> read_box(std::string_view text) {
    const auto number = [](std::string_view digits) -> std::optional<std::size_t> {
        std::size_t value = 0;
        const char* const end = digits.data() + digits.size();
        const auto [stop, error] = std::from_chars(digits.data(), end, value);
        if (digits.empty() || error != std::errc{} || stop != end || value == 0)
            return std::nullopt;
        return value;
    };
    const std::size_t x = text.find('x');
    const auto r =
        number(text.substr(0, x == std::string_view::npos ? text.size() : x));
    const auto c =
        x == std::string_view::npos ? std::nullopt : number(text.substr(x + 1));
    if (!r || !c || *r > sudoku::max_size || *c > sudoku::max_size ||
        *r * *c > sudoku::max_size)
        return std::nullopt;
    return sudoku::Shape(*r, *c);
}

// Why @p text is no box shape, in the words of the command line's other checks.
std::string box_error(const std::string& text) {
    if (read_box(text)) return {};
    return "expected RxC (for example 3x3 or 2x3), two whole numbers with R·C from 1 "
           "to " +
           std::to_string(sudoku::max_size) + ", not '" +
           exact_cover::shown_text(text) + "'";
}

}  // namespace

int finish(int status) { return tools::finish_output(program, status); }

book::Options::Option box_option(book::Subcommand& command, std::string& box,
                                 const std::string& help) {
    return command.text("--box", box, help).check(box_error, "");
}

std::optional<sudoku::Shape> box_shape(const std::string& box) {
    if (box.empty()) return std::nullopt;
    return read_box(box);
}

std::vector<std::string> algorithm_names() {
    std::vector<std::string> names;
    for (const auto& info : sudoku::algorithms()) names.emplace_back(info.name);
    return names;
}

sudoku::Algorithm algorithm_named(const std::string& name) {
    return sudoku::algorithm_by_name(name).value();
}

exact_cover::Limits limits(std::uint64_t solutions, std::uint64_t nodes) {
    return {
        .solutions = solutions, .nodes = nodes, .interrupt = tools::interrupt_flag()};
}

int each_puzzle(const std::string& path, const std::string& box, const Answer& answer) {
    tools::Input input(path);
    sudoku::PuzzleReader reader(input.stream(), box_shape(box));
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
        if (tools::output_failed()) return finish(book::exit_status::io);
    }
    if (tools::interrupted()) {
        std::cerr << "sudoku: interrupted after " << answered
                  << " answers, all written\n";
        return finish(tools::interrupted_status());
    }
    if (const std::string error = input.error(); !error.empty()) {
        std::cerr << "sudoku: " << input.name() << ": cannot read: " << error << '\n';
        return finish(book::exit_status::io);
    }
    if (puzzles == 0) {
        std::cerr
            << "sudoku: " << input.name()
            << ": no puzzle found (expected a line of N^2 symbols or N^2 numbers)\n";
        return finish(book::exit_status::failure);
    }
    return finish(rejected ? book::exit_status::failure : book::exit_status::success);
}

}  // namespace sudoku_tool
