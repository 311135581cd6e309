// dlx-mpi: counts the solutions of an exact-cover problem in Knuth's dlx input format
// on many processes, on one machine or many, through MPI (chapter 10).
//
//   mpirun -np P dlx-mpi --count [--depth=K] [--first] [--profile]
//                        [--checkpoint=FILE] [FILE|-]
//
// Every rank reads the same problem (rank 0 reads it and sends it to the others) and
// cuts the same tree at depth K (by default where it has a hundred pieces per rank).
// Rank 0 hands out the pieces one at a time, to the other ranks as they ask and to a
// thread of its own, and adds up their counts. Output as `dlx --count`: the number of
// solutions on standard output, the "Altogether" line on standard error. With
// --checkpoint, every finished piece is recorded in FILE as it ends, and a run started
// again with the same FILE skips the pieces recorded there (a FILE made for another
// problem, another cut or without the same --first is refused, naming what differs). A
// last line on standard error gives the time from the start of the ranks. Exit status
// as dlx's: 0, 1 on bad input, 2 on a usage error (or a checkpoint made for another
// problem), 3 when the input, the output or the checkpoint failed, 130 or 143 when
// interrupted (the counts, marked partial, are those of the pieces that were finished).
#include <mpi.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <mutex>
#include <new>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <system_error>
#include <thread>
#include <utility>
#include <variant>
#include <vector>

#include "book/command_line.hpp"
#include "book/exit_status.hpp"
#include "book/timing.hpp"
#include "checkpoint.hpp"
#include "dlx_common.hpp"
#include "exact_cover/knuth_format.hpp"
#include "exact_cover/split.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "tool_io.hpp"

