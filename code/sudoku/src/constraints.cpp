#include "sudoku/constraints.hpp"

#include <stdexcept>

#include "sudoku/row_index.hpp"

namespace sudoku {

namespace {

void check_below(std::size_t value, std::size_t n, const char* what) {
    if (value >= n)
        throw std::out_of_range(std::string(what) + " " + std::to_string(value) +
                                " is not below N = " + std::to_string(n));
}

}  // namespace

// [start:box_of]
std::size_t box_of(const Shape& shape, std::size_t r, std::size_t c) {
    check_below(r, shape.size(), "row");
    check_below(c, shape.size(), "column");
    return (r / shape.box_rows()) * shape.box_rows() + c / shape.box_columns();
}
// [end:box_of]

// [start:constraint_columns]
std::array<std::size_t, 4> constraint_columns(const Shape& shape,
                                              const Candidate& candidate) {
    const auto [r, c, v] = candidate;
    const std::size_t n = shape.size(), n2 = n * n;
    check_below(v, n, "value");
    return {
        r * n + c,                            // cell (r, c) is filled
        n2 + r * n + v,                       // row r has v
        2 * n2 + c * n + v,                   // column c has v
        3 * n2 + box_of(shape, r, c) * n + v  // box b has v
    };
}
// [end:constraint_columns]

// [start:constraint_at]
Constraint constraint_at(const Shape& shape, std::size_t column) {
    const std::size_t n = shape.size(), n2 = n * n;
    check_below(column, 4 * n2, "column");
    const auto family = static_cast<Family>(column / n2);
    const std::size_t within = column % n2;
    return {family, within / n, within % n};
}
// [end:constraint_at]

std::size_t column_of(const Shape& shape, const Constraint& constraint) {
    const std::size_t n = shape.size();
    check_below(constraint.first, n, "constraint part");
    check_below(constraint.second, n, "constraint part");
    return static_cast<std::size_t>(constraint.family) * n * n + constraint.first * n +
           constraint.second;
}

// [start:satisfying_candidates]
std::vector<Candidate> satisfying_candidates(const Shape& shape,
                                             const Constraint& constraint) {
    const std::size_t n = shape.size(), R = shape.box_rows(), C = shape.box_columns();
    const auto [family, a, b] = constraint;
    check_below(a, n, "constraint part");
    check_below(b, n, "constraint part");
    std::vector<Candidate> result;
    result.reserve(n);
    for (std::size_t k = 0; k < n; ++k) {
        switch (family) {
            // any value in cell (a, b)
            case Family::cell:
                result.push_back({a, b, k});
                break;
            // value b anywhere in row a
            case Family::row:
                result.push_back({a, k, b});
                break;
            // value b anywhere in column a
            case Family::column:
                result.push_back({k, a, b});
                break;
            // the k-th cell of box a, row by row: band a / R, stack a % R
            case Family::box:
                result.push_back({(a / R) * R + k / C, (a % R) * C + k % C, b});
                break;
        }
    }
    return result;
}
// [end:satisfying_candidates]

// [start:column_name]
std::string column_name(const Shape& shape, std::size_t column) {
    const Constraint k = constraint_at(shape, column);
    const std::string first = std::to_string(k.first);
    switch (k.family) {
        case Family::cell:
            return "p" + first + (shape.size() > 9 ? "." : "") +
                   std::to_string(k.second);
        case Family::row:
            return "r" + first + "v" + std::to_string(k.second + 1);
        case Family::column:
            return "c" + first + "v" + std::to_string(k.second + 1);
        case Family::box:
            return "b" + first + "v" + std::to_string(k.second + 1);
    }
    return {};
}
// [end:column_name]

}  // namespace sudoku
