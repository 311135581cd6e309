/// @file
/// The command line of the book's programs, on CLI11 (not part of the library): every
/// chapter program declares its options the same way and reports a bad value the same
/// way, with a message and exit status 2, never an uncaught exception.
#pragma once

#include <CLI/CLI.hpp>
#include <charconv>
#include <cstddef>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>

namespace book {

/// @p text as a message may show it: control bytes and bytes beyond ASCII as `\xHH`,
/// and cut after @p width characters with the length of the whole, so that a stray
/// binary file or a 10 MB argument does not flood the terminal.
[[nodiscard]] std::string shown(std::string_view text, std::size_t width = 40);

/// A CLI11 check that an option's value is a whole number from @p least to the largest
/// T: a sign, a fraction, a number too large for T or below @p least is refused, and
/// the message repeats what was typed.
template <class T>
[[nodiscard]] CLI::Validator whole_number(T least) {
    const auto check = [least](std::string& text) -> std::string {
        T parsed{};
        const char* const end = text.data() + text.size();
        const auto [stop, error] = std::from_chars(text.data(), end, parsed);
        if (error == std::errc::result_out_of_range && text[0] != '-')
            return "expected a whole number of at most " +
                   std::to_string(std::numeric_limits<T>::max()) + ", not '" +
                   shown(text) + "'";
        if (text.empty() || text[0] == '-' || error != std::errc{} || stop != end ||
            parsed < least)
            return "expected a whole number of " + std::to_string(least) +
                   " or more, not '" + shown(text) + "'";
        return {};
    };
    return CLI::Validator(check, std::to_string(least) + "+");
}

/// A program's options and positional files, declared on CLI11's `CLI::App` and read by
/// parse(). The conventions: `--name=VALUE` or `--name VALUE`; `--help` prints the
/// usage and exits 0; a malformed or out-of-range value, an unknown option or a missing
/// file prints one line naming the option and what it expected, and exits 2.
class CommandLine {
public:
    /// @p description is the first line of `--help`: what the program prints.
    explicit CommandLine(std::string description) : app_(std::move(description)) {}

    /// The CLI11 application, to declare options on: `cli.app().add_option(...)`.
    [[nodiscard]] CLI::App& app() { return app_; }

    /// An option whose value is a count of one or more (`--first`, `--repeat`,
    /// `--budget`): zero, a sign, a fraction or a number too large for T is refused.
    template <class T>
    CLI::Option* count(const std::string& name, T& value, const std::string& help) {
        return app_.add_option(name, value, help)->check(whole_number<T>(1));
    }

    /// Reads the arguments. Returns the exit status when the program should stop now
    /// (0 after `--help`, 2 after an error, reported on @p argv's stderr line), and
    /// nothing when it should run.
    [[nodiscard]] std::optional<int> parse(int argc, const char* const* argv);

private:
    CLI::App app_;
};

}  // namespace book
