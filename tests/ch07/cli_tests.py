#!/usr/bin/env python3
"""The `sudoku` command line's contract (DESIGN.md): outputs, messages and exit codes.
Run by ctest as ch07.cli.1of2 and ch07.cli.2of2 (--part) with the path of the sudoku binary and the repository:

  cli_tests.py SUDOKU REPO [--dlx=DLX] [--table=FILE] [--part=K/N]

The checks come in sections, run in order. Some sections try classes of bad input and
record each with the exit status and the first line of the message it got; with
--table=FILE the script runs only those sections (a few seconds instead of a minute of
signals and searches) and writes their records as a reStructuredText table: the build
makes the book's command-line appendix include it, so the page shows what the tests saw,
and ctest runs every section."""
import os
import pathlib
import resource
import re
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "support"))
from tool_test import check, finish, tool  # noqa: E402

SUDOKU, ROOT = sys.argv[1], pathlib.Path(sys.argv[2])
TABLE = next((a[len("--table="):] for a in sys.argv[3:] if a.startswith("--table=")), None)


# The dlx tool, for the checks that both tools share (full disks, signals, numbers).
DLX = next((a[len("--dlx="):] for a in sys.argv[3:] if a.startswith("--dlx=")), None)
# A book program, for the usage errors that every program words the same way.
BOOK_PROGRAM = next((a[len("--book-program="):] for a in sys.argv[3:] if a.startswith("--book-program=")), None)
run = tool(SUDOKU)
run_dlx = tool(DLX) if DLX else None
table_rows = []  # (class of input, the command, exit status, the first line of stderr)
sections = []  # (the section's checks, whether the table shows what they record, seconds)


def section(table=False, seconds=1):
    """Registers a section of checks; `table`: it records rows of the table; `seconds`:
    about how long it takes, for sharing the sections among the parts (--part)."""
    def register(checks):
        sections.append((checks, table, seconds))
        return checks
    return register


def record(name, command, code, err):
    first = err.strip().split("\n")[0] if err.strip() else ""
    table_rows.append((name, command, code, first))


DATA = ROOT / "data" / "sudoku"
CH4 = "1.......3..726.48.4..935..6.3.48.2...416.93....6...89.578.4...2...3...7.2.......5"
FILE = DATA / "puzzles2_17_clue.first100.txt"
puzzles = FILE.read_text().split()
SLICE = str(DATA / "puzzles3_magictour_top1465.first100.txt")
no_solution = "12345678." + "........9" + "." * 63
EMPTY_64 = " ".join(["0"] * 64 * 64)  # an empty 64 x 64 grid: no solver ends on it unbounded
HARD = (DATA / "puzzles6_forum_hardest_1106.first100.txt").read_text().splitlines()[0]
FULL_DISK = "cannot write the output: File too large"


