/// @file
/// The command line of the book's programs, on CLI11 (not part of the library): every
/// chapter program declares its options the same way and reports a bad value the same
/// way, with a message and exit status 2, never an uncaught exception.
#pragma once

#include <CLI/CLI.hpp>
#include <charconv>
#include <optional>
#include <string>
#include <system_error>
#include <utility>

namespace book {

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
        const auto check = [](std::string& text) -> std::string {
            T parsed{};
            const char* const end = text.data() + text.size();
            const auto [stop, error] = std::from_chars(text.data(), end, parsed);
            if (text.empty() || text[0] == '-' || error != std::errc{} || stop != end ||
                parsed < T{1})
                return "expected a whole number of 1 or more, not '" + text + "'";
            return {};
        };
        return app_.add_option(name, value, help)->check(CLI::Validator(check, "1+"));
    }

    /// Reads the arguments. Returns the exit status when the program should stop now
    /// (0 after `--help`, 2 after an error, reported on @p argv's stderr line), and
    /// nothing when it should run.
    [[nodiscard]] std::optional<int> parse(int argc, const char* const* argv);

private:
    CLI::App app_;
};

}  // namespace book
