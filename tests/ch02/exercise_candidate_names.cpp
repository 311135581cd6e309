// Exercise 2.1: parse_candidate_name().
#include <boost/test/unit_test.hpp>

#include <stdexcept>

#include "ch02/candidate_names.hpp"
#include "sudoku/row_index.hpp"

using exercises::parse_candidate_name;
using sudoku::Candidate;
using sudoku::Shape;

BOOST_AUTO_TEST_CASE(names_count_from_one) {
    BOOST_TEST((parse_candidate_name("r1c1n1", Shape()) == Candidate{0, 0, 0}));
    BOOST_TEST((parse_candidate_name("r5c3n7", Shape()) == Candidate{4, 2, 6}));
    BOOST_TEST((parse_candidate_name("r12c3n10", Shape(3, 4)) == Candidate{11, 2, 9}));
}

BOOST_AUTO_TEST_CASE(every_name_reads_back_as_its_candidate) {
    for (const Shape& shape : {Shape(2, 2), Shape(3, 3), Shape(3, 4), Shape(4, 4)}) {
        bool ok = true;
        for (std::size_t index = 0; index < shape.candidate_count(); ++index) {
            const Candidate candidate = sudoku::candidate_at(shape, index);
            ok = ok && parse_candidate_name(sudoku::candidate_name(candidate), shape) ==
                           candidate;
        }
        BOOST_TEST(ok, "shape " << to_string(shape));
    }
}

BOOST_AUTO_TEST_CASE(malformed_names_are_rejected) {
    for (const char* bad :
         {"", "r", "r1", "r1c1", "r1c1n", "c1r1n1", "r1c1v1", "x1c1n1", "r0c1n1",
          "r1c1n01", "r1c1n10", "r10c1n1", "r1c1n1 ", "r1c1n1x", "R1C1N1", "r-1c1n1"})
        BOOST_CHECK_THROW((void)parse_candidate_name(bad, Shape()),
                          std::invalid_argument);
    BOOST_CHECK_THROW((void)parse_candidate_name("r5c1n1", Shape(2, 2)),
                      std::invalid_argument);
}
