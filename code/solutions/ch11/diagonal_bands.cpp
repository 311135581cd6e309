// Exercise 11.2, a reference answer: diagonal_bands(). With the diagonal table, the R
// values of type (c, ..., c) are the values of column c in every stack, and no other
// value shares a column with them. Each of them takes one row in each stack, a
// different row in each (it appears once in every row of the band); in column c of a
// stack, they take different rows. Write value k's row in stack s in cell (k, s) of an
// R × R array: every row and every column of the array holds each of the R rows once.
// It is a Latin square, any Latin square will do, and the C columns choose theirs
// independently: n = L(R)^C, where L(R) is the number of Latin squares of order R
// (2, 12, 576, 161,280 and 812,851,200 for R = 2 to 6, OEIS A002860).
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "ch11/diagonal_bands.hpp"

namespace exercises {

namespace {

// The Latin squares of order @p r whose first row and first column both read 0, 1,
// ..., r - 1 (the reduced ones), filled cell by cell with the rows and columns each
// kept as a set of the symbols used.
std::uint64_t reduced_latin_squares(std::size_t r) {
    std::vector<std::uint32_t> in_row(r, 0), in_column(r, 0);
    for (std::size_t k = 0; k < r; ++k) {
        in_row[0] |= 1u << k;  // the first row: k in column k
        in_column[k] |= 1u << k;
        in_row[k] |= 1u << k;  // the first column: k in row k
        in_column[0] |= 1u << k;
    }
    const auto fill = [&](const auto& self, std::size_t cell) -> std::uint64_t {
        if (cell == r * r) return 1;
        const std::size_t i = cell / r, j = cell % r;
        if (j == 0) return self(self, cell + 1);  // given
        std::uint64_t squares = 0;
        for (std::size_t x = 0; x < r; ++x) {
            const std::uint32_t bit = 1u << x;
            if ((in_row[i] | in_column[j]) & bit) continue;
            in_row[i] |= bit;
            in_column[j] |= bit;
            squares += self(self, cell + 1);
            in_row[i] &= ~bit;
            in_column[j] &= ~bit;
        }
        return squares;
    };
    return fill(fill, r);  // from the second row on
}

}  // namespace

sudoku::WideCount diagonal_bands(const sudoku::Shape& tall) {
    const std::size_t R = tall.box_rows(), C = tall.box_columns();
    if (R < C)
        throw std::invalid_argument("diagonal_bands: " + sudoku::to_string(tall) +
                                    " is not tall");
    // Permuting the symbols maps the squares with a given first row one to one onto
    // those whose first row reads 0 .. R - 1 (the chapter's saving: R! times fewer to
    // list), and permuting the other rows then puts the first column in order too
    // ((R - 1)! times fewer).
    std::uint64_t latin = reduced_latin_squares(R);
    for (std::size_t k = 2; k <= R; ++k) latin *= k;
    for (std::size_t k = 2; k < R; ++k) latin *= k;
    sudoku::WideCount bands = 1;
    for (std::size_t c = 0; c < C; ++c) bands *= latin;
    return bands;
}

}  // namespace exercises
