// dlx-mpi's checkpoint (chapter 10): the pieces of a count that are finished, kept in a
// file so that a run killed at any moment can be started again and count only the
// others. A file that cannot lie and a path that cannot be destroyed:
//   * every line carries a check word, a hash of the problem's fingerprint and of the
//     line, so that a record changed by hand or by a failing disk, or copied from the
//     checkpoint of another problem, does not verify and is refused, never summed;
//   * every line is written whole and synced to the disk before the piece counts as
//     done, so a killed run leaves at worst a last line cut short, which is ignored;
//   * the file is only ever a regular file, replaced by renaming a new one beside it: a
//     path that names anything else (a device, a FIFO, a directory, a symbolic link)
//     is refused with a message, never written to or replaced.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "exact_cover/search.hpp"

namespace tools {

/// A 64-bit FNV-1a hash of @p text, continuing from @p hash: what ties a checkpoint to
/// its problem (the input's bytes) and each of its lines to both.
[[nodiscard]] std::uint64_t fingerprint(std::string_view text,
                                        std::uint64_t hash = 14695981039346656037ULL);

/// The finished pieces of one count, and the file that keeps them.
class Checkpoint {
public:
    /// What the first line says: the input's fingerprint, the depth and the pieces.
    struct Header {
        std::uint64_t input = 0;   ///< fingerprint() of the problem's text
        std::uint64_t depth = 0;   ///< where the tree was cut
        std::uint64_t pieces = 0;  ///< how many pieces the cut made
    };

    Checkpoint() = default;
    Checkpoint(const Checkpoint&) = delete;
    Checkpoint& operator=(const Checkpoint&) = delete;
    ~Checkpoint();

    /// Reads the checkpoint at @p path, if there is one. Returns an exit status after a
    /// message on standard error (exit_status::usage: the path is no regular file, or
    /// the file is not a checkpoint; exit_status::failure: a line that does not read or
    /// does not verify, with its number), nothing when it was read or there is none
    /// yet. Whether it was made for this problem and this cut is the caller's to
    /// compare, with header().
    [[nodiscard]] std::optional<int> load(const std::string& path);

    /// The header read by load(), if the file had one.
    [[nodiscard]] const std::optional<Header>& header() const { return header_; }

    /// Starts the file again with @p header and the pieces read (dropping a last line
    /// cut short), then keeps it open to add to. False, with a message, when it cannot.
    [[nodiscard]] bool open(const Header& header);

    /// Records a finished piece and, when the file is open, writes and syncs its line.
    /// False when the write failed.
    [[nodiscard]] bool record(std::uint64_t piece,
                              const exact_cover::SearchResult& counts);

    /// True when @p piece is recorded.
    [[nodiscard]] bool done(std::uint64_t piece) const {
        return piece < seen_.size() && seen_[piece];
    }
    /// The pieces recorded, in the order they finished.
    [[nodiscard]] const std::vector<
        std::pair<std::uint64_t, exact_cover::SearchResult>>&
    pieces() const {
        return pieces_;
    }

private:
    [[nodiscard]] std::string signed_line(const std::string& text) const;
    void remember(std::uint64_t piece, const exact_cover::SearchResult& counts);

    std::string path_;
    std::optional<Header> header_;
    std::vector<std::pair<std::uint64_t, exact_cover::SearchResult>> pieces_;
    std::vector<bool> seen_;
    int fd_ = -1;  // the file, open to append to, once open() succeeded
};

}  // namespace tools
