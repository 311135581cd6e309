#include "sudoku/verify.hpp"

#include <vector>

namespace sudoku {

namespace {

std::string at(std::size_t r, std::size_t c) {
    return "r" + std::to_string(r + 1) + "c" + std::to_string(c + 1);
}

}  // namespace

// [start:check_solution]
SolutionCheck check_solution(const Grid& puzzle, const Grid& solution) {
    const Shape& shape = puzzle.shape();
    const std::size_t n = shape.size(), R = shape.box_rows(), C = shape.box_columns();
    if (!(solution.shape() == shape))
        return {false, "the solution's shape differs from the puzzle's"};
    for (std::size_t r = 0; r < n; ++r)
        for (std::size_t c = 0; c < n; ++c) {
            if (solution.at(r, c) == 0)
                return {false, "cell " + at(r, c) + " is blank"};
            if (puzzle.at(r, c) != 0 && puzzle.at(r, c) != solution.at(r, c))
                return {false, "cell " + at(r, c) + " changes the given " +
                                   std::to_string(puzzle.at(r, c))};
        }
    // seen[k][v]: value v + 1 already met in house k (rows 0..n-1, columns n..2n-1,
    // boxes 2n..3n-1).
    std::vector<std::vector<bool>> seen(3 * n, std::vector<bool>(n, false));
    const char* kind[] = {"row", "column", "box"};
    for (std::size_t r = 0; r < n; ++r)
        for (std::size_t c = 0; c < n; ++c) {
            const std::size_t v = solution.at(r, c) - 1;
            const std::size_t house[] = {r, c, (r / R) * R + c / C};
            for (std::size_t k = 0; k < 3; ++k) {
                if (seen[k * n + house[k]][v])
                    return {false, std::string(kind[k]) + " " +
                                       std::to_string(house[k] + 1) + " holds " +
                                       std::to_string(v + 1) + " twice"};
                seen[k * n + house[k]][v] = true;
            }
        }
    return {true, ""};
}
// [end:check_solution]

}  // namespace sudoku
