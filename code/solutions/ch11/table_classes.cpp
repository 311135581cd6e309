// Exercise 11.2, a reference answer: table_classes().
#include <algorithm>
#include <numeric>
#include <vector>

#include "ch11/table_classes.hpp"
#include "sudoku/band_count.hpp"

namespace exercises {

namespace {

// Every permutation of 0 .. k−1, in lexicographic order.
std::vector<std::vector<std::size_t>> permutations(std::size_t k) {
    std::vector<std::size_t> p(k);
    std::iota(p.begin(), p.end(), std::size_t{0});
    std::vector<std::vector<std::size_t>> all;
    do all.push_back(p);
    while (std::next_permutation(p.begin(), p.end()));
    return all;
}

}  // namespace

std::size_t table_classes(const sudoku::Shape& tall) {
    const std::size_t stacks = tall.box_rows();      // R
    const std::size_t columns = tall.box_columns();  // C
    const std::vector<sudoku::BandTable> tables = sudoku::band_tables(tall);
    std::size_t types = 1;  // C^R
    for (std::size_t s = 0; s < stacks; ++s) types *= columns;
    std::vector<std::size_t> weight(stacks, 1);  // C^s, the place of stack s in a type
    for (std::size_t s = 1; s < stacks; ++s) weight[s] = weight[s - 1] * columns;

    const std::vector<std::vector<std::size_t>> sigmas = permutations(stacks);
    const std::vector<std::vector<std::size_t>> taus = permutations(columns);
    std::size_t symmetries = 0;
    std::size_t fixed = 0;  // Σ over the symmetries of the tables each one fixes
    std::vector<std::size_t> image(types);
    for (const std::vector<std::size_t>& sigma : sigmas) {
        std::vector<std::size_t> tau(stacks, 0);  // which of taus each stack uses
        while (true) {
            for (std::size_t t = 0; t < types; ++t) {
                std::size_t to = 0;
                for (std::size_t s = 0; s < stacks; ++s)
                    to += taus[tau[s]][sudoku::type_column(tall, t, s)] *
                          weight[sigma[s]];
                image[t] = to;
            }
            ++symmetries;
            for (const sudoku::BandTable& table : tables) {
                bool keeps = true;
                for (std::size_t t = 0; t < types && keeps; ++t)
                    keeps = table.counts[image[t]] == table.counts[t];
                if (keeps) ++fixed;
            }
            std::size_t s = 0;  // the next column permutations, as an odometer
            while (s < stacks && ++tau[s] == taus.size()) tau[s++] = 0;
            if (s == stacks) break;
        }
    }
    return fixed / symmetries;  // Burnside: an exact quotient
}

}  // namespace exercises
