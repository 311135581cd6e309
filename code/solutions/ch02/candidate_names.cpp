// Exercise 2.1, reference solution.
#include "ch02/candidate_names.hpp"

#include <stdexcept>
#include <string>

namespace exercises {

namespace {

// Reads `letter` and then a number 1 .. n from the front of name, and drops them from
// it.
std::size_t read_part(std::string_view& name, char letter, std::size_t n) {
    if (name.empty() || name.front() != letter)
        throw std::invalid_argument(std::string("expected '") + letter + "'");
    name.remove_prefix(1);
    std::size_t digits = 0, value = 0;
    while (digits < name.size() && name[digits] >= '0' && name[digits] <= '9' &&
           value <= n) {
        value = value * 10 + static_cast<std::size_t>(name[digits] - '0');
        ++digits;
    }
    if (digits == 0)
        throw std::invalid_argument(std::string("expected a number after '") + letter +
                                    "'");
    if (name.front() == '0' || value > n)
        throw std::invalid_argument(std::string("expected a number 1 .. ") +
                                    std::to_string(n) + " after '" + letter + "'");
    name.remove_prefix(digits);
    return value - 1;
}

}  // namespace

// [start:parse_candidate_name]
sudoku::Candidate parse_candidate_name(std::string_view name,
                                       const sudoku::Shape& shape) {
    const std::size_t n = shape.size();
    sudoku::Candidate candidate;
    candidate.r = read_part(name, 'r', n);
    candidate.c = read_part(name, 'c', n);
    candidate.v = read_part(name, 'n', n);
    if (!name.empty())
        throw std::invalid_argument("expected the end of the name after the value");
    return candidate;
}
// [end:parse_candidate_name]

}  // namespace exercises
