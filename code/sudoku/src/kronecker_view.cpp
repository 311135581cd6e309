#include "sudoku/kronecker_view.hpp"

#include <stdexcept>

namespace sudoku {

using exact_cover::DenseMatrix;

DenseMatrix identity(std::size_t n) {
    DenseMatrix m(n, n);
    for (std::size_t i = 0; i < n; ++i) m.set(i, i);
    return m;
}

DenseMatrix ones(std::size_t n) {
    DenseMatrix m(n, 1);
    for (std::size_t i = 0; i < n; ++i) m.set(i, 0);
    return m;
}

// [start:kronecker]
DenseMatrix kronecker(const DenseMatrix& a, const DenseMatrix& b) {
    DenseMatrix product(a.rows() * b.rows(), a.columns() * b.columns());
    for (std::size_t i = 0; i < a.rows(); ++i)
        for (std::size_t j = 0; j < a.columns(); ++j)
            if (a.at(i, j))  // block (i, j) of the product is a copy of B
                for (std::size_t k = 0; k < b.rows(); ++k)
                    for (std::size_t l = 0; l < b.columns(); ++l)
                        product.set(i * b.rows() + k, j * b.columns() + l, b.at(k, l));
    return product;
}
// [end:kronecker]

DenseMatrix kronecker(std::initializer_list<DenseMatrix> factors) {
    if (factors.size() == 0)
        throw std::invalid_argument("a Kronecker product needs at least one factor");
    DenseMatrix product = *factors.begin();
    for (auto it = factors.begin() + 1; it != factors.end(); ++it)
        product = kronecker(product, *it);
    return product;
}

DenseMatrix side_by_side(std::initializer_list<DenseMatrix> blocks) {
    if (blocks.size() == 0)
        throw std::invalid_argument("side_by_side needs at least one block");
    const std::size_t rows = blocks.begin()->rows();
    std::size_t columns = 0;
    for (const DenseMatrix& block : blocks) {
        if (block.rows() != rows)
            throw std::invalid_argument(
                "blocks side by side need equal row counts, not " +
                std::to_string(rows) + " and " + std::to_string(block.rows()));
        columns += block.columns();
    }
    DenseMatrix result(rows, columns);
    std::size_t offset = 0;
    for (const DenseMatrix& block : blocks) {
        for (std::size_t i = 0; i < rows; ++i)
            for (std::size_t j = 0; j < block.columns(); ++j)
                result.set(i, offset + j, block.at(i, j));
        offset += block.columns();
    }
    return result;
}

// [start:kronecker_cover_matrix]
DenseMatrix kronecker_cover_matrix(const Shape& shape) {
    const std::size_t n = shape.size(), R = shape.box_rows(), C = shape.box_columns();
    // Rows are numbered (r, c, v); for the box block, r = (band, i) and c = (stack, j),
    // digits of radix C, R, R, C, N. Each I keeps a digit, each 1 (a column of ones)
    // forgets one.
    return side_by_side(
        {// cell:   keeps r, c
         kronecker({identity(n * n), ones(n)}),
         // row:    keeps r, v
         kronecker({identity(n), ones(n), identity(n)}),
         // column: keeps c, v
         kronecker({ones(n), identity(n * n)}),
         // box: band, stack, v
         kronecker({identity(C), ones(R), identity(R), ones(C), identity(n)})});
}
// [end:kronecker_cover_matrix]

}  // namespace sudoku
