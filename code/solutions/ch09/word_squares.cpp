// Exercise 9.3, a reference answer: symmetric word squares with colours.
#include <utility>
#include <vector>

#include "ch09/word_squares.hpp"

namespace exercises {

exact_cover::Problem word_square_problem(std::size_t n,
                                         std::span<const std::string> words) {
    std::vector<std::string> indices, cells;
    for (std::size_t i = 1; i <= n; ++i) indices.push_back("w" + std::to_string(i));
    for (std::size_t i = 1; i <= n; ++i)
        for (std::size_t j = 1; j <= n; ++j)
            cells.push_back("x" + std::to_string(i) + std::to_string(j));
    exact_cover::Problem problem(std::move(indices), std::move(cells));
    const auto cell = [n](std::size_t i, std::size_t j) { return n + i * n + j; };
    for (std::size_t i = 0; i < n; ++i)
        for (const std::string& w : words) {
            if (w.size() != n) continue;
            std::vector<std::pair<exact_cover::Item, exact_cover::Colour>> items{
                {i, 0}};
            for (std::size_t j = 0; j < n; ++j) {
                const exact_cover::Colour letter = problem.colour(std::string(1, w[j]));
                items.emplace_back(cell(i, j), letter);
                // the diagonal cell (i, i) is in the row and in the column: once only
                if (j != i) items.emplace_back(cell(j, i), letter);
            }
            problem.add_coloured_option(std::move(items),
                                        "w" + std::to_string(i + 1) + "=" + w);
        }
    return problem;
}

}  // namespace exercises
