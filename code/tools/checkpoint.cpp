#include "checkpoint.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string_view>

#include "book/command_line.hpp"
#include "book/exit_status.hpp"
#include "exact_cover/shown_text.hpp"

namespace tools {

namespace {

constexpr const char* magic = "dlx-mpi-checkpoint";
// Version 3 binds records to the mode and to the pieces' paths; a checkpoint of
// version 2 (whose records verify against the problem alone) is no longer read.
constexpr const char* version = "3";

// Why @p path cannot be a checkpoint (it names something other than a regular file),
// or nothing: a regular file, or nothing there yet. A symbolic link is refused too,
// whatever it points to: the checkpoint is replaced by a rename, which would replace
// the link, not its target.
std::optional<std::string> not_a_file(const std::string& path) {
    struct stat info {};
    if (::lstat(path.c_str(), &info) != 0)
        return errno == ENOENT ? std::nullopt
                               : std::optional<std::string>(std::strerror(errno));
    if (S_ISLNK(info.st_mode)) return "it is a symbolic link";
    if (S_ISDIR(info.st_mode)) return "it is a directory";
    if (!S_ISREG(info.st_mode)) return "it is not a regular file (a device or a FIFO)";
    return std::nullopt;
}

// Why the regular file at @p path may not be replaced, or nothing (none there yet, or
// one that may be written): a file without write permission is one its owner keeps
// as it is, even from root, whom access(2) would let write it.
std::optional<std::string> read_only(const std::string& path) {
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) return std::nullopt;
    if ((info.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) == 0 ||
        ::access(path.c_str(), W_OK) != 0)
        return "it is read-only, and is left as it is";
    return std::nullopt;
}

// Writes all of @p text to @p fd, again after a signal; false when a write fails.
bool write_all(int fd, std::string_view text) {
    while (!text.empty()) {
        const ssize_t wrote = ::write(fd, text.data(), text.size());
        if (wrote < 0 && errno == EINTR) continue;
        if (wrote <= 0) return false;
        text.remove_prefix(static_cast<std::size_t>(wrote));
    }
    return true;
}

// Reads the whole number at the start of @p text (digits only: no sign, no space
// before), and moves past it and the spaces after it; false when there is none or it
// does not fit in 64 bits.
bool take_number(std::string_view& text, std::uint64_t& value) {
    const auto [end, error] =
        std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end == text.data() || text.front() == '-') return false;
    text.remove_prefix(static_cast<std::size_t>(end - text.data()));
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    return true;
}

// Reads @p word and the spaces after it at the start of @p text; false when it is not
// there.
bool take_word(std::string_view& text, std::string_view word) {
    if (!text.starts_with(word) ||
        (text.size() > word.size() && text[word.size()] != ' '))
        return false;
    text.remove_prefix(word.size());
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    return true;
}

// A record's text, "piece N solutions S nodes K updates U profile P0 P1 ...": true when
// it is one, every number a whole number of 64 bits and the profile adding up to the
// nodes (a piece's profile counts its nodes level by level).
bool parse_record(std::string_view text, std::uint64_t& piece,
                  exact_cover::SearchResult& counts) {
    if (!take_word(text, "piece") || !take_number(text, piece) ||
        !take_word(text, "solutions") || !take_number(text, counts.solutions) ||
        !take_word(text, "nodes") || !take_number(text, counts.nodes) ||
        !take_word(text, "updates") || !take_number(text, counts.updates) ||
        !take_word(text, "profile"))
        return false;
    std::uint64_t nodes = 0;
    for (std::uint64_t x = 0; !text.empty();) {
        if (!take_number(text, x) || nodes + x < nodes) return false;
        nodes += x;
        counts.profile.push_back(x);
    }
    return nodes == counts.nodes;
}

// Adds @p counts to @p sum, false when a total would pass 2^64 - 1: records whose sum
// cannot be a count (forged, since a count of this program never gets there).
bool adds_up(exact_cover::SearchResult& sum, const exact_cover::SearchResult& counts) {
    for (auto [total, part] : {std::pair{&sum.solutions, counts.solutions},
                               std::pair{&sum.nodes, counts.nodes},
                               std::pair{&sum.updates, counts.updates}}) {
        if (*total + part < *total) return false;
        *total += part;
    }
    return true;
}

std::string hex(std::uint64_t x) {
    std::ostringstream out;
    out << std::hex << x;
    return out.str();
}

std::string counts_text(std::uint64_t piece, const exact_cover::SearchResult& r) {
    std::ostringstream out;
    out << "piece " << piece << " solutions " << r.solutions << " nodes " << r.nodes
        << " updates " << r.updates << " profile";
    for (const std::uint64_t x : r.profile) out << ' ' << x;
    return out.str();
}

