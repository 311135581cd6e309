#!/usr/bin/env python3
"""Chapter 7: `sudoku solve` must reproduce a published solution.

Usage: published_solution.py SUDOKU PUZZLES SOLUTIONS INDEX [SOLVE OPTIONS...]
Solves puzzle INDEX (from 1) of the PUZZLES file and compares the answer, number by number,
with line INDEX of SOLUTIONS. The hard 25 x 25 puzzles take seconds to a minute, so CMake
registers these tests only with -DBOOK_SLOW_TESTS=ON (label `slow`).
"""
import subprocess
import sys
import time


def puzzle_lines(path):
    with open(path, encoding="utf-8") as f:
        return [line for line in f if line.strip() and not line.lstrip().startswith("#")]


def main():
    sudoku, puzzles, solutions, index, *options = sys.argv[1:]
    k = int(index) - 1
    puzzle = puzzle_lines(puzzles)[k]
    expected = puzzle_lines(solutions)[k].split()
    start = time.monotonic()
    run = subprocess.run([sudoku, "solve", "--stats", *options, "-"], input=puzzle, capture_output=True,
                         text=True, check=False)
    seconds = time.monotonic() - start
    if run.returncode != 0:
        sys.exit(f"sudoku solve failed ({run.returncode}): {run.stderr.strip()}")
    answer, _, stats = run.stdout.strip().partition("\t")
    if answer.split() != expected:
        sys.exit(f"puzzle {index}: the answer differs from the published solution\n{answer}")
    print(f"puzzle {index} of {puzzles.rsplit('/', 1)[-1]}: the published solution, {stats}, {seconds:.1f} s")


if __name__ == "__main__":
    main()
