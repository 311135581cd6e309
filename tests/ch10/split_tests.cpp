// Chapter 10: the search tree cut into pieces (exact_cover::cut_tree, count_piece,
// add_counts) and counted by several threads (count_in_parallel): every cut, at every
// depth, gives back the whole search's solutions, nodes, updates and profile exactly.
#include <boost/test/data/monomorphic.hpp>
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <new>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "exact_cover/baseline_dlx.hpp"
#include "exact_cover/parallel_count.hpp"
#include "exact_cover/problems/examples.hpp"
#include "exact_cover/problems/langford.hpp"
#include "exact_cover/problems/pentominoes.hpp"
#include "exact_cover/problems/queens.hpp"
#include "exact_cover/split.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "exact_cover/workers.hpp"
#include "test_support/known_counts.hpp"
#include "test_support/random_problems.hpp"

using namespace exact_cover;

namespace {

// The whole search's counters against the cut's at `depth`, pieces counted one by one.
void check_cut(const Problem& problem, std::size_t depth) {
    TunedDlx engine(problem);
    const SearchResult whole = engine.count_solutions();
    const Cut cut = cut_tree(engine, depth);
    SearchResult sum = cut.above;
    for (const Piece& piece : cut.pieces) {
        BOOST_TEST(piece.size() == depth);
        add_counts(sum, count_piece(engine, piece), depth);
    }
    BOOST_TEST(sum.solutions == whole.solutions);
    BOOST_TEST(sum.nodes == whole.nodes);
    BOOST_TEST(sum.updates == whole.updates);
    BOOST_TEST(sum.profile == whole.profile, boost::test_tools::per_element());
    BOOST_TEST(!sum.stopped());
    // and the engine is as it was: the same search again gives the same counts
    const SearchResult again = engine.count_solutions();
    BOOST_TEST(again.updates == whole.updates);
    BOOST_TEST(engine.chosen().empty());
}

}  // namespace

BOOST_AUTO_TEST_SUITE(ch10_split)

BOOST_DATA_TEST_CASE(every_depth_adds_up_on_eight_queens,
                     boost::unit_test::data::xrange<std::size_t>(0, 10), depth) {
    check_cut(queens_problem(8), depth);
}

BOOST_DATA_TEST_CASE(every_depth_adds_up_on_langford_pairs,
                     boost::unit_test::data::xrange<std::size_t>(0, 6), depth) {
    check_cut(langford_problem(7), depth);
}

BOOST_AUTO_TEST_CASE(the_pentomino_cut_adds_up) {
    check_cut(pentomino_problem(20, 3), 2);  // the 3 x 20 box: 8 tilings
}

BOOST_AUTO_TEST_CASE(random_problems_with_secondary_items_add_up) {
    std::mt19937 rng(10);
    for (int trial = 0; trial < 200; ++trial) {
        const Problem p = test_support::sparse_random_problem(rng, 8, 3, 14);
        check_cut(p, static_cast<std::size_t>(trial % 5));
    }
}

