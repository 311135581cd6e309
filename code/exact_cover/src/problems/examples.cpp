#include "exact_cover/problems/examples.hpp"

namespace exact_cover {

// [start:small_example]
Problem small_example() {
    Problem problem({"1", "2", "3", "4", "5", "6", "7", "8", "9"});
    problem.add_option_by_names({"1", "3", "9"}, "A");
    problem.add_option_by_names({"1", "2", "3"}, "B");
    problem.add_option_by_names({"2", "8", "9"}, "C");
    problem.add_option_by_names({"4", "5", "6"}, "D");
    problem.add_option_by_names({"2", "7", "8"}, "E");
    problem.add_option_by_names({"1", "5", "8"}, "F");
    return problem;
}
// [end:small_example]

Problem knuth_example() {
    Problem problem({"a", "b", "c", "d", "e", "f", "g"});
    problem.add_option_by_names({"c", "e"}, "1");
    problem.add_option_by_names({"a", "d", "g"}, "2");
    problem.add_option_by_names({"b", "c", "f"}, "3");
    problem.add_option_by_names({"a", "d", "f"}, "4");
    problem.add_option_by_names({"b", "g"}, "5");
    problem.add_option_by_names({"d", "e", "g"}, "6");
    return problem;
}

}  // namespace exact_cover
