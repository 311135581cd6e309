#include "sudoku/matrix_export.hpp"

#include <vector>

namespace sudoku {

namespace {

// Option o of the problem as a row of 0/1 entries.
std::vector<char> dense_row(const exact_cover::Problem& problem,
                            exact_cover::Option o) {
    std::vector<char> row(problem.item_count(), 0);
    for (exact_cover::Item i : problem.option(o)) row[i] = 1;
    return row;
}

}  // namespace

void write_matrix_text(std::ostream& out, const exact_cover::Problem& problem) {
    // a stream that failed (a full disk, a signal the caller's stream heard) takes no
    // more rows: a matrix of a 64 x 64 grid is gigabytes of them
    for (exact_cover::Option o = 0; o < problem.option_count() && out; ++o) {
        for (char one : dense_row(problem, o)) out << (one ? '1' : '0');
        out << '\n';
    }
}

// [start:write_pbm]
void write_pbm(std::ostream& out, const exact_cover::Problem& problem,
               PbmEncoding encoding) {
    const std::size_t width = problem.item_count(), height = problem.option_count();
    out << (encoding == PbmEncoding::plain ? "P1" : "P4") << '\n'
        << width << ' ' << height << '\n';
    for (exact_cover::Option o = 0; o < height && out; ++o) {  // (as above)
        const std::vector<char> row = dense_row(problem, o);
        if (encoding == PbmEncoding::plain) {
            for (std::size_t x = 0; x < width; ++x)  // 70 characters a line at most
                out << (row[x] ? '1' : '0')
                    << ((x + 1) % 70 == 0 || x + 1 == width ? "\n" : "");
        } else {
            // the first pixel is the high bit
            for (std::size_t x = 0; x < width; x += 8) {
                unsigned byte = 0;
                for (std::size_t b = 0; b < 8; ++b)
                    if (x + b < width && row[x + b]) byte |= 0x80u >> b;
                out.put(static_cast<char>(byte));
            }
        }
    }
}
// [end:write_pbm]

}  // namespace sudoku
