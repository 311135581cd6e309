#include "dlx_common.hpp"

#include <algorithm>
#include <iostream>
#include <optional>
#include <streambuf>
#include <string>

#include "book/command_line.hpp"
#include "book/exit_status.hpp"
#include "exact_cover/knuth_format.hpp"
#include "tool_io.hpp"

namespace tools {

namespace {

/// A stream buffer that passes a source's bytes through and keeps a copy of each one
/// handed on, so that dlx-mpi keeps the problem's text while the Knuth-format reader
/// reads it: the reader's limits (line length, item entries) and a signal's check
/// then end an endless input as they do for dlx, where reading the whole text first
/// would grow without bound.
class RecordingBuffer : public std::streambuf {
public:
    RecordingBuffer(std::streambuf& source, std::string& copy)
        : source_(source), copy_(copy) {}

protected:
    int_type underflow() override {
        // one read of the source at a time: a pipe's bytes are handed on as they come
        if (traits_type::eq_int_type(source_.sgetc(), traits_type::eof())) {
            return traits_type::eof();
        }
        const std::streamsize ready = std::max<std::streamsize>(source_.in_avail(), 1);
        const std::streamsize got =
            source_.sgetn(chunk_, std::min<std::streamsize>(ready, sizeof chunk_));
        if (got <= 0) return traits_type::eof();
        copy_.append(chunk_, static_cast<std::size_t>(got));
        setg(chunk_, chunk_, chunk_ + got);
        return traits_type::to_int_type(chunk_[0]);
    }

private:
    std::streambuf& source_;
    std::string& copy_;
    char chunk_[4096];
};

}  // namespace

book::Options::Option problem_option(book::CommandLine& cli, std::string& path) {
    return cli.text("file", path, "the problem (- or absent: standard input)");
}

book::Options::Option first_option(book::CommandLine& cli, bool& first) {
    return cli.flag(
        "--first", first,
        "branch on the leftmost item instead of the one with the fewest options");
}

book::Options::Option profile_option(book::CommandLine& cli, bool& profile) {
    return cli.flag("--profile", profile,
                    "also print the search nodes per level on standard error, as dlx1");
}

std::variant<ProblemInput, int> read_problem(std::string_view program,
                                             const std::string& path, bool keep_text) {
    std::optional<Input> input;
    try {
        input.emplace(path);
    } catch (const UsageError& e) {
        // an open interrupted by the signal (a FIFO with no writer yet) is no usage
        // error
        if (interrupted()) {
            std::cerr << program << ": interrupted before any input was read\n";
            return interrupted_status();
        }
        return book::usage_error(program, e.message);
    }
    ProblemInput read;
    read.name = input->name();
    // a read that failed ends the text early, so it is told before a parse error
    std::optional<exact_cover::KnuthFormatError> bad;
    try {
        if (keep_text) {
            RecordingBuffer recording(*input->stream().rdbuf(), read.text);
            std::istream text(&recording);
            read.problem = exact_cover::read_knuth_format(text);
        } else {
            read.problem = exact_cover::read_knuth_format(input->stream());
        }
    } catch (const exact_cover::KnuthFormatError& e) {
        bad = e;
    }
    if (interrupted()) return interrupted_status();
    if (const std::string error = input->error(); !error.empty()) {
        std::cerr << program << ": " << read.name << ": cannot read: " << error << '\n';
        return book::exit_status::io;
    }
    if (bad) {
        std::cerr << program << ": " << read.name << ":" << bad->place() << " "
                  << bad->message() << '\n';
        return book::exit_status::failure;
    }
    return read;
}

std::optional<std::string> depth_refusal(const ProblemInput& input,
                                         std::uint64_t depth) {
    const std::size_t deepest = input.problem.primary_count();
    if (depth <= deepest) return std::nullopt;
    return "--depth=" + std::to_string(depth) + ": " + input.name + " has " +
           std::to_string(deepest) +
           " primary items, and each level of the tree covers one at least: give a "
           "depth from 0 to " +
           std::to_string(deepest);
}

}  // namespace tools