// A line's text and its check word, when it ends with " check C"; nothing otherwise.
std::optional<std::pair<std::string, std::uint64_t>> split_check(
    const std::string& line) {
    const std::size_t at = line.rfind(" check ");
    if (at == std::string::npos) return std::nullopt;
    std::uint64_t check = 0;
    std::istringstream in(line.substr(at + 7));
    if (!(in >> std::hex >> check) || !(in >> std::ws).eof()) return std::nullopt;
    return std::pair{line.substr(0, at), check};
}

}  // namespace

std::uint64_t fingerprint(std::string_view text, std::uint64_t hash) {
    for (const char c : text)
        hash = (hash ^ static_cast<unsigned char>(c)) * 1099511628211ULL;
    return hash;
}

std::uint64_t paths_fingerprint(const exact_cover::Cut& cut) {
    std::uint64_t hash = fingerprint("");
    for (const exact_cover::Piece& piece : cut.pieces) {
        // each path as its options and its end, so that two cuts whose paths differ
        // only in where one ends and the next begins differ here too
        for (const exact_cover::Option o : piece)
            hash = fingerprint(std::to_string(o) + " ", hash);
        hash = fingerprint("|", hash);
    }
    return hash;
}

std::string Checkpoint::header_text(const Header& h) {
    return std::string(magic) + " " + version + " input " + hex(h.input) + " mode " +
           (h.first ? "first" : "fewest") + " depth " + std::to_string(h.depth) +
           " pieces " + std::to_string(h.pieces) + " paths " + hex(h.paths);
}

std::string Checkpoint::differences(const Header& saved, const Header& wanted) {
    std::string out;
    const auto clause = [&out](const std::string& text) {
        out += (out.empty() ? "" : "; ") + text;
    };
    if (saved.input != wanted.input)
        clause("made for another problem (input " + hex(saved.input) + ", this one " +
               hex(wanted.input) + ")");
    if (saved.first != wanted.first)
        clause(saved.first ? "made with --first, this run without it"
                           : "made without --first, this run with it");
    if (saved.depth != wanted.depth)
        clause("cut at depth " + std::to_string(saved.depth) + ", this run at " +
               std::to_string(wanted.depth));
    if (saved.pieces != wanted.pieces)
        clause(std::to_string(saved.pieces) + " pieces, this run " +
               std::to_string(wanted.pieces));
    if (saved.paths != wanted.paths && saved.pieces == wanted.pieces)
        clause("the pieces' paths differ (paths " + hex(saved.paths) + ", this run " +
               hex(wanted.paths) + ")");
    return out;
}

Checkpoint::~Checkpoint() {
    if (fd_ >= 0) ::close(fd_);
}

// A record's line: its text, then the check word of the text under the header's key.
std::string Checkpoint::signed_line(const std::string& text) const {
    return text + " check " + hex(fingerprint(text, key_)) + "\n";
}

void Checkpoint::remember(std::uint64_t piece,
                          const exact_cover::SearchResult& counts) {
    pieces_.emplace_back(piece, counts);
    seen_.insert(piece);
}

