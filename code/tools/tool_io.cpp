#include "tool_io.hpp"

#include <algorithm>
#include <charconv>
#include <thread>

#include "book/exit_status.hpp"
#include "exact_cover/shown_text.hpp"

#include <fcntl.h>
#include <malloc.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <iostream>

namespace tools {

namespace {

// Written by the signal handler, read by the searches and the tools' loops. A lock-free
// atomic and a sig_atomic_t are what a handler may touch.
std::atomic<bool> interrupt{false};
volatile std::sig_atomic_t signal_number = 0;

extern "C" void on_signal(int number) {
    signal_number = number;
    interrupt.store(true, std::memory_order_relaxed);
}

std::string reason(int error) { return std::strerror(error); }

// Standard output written with write(2), which the tools' signals interrupt (they are
// caught without SA_RESTART, so that a blocked read returns): a write interrupted is
// written again, whole, whatever the flag says, since what it holds is an answer
// already given. Only a real failure (a closed pipe, a full disk) ends the writing,
// and then the stream's badbit and error() say why.
class OutputBuffer : public std::streambuf {
public:
    OutputBuffer() : data_(1 << 16) { setp(data_.data(), data_.data() + data_.size()); }
    OutputBuffer(const OutputBuffer&) = delete;
    OutputBuffer& operator=(const OutputBuffer&) = delete;
    // At exit, std::cout outlives this buffer: it is written out and handed back.
    ~OutputBuffer() override {
        (void)drain();
        if (std::cout.rdbuf() == this) std::cout.rdbuf(previous_);
    }
    [[nodiscard]] int error() const noexcept { return error_; }
    // Makes std::cout write through this buffer.
    void install() {
        if (std::cout.rdbuf() == this) return;
        std::cout.flush();
        // rdbuf() clears the stream's state: a stream silenced on purpose (dlx-mpi's
        // ranks other than 0) stays silent
        const std::ios::iostate state = std::cout.rdstate();
        previous_ = std::cout.rdbuf(this);
        std::cout.setstate(state);
    }

protected:
    int_type overflow(int_type c) override {
        if (!drain()) return traits_type::eof();
        if (!traits_type::eq_int_type(c, traits_type::eof())) {
            *pptr() = traits_type::to_char_type(c);
            pbump(1);
        }
        return traits_type::not_eof(c);
    }
    int sync() override { return drain() ? 0 : -1; }

private:
    // Writes everything buffered; false, with error_ set, when a write fails.
    bool drain() {
        const char* from = pbase();
        while (from < pptr()) {
            const ssize_t wrote =
                ::write(STDOUT_FILENO, from, static_cast<std::size_t>(pptr() - from));
            if (wrote > 0) {
                from += wrote;
            } else if (wrote < 0 && errno == EINTR) {
                continue;  // a signal arrived: the answer is still written, whole
            } else {
                error_ = wrote < 0 ? errno : EIO;
                setp(data_.data(), data_.data() + data_.size());
                return false;
            }
        }
        setp(data_.data(), data_.data() + data_.size());
        return true;
    }

