// dlx-mpi's checkpoint (chapter 10): the pieces of a count that are finished, kept in a
// file so that a run killed at any moment can be started again and count only the
// others. A file that cannot lie and a path that cannot be destroyed:
//   * the header names everything a piece's counts depend on: the problem, the rule
//     that chooses items (--first or the fewest options), the depth of the cut, the
//     number of pieces and a fingerprint of every piece's path; a run whose own
//     header differs is refused, naming what differs;
//   * every record carries a check word, a hash of the header and of the record, so
//     that a record changed by hand or by a failing disk, or copied from the
//     checkpoint of another problem, another cut or another mode, does not verify and
//     is refused, never summed;
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
#include <unordered_set>
#include <utility>
#include <vector>

#include "exact_cover/search.hpp"
#include "exact_cover/split.hpp"

namespace tools {

/// A 64-bit FNV-1a hash of @p text, continuing from @p hash: what ties a checkpoint to
/// its problem (the input's bytes) and each of its lines to both.
[[nodiscard]] std::uint64_t fingerprint(std::string_view text,
                                        std::uint64_t hash = 14695981039346656037ULL);

/// A fingerprint of the pieces of @p cut, every option of every path in order: what
/// ties a checkpoint's records to the pieces they count, not only to their number.
[[nodiscard]] std::uint64_t paths_fingerprint(const exact_cover::Cut& cut);

/// The finished pieces of one count, and the file that keeps them.
class Checkpoint {
public:
    /// What the first line says: what a piece's counts depend on. Two runs whose
    /// headers are equal count the same pieces of the same tree the same way, so the
    /// records of one are the records of the other.
    struct Header {
        std::uint64_t input = 0;   ///< fingerprint() of the problem's text
        bool first = false;        ///< items taken in order (--first), not by fewest
        std::uint64_t depth = 0;   ///< where the tree was cut
        std::uint64_t pieces = 0;  ///< how many pieces the cut made
        std::uint64_t paths = 0;   ///< paths_fingerprint() of the pieces
        friend bool operator==(const Header&, const Header&) = default;
    };

    /// What differs between a checkpoint's header @p saved and a run's @p wanted, in
    /// words ("made with --first; this run without it"), one clause per field; empty
    /// when they are equal.
    [[nodiscard]] static std::string differences(const Header& saved,
                                                 const Header& wanted);

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
    /// False when the write failed (write_error() says why).
    [[nodiscard]] bool record(std::uint64_t piece,
                              const exact_cover::SearchResult& counts);

    /// Why the last record() failed, as the system says it ("File too large").
    [[nodiscard]] std::string write_error() const;

    /// True when @p piece is recorded.
    [[nodiscard]] bool done(std::uint64_t piece) const { return seen_.contains(piece); }
    /// The pieces recorded, in the order they finished.
    [[nodiscard]] const std::vector<
        std::pair<std::uint64_t, exact_cover::SearchResult>>&
    pieces() const {
        return pieces_;
    }

private:
    [[nodiscard]] std::string signed_line(const std::string& text) const;
    [[nodiscard]] static std::string header_text(const Header& header);
    void remember(std::uint64_t piece, const exact_cover::SearchResult& counts);

    std::string path_;
    std::optional<Header> header_;
    std::uint64_t key_ =
        0;  // fingerprint of the header's text: what records are signed with
    std::vector<std::pair<std::uint64_t, exact_cover::SearchResult>> pieces_;
    // the pieces recorded: a set, not a bit per piece number, so that memory follows
    // the lines read, whatever number of pieces a header (forged, perhaps) names
    std::unordered_set<std::uint64_t> seen_;
    int fd_ = -1;    // the file, open to append to, once open() succeeded
    int error_ = 0;  // errno of the write that failed
};

}  // namespace tools
