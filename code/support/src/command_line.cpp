#include "book/command_line.hpp"

#include <CLI/CLI.hpp>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <iostream>
#include <limits>
#include <system_error>
#include <utility>

#include "exact_cover/shown_text.hpp"

namespace book {

template <class T>
std::string whole_number_error(const std::string& text, T least) {
    T parsed{};
    const char* const end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, parsed);
    if (error == std::errc::result_out_of_range && !text.empty() && text[0] != '-')
        return "expected a whole number of at most " +
               std::to_string(std::numeric_limits<T>::max()) + ", not '" +
               exact_cover::shown_text(text) + "'";
    if (text.empty() || text[0] == '-' || error != std::errc{} || stop != end ||
        parsed < least)
        return "expected a whole number of " + std::to_string(least) +
               " or more, not '" + exact_cover::shown_text(text) + "'";
    return {};
}

template std::string whole_number_error<int>(const std::string&, int);
template std::string whole_number_error<unsigned>(const std::string&, unsigned);
template std::string whole_number_error<long>(const std::string&, long);
template std::string whole_number_error<unsigned long>(const std::string&,
                                                       unsigned long);
template std::string whole_number_error<long long>(const std::string&, long long);
template std::string whole_number_error<unsigned long long>(const std::string&,
                                                            unsigned long long);

namespace {

CLI::Option* cli_option(void* option) { return static_cast<CLI::Option*>(option); }

template <class T>
CLI::Validator whole_number_check(T least) {
    return CLI::Validator(
        [least](std::string& text) { return whole_number_error<T>(text, least); },
        std::to_string(least) + "+");
}

}  // namespace

struct CommandLine::Parser {
    explicit Parser(std::string description) : app(std::move(description)) {}
    CLI::App app;
};

CommandLine::Option& CommandLine::Option::required() {
    cli_option(option_)->required();
    return *this;
}

CommandLine::Option& CommandLine::Option::existing_files() {
    cli_option(option_)->check(CLI::ExistingFile);
    return *this;
}

CommandLine::Option& CommandLine::Option::one_of(std::vector<std::string> choices) {
    cli_option(option_)->check(CLI::IsMember(std::move(choices)));
    return *this;
}

bool CommandLine::Option::given() const { return cli_option(option_)->count() > 0; }

CommandLine::CommandLine(std::string description)
    : parser_(std::make_unique<Parser>(std::move(description))) {}

CommandLine::~CommandLine() = default;

CommandLine::Option CommandLine::flag(const std::string& name, bool& on,
                                      const std::string& help) {
    return Option(parser_->app.add_flag(name, on, help));
}

CommandLine::Option CommandLine::text(const std::string& name, std::string& value,
                                      const std::string& help) {
    return Option(parser_->app.add_option(name, value, help));
}

CommandLine::Option CommandLine::texts(const std::string& name,
                                       std::vector<std::string>& values,
                                       const std::string& help) {
    return Option(parser_->app.add_option(name, values, help));
}

CommandLine::Option CommandLine::files(const std::string& name,
                                       std::vector<std::string>& paths,
                                       const std::string& help) {
    return texts(name, paths, help).existing_files();
}

template <class T>
CommandLine::Option CommandLine::count(const std::string& name, T& value,
                                       const std::string& help) {
    return Option(
        parser_->app.add_option(name, value, help)->check(whole_number_check<T>(1)));
}

template <class T>
CommandLine::Option CommandLine::count_or_bare(const std::string& name, T& value,
                                               T bare, const std::string& help) {
    // a CLI11 flag whose default value is given in braces takes `--name=N` too
    return Option(
        parser_->app.add_flag(name + "{" + std::to_string(bare) + "}", value, help)
            ->check(whole_number_check<T>(1))
            ->type_name("[=N]"));
}

template <class T>
CommandLine::Option CommandLine::whole(const std::string& name, T& value,
                                       const std::string& help) {
    return Option(
        parser_->app.add_option(name, value, help)->check(whole_number_check<T>(0)));
}

CommandLine::Option CommandLine::positive(const std::string& name, double& value,
                                          const std::string& help) {
    return Option(
        parser_->app.add_option(name, value, help)->check(CLI::PositiveNumber));
}

#define BOOK_COMMAND_LINE_NUMBERS(T)                                                   \
    template CommandLine::Option CommandLine::count<T>(const std::string&, T&,         \
                                                       const std::string&);            \
    template CommandLine::Option CommandLine::whole<T>(const std::string&, T&,         \
                                                       const std::string&);            \
    template CommandLine::Option CommandLine::count_or_bare<T>(const std::string&, T&, \
                                                               T, const std::string&);
BOOK_COMMAND_LINE_NUMBERS(int)
BOOK_COMMAND_LINE_NUMBERS(unsigned)
BOOK_COMMAND_LINE_NUMBERS(long)
BOOK_COMMAND_LINE_NUMBERS(unsigned long)
BOOK_COMMAND_LINE_NUMBERS(long long)
BOOK_COMMAND_LINE_NUMBERS(unsigned long long)
#undef BOOK_COMMAND_LINE_NUMBERS

std::optional<std::string> empty_option_value(int argc, const char* const* argv) {
    for (int k = 1; k < argc; ++k) {
        const std::string_view arg = argv[k];
        if (arg == "--") break;  // the rest are not options
        if (arg.size() > 3 && arg.starts_with("--") && arg.back() == '=' &&
            arg.find('=') == arg.size() - 1)
            return std::string(arg);
    }
    return std::nullopt;
}

std::optional<int> CommandLine::parse(int argc, const char* const* argv) {
    CLI::App& app = parser_->app;
    if (argc > 0 && app.get_name().empty()) {
        const std::string path = argv[0];
        app.name(path.substr(path.find_last_of('/') + 1));
    }
    if (const std::optional<std::string> bare = empty_option_value(argc, argv)) {
        std::cerr << app.get_name() << ": " << exact_cover::shown_text(*bare)
                  << " has no value: expected one after '='\n"
                  << "Run with --help for the options.\n";
        return 2;
    }
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        std::cout << app.help() << std::flush;
        if (std::cout) return 0;
        // the help is output too: a full disk or a closed pipe is reported
        std::cerr << app.get_name()
                  << ": cannot write the output: " << std::strerror(errno) << "\n";
        return 3;
    } catch (const CLI::ParseError& error) {
        std::cerr << app.get_name() << ": " << error.what() << "\n"
                  << "Run with --help for the options.\n";
        return 2;
    }
    return std::nullopt;
}

}  // namespace book