    std::vector<char> data_;
    int error_ = 0;
    std::streambuf* previous_ = nullptr;
};

// Standard output is one per process, like the signal flag above.
OutputBuffer& output_buffer() {
    static OutputBuffer buffer;
    return buffer;
}

}  // namespace

void catch_interrupts() {
    struct sigaction action {};
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;  // no SA_RESTART: a blocked read returns, and the tool stops
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
    sigaction(SIGHUP, &action, nullptr);  // the terminal went away: stop as at Ctrl-C
    // A file-size limit (ulimit -f) is a full disk: the write fails with EFBIG and is
    // reported, exit 3, instead of the signal killing the tool in mid-line.
    std::signal(SIGXFSZ, SIG_IGN);
    // ... which would also cut a write in progress short: standard output writes again
    output_buffer().install();
}

const std::atomic<bool>* interrupt_flag() noexcept { return &interrupt; }

bool interrupted() noexcept { return interrupt.load(std::memory_order_relaxed); }

int interrupted_status() noexcept {
    return book::exit_status::interrupted(static_cast<int>(signal_number));
}

// A stream buffer over a file descriptor that remembers why a read failed.
class Input::Buffer : public std::streambuf {
public:
    explicit Buffer(int fd) : fd_(fd), data_(1 << 16) {}
    [[nodiscard]] int error() const noexcept { return error_; }

protected:
    int_type underflow() override {
        if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
        for (;;) {
            // A signal ends the input here even when it flows without pause (`yes`),
            // where no read is ever interrupted: the tool sees the end, then the flag.
            if (interrupted()) return traits_type::eof();
            const ssize_t got = ::read(fd_, data_.data(), data_.size());
            if (got > 0) {
                setg(data_.data(), data_.data(), data_.data() + got);
                return traits_type::to_int_type(*gptr());
            }
            if (got == 0) return traits_type::eof();
            if (errno == EINTR && !interrupted()) continue;
            if (errno != EINTR) error_ = errno;  // an interrupt is reported by the tool
            return traits_type::eof();
        }
    }

private:
    int fd_;
    std::vector<char> data_;
    int error_ = 0;
};

Input::Input(const std::string& path) {
    if (path.empty() || path == "-") {
        name_ = "<stdin>";
        fd_ = STDIN_FILENO;
    } else {
        name_ = path;
        fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd_ < 0)
            throw UsageError{"cannot open '" + exact_cover::shown_text(path, 200) +
                             "': " + reason(errno)};
    }
    struct stat info {};
    if (::fstat(fd_, &info) == 0 && S_ISDIR(info.st_mode)) {
        if (fd_ != STDIN_FILENO) ::close(fd_);
        throw UsageError{"cannot read '" + exact_cover::shown_text(name_, 200) +
                         "': it is a directory, expected a file"};
    }
    buffer_ = std::make_unique<Buffer>(fd_);
    stream_ = std::make_unique<std::istream>(buffer_.get());
}

Input::~Input() {
    if (fd_ != STDIN_FILENO) ::close(fd_);
}

std::string Input::error() const {
    return buffer_->error() == 0 ? std::string() : reason(buffer_->error());
}

bool output_failed() noexcept { return !std::cout; }

int finish_output(std::string_view program, int status) {
    std::cout.flush();
    // Before catch_interrupts(), standard output is C's stdout underneath (the streams
    // are synchronized with it), whose errno says why a write failed; after it, the
    // buffer that writes with write(2) remembers.
    const bool own = std::cout.rdbuf() == &output_buffer();
    const bool flushed = own || std::fflush(stdout) == 0;
    const int error = own ? output_buffer().error() : errno;
    if (std::cout && flushed && (own || !std::ferror(stdout))) {
        // Standard error holds the closing report ("Altogether ...", the times): when
        // it could not be written (closed, or full), only the status can say so.
        std::cerr.flush();
        return std::cerr ? status : book::exit_status::io;
    }
    std::cerr << program << ": cannot write the output: "
              << (error != 0 ? reason(error) : std::string("write failed")) << '\n';
    return book::exit_status::io;
}

unsigned thread_count(unsigned requested) noexcept {
    if (requested != 0) return requested;
    return std::max(1U, std::thread::hardware_concurrency());
}

void share_heap_under_address_limit() noexcept {
    rlimit limit{};
    if (getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return;
#ifdef M_ARENA_MAX  // glibc's; another C library keeps its own ways
    mallopt(M_ARENA_MAX, 1);
#endif
}

int out_of_memory(std::string_view program) {
    std::cerr << program
              << ": out of memory: the system gives less than this work needs (the "
                 "machine's memory, or a limit such as ulimit -v)\n";
    return book::exit_status::failure;
}

void say_threads_started(std::string_view program, unsigned started, unsigned asked) {
    if (started >= asked) return;
    std::cerr
        << program << ": " << started << " of the " << asked
        << " threads asked for ran (the system had no room for more); they shared "
           "the others' work, so the count is the same\n";
}

}  // namespace tools
