/// @file
/// The command line of the book's programs and tools (not part of the library): every
/// program declares its options the same way and reports a bad value the same way, with
/// a message and exit status 2, never an uncaught exception. It is read by CLI11, which
/// this header keeps out of sight: CLI11 is a large header-only library, and compiled
/// once here instead of in every program it saves each program most of its build time.
#pragma once

#include <cstddef>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace book {

/// @p text read as a whole number of type T from @p least to @p most, or nothing when
/// it is not one (a sign, a fraction, other characters, a number out of the range).
/// The one parser behind every whole-number option of the book's programs and tools:
/// CLI11 reads no number of theirs, so that every value is checked over the whole
/// range of its type and none can abort a program. Defined for the integer types of
/// the programs' options (int, unsigned, long, unsigned long, long long, unsigned long
/// long).
template <class T>
[[nodiscard]] std::optional<T> whole_number(std::string_view text, T least, T most);

/// Why @p text is not a whole number from @p least to @p most, in one wording for
/// every value refused, whatever is wrong with it: `expected a whole number from 1 to
/// 1024, not '5000'` (repeating what was typed); empty when it is one. The message of
/// every whole-number option, so that a range has one message.
template <class T>
[[nodiscard]] std::string whole_number_error(const std::string& text, T least,
                                             T most = std::numeric_limits<T>::max());

/// The first argument of the form `--name=` (an option given an empty value), or
/// nothing. CLI11 would take the next argument as the value (`--limit= file` reads the
/// file's name as the limit); the book's programs refuse it instead, naming it.
[[nodiscard]] std::optional<std::string> empty_option_value(int argc,
                                                            const char* const* argv);

/// @p choices as a sentence lists them: `links or cells`, `dlx, text or pbm`.
[[nodiscard]] std::string either_of(const std::vector<std::string>& choices);

/// Writes a usage error the one way every program does, on standard error: a line
/// `PROGRAM: MESSAGE`, then a line that sends the reader to `--help` for the options.
/// Returns exit_status::usage (2), for the program to end with. What parse() reports,
/// and what a program reports of a usage error it finds after the parse (options that
/// exclude each other, a file that cannot be opened).
[[nodiscard]] int usage_error(std::string_view program, std::string_view message);

/// The options of one command: the program's own (CommandLine), or those of one of its
/// subcommands (Subcommand, as in `sudoku solve --count`). The conventions:
/// `--name=VALUE` or `--name VALUE`; a name without dashes is positional; a malformed
/// or out-of-range value names the option, what it expected and what was typed. The
/// variables given to the declarations keep their values when the option is absent
/// and must outlive the parse.
class Options {
public:
    /// A declared option, to add conditions to: `cli.files("files", f,
    /// "...").required()`.
    class Option {
    public:
        /// The option must be given.
        Option& required();
        /// Each value must name a file that exists.
        Option& existing_files();
        /// Each value must be one of @p choices; any other is refused with the message
        /// `expected A, B or C, not 'X'`. The help names the choices in the option's
        /// own words.
        Option& one_of(std::vector<std::string> choices);
        /// Each value must pass @p error, which returns why it does not (a message as
        /// whole_number_error's) or nothing; @p type is added to the option's type in
        /// the help (`FLOAT:R >= 0`).
        Option& check(std::function<std::string(const std::string&)> error,
                      const std::string& type);
        /// The help shows the value the variable holds now, the default
        /// (`--algorithm TEXT=dlx`).
        Option& show_default();
        /// True once parse() has read the option: for an option whose absence means
        /// something else than any value would (dlx's --threads, --depth).
        [[nodiscard]] bool given() const;

    private:
        friend class Options;
        explicit Option(void* option) : option_(option) {}
        void* option_;  // the CLI::Option, owned by the CommandLine
    };

    Options(const Options&) = delete;
    Options& operator=(const Options&) = delete;

    /// A switch: present sets @p on. It takes no value: `--count=0`, `--count=false`
    /// or `--count=yes` is refused, not read as CLI11 would read it (off, off, on).
    Option flag(const std::string& name, bool& on, const std::string& help);
    /// One text value, such as a path.
    Option text(const std::string& name, std::string& value, const std::string& help);
    /// Every value given: the puzzle files after the options, or, for a name with
    /// dashes, one value each time the option is given (`--algorithm=dlx
    /// --algorithm=csp`), so that the files after it stay files.
    Option texts(const std::string& name, std::vector<std::string>& values,
                 const std::string& help);
    /// Files that must exist; positional when @p name has no dashes.
    Option files(const std::string& name, std::vector<std::string>& paths,
                 const std::string& help);
    /// A count from 1 to @p most (`--first`, `--repeat`, `--budget`): zero, a sign, a
    /// fraction or a number above @p most is refused (whole_number_error()).
    template <class T>
    Option count(const std::string& name, T& value, const std::string& help,
                 T most = std::numeric_limits<T>::max());
    /// A count that may also be given bare: `--estimate` alone sets @p value to
    /// @p bare, `--estimate=N` to N (from 1 to @p most). Given twice, the last counts.
    template <class T>
    Option count_or_bare(const std::string& name, T& value, T bare,
                         const std::string& help,
                         T most = std::numeric_limits<T>::max());
    /// A whole number from 0 to @p most (`--seed`, `--threads`).
    template <class T>
    Option whole(const std::string& name, T& value, const std::string& help,
                 T most = std::numeric_limits<T>::max());
    /// A number greater than zero, fractions allowed (`--cap`).
    Option positive(const std::string& name, double& value, const std::string& help);
    /// A number, fractions allowed, with the conditions check() gives it.
    Option number(const std::string& name, double& value, const std::string& help);

protected:
    /// The options of @p app, a CLI::App that the CommandLine owns.
    explicit Options(void* app) : app_(app) {}
    ~Options() = default;
    /// The CLI::App the options belong to, owned by the CommandLine.
    [[nodiscard]] void* app() const { return app_; }

private:
    void* app_;
};

/// A subcommand of a program (`sudoku solve`): its own options, declared as the
/// program's are, and whether it was the one given.
class Subcommand : public Options {
public:
    /// True once parse() has read this subcommand's name on the command line.
    [[nodiscard]] bool chosen() const;

private:
    friend class CommandLine;
    explicit Subcommand(void* app) : Options(app) {}
};

/// A program's options and positional arguments, or its subcommands and theirs,
/// declared one by one and read by parse(), the one parse of every program: `--help`
/// prints the usage and exits 0; a malformed or out-of-range value, an unknown option
/// or command or a missing file is one usage_error(), exit status 2.
class CommandLine : public Options {
public:
    /// @p description is the first line of `--help`: what the program prints.
    explicit CommandLine(std::string description);
    ~CommandLine();

    /// Declares a subcommand named @p name, which `--help` lists with @p summary. A
    /// program with subcommands needs one of them on its command line, before its
    /// options, and gains `--help-all` (the help of every subcommand). The reference
    /// stays valid as long as the CommandLine.
    Subcommand& subcommand(const std::string& name, const std::string& summary);

    /// Reads the arguments. Returns the exit status when the program should stop now
    /// (exit_status::success after `--help`, exit_status::io when the help could not
    /// be written, exit_status::usage after an error, reported on stderr), and nothing
    /// when it should run.
    [[nodiscard]] std::optional<int> parse(int argc, const char* const* argv);

private:
    struct Parser;
    explicit CommandLine(std::unique_ptr<Parser> parser);
    std::unique_ptr<Parser> parser_;
};

}  // namespace book
