#include "exact_cover/dense_matrix.hpp"

namespace exact_cover {

std::vector<std::size_t> DenseMatrix::column_sums() const {
    std::vector<std::size_t> sums(columns_, 0);
    for (std::size_t r = 0; r < rows_; ++r)
        for (std::size_t c = 0; c < columns_; ++c) sums[c] += at(r, c);
    return sums;
}

DenseMatrix indicator_matrix(const Problem& problem) {
    DenseMatrix matrix(problem.option_count(), problem.item_count());
    for (Option o = 0; o < problem.option_count(); ++o)
        for (Item i : problem.option(o)) matrix.set(o, i);
    return matrix;
}

}  // namespace exact_cover
