#include "book/command_line.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <iostream>
#include <limits>
#include <system_error>
#include <utility>

#include "book/exit_status.hpp"
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

std::string either_of(const std::vector<std::string>& choices) {
    std::string text;
    for (std::size_t k = 0; k < choices.size(); ++k)
        text += (k == 0 ? "" : k + 1 == choices.size() ? " or " : ", ") + choices[k];
    return text;
}

int usage_error(std::string_view program, std::string_view message) {
    std::cerr << program << ": " << message << "\nRun with --help for the options.\n";
    return exit_status::usage;
}

namespace {

CLI::Option* cli_option(void* option) { return static_cast<CLI::Option*>(option); }
CLI::App* cli_app(void* app) { return static_cast<CLI::App*>(app); }

template <class T>
CLI::Validator whole_number_check(T least) {
    return CLI::Validator(
        [least](std::string& text) { return whole_number_error<T>(text, least); },
        std::to_string(least) + "+");
}

}  // namespace

Options::Option& Options::Option::required() {
    cli_option(option_)->required();
    return *this;
}

Options::Option& Options::Option::existing_files() {
    cli_option(option_)->check(CLI::ExistingFile);
    return *this;
}

Options::Option& Options::Option::one_of(std::vector<std::string> choices) {
    // no type in the help: the option's help names the choices in its own words
    return check(
        [choices = std::move(choices)](const std::string& text) -> std::string {
            if (std::find(choices.begin(), choices.end(), text) != choices.end())
                return {};
            return "expected " + either_of(choices) + ", not '" +
                   exact_cover::shown_text(text) + "'";
        },
        "");
}

Options::Option& Options::Option::check(
    std::function<std::string(const std::string&)> error, const std::string& type) {
    cli_option(option_)->check(CLI::Validator(
        [error = std::move(error)](std::string& text) { return error(text); }, type));
    return *this;
}

Options::Option& Options::Option::show_default() {
    cli_option(option_)->capture_default_str();
    return *this;
}

bool Options::Option::given() const { return cli_option(option_)->count() > 0; }

Options::Option Options::flag(const std::string& name, bool& on,
                              const std::string& help) {
    return Option(cli_app(app_)->add_flag(name, on, help));
}

Options::Option Options::text(const std::string& name, std::string& value,
                              const std::string& help) {
    return Option(cli_app(app_)->add_option(name, value, help));
}

Options::Option Options::texts(const std::string& name,
                               std::vector<std::string>& values,
                               const std::string& help) {
    CLI::Option* const option = cli_app(app_)->add_option(name, values, help);
    if (name.starts_with("-")) option->allow_extra_args(false);  // one per --name
    return Option(option);
}

Options::Option Options::files(const std::string& name, std::vector<std::string>& paths,
                               const std::string& help) {
    return texts(name, paths, help).existing_files();
}

template <class T>
Options::Option Options::count(const std::string& name, T& value,
                               const std::string& help) {
    return Option(
        cli_app(app_)->add_option(name, value, help)->check(whole_number_check<T>(1)));
}

template <class T>
Options::Option Options::count_or_bare(const std::string& name, T& value, T bare,
                                       const std::string& help) {
    // a CLI11 flag whose default value is given in braces takes `--name=N` too
    return Option(cli_app(app_)
                      ->add_flag(name + "{" + std::to_string(bare) + "}", value, help)
                      ->check(whole_number_check<T>(1))
                      ->type_name("[=N]"));
}

template <class T>
Options::Option Options::whole(const std::string& name, T& value,
                               const std::string& help) {
    return Option(
        cli_app(app_)->add_option(name, value, help)->check(whole_number_check<T>(0)));
}

Options::Option Options::positive(const std::string& name, double& value,
                                  const std::string& help) {
    return Option(
        cli_app(app_)->add_option(name, value, help)->check(CLI::PositiveNumber));
}

Options::Option Options::number(const std::string& name, double& value,
                                const std::string& help) {
    return Option(cli_app(app_)->add_option(name, value, help));
}

#define BOOK_COMMAND_LINE_NUMBERS(T)                                              \
    template Options::Option Options::count<T>(const std::string&, T&,            \
                                               const std::string&);               \
    template Options::Option Options::whole<T>(const std::string&, T&,            \
                                               const std::string&);               \
    template Options::Option Options::count_or_bare<T>(const std::string&, T&, T, \
                                                       const std::string&);
BOOK_COMMAND_LINE_NUMBERS(int)
BOOK_COMMAND_LINE_NUMBERS(unsigned)
BOOK_COMMAND_LINE_NUMBERS(long)
BOOK_COMMAND_LINE_NUMBERS(unsigned long)
BOOK_COMMAND_LINE_NUMBERS(long long)
BOOK_COMMAND_LINE_NUMBERS(unsigned long long)
#undef BOOK_COMMAND_LINE_NUMBERS

bool Subcommand::chosen() const { return cli_app(app())->parsed(); }

struct CommandLine::Parser {
    explicit Parser(std::string description) : app(std::move(description)) {}
    CLI::App app;
    // in the order they were declared, which is the order --help lists them
    std::vector<std::unique_ptr<Subcommand>> subcommands;
    std::vector<std::string> names;
};

CommandLine::CommandLine(std::string description)
    : CommandLine(std::make_unique<Parser>(std::move(description))) {}

CommandLine::CommandLine(std::unique_ptr<Parser> parser)
    : Options(&parser->app), parser_(std::move(parser)) {}

CommandLine::~CommandLine() = default;

Subcommand& CommandLine::subcommand(const std::string& name,
                                    const std::string& summary) {
    CLI::App& app = parser_->app;
    if (parser_->subcommands.empty()) {
        app.require_subcommand(1);
        // before the first subcommand, which inherits it with the help flag
        app.set_help_all_flag("--help-all", "Show the help of every subcommand");
    }
    parser_->names.push_back(name);
    // the constructor is private: a subcommand is made here only
    return *parser_->subcommands.emplace_back(
        new Subcommand(app.add_subcommand(name, summary)));
}

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
    const std::vector<std::string>& names = parser_->names;
    // CLI11 would only say that a subcommand is required, or that the argument was not
    // expected
    if (!names.empty() && argc < 2)
        return usage_error(app.get_name(), "no command: expected " + either_of(names));
    if (!names.empty() && argv[1][0] != '-' &&
        std::find(names.begin(), names.end(), argv[1]) == names.end())
        return usage_error(app.get_name(), "unknown command '" +
                                               exact_cover::shown_text(argv[1]) +
                                               "': expected " + either_of(names));
    if (const std::optional<std::string> bare = empty_option_value(argc, argv))
        return usage_error(app.get_name(), exact_cover::shown_text(*bare) +
                                               " has no value: expected one after '='");
    // the help is output too: a full disk or a closed pipe is reported
    const auto written = [&app] {
        std::cout << std::flush;
        if (std::cout) return exit_status::success;
        std::cerr << app.get_name()
                  << ": cannot write the output: " << std::strerror(errno) << "\n";
        return exit_status::io;
    };
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        std::cout << app.help();  // a subcommand's, when one was given
        return written();
    } catch (const CLI::CallForAllHelp&) {
        std::cout << app.help("", CLI::AppFormatMode::All);
        return written();
    } catch (const CLI::ParseError& error) {
        return usage_error(app.get_name(), error.what());
    }
    return std::nullopt;
}

}  // namespace book
