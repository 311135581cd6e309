// What the two command-line tools share so that nothing is lost: input read with its
// errors reported (not taken for the end of the file), output whose failed writes are
// reported, and SIGINT/SIGTERM turned into a flag that ends the search in progress, so
// that the lines already answered are kept whole and the exit status says why. The
// statuses are book/exit_status.hpp's, the book programs' own.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

namespace tools {

/// A usage error found after the options were parsed, thrown to where the tool reports
/// it with book::usage_error (exit status 2).
struct UsageError {
    std::string message;
};

/// Makes SIGINT, SIGTERM and SIGHUP raise interrupt_flag() instead of ending the
/// process (SIGQUIT keeps its default, a core dump at once: what it is asked for), and
/// interrupts a blocked read, so the tool can stop between two answers; standard
/// output is then written so that a signal never cuts a write short (an answer given
/// is written whole, even to a reader that is slow to take it). Ignores SIGXFSZ, so
/// that a file-size limit fails a write as a full disk does. The tools call it first.
void catch_interrupts();

/// The flag that catch_interrupts() raises: pass it as exact_cover::Limits::interrupt
/// so a search ends at its next node. The one piece of global state of the tools, since
/// a signal handler can reach nothing else.
[[nodiscard]] const std::atomic<bool>* interrupt_flag() noexcept;

/// True once SIGINT or SIGTERM arrived.
[[nodiscard]] bool interrupted() noexcept;

/// exit_status::interrupted of the signal that arrived: 130 after SIGINT, 143 after
/// SIGTERM.
[[nodiscard]] int interrupted_status() noexcept;

/// The most threads a `--threads=N` option takes: more would fail to start, or starve
/// each other. The option's parse refuses more, in the words of every range.
inline constexpr unsigned max_threads = 1024;

/// The number of threads a `--threads=N` option asks for: N, or one per core for 0
/// (at least one when the machine does not say).
[[nodiscard]] unsigned thread_count(unsigned requested) noexcept;

/// Under a limit on address space (`ulimit -v`), makes every thread allocate from one
/// heap, once, at the start of main(). The C library gives each thread that allocates
/// a heap of its own reserving 64 MB of address space, kept after the thread ends: a
/// few threads could leave the calling thread no room to finish the work they put
/// back (exact_cover::for_each_job()), where one thread alone had room for all of it.
/// Without a limit nothing changes: one heap per thread is faster when threads
/// allocate at once.
void share_heap_under_address_limit() noexcept;

/// Says on standard error, as @p program, that the work needed more memory than the
/// system gives (the machine's, or an address-space limit such as `ulimit -v`), and
/// returns exit_status::failure: each tool's main() ends so on std::bad_alloc, which
/// would otherwise end it by abort() without a word.
[[nodiscard]] int out_of_memory(std::string_view program);

/// Says on standard error, as @p program, that only @p started of the @p asked threads
/// could start (the system refused the others) and that the count is the same; says
/// nothing when all started.
void say_threads_started(std::string_view program, unsigned started, unsigned asked);

/// The input of a tool: the file at a path, or standard input for "-" or "". Reads with
/// read(2) into its own buffer, so that a failed read is an error() and not the end of
/// the input, and a read interrupted by a signal ends the input at once.
class Input {
public:
    /// Opens @p path. @throws UsageError naming the file and the system's reason when
    /// it cannot be opened or is a directory.
    explicit Input(const std::string& path);
    Input(const Input&) = delete;
    Input& operator=(const Input&) = delete;
    ~Input();

    /// The stream to read from.
    [[nodiscard]] std::istream& stream() noexcept { return *stream_; }
    /// How messages name the input: the path, or `<stdin>`.
    [[nodiscard]] const std::string& name() const noexcept { return name_; }
    /// The system's reason for a failed read, or empty when every read succeeded.
    [[nodiscard]] std::string error() const;

private:
    class Buffer;
    std::string name_;
    int fd_ = 0;
    std::unique_ptr<Buffer> buffer_;
    std::unique_ptr<std::istream> stream_;
};

/// Flushes standard output and returns @p status, or reports on standard error
/// (`PROGRAM: cannot write the output: REASON`) and returns exit_status::io when a
/// write failed; exit_status::io too, without a word, when standard error could not be
/// written (closed, or full), since the closing report it held is lost.
[[nodiscard]] int finish_output(std::string_view program, int status);

/// True when a write to standard output has failed (a full disk, a closed pipe).
[[nodiscard]] bool output_failed() noexcept;

}  // namespace tools
