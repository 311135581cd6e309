// Chapter 13: dancing cells (exact_cover::DancingCells, and the tuned engine's nodes
// and updates) against Knuth's ssxc1 on 120 random problems with secondary items and
// against ssxcc1 on 200 random problems with colours, whose options list their items in
// random order, not the order of the item line: swapping an option's items out in
// another order leaves another active list, and so other ties, so this tests that the
// engines take the items as written, as Knuth's programs do. The counts are recorded in
// tests/ch13/data/ssxc1_random.txt and ssxcc1_random.txt by tools/record-knuth-counts
// (CI has neither program).
#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "exact_cover/dancing_cells.hpp"
#include "exact_cover/tuned_cells.hpp"
#include "test_support/knuth_counts.hpp"

using exact_cover::Problem;
using exact_cover::SearchResult;
using test_support::KnuthCounts;

namespace {

// Whether some primary item of @p p is in no option: then ssxc1 and ssxcc1 do not
// search, and print 0 nodes where the engines count the root as always (chapter 13).
bool has_a_primary_item_without_options(const Problem& p) {
    std::vector<bool> used(p.primary_count(), false);
    for (exact_cover::Option o = 0; o < p.option_count(); ++o)
        for (const exact_cover::Item i : p.option(o))
            if (p.is_primary(i)) used[i] = true;
    for (const bool u : used)
        if (!u) return true;
    return false;
}

// Runs both engines on every problem of the data file @p name, and checks what
// ssxc1 or ssxcc1 printed: the solutions, the updates, the nodes and (DancingCells's,
// exactly) the mems. Returns how many problems it ran.
std::size_t check_file(const std::string& name) {
    std::size_t problems = 0;
    for (const KnuthCounts& row :
         test_support::read_knuth_counts(BOOK_SOURCE_DIR "/tests/ch13/data/" + name)) {
        const Problem p = row.random_problem();
        const SearchResult plain = exact_cover::DancingCells(p).count_solutions();
        const SearchResult tuned = exact_cover::TunedCells(p).count_solutions();
        BOOST_TEST_CONTEXT("line " << row.line << " of " << name) {
            std::uint64_t nodes = row.at("nodes");
            // Knuth's program does not search when a primary item has no option
            if (has_a_primary_item_without_options(p)) {
                BOOST_TEST(nodes == 0u);
                nodes = 1;  // the root, which the engines count
            }
            for (const SearchResult& r : {plain, tuned}) {
                BOOST_TEST(r.solutions == row.at("solutions"));
                BOOST_TEST(r.updates == row.at("updates"));
                BOOST_TEST(r.nodes + 1 == nodes);  // Knuth counts the root
            }
            BOOST_TEST(plain.mems == row.at("mems"));
        }
        ++problems;
    }
    return problems;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(ch13_ssxc1)

BOOST_AUTO_TEST_CASE(dancing_cells_count_as_ssxc1_on_120_random_problems) {
    BOOST_TEST(check_file("ssxc1_random.txt") >= 100u);
}

BOOST_AUTO_TEST_CASE(
    dancing_cells_count_as_ssxcc1_on_200_random_problems_with_colours) {
    BOOST_TEST(check_file("ssxcc1_random.txt") >= 200u);
}

BOOST_AUTO_TEST_SUITE_END()