BOOST_AUTO_TEST_CASE(the_cut_of_the_small_example_names_its_paths) {
    // Chapter 1's example: the search branches on item 1 (a), whose options are C and
    // E.
    TunedDlx engine(small_example());
    const Cut cut = cut_tree(engine, 1);
    BOOST_TEST(cut.pieces.size() == engine.options_left(*engine.branch_item()).size());
    BOOST_TEST(cut.above.nodes == cut.pieces.size());
    BOOST_TEST(cut.above.profile == std::vector<std::uint64_t>{cut.pieces.size()},
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(depth_for_gives_enough_pieces_or_the_widest_level) {
    TunedDlx engine(queens_problem(8));
    const std::size_t depth = depth_for(engine, 100);
    BOOST_TEST(cut_tree(engine, depth).pieces.size() >= 100U);
    BOOST_TEST(cut_tree(engine, depth - 1).pieces.size() < 100U);
    BOOST_TEST(depth_for(engine, 1) == 0U);
    // four queens: no level has a million nodes; the widest is chosen
    TunedDlx small(queens_problem(4));
    const std::size_t widest = depth_for(small, 1000000);
    const std::size_t pieces = cut_tree(small, widest).pieces.size();
    for (std::size_t d = 0; d < 10; ++d)
        BOOST_TEST(cut_tree(small, d).pieces.size() <= pieces);
}

// The depth the one walk of depth_for() finds is the depth that cutting at 1, 2, 3, ...
// finds, on trees of every shape: the smallest with enough pieces, or the widest.
BOOST_AUTO_TEST_CASE(depth_for_finds_what_a_cut_per_depth_finds) {
    const auto by_cuts = [](TunedDlx& engine, std::size_t wanted) {
        std::size_t best = 0, most = 1;
        for (std::size_t depth = 1; depth <= 30; ++depth) {
            const std::size_t pieces = cut_tree(engine, depth).pieces.size();
            if (pieces > widest_cut_factor * wanted) return best;
            if (pieces >= wanted) return depth;
            if (pieces > most) best = depth, most = pieces;
        }
        return best;
    };
    for (const Problem& problem : {queens_problem(6), queens_problem(8),
                                   langford_problem(7), pentomino_problem(3, 10)})
        for (const std::size_t wanted : {2, 10, 100, 1000, 100000}) {
            TunedDlx engine(problem);
            BOOST_TEST(depth_for(engine, wanted) == by_cuts(engine, wanted),
                       "wanted " << wanted);
        }
}

// Issue 52, item 8: a deep, narrow tree (a chain of one-item options) was cut once per
// level, n²/2 nodes; one walk takes at most deepest_cut levels, and finds no level
// wider than the root, so the count is one piece.
BOOST_AUTO_TEST_CASE(a_chain_is_cut_in_one_bounded_walk) {
    std::vector<std::string> names;
    for (int k = 0; k < 20000; ++k) names.push_back("a" + std::to_string(k));
    Problem chain(names);
    for (Item k = 0; k < names.size(); ++k) chain.add_option({k});
    TunedDlx engine(chain);
    BOOST_TEST(depth_for(engine, 200) == 0U);
    BOOST_CHECK_THROW((void)cut_tree(engine, deepest_cut + 1), std::invalid_argument);
    BOOST_TEST(cut_tree(engine, deepest_cut).pieces.size() == 1U);
    // an interrupt ends the cut at its next node, marked
    const std::atomic<bool> stop{true};
    const Cut cut = cut_tree(engine, 10, {.interrupt = &stop});
    BOOST_TEST((cut.above.ending == Ending::interrupted));
    BOOST_TEST(cut.pieces.empty());
    BOOST_TEST(engine.count_solutions().solutions == 1U);  // left as it was found
}

// The second adversarial pass: a root of 100,000 options that share one item took
// minutes to cut at depth 1 (each choose() covers that item, 100,000 list entries),
// where the search takes a fraction of a second. So wide a level is not cut, however
// many pieces are wanted: the count is one piece. 10,000 such options (10^8 entries to
// walk again) may be cut, where the pieces wanted are enough.
BOOST_AUTO_TEST_CASE(a_level_far_wider_than_wanted_or_too_costly_is_not_cut) {
    const auto wide = [](Item n) {  // a primary item, 0, and n secondary ones
        Problem problem = Problem::with_item_count(1, n);
        for (Item k = 1; k <= n; ++k) problem.add_option({0, k});
        return problem;
    };
    TunedDlx widest(wide(100000));
    BOOST_TEST(depth_for(widest, 200) == 0U);     // 500 times too wide
    BOOST_TEST(depth_for(widest, 100000) == 0U);  // as many as wanted, but 10^10
    BOOST_TEST(widest.chosen().empty());
    TunedDlx wide_enough(wide(10000));
    BOOST_TEST(depth_for(wide_enough, 10) == 0U);  // 1,000 times too wide
    const std::size_t fewest = (10000 + widest_cut_factor - 1) / widest_cut_factor;
    BOOST_TEST(depth_for(wide_enough, fewest) == 1U);  // 10^8 entries: cut
}

// branch_item() stops its scan at a LEN nothing can beat (0, or 1 when no list is
// empty), so that a path of forced levels costs its length, not its square; at every
// node of these trees it names the item a scan to the end names: the leftmost active
// primary item with the fewest options.
void check_branch_items(TunedDlx& engine, std::size_t depth) {
    std::optional<Item> fewest;
    for (Item i = 0; i < engine.primary_count(); ++i)
        if (engine.is_active(i) && (!fewest || engine.len(i) < engine.len(*fewest)))
            fewest = i;
    BOOST_TEST((engine.branch_item() == fewest));
    if (!fewest || depth == 0) return;
    for (const Option option : engine.options_left(*fewest)) {
        (void)engine.choose(option);
        check_branch_items(engine, depth - 1);
        engine.unchoose();
    }
}

BOOST_AUTO_TEST_CASE(the_branch_item_is_the_leftmost_with_fewest_options) {
    std::mt19937 rng(52);
    std::vector<Problem> problems{queens_problem(6), langford_problem(7)};
    for (int k = 0; k < 100; ++k)
        problems.push_back(test_support::random_problem(rng, 9, 3, 14));
    for (const Problem& problem : problems) {
        TunedDlx engine(problem);
        check_branch_items(engine, 4);
    }
}

BOOST_AUTO_TEST_CASE(options_chosen_up_front_stay_chosen) {
    // The cut works on the engine's present state: here the first queen fixed.
    TunedDlx engine(queens_problem(8));
    (void)engine.choose(0);
    const SearchResult whole = engine.count_solutions();
    const Cut cut = cut_tree(engine, 2);
    SearchResult sum = cut.above;
    for (const Piece& piece : cut.pieces)
        add_counts(sum, count_piece(engine, piece), 2);
    BOOST_TEST(sum.solutions == whole.solutions);
    BOOST_TEST(sum.updates == whole.updates);
    BOOST_TEST(engine.chosen().size() == 1U);
}

BOOST_DATA_TEST_CASE(threads_give_the_sequential_totals,
                     boost::unit_test::data::make({1U, 2U, 3U, 8U}), threads) {
    TunedDlx engine(queens_problem(9));
    const SearchResult whole = engine.count_solutions();
    const Cut cut = cut_tree(engine, 3);
    const ParallelCount run = count_in_parallel(engine, cut, threads);
    BOOST_TEST(run.total.solutions == test_support::queens_count(9));
    BOOST_TEST(run.total.solutions == whole.solutions);
    BOOST_TEST(run.total.nodes == whole.nodes);
    BOOST_TEST(run.total.updates == whole.updates);
    BOOST_TEST(run.total.profile == whole.profile, boost::test_tools::per_element());
    BOOST_TEST(run.log.size() == cut.pieces.size());
    for (const PieceRun& piece : run.log) {
        BOOST_TEST(piece.done);
        BOOST_TEST(piece.worker < threads);
        BOOST_TEST(piece.start <= piece.end);
    }
}

BOOST_AUTO_TEST_CASE(an_interrupted_parallel_count_is_marked) {
    TunedDlx engine(queens_problem(9));
    const Cut cut = cut_tree(engine, 2);
    std::atomic<bool> stop{true};  // raised before the start: nothing is counted below
    Limits limits;
    limits.interrupt = &stop;
    const ParallelCount run = count_in_parallel(engine, cut, 2, limits);
    BOOST_TEST((run.total.ending == Ending::interrupted));
    BOOST_TEST(run.total.solutions == cut.above.solutions);
}

BOOST_AUTO_TEST_CASE(the_engines_agree_on_the_tree_above_the_cut) {
    // The plain BaselineDlx of chapter 6 counts the same nodes and updates as the tuned
    // engine whose public steps the cut uses.
    const Problem problem = queens_problem(7);
    BaselineDlx plain(problem);
    TunedDlx tuned(problem);
    const SearchResult a = plain.count_solutions();
    const Cut cut = cut_tree(tuned, 3);
    SearchResult sum = cut.above;
    for (const Piece& piece : cut.pieces) add_counts(sum, count_piece(tuned, piece), 3);
    BOOST_TEST(sum.nodes == a.nodes);
    BOOST_TEST(sum.updates == a.updates);
}

// exact_cover::for_each_job: every job done, once, whatever the threads' luck.
BOOST_AUTO_TEST_CASE(every_job_is_done_once_on_any_number_of_threads) {
    for (unsigned threads : {1U, 2U, 7U}) {
        std::vector<std::atomic<int>> done(1000);
        for_each_job(done.size(), threads, [&](std::size_t k) { ++done[k]; });
        for (std::size_t k = 0; k < done.size(); ++k) BOOST_TEST(done[k] == 1);
    }
}

BOOST_AUTO_TEST_CASE(a_job_with_no_room_on_a_worker_is_done_again_by_the_caller) {
    // every worker but the caller finds no room for its first job: it puts the job
    // back and stops, and the caller does the job again once the others have returned
    const std::thread::id caller = std::this_thread::get_id();
    std::vector<std::size_t> result(500, 0);
    std::atomic<int> put_back{0};
    const unsigned ran = for_each_job(result.size(), 4, [&](std::size_t k) {
        thread_local bool failed = false;
        if (std::this_thread::get_id() != caller && !failed) {
            failed = true;
            ++put_back;
            throw std::bad_alloc();
        }
        // the caller's first job waits for a put-back, so that one surely happens
        // when another thread runs (with a deadline: the system may start none)
        const auto deadline =
            std::chrono::steady_clock::now() + std::chrono::seconds(5);
        while (k == 0 && put_back == 0 && std::chrono::steady_clock::now() < deadline)
            std::this_thread::yield();
        result[k] = k * k + 1;  // its own result only: a job may be done twice
    });
    BOOST_TEST(put_back <= static_cast<int>(ran) - 1);
    if (ran > 1) BOOST_TEST(put_back >= 1);
    for (std::size_t k = 0; k < result.size(); ++k) BOOST_TEST(result[k] == k * k + 1);
}

BOOST_AUTO_TEST_CASE(a_job_with_no_room_on_the_caller_either_is_thrown) {
    BOOST_CHECK_THROW(for_each_job(10, 3,
                                   [](std::size_t k) {
                                       if (k == 5) throw std::bad_alloc();
                                   }),
                      std::bad_alloc);
}

BOOST_AUTO_TEST_SUITE_END()
