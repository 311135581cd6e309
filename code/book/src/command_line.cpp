#include "book/command_line.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <iostream>
#include <limits>
#include <memory>
#include <system_error>
#include <type_traits>
#include <utility>

#include "book/exit_status.hpp"
#include "exact_cover/shown_text.hpp"

namespace book {

template <class T>
std::optional<T> whole_number(std::string_view text, T least, T most) {
    T parsed{};
    const char* const end = text.data() + text.size();
    // from_chars takes no '+' and reads no '-' into an unsigned type, and says when
    // the digits are too many for T: nothing here can overflow or throw
    const auto [stop, error] = std::from_chars(text.data(), end, parsed);
    if (text.empty() || text[0] == '-' || error != std::errc{} || stop != end ||
        parsed < least || parsed > most)
        return std::nullopt;
    return parsed;
}

template <class T>
std::string whole_number_error(const std::string& text, T least, T most) {
    if (whole_number<T>(text, least, most)) return {};
    return "expected a whole number from " + std::to_string(least) + " to " +
           std::to_string(most) + ", not '" + exact_cover::shown_text(text) + "'";
}

#define BOOK_WHOLE_NUMBERS(T)                                          \
    template std::optional<T> whole_number<T>(std::string_view, T, T); \
    template std::string whole_number_error<T>(const std::string&, T, T);
BOOK_WHOLE_NUMBERS(int)
BOOK_WHOLE_NUMBERS(unsigned)
BOOK_WHOLE_NUMBERS(long)
BOOK_WHOLE_NUMBERS(unsigned long)
BOOK_WHOLE_NUMBERS(long long)
BOOK_WHOLE_NUMBERS(unsigned long long)
#undef BOOK_WHOLE_NUMBERS

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

// The value a switch's name carries in CLI11 (`--count{...}`) when it is given bare:
// no one types it, so any value typed after `=` differs from it and is refused.
constexpr const char* bare_switch = "\x01";

// Declares @p name, which CLI11 reads as text, and reads each value given into
// @p value with whole_number(), after the check that it is one from @p least to
// @p most: CLI11's own conversion of numbers (std::stoll for a flag's value, which
// aborts past 2^63 - 1) is never run.
template <class T>
CLI::Option* whole_number_option(CLI::Option* option, T& value, T least, T most) {
    // the help shows the type and the range: `UINT:1+`, `UINT:0..1024`
    const std::string range = most == std::numeric_limits<T>::max()
                                  ? std::to_string(least) + "+"
                                  : std::to_string(least) + ".." + std::to_string(most);
    return option->type_name(std::is_signed_v<T> ? "INT" : "UINT")
        ->check(CLI::Validator(
            [least, most](std::string& text) {
                return whole_number_error<T>(text, least, most);
            },
            range))
        ->each([&value, least, most](const std::string& text) {
            value = whole_number<T>(text, least, most).value();
        });
}

// An option given twice keeps its last value (`--limit=5 --limit=7` is 7), as a
// command line built up by a script expects; a positional argument given twice is
// still two arguments, and refused where one is wanted.
CLI::Option* last_wins(CLI::Option* option, const std::string& name) {
    if (name.starts_with("-"))
        option->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
    return option;
}

// The help of every command, as CLI11 writes it but for the values CLI11 keeps in
// braces after a flag's name (`--estimate{1000}`, a switch's bare value): the option's
// help says what a bare flag means.
class Help : public CLI::Formatter {
public:
    std::string make_option_name(const CLI::Option* option,
                                 bool positional) const override {
        std::string name = CLI::Formatter::make_option_name(option, positional);
        for (std::size_t open = name.find('{'); open != std::string::npos;
             open = name.find('{', open))
            name.erase(open, name.find('}', open) - open + 1);
        return name;
    }
};

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
    // bare, CLI11 gives the switch the value in braces; typed after '=', what was typed
    CLI::Option* const option =
        cli_app(app_)->add_flag(name + "{" + bare_switch + "}", help);
    option->check(CLI::Validator(
        [name](std::string& text) -> std::string {
            if (text == bare_switch) return {};
            return "a switch takes no value: give " + name + " alone, not '" + name +
                   "=" + exact_cover::shown_text(text) + "'";
        },
        ""));
    option->each([&on](const std::string&) { on = true; });
    return Option(option);
}

Options::Option Options::text(const std::string& name, std::string& value,
                              const std::string& help) {
    return Option(last_wins(cli_app(app_)->add_option(name, value, help), name));
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
                               const std::string& help, T most) {
    return Option(whole_number_option(
        last_wins(cli_app(app_)->add_option(name, help), name), value, T{1}, most));
}

template <class T>
Options::Option Options::count_or_bare(const std::string& name, T& value, T bare,
                                       const std::string& help, T most) {
    // a CLI11 flag whose default value is given in braces takes `--name=N` too
    CLI::Option* const option =
        cli_app(app_)->add_flag(name + "{" + std::to_string(bare) + "}", help);
    return Option(whole_number_option(option, value, T{1}, most)->type_name("[=N]"));
}

template <class T>
Options::Option Options::whole(const std::string& name, T& value,
                               const std::string& help, T most) {
    return Option(whole_number_option(
        last_wins(cli_app(app_)->add_option(name, help), name), value, T{0}, most));
}

Options::Option Options::positive(const std::string& name, double& value,
                                  const std::string& help) {
    return Option(last_wins(
        cli_app(app_)->add_option(name, value, help)->check(CLI::PositiveNumber),
        name));
}

Options::Option Options::number(const std::string& name, double& value,
                                const std::string& help) {
    return Option(last_wins(cli_app(app_)->add_option(name, value, help), name));
}

#define BOOK_COMMAND_LINE_NUMBERS(T)                                              \
    template Options::Option Options::count<T>(const std::string&, T&,            \
                                               const std::string&, T);            \
    template Options::Option Options::whole<T>(const std::string&, T&,            \
                                               const std::string&, T);            \
    template Options::Option Options::count_or_bare<T>(const std::string&, T&, T, \
                                                       const std::string&, T);
BOOK_COMMAND_LINE_NUMBERS(int)
BOOK_COMMAND_LINE_NUMBERS(unsigned)
BOOK_COMMAND_LINE_NUMBERS(long)
BOOK_COMMAND_LINE_NUMBERS(unsigned long)
BOOK_COMMAND_LINE_NUMBERS(long long)
BOOK_COMMAND_LINE_NUMBERS(unsigned long long)
#undef BOOK_COMMAND_LINE_NUMBERS

bool Subcommand::chosen() const { return cli_app(app())->parsed(); }

struct CommandLine::Parser {
    explicit Parser(std::string description) : app(std::move(description)) {
        app.formatter(std::make_shared<Help>());  // the subcommands inherit it
    }
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
