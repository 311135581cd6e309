#include "tool_io.hpp"

#include <algorithm>
#include <charconv>
#include <thread>

#include "book/command_line.hpp"

#include <fcntl.h>
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

}  // namespace

void catch_interrupts() {
    struct sigaction action {};
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;  // no SA_RESTART: a blocked read returns, and the tool stops
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
}

const std::atomic<bool>* interrupt_flag() noexcept { return &interrupt; }

bool interrupted() noexcept { return interrupt.load(std::memory_order_relaxed); }

int interrupted_status() noexcept { return 128 + static_cast<int>(signal_number); }

// A stream buffer over a file descriptor that remembers why a read failed.
class Input::Buffer : public std::streambuf {
public:
    explicit Buffer(int fd) : fd_(fd), data_(1 << 16) {}
    [[nodiscard]] int error() const noexcept { return error_; }

protected:
    int_type underflow() override {
        if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
        for (;;) {
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
            throw UsageError{"cannot open '" + book::shown(path, 200) +
                             "': " + reason(errno)};
    }
    struct stat info {};
    if (::fstat(fd_, &info) == 0 && S_ISDIR(info.st_mode)) {
        if (fd_ != STDIN_FILENO) ::close(fd_);
        throw UsageError{"cannot read '" + book::shown(name_, 200) +
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
    // errno is left alone: after a write that failed earlier, it still says why
    std::cout.flush();
    // standard output is C's stdout underneath (the streams are synchronized with it)
    const bool flushed = std::fflush(stdout) == 0;
    const int error = errno;
    if (std::cout && flushed && !std::ferror(stdout)) return status;
    std::cerr << program << ": cannot write the output: "
              << (error != 0 ? reason(error) : std::string("write failed")) << '\n';
    return exit_io;
}

unsigned thread_count(unsigned requested) noexcept {
    if (requested != 0) return requested;
    return std::max(1U, std::thread::hardware_concurrency());
}

}  // namespace tools