def valid_solution(puzzle, solution):
    if len(solution) != 81 or any(p not in ".0" and p != s for p, s in zip(puzzle, solution)):
        return False
    rows = [solution[9 * r:9 * r + 9] for r in range(9)]
    cols = ["".join(rows[r][c] for r in range(9)) for c in range(9)]
    boxes = ["".join(rows[3 * (b // 3) + i][3 * (b % 3) + j] for i in range(3) for j in range(3)) for b in range(9)]
    return all(sorted(h) == list("123456789") for h in rows + cols + boxes)


# Solving: one line per puzzle, solutions that the checker here accepts.
@section()
def solving():
    code, out, err = run("solve", "-", stdin=(CH4 + "\n").encode())
    check("solve prints a valid solution and exits 0", code == 0 and valid_solution(CH4, out.strip()), (code, out, err))

    code, out, err = run("solve", str(FILE))
    lines = out.split("\n")[:-1]
    check("solve answers every puzzle of a file, in order", code == 0 and len(lines) == len(puzzles) == 100
          and all(valid_solution(p, s) for p, s in zip(puzzles, lines)), (code, len(lines), err))
    for algorithm in ("backtracking", "algorithm-x-first", "algorithm-x"):
        code, out, err = run("solve", "--algorithm=" + algorithm, "-", stdin=(CH4 + "\n").encode())
        check(f"--algorithm={algorithm} solves the chapter 4 example", code == 0 and valid_solution(CH4, out.strip()),
              (code, out, err))

    code, out, err = run("solve", "--count", "-", stdin=(CH4 + "\n").encode())
    check("--count with no limit counts one solution", code == 0 and out.split("\n")[0] == "1", (code, out, err))
    code, out, err = run("solve", "--count", "--limit=5", "-", stdin=("." * 81 + "\n").encode())
    check("--count --limit=5 stops at 5 on an empty grid", code == 0 and out == "5\n", (code, out, err))

    code, out, err = run("solve", "-", stdin=(no_solution + "\n").encode())
    check("a puzzle with no solution prints none", code == 0 and out == "none\n", (code, out, err))

    code, out, err = run("solve", "--stats", "-", stdin=(CH4 + "\n").encode())
    check("--stats appends the counters", code == 0 and "nodes=" in out and "updates=" in out, (code, out, err))

    code, out, err = run("solve", "-", stdin=b"1 0 0 0\n0 0 3 0\n0 4 0 0\n0 0 0 2\n")
    check("a numeric 4x4 grid on four lines is answered in numbers", code == 0 and len(out.split()) == 16
          and out.split()[0] == "1", (code, out, err))

    code, out, err = run("solve", "-", stdin=("# comment\n\n" + CH4 + "\r\n").encode())
    check("comments, blank lines and CRLF are accepted", code == 0 and valid_solution(CH4, out.strip()), (code, out, err))


# Bad input: line and column on stderr, the other puzzles still solved, exit 1.
@section(table=True)
def bad_lines():
    bad = [
        ("a length that is not a square", "1" * 80, "1:81: expected N^2 symbols"),
        ("an unknown symbol", CH4[:10] + "x" + CH4[11:], "1:11: expected '.', '0' or a digit 1-9, found 'x'"),
        ("a value out of range", "5" + "." * 15, "1:1: expected '.', '0' or a digit 1-4, found '5'"),
        ("a given repeated in a row", "11" + "." * 79, "1:2: expected each value at most once in row 1"),
        ("a given repeated in a column", "1" + "." * 8 + "1" + "." * 71, "1:10: expected each value at most once in column 1"),
        ("a given repeated in a box", "1" + "." * 9 + "1" + "." * 70, "1:11: expected each value at most once in box 1"),
        ("binary garbage", "\x01\x02\xff", "1:"),
        ("a number out of range", " ".join(["0"] * 15 + ["17"]), "1:31: expected a value 0-4, found 17"),
    ]
    for name, line, message in bad:
        code, out, err = run("solve", "-", stdin=(line + "\n" + CH4 + "\n").encode("latin-1"))
        record(name, "sudoku solve - (then a good puzzle)", code, err)
        lines = out.split("\n")
        check(f"bad input, {name}: reported and the next puzzle still solved",
              code == 1 and message in err and lines[0] == "invalid" and valid_solution(CH4, lines[1]), (code, out, err))

    code, out, err = run("solve", "--box=2x3", "-", stdin=("." * 81 + "\n").encode())
    record("a size with no split matching --box", "sudoku solve --box=2x3 -", code, err)
    check("a --box that does not fit the size is reported", code == 1 and "expected boxes of 9 cells" in err, (code, err))
    code, out, err = run("solve", "--box=3x2", "--count", "--limit=3", "-", stdin=("." * 36 + "\n").encode())
    check("--box=3x2 reads a 6x6 grid with 3x2 boxes", code == 0 and out == "3\n", (code, out, err))

    code, out, err = run("solve", "-", stdin=b"")
    record("an empty file", "sudoku solve -", code, err)
    check("an empty input is reported", code == 1 and "no puzzle found" in err, (code, err))
    code, out, err = run("solve", "-", stdin=b"\n# only a comment\n")
    record("only blank and comment lines", "sudoku solve -", code, err)
    check("an input without puzzles is reported", code == 1 and "no puzzle found" in err, (code, err))


# Usage errors: exit 2.
@section(table=True)
def usage_errors():
    for name, args in [("no subcommand", []), ("an unknown subcommand", ["fly"]), ("an unknown option", ["solve", "--fast"]),
                       ("an unknown algorithm", ["solve", "--algorithm=magic", "-"]), ("a malformed --box", ["solve", "--box=3by3", "-"]),
                       ("a missing file", ["solve", "/no/such/file"]), ("a --limit that is not a number", ["solve", "--limit=x", "-"]),
                       ("a --limit of 0 (no limit is no --limit)", ["solve", "--limit=0", "-"]),
                       ("a --node-limit of 0", ["generate", "--box=2x2", "--node-limit=0"])]:
        code, out, err = run(*args, stdin=(CH4 + "\n").encode())
        check(f"usage error, {name}: exit 2 with a message", code == 2 and err.strip() != "", (code, err))
        record(name, " ".join(["sudoku"] + args), code, err)


# Counting grids.
@section(seconds=3)
def counting_grids():
    code, out, err = run("count-grids", "--box=2x2")
    check("count-grids --box=2x2 prints 288", code == 0 and out == "288\n", (code, out, err))
    code, out, err = run("count-grids", "--box=2x2", "--fix-first-row")
    check("count-grids --box=2x2 --fix-first-row prints 288 too", code == 0 and out == "288\n", (code, out, err))
    code, out, err = run("count-grids", "--box=2x3", "--fix-first-row")
    check("count-grids --box=2x3 --fix-first-row prints 28200960", code == 0 and out == "28200960\n", (code, out, err))
    code, out, err = run("count-grids")
    check("count-grids without --box is a usage error", code == 2 and err.strip() != "", (code, err))
    code, out, err = run("count-grids", "--box=3x3")
    check("count-grids --box=3x3 counts the 9x9 grids by bands, with the factors",
          code == 0 and out == "6670903752021072936960\n" and "2^20 * 3^8 * 5 * 7 * 27704267971" in err
          and "44 classes" in err, (code, out, err))
    code, out, err = run("count-grids", "--box=2x4", "--threads=2")
    check("count-grids --box=2x4 counts the 8x8 grids by bands, as 4x2",
          code == 0 and out == "29136487207403520\n" and "as 4x2" in err, (code, out, err))
    code, out, err = run("count-grids", "--box=4x4", "--method=bands")
    check("count-grids --method=bands on a shape out of its reach says why, exit 2",
          code == 2 and "4x4" in err and "bands" in err, (code, err))
    code, out, err = run("count-grids", "--box=1x3")
    check("count-grids on a shape beyond the bands says why and lists the grids instead",
          code == 0 and out == "12\n" and "beyond the count by bands" in err and "nodes" in err, (code, out, err))
    code, out, err = run("count-grids", "--box=2x2", "--method=bands", "--fix-first-row")
    check("count-grids --method=bands with --fix-first-row is refused, exit 2",
          code == 2 and "--method=list" in err, (code, err))
    code, out, err = run("count-grids", "--box=2x2", "--method=magic")
    check("count-grids --method=magic is refused, exit 2", code == 2 and "bands or list" in err, (code, err))
    code, out, err = run("count-grids", "--box=2x2", "--method=list")
    check("count-grids --method=list lists the 4x4 grids, as chapter 7 does",
          code == 0 and out == "288\n" and "nodes" in err, (code, out, err))
    code, out, err = run("count-grids", "--box=2x3", "--essentially-different")
    check("count-grids --box=2x3 --essentially-different prints 49, with the lemma's sum",
          code == 0 and out == "49\n" and "90 conjugacy classes of 3,456 moves" in err
          and "divided by 3,456 = 49" in err, (code, out, err))
    code, out, err = run("count-grids", "--box=2x2", "--essentially-different")
    check("count-grids --box=2x2 --essentially-different prints 2", code == 0 and out == "2\n", (code, out, err))
    code, out, err = run("count-grids", "--box=1x6", "--essentially-different", "--threads=2")
    check("count-grids --box=1x6 --essentially-different prints the 22 isotopy classes of Latin squares",
          code == 0 and out == "22\n", (code, out, err))
    code, out, err = run("count-grids", "--box=2x5", "--essentially-different")
    check("count-grids --essentially-different beyond its reach says why, exit 2",
          code == 2 and "2x5" in err and "geometric group" in err and out == "", (code, out, err))
    code, out, err = run("count-grids", "--box=2x2", "--essentially-different", "--method=list")
    check("count-grids --essentially-different with --method is refused, exit 2",
          code == 2 and "--essentially-different" in err, (code, err))


# The matrix.
@section()
def the_matrix():
    code, out, err = run("matrix")
    lines = out.split("\n")[:-1]
    check("matrix: the empty 9x9 grid in Knuth's format has 324 items and 729 options",
          code == 0 and len(lines[0].split()) == 324 and len(lines) - 1 == 729
          and all(len(l.split()) == 4 for l in lines[1:]), (code, len(lines), err))
    code, out, err = run("matrix", "--puzzle=" + CH4)
    lines = out.split("\n")[:-1]
    check("matrix --puzzle pre-covers the givens: 192 items and 122 options for chapter 4's example",
          code == 0 and len(lines[0].split()) == 192 and len(lines) - 1 == 122, (code, len(lines), err))
    code, out, err = run("matrix", "--box=2x2", "--format=text")
    lines = out.split("\n")[:-1]
    check("matrix --format=text: 64 rows of 64 digits, four ones each",
          code == 0 and len(lines) == 64 and all(len(l) == 64 and l.count("1") == 4 for l in lines), (code, err))
    code, out, err = run("matrix", "--box=2x2", "--format=pbm")
    check("matrix --format=pbm writes a P1 image 64 x 64", code == 0 and out.startswith("P1\n64 64\n"), (code, out[:20]))
    code, out, err = run("matrix", "--format=svg")
    check("matrix with an unknown format is a usage error", code == 2 and "expected dlx, text or pbm" in err, (code, err))
    code, out, err = run("matrix", "--puzzle=11" + "." * 14)
    check("matrix with a bad puzzle reports it and exits 1", code == 1 and "row 1" in err, (code, err))


# Published solutions: 16x16 and 25x25 puzzles whose collections ship their solutions.
@section()
def published_solutions():
    def numbers(text):
        return [int(x) for x in text.split()]


    for puzzles_name, solutions_name, pick in (
            ("16x16_goomii17.first20.txt", "16x16_goomii17.first20_solutions.txt", None),
            ("16x16_eliejaz_10.txt", "16x16_eliejaz_10_solutions.txt", None),
            # 25x25 #1 and #3 take Dancing Links seconds to minutes (chapter 7); #2 and #4 are quick.
            ("25x25_eliejaz_4.txt", "25x25_eliejaz_4_solutions.txt", (1, 3))):
        puzzle_lines = (DATA / puzzles_name).read_text().splitlines()
        solution_lines = (DATA / solutions_name).read_text().splitlines()
        if pick:
            puzzle_lines = [puzzle_lines[k] for k in pick]
            solution_lines = [solution_lines[k] for k in pick]
        code, out, err = run("solve", "-", stdin=("\n".join(puzzle_lines) + "\n").encode())
        got = out.split("\n")[:-1]
        same = len(got) == len(solution_lines) and all(
            (g == s) if " " not in s else numbers(g) == numbers(s) for g, s in zip(got, solution_lines))
        check(f"solve reproduces the published solutions of {puzzles_name}" + (f" #{pick[0] + 1}, #{pick[1] + 1}" if pick else ""),
              code == 0 and same, (code, got[:1], err))


# Generating: unique, minimal, reproducible.
@section()
def generating():
    code, out, err = run("generate", "--box=2x3", "--seed=5", "--count=6")
    generated = out.split()
    check("generate --count=6 prints six 6x6 puzzles", code == 0 and len(generated) == 6 and all(len(p) == 36 for p in generated),
          (code, out, err))
    code2, out2, _ = run("generate", "--box=2x3", "--seed=5", "--count=6")
    check("generate with the same seed prints the same puzzles", code2 == 0 and out2 == out, (out, out2))
    code3, out3, _ = run("generate", "--box=2x3", "--seed=6", "--count=6")
    check("generate with another seed prints other puzzles", code3 == 0 and out3 != out, (out, out3))
    code, out, err = run("generate", "--box=3x3", "--seed=11", "--count=4")
    generated9 = out.split()
    code, counts, err = run("solve", "--count", "--limit=2", "-", stdin=("\n".join(generated + generated9) + "\n").encode())
    check("every generated puzzle has exactly one solution", code == 0 and counts.split() == ["1"] * 10, (code, counts, err))
    variants = []
    for p in generated + generated9:
        for k, symbol in enumerate(p):
            if symbol != ".":
                variants.append(p[:k] + "." + p[k + 1:])
    code, counts, err = run("solve", "--count", "--limit=2", "-", stdin=("\n".join(variants) + "\n").encode())
    check(f"every generated puzzle is minimal: each of its {len(variants)} givens is needed",
          code == 0 and counts.split() == ["2"] * len(variants), (code, counts[:80], err))
    code, out, err = run("generate", "--box=2x2", "--numeric", "--seed=3")
    check("generate --numeric writes 16 numbers", code == 0 and len(out.split()) == 16, (code, out, err))
    code, out, err = run("generate", "--box=3", "--seed=3")
    check("generate with a bad --box is a usage error", code == 2 and "--box: expected RxC" in err
          and "not '3'" in err, (code, err))
    code, out, err = run("generate", "--box=4x4", "--seed=9", "--stats")
    check("generate --stats reports the givens and whether the puzzle is minimal",
          code == 0 and "givens=" in out and " minimal" in out, (code, out, err))


# Benchmarking: the table of chapter 6.
@section()
def benchmarking():
    code, out, err = run("bench", "--repeat=1", SLICE)
    check("bench prints puzzles per second for dlx and algorithm-x in both modes",
          code == 0 and "(100 puzzles)" in out and "  dlx" in out and "  algorithm-x" in out
          and out.count("    first") == 2 and out.count("    unique") == 2, (code, out, err))
    code, out, err = run("bench", "--repeat=1", "--algorithm=fast", "--algorithm=dlx", SLICE, SLICE)
    check("bench with several --algorithm then several files times each solver on each file",
          code == 0 and out.count("(100 puzzles)") == 2 and out.count("  fast") == 2 and out.count("  dlx") == 2,
          (code, out, err))
    code, out, err = run("bench", "--repeat=1", "--algorithm=backtracking", "--budget=1000", SLICE)
    check("bench --budget reports how many puzzles each solver gave up on", code == 0 and "gave up on" in out, (code, out, err))
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as bad:
        bad.write(CH4 + "\n" + "12\n")
    code, out, err = run("bench", "--repeat=1", bad.name)
    os.unlink(bad.name)
    check("bench on a file with a bad puzzle names file, line and column, exit 1",
          code == 1 and bad.name + ":2:3:" in err, (code, err))
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as bad:
        bad.write(CH4 + "\n12\n" + CH4 + "\n" + CH4[:-1] + "x\n")
    code, out, err = run("bench", "--repeat=1", SLICE, bad.name)
    os.unlink(bad.name)
    check("bench with bad lines names every one of them and times nothing, exit 1",
          code == 1 and bad.name + ":2:" in err and bad.name + ":4:" in err and "us/puzzle" not in out
          and "nothing was timed" in err, (code, out, err))
    code, out, err = run("bench", "--algorithm=magic", SLICE)
    check("bench with an unknown algorithm is a usage error, naming the solvers",
          code == 2 and "--algorithm: expected backtracking, " in err and "not 'magic'" in err, (code, err))
    code, out, err = run("bench", str(DATA / "no-such-file.txt"))
    check("bench on a missing file is a usage error", code == 2 and "cannot open" in err, (code, err))


# Rating (chapter 8).
@section()
def rating_and_help():
    code, out, err = run("rate", "-", stdin=(CH4 + "\n").encode())
    check("rate gives 0 to a puzzle naked singles solve", code == 0 and out.startswith("0\t") and "backtracks=0" in out,
          (code, out, err))
    hardest = (DATA / "puzzles6_forum_hardest_1106.first100.txt").read_text().splitlines()[:2]
    code, out, err = run("rate", "--max-rating=50", "-", stdin=("\n".join(hardest) + "\n").encode())
    check("rate --max-rating=50 abandons hard puzzles", code == 0 and out.split("\n")[0].startswith("above 50"), (code, out, err))
    for cap in ("-1", "nan", "inf", "abc"):
        code, out, err = run("rate", f"--max-rating={cap}", "-", stdin=(CH4 + "\n").encode())
        check(f"rate --max-rating={cap!r} is refused, naming what was typed",
              code == 2 and f"not '{cap}'" in err and "--max-rating" in err and out == "", (code, out, err))
    for cap in ("1e-400", "1e400"):
        code, out, err = run("rate", f"--max-rating={cap}", "-", stdin=(CH4 + "\n").encode())
        check(f"rate --max-rating={cap} is refused as out of a double's range, not as no number",
              code == 2 and f"'{cap}' is out of range" in err and out == "", (code, out, err))
    code, out, err = run("rate", "--max-rating=0", "-", stdin=(CH4 + "\n").encode())
    check("rate --max-rating=0 is a cap like any other", code == 0 and out.startswith("0\t"), (code, out, err))
    code, out, err = run("rate", "-", stdin=(no_solution + "\n" + "12\n" + CH4 + "\n").encode())
    lines = out.split("\n")
    check("rate: none for no solution, invalid for a bad line (exit 1), the rest still rated",
          code == 1 and lines[0].startswith("none") and lines[1] == "invalid" and lines[2].startswith("0\t")
          and ":2:" in err, (code, out, err))
    code, out, err = run("solve", "--algorithm=csp", "-", stdin=(CH4 + "\n").encode())
    check("--algorithm=csp solves the chapter 4 example", code == 0 and valid_solution(CH4, out.strip()), (code, out, err))
    for algorithm in ("propagation", "propagation-subset"):
        code, out, err = run("solve", "--algorithm=" + algorithm, "--count", str(DATA / "puzzles7_serg_benchmark.first100.txt"))
        code2, out2, _ = run("solve", "--count", str(DATA / "puzzles7_serg_benchmark.first100.txt"))
        check(f"--algorithm={algorithm} counts like dlx on the serg slice", code == 0 and out == out2, (code, out[:40], out2[:40]))

    code, out, err = run("--help")
    check("--help exits 0 and lists solve", code == 0 and "solve" in out, (code, out))
    code, out, err = run("solve", "--help")
    check("solve --help lists the algorithms", code == 0 and "backtracking" in out, (code, out))


# One puzzle, one record: every output of generate and solve reads back, in both formats.
@section()
def reading_back():
    for box, many in (("2x2", 12), ("2x3", 12), ("3x3", 12), ("2x4", 12), ("3x4", 2), ("4x4", 2)):
        for numeric in ([], ["--numeric"]):
            code, written, err = run("generate", "--box=" + box, f"--count={many}", "--seed=2", *numeric)
            code2, solved, err2 = run("solve", "--box=" + box, "-", stdin=written.encode())
            code3, again, err3 = run("solve", "-", stdin=solved.encode())
            check(f"generate --box={box} {' '.join(numeric)}: {many} puzzles read back as {many}, and the answers too",
                  code == code2 == code3 == 0 and len(solved.split("\n")) == many + 1 and again == solved
                  and "none" not in solved, (code, code2, code3, err2, err3))


@section(table=True)
def numeric_lines():
    merged = "".join("1 0 0 0 0 0 3 0 0 4 0 0 0 0 0 2\n" for _ in range(16))
    code, out, err = run("solve", "-", stdin=merged.encode())
    record("sixteen 4x4 puzzles in numbers, one per line", "sudoku solve -", code, err)
    check("sixteen numeric 4x4 puzzles one per line are sixteen answers", code == 0 and len(out.split("\n")) == 17,
          (code, out[:80], err))
    code, out, err = run("solve", "-", stdin=("1 0 0 0\n0 0 3 0\n" + CH4 + "\n").encode())
    record("a numeric grid cut short", "sudoku solve - (then a good puzzle)", code, err)
    lines = out.split("\n")
    check("a short numeric grid is reported and the next puzzle still solved",
          code == 1 and lines[0] == "invalid" and valid_solution(CH4, lines[1]), (code, out, err))
    code, out, err = run("solve", "-", stdin=("\ufeff  " + CH4 + "  # the chapter 4 puzzle\n").encode())
    check("a byte-order mark, spaces and a comment after the puzzle are accepted", code == 0 and valid_solution(CH4, out.strip()),
          (code, out, err))
    code, out, err = run("solve", "-", stdin=b"\x1b[31m" + b"x" * 10_000_000 + b"\n")
    record("a 10 MB line of control bytes", "sudoku solve -", code, err)
    check("a 10 MB line gets a short message, without raw control bytes", code == 1 and len(err) < 500 and "\x1b" not in err,
          (code, len(err)))


# Nothing lost, nothing unbounded (the command line under hostile input).
def run_to_full_disk(program, *args, stdin=b""):
    """Runs with standard output written to a file of the test's own that cannot grow, as
    on a full disk: the file-size limit is 0 bytes (and SIGXFSZ ignored, so a write fails
    with EFBIG instead of ending the process). No device node is touched."""
    def no_room():
        resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0))
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    with tempfile.TemporaryDirectory() as folder:
        with open(pathlib.Path(folder) / "out", "wb") as sink:
            r = subprocess.run([program, *args], input=stdin, stdout=sink, stderr=subprocess.PIPE, timeout=60,
                               preexec_fn=no_room)
    return r.returncode, r.stderr.decode(errors="replace")


@section(table=True)
def full_disk():
    full_runs = [("solve", ["solve", "-"], CH4 + "\n"), ("rate", ["rate", "-"], CH4 + "\n"),
                 ("generate", ["generate", "--box=2x2", "--count=3"], ""), ("matrix", ["matrix"], ""),
                 ("bench", ["bench", "--repeat=1", "--algorithm=fast", SLICE], ""),
                 ("count-grids", ["count-grids", "--box=2x2"], "")]
    for name, args, stdin in full_runs:
        code, err = run_to_full_disk(SUDOKU, *args, stdin=stdin.encode())
        check(f"{name} to a full disk: the failed write is reported, exit 3", code == 3 and FULL_DISK in err, (code, err))
        if name == "solve":
            record("output to a full disk (every subcommand)", "sudoku solve - > FULL", code, err)
    if DLX:
        # Colours (Knuth's dlx2 format): Algorithm C, its closing line with the cleansings, as
        # dlx2 counts them on his own example; the options of the tuned engine are refused.
        knuth_colours = b"A B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nB X:1\nC Y:1\n"
        r = subprocess.run([DLX, "-"], input=knuth_colours, capture_output=True, timeout=60)
        check("dlx with colours prints the solution with its colours and dlx2's counts",
              r.returncode == 0 and r.stdout == b"A C X:1 Y:1\nB X:1\n"
              and b"Altogether 1 solution, 14 updates, 5 cleansings, 4 nodes" in r.stderr, (r.returncode, r.stdout, r.stderr))
        r = subprocess.run([DLX, "--count", "--threads=2", "-"], input=knuth_colours, capture_output=True, timeout=60)
        check("dlx --threads with colours is refused, exit 2", r.returncode == 2 and b"Algorithm C" in r.stderr,
              (r.returncode, r.stderr))
        matrix_2x2 = run("matrix", "--box=2x2")[1].encode()
        for args in ([], ["--count"]):
            code, err = run_to_full_disk(DLX, *args, stdin=matrix_2x2)
            check(f"dlx {' '.join(args)} to a full disk: reported, exit 3", code == 3 and FULL_DISK.replace("sudoku", "dlx") in err,
                  (code, err))
    # --help is output too: to a full disk, it is reported and exits 3, not 0.
    for program, args in ((SUDOKU, ["--help"]), (SUDOKU, ["solve", "--help"]), (DLX, ["--help"])):
        if program is None:
            continue
        code, err = run_to_full_disk(program, *args)
        check(f"{pathlib.Path(program).name} {' '.join(args)} to a full disk: reported, exit 3",
              code == 3 and "cannot write" in err, (code, err))


@section(table=True)
def unreadable_files():
    with tempfile.TemporaryDirectory() as folder:
        (pathlib.Path(folder) / "puzzles").mkdir()  # a name of its own, so the table is the same each time
        code, out, err = run("solve", "puzzles", cwd=folder)
        record("a directory instead of a file", "sudoku solve puzzles", code, err)
        check("solve on a directory is refused, exit 2", code == 2 and "is a directory" in err and out == "", (code, err))
        code, out, err = run("bench", "--repeat=1", folder)
        check("bench on a directory is refused, exit 2", code == 2 and "is a directory" in err, (code, err))
    code, out, err = run("solve", "/no/such/file")
    check("a file that cannot be opened: the system's reason is given", code == 2 and "No such file or directory" in err,
          (code, err))
    if os.path.exists("/proc/self/mem"):  # opens, and then every read fails (EIO)
        code, out, err = run("solve", "/proc/self/mem")
        record("a file whose read fails", "sudoku solve /proc/self/mem", code, err)
        check("a failed read is an error, not the end of the file: exit 3", code == 3 and "cannot read" in err, (code, err))


@section()
def bounded():
    for algorithm in ("dlx", "fast", "propagation", "algorithm-x"):
        started = time.monotonic()
        code, out, err = run("solve", "--algorithm=" + algorithm, "--node-limit=2000", "-", stdin=(EMPTY_64 + "\n" + CH4 + "\n").encode())
        lines = out.split("\n")
        check(f"solve --node-limit bounds {algorithm} on an empty 64 x 64 grid: over-budget, then the next puzzle",
              code == 0 and lines[0] == "over-budget" and valid_solution(CH4, lines[1]) and time.monotonic() - started < 30,
              (code, out[:80], err))
    code, out, err = run("rate", "--node-limit=100", "-", stdin=(HARD + "\n" + CH4 + "\n").encode())
    lines = out.split("\n")
    check("rate --node-limit: over-budget for a puzzle that needs more steps, the next one rated",
          code == 0 and lines[0].startswith("over-budget\t") and lines[1].startswith("0\t"), (code, out, err))

    # Generating is bounded at every size: past 6 x 6 boxes from a shuffled pattern grid.
    started = time.monotonic()
    code, out, err = run("generate", "--box=7x7", "--node-limit=100", "--seed=3")
    numbers7 = out.split()
    check("generate --box=7x7 ends, with one puzzle of 49 x 49 numbers", code == 0 and len(numbers7) == 49 * 49
          and time.monotonic() - started < 60, (code, out[:80], err))
    code, count7, err = run("solve", "--count", "--limit=2", "--node-limit=1000000", "-", stdin=out.encode())
    check("the 49 x 49 puzzle has exactly one solution", code == 0 and count7 == "1\n", (code, count7, err))

    # Each puzzle is checked by bench, not only the first: the 9 x 9 solvers skip a file with larger ones.
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as mixed:
        mixed.write(CH4 + "\n" + EMPTY_64 + "\n")
    code, out, err = run("bench", "--repeat=1", "--algorithm=backtracking", "--budget=1000", mixed.name)
    check("bench skips backtracking on a file with a 64 x 64 puzzle after a 9 x 9 one",
          code == 0 and "backtracking: skipped" in out, (code, out, err))
    os.unlink(mixed.name)


def interrupt_timed(args, ready, sig, program=SUDOKU, stdin=None, preexec_fn=None, watch="out"):
    """Starts the program with standard output in a file, sends `sig` once `ready(text,
    seconds)` holds (or after 120 s: a machine busy with other work may take a minute to
    read a large matrix), and returns (exit status, output, stderr, the seconds
    from the signal to the end). `text` is what the program has written so far to its
    standard output, or to its standard error when `watch` is "err": a test that means
    "interrupt it in the middle of the search" waits for the line that says the search
    began, not for a number of seconds a slow machine may spend reading. Each file is read
    through an opening of its own, so that the program's offset is not moved."""
    with tempfile.TemporaryDirectory() as folder:
        out_path, err_path = pathlib.Path(folder) / "out", pathlib.Path(folder) / "err"
        with open(out_path, "wb") as sink, open(err_path, "wb") as errors:
            process = subprocess.Popen([program, *args], stdin=stdin or subprocess.DEVNULL, stdout=sink, stderr=errors,
                                       preexec_fn=preexec_fn)
            started = time.monotonic()
            while time.monotonic() - started < 120:
                time.sleep(0.1)
                watched = out_path if watch == "out" else err_path
                if ready(watched.read_text(errors="replace"), time.monotonic() - started):
                    break
            process.send_signal(sig)
            signalled = time.monotonic()
            code = process.wait(timeout=60)
            answered = time.monotonic() - signalled
        return code, out_path.read_text(errors="replace"), err_path.read_text(errors="replace"), answered


def interrupt(args, ready, sig, program=SUDOKU, stdin=None):
    """interrupt_timed() without the time: (exit status, output, stderr)."""
    return interrupt_timed(args, ready, sig, program, stdin)[:3]


# A count by bands of the 10 x 10 grids takes tens of seconds: a signal ends it between
# classes, with what it had done and no count.
@section()
def count_by_bands_interrupted():
    code, out, err = interrupt(["count-grids", "--box=2x5"], lambda _, seconds: seconds > 1, signal.SIGINT)
    check("count-grids --box=2x5 by bands answers SIGINT: what was done, no count, exit 130",
          code == 130 and out == "" and "interrupted" in err and "no count" in err, (code, out, err))


# The essentially different 9 x 9 grids take minutes: a signal ends the class counts in
# the middle of a search, with what was found and no count.
@section(seconds=4)
def essentially_different_interrupted():
    code, out, err, answered = interrupt_timed(
        ["count-grids", "--box=3x3", "--essentially-different", "--threads=2"],
        lambda _, seconds: seconds > 2, signal.SIGINT)
    check("count-grids --box=3x3 --essentially-different answers SIGINT within 3 s: no count, exit 130",
          code == 130 and out == "" and "interrupted" in err and "no count" in err and answered < 3,
          (code, out, err, answered))
    # at once, in the first half second the conjugacy classes are being closed
    code, out, err, answered = interrupt_timed(
        ["count-grids", "--box=3x3", "--essentially-different", "--threads=2"],
        lambda _, seconds: seconds > 0.15, signal.SIGINT)
    check("count-grids --box=3x3 --essentially-different answers SIGINT while closing the classes: "
          "no count, exit 130",
          code == 130 and out == "" and "no count" in err and answered < 3
          and ("while closing the conjugacy classes" in err or "found so far" in err),
          (code, out, err, answered))


@section(table=True, seconds=4)
def interrupted_answers():
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as twenty:
        twenty.write("\n".join(puzzles[:20] + [EMPTY_64]) + "\n")
    for sig, status in ((signal.SIGINT, 130), (signal.SIGTERM, 143)):
        # The answers sit in the output buffer until the signal (standard output is a file), so
        # the signal comes after 2 s: the 20 puzzles take milliseconds, the 64 x 64 grid forever.
        code, out, err = interrupt(["solve", twenty.name],
                                   lambda text, seconds: text.count("\n") >= 20 or seconds > 2, sig)
        lines = out.split("\n")[:-1]
        if sig == signal.SIGINT:
            record("interrupted (Ctrl-C)", "sudoku solve FILE", code, err)
        check(f"solve interrupted by {sig.name}: the 20 answers are kept, whole, exit {status}",
              code == status and len(lines) == 20 and all(valid_solution(p, s) for p, s in zip(puzzles, lines))
              and out.endswith("\n"), (code, len(lines), err))
    os.unlink(twenty.name)


@section(seconds=2)
def listings_interrupted():
    code, out, err = interrupt(["count-grids", "--box=3x3", "--method=list"], lambda _, seconds: seconds > 1, signal.SIGINT)
    check("count-grids --box=3x3 warns before it starts, and prints the partial count when interrupted",
          code == 130 and out == "" and "warning" in err and "interrupted: partial count" in err, (code, out, err))
    if DLX:
        matrix_9x9 = tempfile.NamedTemporaryFile("w", suffix=".dlx", delete=False)
        matrix_9x9.write(run("matrix")[1])
        matrix_9x9.close()
        code, out, err = interrupt([matrix_9x9.name], lambda text, _: len(text) > 200000, signal.SIGINT, program=DLX)
        blocks = out.rstrip("\n").split("\n\n")
        check("dlx interrupted: every solution printed is whole (81 options), partial counts on stderr, exit 130",
              code == 130 and len(blocks) > 1 and all(len(b.split("\n")) == 81 for b in blocks)
              and "Interrupted: partial counts" in err, (code, len(blocks), err))
        code, out, err = interrupt(["--count", matrix_9x9.name], lambda _, seconds: seconds > 1, signal.SIGINT,
                                   program=DLX)
        check("dlx --count interrupted: no count on stdout, the partial one on stderr, exit 130",
              code == 130 and out == "" and "Interrupted: partial counts: Altogether" in err, (code, out, err))
        os.unlink(matrix_9x9.name)


def behind_slow_reader(program, args, sig, stdin=None):
    """Starts the program with standard output in a pipe that nobody reads for 3 s, so
    that its writes block once the pipe is full; sends `sig` after 1 s, while a write is
    blocked; then reads everything. Returns (exit status, output, stderr)."""
    with tempfile.TemporaryFile() as errors:
        process = subprocess.Popen([program, *args], stdin=stdin or subprocess.DEVNULL,
                                   stdout=subprocess.PIPE, stderr=errors)
        time.sleep(1)
        process.send_signal(sig)
        time.sleep(2)
        out = process.stdout.read()
        code = process.wait(timeout=30)
        errors.seek(0)
        return code, out.decode(errors="replace"), errors.read().decode(errors="replace")


# Answers are not lost behind a slow reader: a signal that arrives while a write waits for
# the reader cuts nothing short; every answer counted is written, whole.
@section(seconds=9)
def behind_slow_readers():
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as many:
        many.write("\n".join(puzzles * (12000 // len(puzzles) + 1)) + "\n")
    for sig, status in ((signal.SIGINT, 130), (signal.SIGTERM, 143)):
        code, out, err = behind_slow_reader(SUDOKU, ["solve", many.name], sig)
        lines = out.split("\n")[:-1]
        said = re.search(r"interrupted after (\d+) answers, all written", err)
        check(f"solve behind a slow reader, {sig.name}: every answer written whole, as many as it says, "
              f"exit {status}",
              code == status and len(lines) > 800 and out.endswith("\n") and said is not None
              and int(said.group(1)) == len(lines) and all(valid_solution(p, s) for p, s in zip(puzzles * 200, lines)),
              (code, len(lines), err[-300:]))
    os.unlink(many.name)
    if DLX:
        rooks = "r0 r1 r2 r3 r4 r5 r6 r7 r8 r9 c0 c1 c2 c3 c4 c5 c6 c7 c8 c9\n" + "".join(
            f"r{r} c{c}\n" for r in range(10) for c in range(10))
        with tempfile.NamedTemporaryFile("w", suffix=".dlx", delete=False) as rooks_file:
            rooks_file.write(rooks)
        code, out, err = behind_slow_reader(DLX, [rooks_file.name], signal.SIGTERM)
        blocks = [b for b in out.split("\n\n") if b.strip()]
        said = re.search(r"Interrupted: partial counts: Altogether (\d+) solutions", err)
        check("dlx behind a slow reader, SIGTERM: the partial count marked, and exactly that many solutions "
              "written, whole, exit 143",
              code == 143 and said is not None and int(said.group(1)) == len(blocks) > 100
              and all(len(b.strip("\n").split("\n")) == 10 for b in blocks), (code, len(blocks), err[-300:]))
        os.unlink(rooks_file.name)


# Input without line ends (a device that never ends) is refused at the first line, at once,
# without being held whole and without echoing its bytes.
@section()
def endless_lines():
    if os.path.exists("/dev/zero"):
        for program, args, limit in ((SUDOKU, ["solve", "/dev/zero"], "65536"), (DLX, ["/dev/zero"], "1048576")):
            if program is None:
                continue
            started = time.monotonic()
            r = subprocess.run([program, *args], capture_output=True, timeout=60)
            err = r.stderr.decode(errors="replace")
            check(f"{pathlib.Path(program).name} {' '.join(args)}: refused at line 1 past {limit} bytes, exit 1, "
                  "in seconds, a short message",
                  r.returncode == 1 and f"longer than {limit} bytes" in err and len(err) < 400
                  and time.monotonic() - started < 20, (r.returncode, err[:300]))


# Every long phase answers a signal within a second or two, with what it has, whole.
@section(seconds=8)
def long_phases():
    code, out, err = interrupt(["count-grids", "--box=8x8"], lambda _, seconds: seconds > 1, signal.SIGINT)
    check("count-grids --box=8x8 answers SIGINT (no NaN in its warning), exit 130",
          code == 130 and "nan" not in err.lower() and "interrupted" in err, (code, err[-300:]))
    code, out, err = interrupt(["matrix", "--box=6x6", "--format=text"], lambda text, _: len(text) > 100000,
                               signal.SIGINT)
    lines = out.split("\n")
    check("matrix interrupted: whole lines only, as many as it says, exit 130",
          code == 130 and out.endswith("\n") and f"interrupted after {len(lines) - 1} lines" in err
          and len({len(line) for line in lines[1:-1]}) == 1, (code, err[-300:]))
    code, out, err = interrupt(["generate", "--box=4x4", "--count=1000"], lambda text, _: text.count("\n") >= 1,
                               signal.SIGTERM)
    said = re.search(r"interrupted after (\d+) puzzles", err)
    check("generate interrupted: every puzzle written whole, as many as it says, exit 143",
          code == 143 and said is not None and int(said.group(1)) == out.count("\n") >= 1
          and all(len(line) == 256 for line in out.split("\n")[:-1]), (code, err[-300:]))
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as many_puzzles:
        many_puzzles.write("\n".join(puzzles * 50) + "\n")
    code, out, err = interrupt(["bench", "--repeat=50", many_puzzles.name], lambda _, seconds: seconds > 1,
                               signal.SIGINT)
    check("bench interrupted: the rows written stand, a message, exit 130",
          code == 130 and "interrupted" in err and out.endswith("\n"), (code, err[-300:]))
    os.unlink(many_puzzles.name)
    code, out, err = run("count-grids", "--box=2x2", "--threads=100000")
    check("count-grids --threads=100000 is refused, exit 2 (it crashed)",
          code == 2 and "expected a whole number from 0 to 1024, not '100000'" in err, (code, err))
    code, out, err = run("count-grids", "--box=2x2", "--threads=4294967296")
    check("count-grids --threads past 2^32 - 1: the same message as past 1024",
          code == 2 and "expected a whole number from 0 to 1024, not '4294967296'" in err, (code, err))


# Nothing lost, part three (issue 52): every phase answers a signal within seconds, even
# under the load of the other tests (ANSWER_SECONDS), a file-size limit is a full disk,
# and what would outgrow the memory or the threads ends in a message, never an abort.
ANSWER_SECONDS = 3


def chain(n):
    """A problem in Knuth's format whose tree is one path of n levels: n items, an option
    of one item each (the deepest, narrowest tree of its size)."""
    names = [f"a{k}" for k in range(n)]
    return (" ".join(names) + "\n" + "\n".join(names) + "\n").encode()


def endless(*lines):
    """A pipe that gives `lines` once and then the last of them for ever, as `yes` does."""
    head = "".join(line + "\n" for line in lines[:-1])
    return subprocess.Popen(["sh", "-c", f"printf '%s' '{head}'; yes '{lines[-1]}'"], stdout=subprocess.PIPE).stdout


@section(seconds=20)
def every_phase_answers():
    # Input that flows without end (item 10): the signal ends the reading itself.
    for args in (["solve", "-"], ["rate", "-"]):
        pipe = endless("")
        code, out, err, answered = interrupt_timed(args, lambda _, seconds: seconds > 1, signal.SIGINT, stdin=pipe)
        pipe.close()
        check(f"yes '' | sudoku {args[0]} -: SIGINT answered within {ANSWER_SECONDS} s, exit 130 (item 10)",
              code == 130 and answered < ANSWER_SECONDS and "interrupted" in err, (code, answered, err[-300:]))
    # The matrix of a 64 x 64 grid, gigabytes of text (item 11): the writer stops at once.
    code, out, err, answered = interrupt_timed(["matrix", "--box=8x8", "--format=pbm"],
                                               lambda _, seconds: seconds > 1, signal.SIGINT)
    check(f"matrix --box=8x8 --format=pbm: SIGINT answered within {ANSWER_SECONDS} s, whole lines, exit 130 (item 11)",
          code == 130 and answered < ANSWER_SECONDS and out.endswith("\n") and "interrupted after" in err,
          (code, answered, err[-300:]))
    # The first phase of the count by bands (item 12).
    code, out, err, answered = interrupt_timed(["count-grids", "--box=2x5"], lambda _, seconds: seconds > 0.5,
                                               signal.SIGINT)
    check(f"count-grids --box=2x5: SIGINT in its first phase answered within {ANSWER_SECONDS} s, exit 130 (item 12)",
          code == 130 and answered < ANSWER_SECONDS and "no count" in err, (code, answered, err[-300:]))
    # bench waiting for a FIFO that never gives data (item 9): refused before it reads.
    with tempfile.TemporaryDirectory() as folder:
        fifo = pathlib.Path(folder) / "puzzles"
        os.mkfifo(fifo)
        code, out, err = run("bench", "--repeat=1", str(fifo), timeout=30)
        check("bench on a FIFO is refused at once, exit 2, naming it (item 9)",
              code == 2 and "bench times regular files" in err and out == "", (code, err))
    # A signal while a FIFO waits for its writer: an interrupt, not a usage error (the
    # second adversarial pass: exit 2, "Interrupted system call").
    with tempfile.TemporaryDirectory() as folder:
        fifo = pathlib.Path(folder) / "puzzles"
        os.mkfifo(fifo)
        code, out, err = interrupt(["solve", str(fifo)], lambda _, seconds: seconds > 1, signal.SIGINT)
        check("solve on a FIFO with no writer, SIGINT: exit 130, said", code == 130 and "interrupted" in err,
              (code, err))
        if DLX:
            code, out, err = interrupt([str(fifo)], lambda _, seconds: seconds > 1, signal.SIGTERM, program=DLX)
            check("dlx on a FIFO with no writer, SIGTERM: exit 143, said", code == 143 and "interrupted" in err,
                  (code, err))
    # SIGHUP, the terminal gone (decided: as SIGINT, with whole answers, exit 129).
    code, out, err = interrupt(["count-grids", "--box=3x3", "--method=list"], lambda _, seconds: seconds > 1,
                               signal.SIGHUP)
    check("count-grids under SIGHUP: the partial count marked, exit 129", code == 129 and "interrupted" in err,
          (code, err[-300:]))
    # A file-size limit (item 7): SIGXFSZ is ignored, the write fails as on a full disk, exit 3,
    # and every line before the limit is whole (a solution of 81 digits).
    with tempfile.TemporaryDirectory() as folder:
        out_path = pathlib.Path(folder) / "out"
        with open(out_path, "wb") as sink:
            r = subprocess.run([SUDOKU, "solve", str(FILE)], stdout=sink, stderr=subprocess.PIPE, timeout=60,
                               preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_FSIZE, (1000, 1000)))
        lines = out_path.read_text().split("\n")
        check("solve under a file-size limit of 1000 bytes: reported, exit 3, the lines before the limit whole (item 7)",
              r.returncode == 3 and FULL_DISK in r.stderr.decode() and len(lines) >= 12
              and all(len(line) == 81 for line in lines[:12]), (r.returncode, r.stderr, len(lines)))
    if not DLX:
        return
    # An option stream without end (item 5): a message at the reader's limit; comments
    # without end (no entries to limit) answer the signal while they are read.
    pipe = endless("a b", "| a comment")
    code, out, err, answered = interrupt_timed(["-"], lambda _, seconds: seconds > 1, signal.SIGINT, program=DLX,
                                               stdin=pipe)
    pipe.close()
    check(f"(echo 'a b'; yes '| a comment') | dlx -: SIGINT while it reads answered within {ANSWER_SECONDS} s, "
          "exit 130 (item 5)", code == 130 and answered < ANSWER_SECONDS, (code, answered, err[-300:]))
    pipe = endless("a b", "a")
    r = subprocess.run([DLX, "--count", "-"], stdin=pipe, capture_output=True, timeout=120)
    pipe.close()
    err = r.stderr.decode(errors="replace")
    check("(echo 'a b'; yes a) | dlx -: refused at the reader's limit of item entries, exit 1, no abort (item 5)",
          r.returncode == 1 and "item entries in all, the most this reader takes" in err, (r.returncode, err[-300:]))
    with tempfile.TemporaryDirectory() as folder:
        deep = pathlib.Path(folder) / "chain.dlx"
        deep.write_bytes(chain(20000))
        # The cells engines save the sizes at every level (item 4): on a chain of 20,000
        # levels that would be gigabytes; the trail's limit ends it with a message, the
        # program's peak memory (its own, measured by the kernel) under 1 GB.
        for args in (["--engine=cells"], ["--engine=cells", "--baseline"], ["--engine=cells", "--lookahead"]):
            code, out, err, peak = run_with_peak([DLX, "--count", *args, str(deep)])
            check(f"dlx --count {' '.join(args)} on a chain of 20,000 levels: the trail's limit, exit 1, "
                  "no abort, under 1 GB at its peak (item 4)",
                  code == 1 and "trail's limit" in err and "Interrupted" not in err and out == b"" and peak < 1 << 30, (code, peak, err[-300:]))
        code, out, err = run_dlx("--count", str(deep))
        check("the links engine counts the chain's one solution", code == 0 and out == "1\n", (code, err[-300:]))
        # The default cut of a wide, deep tree (the second adversarial pass): the empty
        # 64 x 64 grid is cut at depth 2, where a walk depth first took a level far down.
        deep.write_text(run("matrix", "--box=8x8")[1])
        # Signalled once the cut is printed, not after a fixed 2 s: a slow machine spent
        # longer than that reading the matrix, and the signal came before the cut.
        code, out, err, answered = interrupt_timed(["--count", "--threads=2", str(deep)],
                                                   lambda text, _: "pieces at depth" in text, signal.SIGINT,
                                                   program=DLX, watch="err")
        check("dlx --count --threads=2 on the empty 64 x 64 grid: cut at depth 2, SIGINT answered, exit 130",
              code == 130 and "pieces at depth 2" in err and answered < ANSWER_SECONDS, (code, answered, err[-300:]))
        # The default cut of a deep, narrow tree (item 8): one walk, bounded, not a walk per level.
        deep.write_bytes(chain(5000))
        started = time.monotonic()
        code, out, err = run_dlx("--count", "--threads=2", str(deep), timeout=120)
        check("dlx --count --threads=2 on a chain of 5,000 levels: counted in under a minute, even on a busy machine (it took minutes) (item 8)",
              code == 0 and out == "1\n" and time.monotonic() - started < 60, (code, time.monotonic() - started, err))
        deep.write_bytes(chain(100000))
        started = time.monotonic()
        code, out, err = run_dlx("--count", "--threads=2", str(deep), timeout=120)
        check("dlx --count --threads=2 on a chain of 100,000 levels: counted in under a minute, even on a busy machine (it never ended) (item 8)",
              code == 0 and out == "1\n" and time.monotonic() - started < 60, (code, time.monotonic() - started, err))
        # One item with 100,000 options, each its own piece at depth 1: choosing each again
        # walks the item's whole list, 10^10 steps (the third adversarial pass: no answer in
        # 60 s). The default cut stays at the root, however many threads ask for pieces.
        deep.write_bytes(("p\n" + "p\n" * 100000).encode())
        code, out, err = run_dlx("--count", "--threads=1024", str(deep), timeout=120)
        check("dlx --count --threads=1024 on one item of 100,000 options: not cut (one piece at depth 0), "
              "the count 100000", code == 0 and out == "100000\n" and "1 piece at depth 0" in err, (code, err[-300:]))
        # Paths of 100,000 levels each (item 13): the estimate hears the signal at every level.
        # (One path took seconds, when each level scanned every item left; it takes
        # milliseconds now, so a hundred million paths are asked for.)
        code, out, err, answered = interrupt_timed(["--estimate=100000000", str(deep)],
                                                   lambda _, seconds: seconds > 1, signal.SIGINT, program=DLX)
        check(f"dlx --estimate on a chain of 100,000 levels: SIGINT answered within {ANSWER_SECONDS} s, "
              "exit 130 (item 13)", code == 130 and answered < ANSWER_SECONDS, (code, answered, err[-300:]))
    grids = run("matrix", "--box=2x2")[1].encode()
    # An option given twice keeps its last value, whatever its kind (the second
    # adversarial pass: a text or a count given twice was refused).
    code, out, err = run("count-grids", "--box=2x3", "--box=2x2")
    check("count-grids --box=2x3 --box=2x2 counts the 2x2 grids: the last value kept", code == 0 and out == "288\n",
          (code, out, err))
    code, out, err = run_dlx("--count", "--limit=5", "--limit=7", stdin=grids)
    check("dlx --count --limit=5 --limit=7 stops at 7: the last value kept", code == 0 and out == "7\n", (code, out, err))
    # Standard error closed (decided: the closing report is lost, so the status says it, 3).
    r = subprocess.run([DLX, "--count", "-"], input=grids, stdout=subprocess.PIPE, timeout=60,
                       preexec_fn=lambda: os.close(2))
    check("dlx --count with standard error closed: the count written, exit 3 for the report lost",
          r.returncode == 3 and r.stdout == b"288\n", (r.returncode, r.stdout))
    # Threads the system cannot start (item 6): fewer threads, said, the same count. An
    # address-space limit refuses their stacks; a build under AddressSanitizer, which maps
    # terabytes of shadow memory, cannot run under one at all, and skips this.
    if sanitized(DLX):
        return
    one_gigabyte = (1 << 30, 1 << 30)
    r = subprocess.run([DLX, "--count", "--threads=500", "-"], input=grids, capture_output=True, timeout=120,
                       preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_AS, one_gigabyte))
    err = r.stderr.decode(errors="replace")
    check("dlx --count --threads=500 within 1 GB of address space: fewer threads said, the same 288, exit 0 (item 6)",
          r.returncode == 0 and r.stdout == b"288\n" and "of the 500 threads asked for" in err, (r.returncode, err[-300:]))
    # Under every address-space limit from 2 MB to 120 MB, a count on two threads of a
    # problem of 100,000 items either answers or says it is out of memory, never aborts:
    # between the two, where the problem fits once but not in a second worker's copy, the
    # one worker that has its copy counts it all.
    with tempfile.TemporaryDirectory() as folder:
        long_chain = pathlib.Path(folder) / "chain.dlx"
        long_chain.write_bytes(chain(100000))
        outcomes = set()
        for megabytes in range(2, 122, 2):
            limit = (megabytes << 20, megabytes << 20)
            r = subprocess.run([DLX, "--count", "--threads=2", "--depth=1", str(long_chain)], capture_output=True,
                               timeout=120, preexec_fn=lambda limit=limit: resource.setrlimit(resource.RLIMIT_AS, limit))
            err = r.stderr.decode(errors="replace")
            if r.returncode == 127 and b"error while loading shared libraries" in r.stderr:
                continue  # too little to start the program at all: the loader's refusal
            if r.returncode == 0 and r.stdout == b"1\n":
                outcomes.add("fewer threads" if "of the 2 threads asked for ran" in err else "answered")
            elif r.returncode == 1 and "dlx: out of memory" in err:
                outcomes.add("out of memory")
            else:
                outcomes.add(f"exit {r.returncode}: {err[-200:]}")
        check("dlx --count --threads=2 on 100,000 items under limits of 2 to 120 MB: the count (by one worker "
              "where a second has no room for its copy) or 'out of memory', exit 1, never an abort (item 6)",
              outcomes == {"answered", "fewer threads", "out of memory"}, outcomes)
    r = subprocess.run([SUDOKU, "count-grids", "--box=2x3", "--threads=500"], capture_output=True, timeout=120,
                       preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_AS, one_gigabyte))
    err = r.stderr.decode(errors="replace")
    check("count-grids --box=2x3 --threads=500 within 1 GB: fewer threads said, the same 28200960 (item 6)",
          r.returncode == 0 and r.stdout == b"28200960\n" and "of the 500 threads asked for" in err,
          (r.returncode, err[-300:]))
    # Threads that start but then find no room for their search: the pieces and the
    # classes they held are counted again by the calling thread, never lost (under the
    # limit the tools share one heap among threads, which leaves the caller room).
    for args, answer in ((["--box=2x3"], b"28200960\n"),
                         (["--box=1x6", "--fix-first-row"], b"812851200\n"),
                         (["--box=1x6", "--essentially-different"], b"22\n"),
                         (["--box=2x3", "--essentially-different"], b"49\n")):
        outcomes = set()
        for megabytes in (50, 120, 200):
            limit = (megabytes << 20, megabytes << 20)
            r = subprocess.run([SUDOKU, "count-grids", *args, "--threads=64"], capture_output=True, timeout=120,
                               preexec_fn=lambda limit=limit: resource.setrlimit(resource.RLIMIT_AS, limit))
            outcomes.add("answered" if r.returncode == 0 and r.stdout == answer
                         else f"exit {r.returncode}: {r.stderr.decode(errors='replace')[-200:]}")
        check(f"count-grids {' '.join(args)} --threads=64 within 50, 120 and 200 MB: the count every time",
              outcomes == {"answered"}, outcomes)


def run_with_peak(command, timeout=120):
    """Runs `command`; (exit status, output, stderr, its peak resident memory in bytes), the
    peak as the kernel measured that process alone (wait4's rusage)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=out, stderr=err)
        started = time.monotonic()
        while True:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid != 0:
                break
            if time.monotonic() - started > timeout:
                process.kill()
            time.sleep(0.05)
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        return process.returncode, out.read(), err.read().decode(errors="replace"), usage.ru_maxrss * 1024


def sanitized(program):
    """Whether `program` was built with AddressSanitizer (the sanitizer preset's build)."""
    return b"AddressSanitizer" in pathlib.Path(program).read_bytes()


# An option given an empty value does not take the next argument as its value.
@section()
def empty_values():
    code, out, err = run("solve", "--count", "--limit=", SLICE)
    check("solve --limit= FILE: the empty value is refused, exit 2", code == 2 and "--limit= has no value" in err,
          (code, err))
    code, out, err = run("generate", "--node-limit=", "100")
    check("generate --node-limit= 100: refused, exit 2 (100 was taken as the limit)",
          code == 2 and "--node-limit= has no value" in err and out == "", (code, out, err))
    if DLX:
        r = subprocess.run([DLX, "--limit=", "-"], input=b"a\na\n", capture_output=True, timeout=60)
        check("dlx --limit= -: refused, exit 2", r.returncode == 2 and b"--limit= has no value" in r.stderr,
              (r.returncode, r.stderr))


# Options that would be ignored are refused; empty input is an answer of its own.
@section()
def ignored_options():
    code, out, err = run("solve", "--limit=5", "-", stdin=CH4.encode())
    check("solve --limit without --count is refused, exit 2", code == 2 and "--count" in err, (code, err))
    code, out, err = run("matrix", "--puzzle=" + CH4 + "\n" + CH4)
    check("matrix --puzzle with two puzzles is refused, exit 2", code == 2 and "second" in err, (code, err))
    code, out, err = run("matrix", "--puzzle=1")
    check("matrix --puzzle=1 (its givens fill the grid) writes no empty matrix, exit 1",
          code == 1 and out == "" and "no column" in err, (code, out, err))
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as empty_file:
        pass
    code, out, err = run("bench", "--repeat=1", empty_file.name)
    check("bench on an empty file: no puzzle found, exit 1", code == 1 and "no puzzle found" in err, (code, err))
    os.unlink(empty_file.name)
    if DLX:
        r = subprocess.run([DLX, "--seed=5", "-"], input=b"a\na\n", capture_output=True, timeout=60)
        check("dlx --seed without --estimate is refused, exit 2",
              r.returncode == 2 and b"--estimate" in r.stderr, (r.returncode, r.stderr))


# Numbers are checked: negative, overflowing and out-of-range values are refused, repeating what was typed.
@section(table=True)
def numbers_refused():
    for name, args, typed in [
            ("a negative --limit", ["solve", "--limit=-1", "-"], "-1"),
            ("a negative --budget", ["bench", "--budget=-1", SLICE], "-1"),
            ("a --seed past 2^64 - 1", ["generate", "--seed=18446744073709551616"], "18446744073709551616"),
            ("a negative --seed", ["generate", "--seed=-1"], "-1"),
            ("a negative --count", ["generate", "--count=-1"], "-1"),
            ("a --node-limit of -1", ["solve", "--node-limit=-1", "-"], "-1"),
            ("a --repeat of 0", ["bench", "--repeat=0", SLICE], "0"),
            ("a negative box side", ["generate", "--box=-3x3"], "-3x3"),
            ("a box past 64 cells", ["generate", "--box=9x9"], "9x9")]:
        code, out, err = run(*args)
        record(name, " ".join(["sudoku"] + args).replace(SLICE, "FILE"), code, err)
        check(f"{name} is refused with exit 2, repeating '{typed}'",
              code == 2 and typed in err and "18446744073709551613" not in err and out == "", (code, err))
    if DLX:
        r = subprocess.run([DLX, "--limit=100000000000000000000000"], input=b"", capture_output=True, timeout=10)
        check("dlx --limit past 2^64 is refused, exit 2", r.returncode == 2 and b"not '100000000000000000000000'" in r.stderr,
              (r.returncode, r.stderr[:200]))


# What issue 52 found a reader would trip on: switches given values, a cap of -0, long
# comments, estimates in hundreds of digits.
@section(seconds=6)
def what_a_user_reads():
    for value in ("0", "false", "3"):
        code, out, err = run("solve", f"--count={value}", "-", stdin=(CH4 + "\n").encode())
        check(f"solve --count={value} is refused, exit 2 (it turned --count off, or on)",
              code == 2 and f"give --count alone, not '--count={value}'" in err and out == "", (code, out, err))
    code, out, err = run("generate", "--box=2x2", "--count=2", "--seed=1")
    check("generate --count=2 is still a number (its --count is no switch)", code == 0 and out.count("\n") == 2,
          (code, out, err))
    code, out, err = run("rate", "--max-rating=-0", "-", stdin=(CH4 + "\n").encode())
    check("rate --max-rating=-0 is refused, exit 2 (it printed 'above -0')",
          code == 2 and "not '-0'" in err and out == "", (code, out, err))
    # A comment is read past, whatever its length: the puzzles around it are solved.
    text = ("#" + "x" * 100000 + "\n" + CH4 + " # " + "y" * 200000 + "\n" + CH4 + "\n").encode()
    code, out, err = run("solve", "-", stdin=text)
    lines = out.split("\n")[:-1]
    check("a 100 kB comment line and a puzzle with a 200 kB comment: both puzzles solved, exit 0",
          code == 0 and len(lines) == 2 and all(valid_solution(CH4, line) for line in lines), (code, out[:200], err[:300]))
    # An estimate of centuries past counting is a mantissa and a power of ten.
    with tempfile.TemporaryDirectory() as folder:
        err_path = pathlib.Path(folder) / "err"
        with open(err_path, "wb") as errors:
            process = subprocess.Popen([SUDOKU, "count-grids", "--box=3x6"], stdout=subprocess.DEVNULL,
                                       stderr=errors)
            started = time.monotonic()
            while time.monotonic() - started < 60 and "years" not in err_path.read_text():
                time.sleep(0.1)
            process.send_signal(signal.SIGINT)
            process.wait(timeout=60)
        err = err_path.read_text()
    check("count-grids --box=3x6 warns of its time as '1.9e123 years', not in 124 digits",
          re.search(r"about \d\.\de\d+ years", err) is not None and re.search(r"\d{12}", err) is None, err[:400])


# Messages a person can act on.
@section()
def messages():
    code, out, err = run("fly")
    check("an unknown subcommand is named", code == 2 and "unknown command 'fly'" in err, (code, err))
    code, out, err = run("solve", "--algorithm=\x1b[31mred", "-")
    check("control bytes in a message are escaped", code == 2 and "\x1b" not in err and "\\x1B" in err, (code, err))
    code, out, err = run("solve", "--algorithm=" + "a" * 100000, "-")
    check("a 100 kB argument is shortened in the message", code == 2 and len(err) < 2000 and "(100000 bytes)" in err,
          (code, len(err)))


# One wording for every usage error (book::usage_error): the book's programs and the tools,
# found by the parse or after it, exit 2 with `PROGRAM: message` and the same second line.
@section()
def one_wording():
    usage_errors = [(SUDOKU, ["solve", "--limit=0", "-"]), (SUDOKU, ["fly"]), (SUDOKU, []),
                    (SUDOKU, ["solve", "--limit=5", "-"]), (SUDOKU, ["solve", "/no/such/file"]),
                    (SUDOKU, ["count-grids", "--box=2x2", "--threads=100000"]), (SUDOKU, ["bench", "-"])]
    if DLX:
        usage_errors += [(DLX, ["--limit=0"]), (DLX, ["--engine=magic"]), (DLX, ["--threads=2"]),
                         (DLX, ["/no/such/file"])]
    if BOOK_PROGRAM:
        usage_errors += [(BOOK_PROGRAM, ["--budget=0", "x"]), (BOOK_PROGRAM, ["--frist"])]
    for program, args in usage_errors:
        r = subprocess.run([program, *args], input=b"", capture_output=True, timeout=60)
        name = pathlib.Path(program).name
        check(f"{name} {' '.join(args)}: exit 2, '{name}: message' and the line that points to --help",
              r.returncode == 2 and r.stdout == b"" and
              re.fullmatch(re.escape(name) + r": [^\n]+\nRun with --help for the options\.\n",
                           r.stderr.decode(errors="replace")) is not None, (r.returncode, r.stderr))
    if BOOK_PROGRAM:
        # the same value refused by the same check: the same message but for the names
        r = subprocess.run([BOOK_PROGRAM, "--budget=0", "x"], capture_output=True, timeout=60)
        code, out, err = run("solve", "--limit=0", "-")
        check("a book program and the tool refuse a count of 0 in the same words",
              r.returncode == code == 2 and r.stderr.decode().replace(pathlib.Path(BOOK_PROGRAM).name, "PROGRAM")
              .replace("--budget", "--OPTION") == err.replace("sudoku", "PROGRAM").replace("--limit", "--OPTION"),
              (r.stderr, err))


# --part=K/N: only the K-th of N shares of the sections, so that ctest runs them as N tests
# side by side (most of their time is spent waiting for signals to be answered). The
# longest section goes first to the share with the least time so far; each share runs its
# sections in their order here.
PART = next((a[len("--part="):] for a in sys.argv[3:] if a.startswith("--part=")), "1/1")
part, parts = (int(x) for x in PART.split("/"))
share_of, totals = {}, [0.0] * parts
for index in sorted(range(len(sections)), key=lambda i: -sections[i][2]):
    share = min(range(parts), key=lambda k: totals[k])
    share_of[index] = share
    totals[share] += sections[index][2]
for index, (checks, in_table, _) in enumerate(sections):
    if (TABLE is None or in_table) and share_of[index] == part - 1:
        checks()

if TABLE:
    def cell(text):
        return text.replace("\\", "\\\\").replace("`", "\\`").replace("*", "\\*") or "(none)"
    with open(TABLE, "w") as f:
        f.write(".. list-table::\n   :header-rows: 1\n   :widths: 18 24 5 53\n   :class: bad-input\n\n"
                "   * - input\n     - command\n     - exit\n     - message on standard error\n")
        for name, command, code, first in table_rows:
            f.write(f"   * - {cell(name)}\n     - ``{command}``\n     - {code}\n     - ``{first}``\n" if first else
                    f"   * - {cell(name)}\n     - ``{command}``\n     - {code}\n     - (none)\n")

finish()
