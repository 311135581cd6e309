// random_xcc: writes one of the tests' random XCC problems in Knuth's format, for
// tools/record-knuth-counts to give to Knuth's programs (the tests rebuild the same
// problem with test_support::random_xcc_problem and compare the counts).
//
//   random_xcc primary=P secondary=S options=O colours=C seed=N
//
// The words are those of a line of the data files (tests/ch09/data/dlx2_random.txt):
// the problem's shape and seed; other words (the counts) are ignored.
#include <iostream>
#include <stdexcept>
#include <string>

#include "test_support/knuth_counts.hpp"
#include "test_support/random_xcc.hpp"

int main(int argc, char** argv) {
    std::string line = "random";
    for (int k = 1; k < argc; ++k) line += ' ' + std::string(argv[k]);
    try {
        const test_support::KnuthCounts row = test_support::parse_knuth_counts(line);
        std::cout << test_support::random_xcc_text(
            static_cast<std::uint32_t>(row.at("seed")), row.shape());
    } catch (const std::exception& e) {
        std::cerr << "random_xcc: " << e.what()
                  << "\nusage: random_xcc primary=P secondary=S options=O colours=C "
                     "seed=N\n";
        return 2;
    }
    return 0;
}
