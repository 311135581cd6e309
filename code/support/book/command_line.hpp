/// @file
/// The command line of the book's programs (not part of the library): every chapter
/// program declares its options the same way and reports a bad value the same way, with
/// a message and exit status 2, never an uncaught exception. It is read by CLI11, which
/// this header keeps out of sight: CLI11 is a large header-only library, and compiled
/// once here instead of in every program it saves each program most of its build time.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace book {

/// Why @p text is not a whole number of type T from @p least to the largest T (a sign,
/// a fraction, other characters, a number out of range), as a message that repeats
/// what was typed; empty when it is one. The one check behind every whole-number
/// option of the book's programs and of the `sudoku` tool. Defined for the integer
/// types of the programs' options (int, unsigned, long, unsigned long, long long,
/// unsigned long long).
template <class T>
[[nodiscard]] std::string whole_number_error(const std::string& text, T least);

/// The first argument of the form `--name=` (an option given an empty value), or
/// nothing. CLI11 would take the next argument as the value (`--limit= file` reads the
/// file's name as the limit); the book's programs refuse it instead, naming it.
[[nodiscard]] std::optional<std::string> empty_option_value(int argc,
                                                            const char* const* argv);

/// A program's options and positional arguments, declared one by one and read by
/// parse(). The conventions: `--name=VALUE` or `--name VALUE`; a name without dashes is
/// positional; `--help` prints the usage and exits 0; a malformed or out-of-range
/// value, an unknown option or a missing file prints one line naming the option and
/// what it expected, and exits 2. The variables given to the declarations keep their
/// values when the option is absent and must outlive parse().
class CommandLine {
public:
    /// A declared option, to add conditions to: `cli.files("files", f,
    /// "...").required()`.
    class Option {
    public:
        /// The option must be given.
        Option& required();
        /// Each value must name a file that exists.
        Option& existing_files();
        /// The value must be one of @p choices.
        Option& one_of(std::vector<std::string> choices);
        /// True once parse() has read the option: for an option whose absence means
        /// something else than any value would (dlx's --threads, --depth).
        [[nodiscard]] bool given() const;

    private:
        friend class CommandLine;
        explicit Option(void* option) : option_(option) {}
        void* option_;  // the CLI::Option, owned by the CommandLine
    };

    /// @p description is the first line of `--help`: what the program prints.
    explicit CommandLine(std::string description);
    CommandLine(const CommandLine&) = delete;
    CommandLine& operator=(const CommandLine&) = delete;
    ~CommandLine();

    /// A switch: present sets @p on.
    Option flag(const std::string& name, bool& on, const std::string& help);
    /// One text value, such as a path.
    Option text(const std::string& name, std::string& value, const std::string& help);
    /// Every value given, such as the puzzle files after the options.
    Option texts(const std::string& name, std::vector<std::string>& values,
                 const std::string& help);
    /// Files that must exist; positional when @p name has no dashes.
    Option files(const std::string& name, std::vector<std::string>& paths,
                 const std::string& help);
    /// A count of one or more (`--first`, `--repeat`, `--budget`): zero, a sign, a
    /// fraction or a number too large for T is refused.
    template <class T>
    Option count(const std::string& name, T& value, const std::string& help);
    /// A count that may also be given bare: `--estimate` alone sets @p value to
    /// @p bare, `--estimate=N` to N (one or more).
    template <class T>
    Option count_or_bare(const std::string& name, T& value, T bare,
                         const std::string& help);
    /// A whole number of zero or more (`--seed`).
    template <class T>
    Option whole(const std::string& name, T& value, const std::string& help);
    /// A number greater than zero, fractions allowed (`--cap`).
    Option positive(const std::string& name, double& value, const std::string& help);

    /// Reads the arguments. Returns the exit status when the program should stop now
    /// (0 after `--help`, 3 when the help could not be written, 2 after an error,
    /// reported on stderr), and nothing when it should run.
    [[nodiscard]] std::optional<int> parse(int argc, const char* const* argv);

private:
    struct Parser;
    std::unique_ptr<Parser> parser_;
};

}  // namespace book
