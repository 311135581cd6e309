#include "sudoku/candidate.hpp"

namespace sudoku {

// [start:candidate_name]
std::string candidate_name(const Candidate& candidate) {
    return "r" + std::to_string(candidate.r + 1) + "c" +
           std::to_string(candidate.c + 1) + "n" + std::to_string(candidate.v + 1);
}
// [end:candidate_name]

}  // namespace sudoku
