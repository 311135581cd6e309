// The Boost.Test entry point shared by every chapter's suite.
#define BOOST_TEST_MODULE sudoku_as_exact_cover
#include <boost/test/unit_test.hpp>
