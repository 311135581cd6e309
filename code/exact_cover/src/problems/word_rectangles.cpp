#include "exact_cover/problems/word_rectangles.hpp"

#include <stdexcept>
#include <utility>
#include <vector>

namespace exact_cover {

// [start:word_rectangle_problem]
Problem word_rectangle_problem(std::size_t rows, std::size_t columns,
                               std::span<const std::string> words) {
    if (rows == 0 || columns == 0 || rows > 9 || columns > 9)
        throw std::invalid_argument("word rectangles of 1 to 9 rows and columns");
    std::vector<std::string> primary, cells;
    for (std::size_t i = 1; i <= rows; ++i) primary.push_back("r" + std::to_string(i));
    for (std::size_t j = 1; j <= columns; ++j)
        primary.push_back("c" + std::to_string(j));
    for (std::size_t i = 1; i <= rows; ++i)
        for (std::size_t j = 1; j <= columns; ++j)
            cells.push_back("x" + std::to_string(i) + std::to_string(j));
    Problem problem(std::move(primary), std::move(cells));
    const auto cell = [&](std::size_t i, std::size_t j) {
        return rows + columns + i * columns + j;
    };
    const auto letter = [&problem](char c) {
        return problem.colour(std::string(1, c));
    };
    // row i reads a word of `columns` letters
    for (std::size_t i = 0; i < rows; ++i)
        for (const std::string& w : words)
            if (w.size() == columns) {
                std::vector<std::pair<Item, Colour>> items{{i, 0}};
                for (std::size_t j = 0; j < columns; ++j)
                    items.emplace_back(cell(i, j), letter(w[j]));
                problem.add_coloured_option(std::move(items),
                                            "r" + std::to_string(i + 1) + "=" + w);
            }
    // column j reads a word of `rows` letters
    for (std::size_t j = 0; j < columns; ++j)
        for (const std::string& w : words)
            if (w.size() == rows) {
                std::vector<std::pair<Item, Colour>> items{{rows + j, 0}};
                for (std::size_t i = 0; i < rows; ++i)
                    items.emplace_back(cell(i, j), letter(w[i]));
                problem.add_coloured_option(std::move(items),
                                            "c" + std::to_string(j + 1) + "=" + w);
            }
    return problem;
}
// [end:word_rectangle_problem]

// [start:words]
std::vector<std::string> three_letter_words() {
    return {"act", "ago", "air", "all", "and", "ant", "ape", "arc", "are", "art",
            "ash", "ate", "bat", "bee", "cab", "can", "cat", "dog", "ear", "eat",
            "egg", "era", "eve", "ewe", "gas", "ice", "ink", "ion", "nag", "net",
            "oak", "oar", "oat", "one", "ore", "owe", "owl", "rat", "sea", "set",
            "tar", "tea", "ten", "toe", "ton", "use", "wet", "yet"};
}
// [end:words]

}  // namespace exact_cover
