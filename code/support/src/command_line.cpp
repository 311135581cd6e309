#include "book/command_line.hpp"

#include <iostream>

namespace book {

std::string shown(std::string_view text, std::size_t width) {
    std::string out;
    std::size_t k = 0;
    for (; k < text.size() && k < width; ++k) {
        const auto byte = static_cast<unsigned char>(text[k]);
        if (byte >= 0x20 && byte < 0x7F) {
            out += text[k];
        } else {
            const char* hex = "0123456789ABCDEF";
            out += "\\x";
            out += hex[byte >> 4];
            out += hex[byte & 15];
        }
    }
    if (k < text.size()) out += "... (" + std::to_string(text.size()) + " bytes)";
    return out;
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
