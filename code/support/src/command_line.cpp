#include "book/command_line.hpp"

#include <iostream>

#include "sudoku/line_format.hpp"

namespace book {

std::string shown(std::string_view text, std::size_t width) {
    return sudoku::shown_text(text, width);
}

std::optional<int> CommandLine::parse(int argc, const char* const* argv) {
    if (argc > 0 && app_.get_name().empty()) {
        const std::string path = argv[0];
        app_.name(path.substr(path.find_last_of('/') + 1));
    }
    try {
        app_.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        std::cout << app_.help();
        return 0;
    } catch (const CLI::ParseError& error) {
        std::cerr << app_.get_name() << ": " << error.what() << "\n"
                  << "Run with --help for the options.\n";
        return 2;
    }
    return std::nullopt;
}

}  // namespace book