namespace {

using exact_cover::SearchResult;

struct Arguments {
    bool count = false;
    bool first = false;
    bool profile = false;
    std::optional<std::uint64_t> depth;
    std::string checkpoint;  // empty: no checkpoint
    std::string file = "-";
};

// Reads the command line (book::CommandLine, as dlx does; every rank reads it, so that
// all stop together). Returns the exit status when the program should stop at once.
std::optional<int> parse(int argc, char** argv, Arguments& a) {
    book::CommandLine cli(
        "Counts the solutions of the exact-cover problem in FILE (standard input if\n"
        "FILE is - or absent), in Knuth's dlx format, on P processes (mpirun -np P):\n"
        "the search tree cut into pieces that rank 0 hands out as the ranks ask.\n"
        "Prints the number of solutions, and on standard error \"Altogether N\n"
        "solutions, U updates, K nodes\", as dlx --count does.");
    std::uint64_t depth = 0;
    cli.flag("--count", a.count,
             "count the solutions (the only thing dlx-mpi does; say it, as with dlx)");
    const auto depth_option =
        cli.whole("--depth", depth,
                  "cut the tree at depth K (default: where it has 100 pieces per "
                  "rank)",
                  std::uint64_t{exact_cover::deepest_cut});
    tools::first_option(cli, a.first);
    tools::profile_option(cli, a.profile);
    cli.text("--checkpoint", a.checkpoint,
             "record every finished piece in FILE; started again, skip them");
    tools::problem_option(cli, a.file);
    if (const std::optional<int> status = cli.parse(argc, argv)) return status;
    if (!a.count) return book::usage_error("dlx-mpi", "it only counts: give --count");
    if (depth_option.given()) a.depth = depth;
    return std::nullopt;
}

// [start:message]
// A piece's counts as one message of 64-bit words: the piece's number (none before the
// first piece), whether it finished, and its counters, profile last.
constexpr std::uint64_t none = exact_cover::Limits::none;

std::vector<std::uint64_t> encode(std::uint64_t piece, const SearchResult& r) {
    std::vector<std::uint64_t> words{piece, r.stopped() ? 0U : 1U, r.solutions, r.nodes,
                                     r.updates};
    words.insert(words.end(), r.profile.begin(), r.profile.end());
    return words;
}

SearchResult decode(const std::vector<std::uint64_t>& words) {
    SearchResult r;
    r.ending = words[1] == 1 ? exact_cover::Ending::complete
                             : exact_cover::Ending::interrupted;
    r.solutions = words[2], r.nodes = words[3], r.updates = words[4];
    r.profile.assign(words.begin() + 5, words.end());
    return r;
}
// [end:message]

constexpr int tag_ask = 1;     // a rank's finished piece (or none) and a request
constexpr int tag_answer = 2;  // the next piece for it, or none
constexpr int tag_last = 3;    // a rank's last finished piece (or none): it stops

// [start:ask]
// A rank other than 0: counts the pieces rank 0 hands it until none is left. It asks
// for the next piece before it counts the present one, so that the answer is waiting
// when it is done (no time lost on the way), and sends each piece's counts with the
// next request; the last counts go alone, with tag_last.
void ask_for_pieces(exact_cover::TunedDlx& engine, const exact_cover::Cut& cut,
                    const exact_cover::Limits& limits) {
    const auto send = [](const std::vector<std::uint64_t>& message, int tag) {
        MPI_Send(message.data(), static_cast<int>(message.size()), MPI_UINT64_T, 0, tag,
                 MPI_COMM_WORLD);
    };
    const auto receive = [] {
        std::uint64_t piece = none;
        MPI_Recv(&piece, 1, MPI_UINT64_T, 0, tag_answer, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
        return piece;
    };
    std::vector<std::uint64_t> message{none};  // no counts yet
    send(message, tag_ask);
    for (std::uint64_t piece = receive(); piece != none; piece = receive()) {
        send(message, tag_ask);  // the last piece's counts, and a request for the next
        message =
            encode(piece, exact_cover::count_piece(engine, cut.pieces[piece], limits));
    }
    send(message, tag_last);
}
// [end:ask]

// What rank 0 shares between its two threads: the pieces left, in order, and the
// checkpoint with the finished ones.
struct Dealer {
    std::vector<std::uint64_t> left;  // the pieces not in the checkpoint
    std::atomic<std::size_t> next{0};
    std::atomic<bool> stopping{false};  // interrupted, a write failed, or no memory
    std::atomic<bool> out_of_memory{false};  // rank 0's own worker had none left
    std::mutex mutex;                        // guards checkpoint and write_failed
    tools::Checkpoint checkpoint;
    bool write_failed = false;

    // The next piece to count, or none.
    std::uint64_t deal() {
        if (stopping) return none;
        const std::size_t k = next++;
        return k < left.size() ? left[k] : none;
    }
    // A piece's counts, from whichever worker counted it.
    void take(std::uint64_t piece, const SearchResult& counts) {
        if (counts.stopped()) {
            stopping = true;  // a worker was interrupted: the run ends
            return;
        }
        const std::scoped_lock lock(mutex);
        if (!checkpoint.record(piece, counts)) write_failed = true, stopping = true;
    }
};

// A pause of 1 ms between two looks for a request: the ranks ask one piece ahead, so no
// rank waits for it, and the counting thread keeps the core.
void nap() { std::this_thread::sleep_for(std::chrono::milliseconds(1)); }

// Rank 0's own counting thread, running @p count. When the system cannot start it,
// rank 0 only serves and the other ranks count every piece; alone, it counts them
// itself, here, and returns no thread.
template <class Count>
std::jthread start_own_worker(const Count& count, int ranks) {
    try {
        return std::jthread(count);
    } catch (const std::system_error&) {
        std::cerr << "dlx-mpi: rank 0 could not start its counting thread; "
                  << (ranks == 1 ? "it counts on its one thread\n"
                                 : "the other ranks count every piece\n");
        if (ranks == 1) count();
        return {};
    }
}

// Rank 0's own counting: pieces from the dealer until there are none, on a copy of
// the engine. Out of memory on its own thread (where the exception would end the
// program without a word), it stops the run; the pieces recorded stay recorded.
void count_pieces(Dealer& dealer, const exact_cover::TunedDlx& engine,
                  const exact_cover::Cut& cut, const exact_cover::Limits& limits) {
    try {
        exact_cover::TunedDlx own = engine;
        for (std::uint64_t piece = dealer.deal(); piece != none; piece = dealer.deal())
            dealer.take(piece,
                        exact_cover::count_piece(own, cut.pieces[piece], limits));
    } catch (const std::bad_alloc&) {
        dealer.out_of_memory = true;
        dealer.stopping = true;
    }
}

// [start:serve]
// Rank 0: a thread of its own counts pieces while this one answers the other ranks'
// requests (MPI called from this thread only), until every rank has sent its last
// counts.
void serve_pieces(Dealer& dealer, int ranks, const exact_cover::TunedDlx& engine,
                  const exact_cover::Cut& cut, const exact_cover::Limits& limits) {
    const auto count_own = [&] { count_pieces(dealer, engine, cut, limits); };
    const std::jthread own_worker = start_own_worker(count_own, ranks);
    std::vector<std::uint64_t> message;
    for (int asking = ranks - 1; asking > 0;) {
        int arrived = 0;
        MPI_Status status;
        MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &arrived, &status);
        if (!arrived) {  // nothing to answer: leave the core to the counting
            nap();
            continue;
        }
        int words = 0;
        MPI_Get_count(&status, MPI_UINT64_T, &words);
        message.resize(static_cast<std::size_t>(words));
        MPI_Recv(message.data(), words, MPI_UINT64_T, status.MPI_SOURCE, status.MPI_TAG,
                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        if (message[0] != none) dealer.take(message[0], decode(message));
        if (status.MPI_TAG == tag_last) {  // that rank is done
            --asking;
            continue;
        }
        if (limits.interrupted()) dealer.stopping = true;
        const std::uint64_t piece = dealer.deal();
        MPI_Send(&piece, 1, MPI_UINT64_T, status.MPI_SOURCE, tag_answer,
                 MPI_COMM_WORLD);
    }
}
// [end:serve]

// An exit status as rank 0 broadcasts it: carry_on when the run goes on.
constexpr int carry_on = -1;

// Rank 0's exit status (or none), known to every rank.
std::optional<int> broadcast(std::optional<int> status) {
    int word = status.value_or(carry_on);
    MPI_Bcast(&word, 1, MPI_INT, 0, MPI_COMM_WORLD);
    return word == carry_on ? std::nullopt : std::optional<int>(word);
}

// Rank 0 reads the input; every rank gets the problem as text, written back in Knuth's
// format from what was read (so its size is the problem's, whatever comments or blank
// lines the input held, and the same problem fingerprints the same), and reads it.
// Returns an exit status when the run must stop (rank 0 has said why), nothing when it
// goes on.
std::optional<int> share_input(int rank, const Arguments& a, std::string& text,
                               exact_cover::Problem& problem) {
    std::optional<int> status;
    if (rank == 0) {
        std::variant<tools::ProblemInput, int> read =
            tools::read_problem("dlx-mpi", a.file);
        if (const int* stop = std::get_if<int>(&read)) {
            status = *stop;
        } else if (tools::ProblemInput& input = std::get<tools::ProblemInput>(read);
                   input.problem.has_colours()) {
            status = book::usage_error(
                "dlx-mpi",
                input.name +
                    ": colours (item:colour) are searched by Algorithm C, in "
                    "dlx alone: dlx-mpi splits exact cover without colours");
        } else if (const std::optional<std::string> refusal =
                       a.depth ? tools::depth_refusal(input, *a.depth) : std::nullopt) {
            status = book::usage_error("dlx-mpi", *refusal);
        } else {
            std::ostringstream written;
            exact_cover::write_knuth_format(written, input.problem);
            text = std::move(written).str();
            problem = std::move(input.problem);
        }
    }
    if (const std::optional<int> stop = broadcast(status)) return stop;
    std::uint64_t size = text.size();
    MPI_Bcast(&size, 1, MPI_UINT64_T, 0, MPI_COMM_WORLD);
    text.resize(size);
    MPI_Bcast(text.data(), static_cast<int>(size), MPI_CHAR, 0, MPI_COMM_WORLD);
    if (rank != 0) {
        std::istringstream in(text);
        problem = exact_cover::read_knuth_format(in);
    }
    return std::nullopt;
}

int run(int rank, int ranks, int argc, char** argv) {
    const book::Stopwatch clock;  // from the start of the ranks
    Arguments a;
    if (rank != 0) {  // rank 0 speaks for all
        std::cout.setstate(std::ios::failbit);
        std::cerr.setstate(std::ios::failbit);
    }
    if (const std::optional<int> status = parse(argc, argv, a)) return *status;
    std::string text;
    exact_cover::Problem problem;
    if (const std::optional<int> status = share_input(rank, a, text, problem))
        return *status;
    const exact_cover::ItemChoice rule = a.first
                                             ? exact_cover::ItemChoice::first
                                             : exact_cover::ItemChoice::fewest_options;
    exact_cover::TunedDlx engine(problem, rule);
    const exact_cover::Limits limits{.interrupt = tools::interrupt_flag()};

    // Rank 0 settles the depth (the checkpoint's, when it has one) and tells the rest.
    Dealer dealer;
    std::optional<int> status;
    std::uint64_t depth = 0;
    if (rank == 0) {
        if (!a.checkpoint.empty()) status = dealer.checkpoint.load(a.checkpoint);
        const auto& saved = dealer.checkpoint.header();
        depth = a.depth ? *a.depth
                : saved ? saved->depth
                        : exact_cover::depth_for(
                              engine, 100 * static_cast<std::size_t>(ranks), limits);
    }
    if (const std::optional<int> stop = broadcast(status)) return *stop;
    MPI_Bcast(&depth, 1, MPI_UINT64_T, 0, MPI_COMM_WORLD);
    const exact_cover::Cut cut = exact_cover::cut_tree(engine, depth, limits);
    // A signal while cutting (on any rank, each cuts its own copy of the tree) stops
    // every rank before any piece is dealt: the pieces are not all known.
    int stopped = cut.above.stopped() || limits.interrupted() ? 1 : 0;
    MPI_Allreduce(MPI_IN_PLACE, &stopped, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    if (stopped != 0) {
        std::cerr << "dlx-mpi: interrupted while cutting the tree; nothing counted\n";
        return rank == 0 ? tools::finish_output("dlx-mpi", tools::interrupted_status())
                         : book::exit_status::success;
    }

    if (rank != 0) {
        ask_for_pieces(engine, cut, limits);
        return book::exit_status::success;
    }
    const tools::Checkpoint::Header header{.input = tools::fingerprint(text),
                                           .first = a.first,
                                           .depth = depth,
                                           .pieces = cut.pieces.size(),
                                           .paths = tools::paths_fingerprint(cut)};
    if (!a.checkpoint.empty()) {
        const auto& saved = dealer.checkpoint.header();
        if (saved && *saved != header) {
            status = book::usage_error(
                "dlx-mpi", a.checkpoint + ": made for another count: " +
                               tools::Checkpoint::differences(*saved, header));
        } else if (!dealer.checkpoint.open(header)) {
            status = book::exit_status::io;
        }
    }
    for (std::uint64_t piece = 0; piece < cut.pieces.size(); ++piece)
        if (!dealer.checkpoint.done(piece)) dealer.left.push_back(piece);
    if (status)
        dealer.stopping = true;  // every rank is told: no piece
    else {
        std::ostringstream line;  // one write, as the report at the end
        line << "dlx-mpi: " << ranks << (ranks == 1 ? " rank, " : " ranks, ")
             << cut.pieces.size() << (cut.pieces.size() == 1 ? " piece" : " pieces")
             << " at depth " << depth << " (" << cut.pieces.size() - dealer.left.size()
             << " done before)\n";
        std::cerr << line.str();
    }
    serve_pieces(dealer, ranks, engine, cut, limits);
    if (dealer.out_of_memory) throw std::bad_alloc();  // said by main(), as any other
    const double seconds = clock.seconds();
    if (status) return *status;
    if (dealer.write_failed) {
        std::cerr << "dlx-mpi: " << a.checkpoint << ": cannot write the checkpoint: "
                  << dealer.checkpoint.write_error() << '\n';
        return book::exit_status::io;
    }

    // [start:total]
    SearchResult total = cut.above;
    for (const auto& [piece, counts] : dealer.checkpoint.pieces())
        exact_cover::add_counts(total, counts, cut.depth);
    const bool partial = dealer.checkpoint.pieces().size() < cut.pieces.size();
    // [end:total]
    // mpirun forwards standard output and standard error apart: the count goes first,
    // flushed, then the report in one write, so that no line is cut by the other stream
    if (!partial) std::cout << total.solutions << std::endl;
    std::ostringstream report;
    report << exact_cover::knuth_summary(total, partial, a.profile);
    // the time from the start of the ranks, without mpirun's own start
    report << "dlx-mpi: counted in " << std::fixed << std::setprecision(2) << seconds
           << " s\n";
    std::cerr << report.str();
    return tools::finish_output(
        "dlx-mpi", partial ? tools::interrupted_status() : book::exit_status::success);
}

}  // namespace

int main(int argc, char** argv) {
    // first, before MPI starts: the help is written under its rules, and a file-size
    // limit met by MPI's own files is a failed write, not a rank killed
    tools::catch_interrupts();
    tools::share_heap_under_address_limit();  // before any thread starts
    int provided = 0;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
    int rank = 0, ranks = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    int status = 0;
    try {
        status = run(rank, ranks, argc, argv);
    } catch (const std::bad_alloc&) {
        // the other ranks may wait for this one: end them all
        MPI_Abort(MPI_COMM_WORLD, tools::out_of_memory("dlx-mpi"));
    }
    MPI_Finalize();
    return status;
}