std::optional<int> Checkpoint::load(const std::string& path) {
    path_ = path;
    const std::string shown = exact_cover::shown_text(path, 200);
    if (const std::optional<std::string> why = not_a_file(path)) {
        return book::usage_error("dlx-mpi", "--checkpoint=" + shown + ": " + *why +
                                                "; give the path of a regular file (or "
                                                "of none yet)");
    }
    if (const std::optional<std::string> why = read_only(path)) {
        return book::usage_error("dlx-mpi", "--checkpoint=" + shown + ": " + *why +
                                                "; make it writable or give another "
                                                "path");
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;  // a new checkpoint
    // A record holds a profile, one number per level of its piece's subtree, so a line
    // can be as long as a problem is deep: 64 MB holds a profile of millions of levels,
    // and a longer line is no checkpoint, and is not read whole. Lines are read and
    // judged one at a time, so that a damaged file is refused at its first bad line.
    constexpr std::size_t longest = std::size_t{1} << 26;
    std::size_t number = 0;  // of the last line read
    std::optional<int> too_long;
    // The next line, and whether a newline ended it; false at the end of the file.
    const auto next_line = [&](std::string& line, bool& whole) {
        line.clear();
        whole = false;
        for (char c; in.get(c);) {
            if (c == '\n') {
                whole = true;
                break;
            }
            if (line.size() == longest) {
                // as the rest of its kind: a header that is none is refused as a file
                // given by mistake (status 2), a damaged record as damage (status 1)
                const std::string why = shown + ":" + std::to_string(number + 1) +
                                        ": a line longer than " +
                                        std::to_string(longest) + " bytes: ";
                if (number == 0) {
                    too_long =
                        book::usage_error("dlx-mpi", why + "not a dlx-mpi checkpoint");
                } else {
                    std::cerr << "dlx-mpi: " << why
                              << "not a record; refused, not counted\n";
                    too_long = book::exit_status::failure;
                }
                return false;
            }
            line.push_back(c);
        }
        if (!whole && line.empty()) return false;
        ++number;
        return true;
    };
    std::string line;
    bool whole = false;
    if (!next_line(line, whole)) return too_long;  // empty: a new checkpoint
    Header h;
    const auto first = split_check(line);
    std::istringstream head(first ? first->first : std::string());
    std::string word[8];
    // the words first, whatever the check word says, so that an older version is named
    const bool read = first &&
                      head >> word[0] >> word[1] >> word[2] >> std::hex >> h.input >>
                          std::dec >> word[3] >> word[4] >> word[5] >> h.depth >>
                          word[6] >> h.pieces >> word[7] >> std::hex >> h.paths &&
                      (head >> std::ws).eof();
    h.first = word[4] == "first";
    if (!read || first->second != fingerprint(first->first) || word[0] != magic ||
        word[1] != version || word[2] != "input" || word[3] != "mode" ||
        (word[4] != "first" && word[4] != "fewest") || word[5] != "depth" ||
        word[6] != "pieces" || word[7] != "paths" || header_text(h) != first->first ||
        h.depth > exact_cover::deepest_cut) {
        const bool older = word[0] == magic && word[1] != version;
        return book::usage_error(
            "dlx-mpi",
            shown + ":1: " +
                (older ? "a dlx-mpi checkpoint of version " +
                             exact_cover::shown_text(word[1], 20) +
                             ", which this dlx-mpi does not read (it writes version " +
                             version + "): count again without it"
                       : std::string("not a dlx-mpi checkpoint (expected '") + magic +
                             " " + version +
                             " input H mode first|fewest depth K pieces P paths Q "
                             "check C', verified)"));
    }
    header_ = h;
    key_ = fingerprint(first->first);
    exact_cover::SearchResult sum;  // of the records so far: none may overflow it
    while (next_line(line, whole)) {
        const auto record = split_check(line);
        const bool verified =
            record && record->second == fingerprint(record->first, key_);
        std::uint64_t piece = 0;
        exact_cover::SearchResult counts;
        const bool good = verified && parse_record(record->first, piece, counts) &&
                          piece < h.pieces && !done(piece) && adds_up(sum, counts);
        if (!good && !whole) break;  // the last line, cut short by a killed run
        if (!good) {
            std::cerr << "dlx-mpi: " << shown << ":" << number
                      << (verified
                              ? ": expected 'piece N solutions S nodes K updates U "
                                "profile ...' for a piece not seen before, its profile "
                                "adding up to its nodes\n"
                              : ": the record does not verify (its check word is "
                                "not that of its text): refused, not counted\n");
            return book::exit_status::failure;
        }
        remember(piece, counts);
    }
    return too_long;
}

bool Checkpoint::open(const Header& header) {
    header_ = header;
    const std::string shown = exact_cover::shown_text(path_, 200);
    const std::string temporary = path_ + ".new";
    if (const std::optional<std::string> why = not_a_file(temporary)) {
        std::cerr << "dlx-mpi: " << exact_cover::shown_text(temporary, 200) << ": "
                  << *why
                  << "; it is where the checkpoint is written before its rename\n";
        return false;
    }
    ::unlink(temporary.c_str());  // a regular file left by a killed run, if any
    const std::string head = header_text(header);
    key_ = fingerprint(head);
    std::string text = head + " check " + hex(fingerprint(head)) + "\n";
    for (const auto& [piece, counts] : pieces_)
        text += signed_line(counts_text(piece, counts));
    const int fd = ::open(temporary.c_str(),
                          O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    // the new file keeps the permissions of the one it replaces
    struct stat old {};
    const bool kept = ::stat(path_.c_str(), &old) != 0 ||
                      (fd >= 0 && ::fchmod(fd, old.st_mode & 07777) == 0);
    const bool written = fd >= 0 && kept && write_all(fd, text) && ::fsync(fd) == 0;
    const int error = errno;
    if (fd >= 0) ::close(fd);
    // the rename replaces a regular file only: the path was checked by load()
    if (!written || not_a_file(path_) ||
        std::rename(temporary.c_str(), path_.c_str()) != 0) {
        std::cerr << "dlx-mpi: " << shown << ": cannot write the checkpoint: "
                  << std::strerror(written ? errno : error) << '\n';
        ::unlink(temporary.c_str());
        return false;
    }
    fd_ = ::open(path_.c_str(), O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC);
    if (fd_ < 0)
        std::cerr << "dlx-mpi: " << shown
                  << ": cannot write the checkpoint: " << std::strerror(errno) << '\n';
    return fd_ >= 0;
}

bool Checkpoint::record(std::uint64_t piece, const exact_cover::SearchResult& counts) {
    remember(piece, counts);
    if (fd_ < 0) return true;
    // synced before the piece counts as done: a crash after it cannot lose the line
    if (write_all(fd_, signed_line(counts_text(piece, counts))) &&
        ::fdatasync(fd_) == 0)
        return true;
    error_ = errno;
    return false;
}

std::string Checkpoint::write_error() const {
    return error_ == 0 ? std::string("write failed") : std::strerror(error_);
}

}  // namespace tools
