// Exercise 11.2: write diagonal_bands(). Edit this file; `cmake --workflow --preset
// exercises` runs its test. The reference answer is in code/solutions/ch11/; try
// without it first.
#include "ch11/diagonal_bands.hpp"

#include <stdexcept>

namespace exercises {

sudoku::WideCount diagonal_bands(const sudoku::Shape& tall) {
    // Your code here: refuse a shape that is not tall, then count. Take one column c:
    // which values stand in column c of each stack, and what must the rows they take
    // there satisfy? Do the values of another column constrain them?
    (void)tall;
    return 0;
}

}  // namespace exercises
