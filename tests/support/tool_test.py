"""What the tests of the command-line tools share (tests/ch06/dlx_tool_tests.py,
tests/ch07/cli_tests.py, tests/ch10/split_cli_tests.py, tests/ch13/dlx_cells_tests.py):
running a program on an input, one line per check (`ok` or `FAIL` with what was seen),
and the verdict as the exit status. A script finds this folder through its own path:

    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "support"))
    from tool_test import check, finish, tool

    run = tool(DLX)
    code, out, err = run("--count", stdin=queens(8))
    check("eight queens: 92", code == 0 and out == "92\\n", (code, out, err))
    finish()
"""
import subprocess
import sys

# Whether each check passed, in the order made.
results = []


def run(command, *args, stdin=b"", timeout=60, env=None, cwd=None):
    """Runs `command` (a program's path, or a list: a program and its first arguments,
    as `mpirun -np 2 dlx-mpi`) with `args`, `stdin` (text or bytes) as its standard
    input. Returns (exit status, standard output, standard error), decoded as UTF-8
    with undecodable bytes replaced; a run past `timeout` seconds raises."""
    program = list(command) if isinstance(command, (list, tuple)) else [command]
    data = stdin.encode() if isinstance(stdin, str) else stdin
    r = subprocess.run([*program, *args], input=data, capture_output=True,
                       timeout=timeout, env=env, cwd=cwd)
    return (r.returncode, r.stdout.decode(errors="replace"),
            r.stderr.decode(errors="replace"))


def tool(command, **defaults):
    """`run` bound to one program (and defaults such as `timeout` or `env`):
    `tool(SUDOKU)("solve", "-", stdin=...)`."""
    def bound(*args, **options):
        return run(command, *args, **{**defaults, **options})
    return bound


def check(name, condition, detail=""):
    """Records one check and prints its line: `ok   name`, or `FAIL name  [detail]`
    with what was seen."""
    results.append(bool(condition))
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f"  [{detail}]"),
          flush=True)


def finish():
    """Prints how many checks passed and exits: 0 when every one did, 1 when one failed
    or when none was made (a script that checks nothing is broken)."""
    passed = sum(results)
    print(f"{passed} of {len(results)} checks passed", flush=True)
    sys.exit(0 if results and passed == len(results) else 1)


def queens(n):
    """The n queens problem in Knuth's format, as write_knuth_format writes
    exact_cover::queens_problem(n): ranks and files primary, diagonals secondary, each
    option's items in the order of the item line (which ssxc1 needs to walk the same
    tree)."""
    lines = [" ".join([f"r{r}" for r in range(n)] + [f"c{c}" for c in range(n)]) + " | " +
             " ".join([f"a{s}" for s in range(2 * n - 1)] + [f"b{d}" for d in range(2 * n - 1)])]
    lines += [f"r{r} c{c} a{r + c} b{r - c + n - 1}" for r in range(n) for c in range(n)]
    return "\n".join(lines) + "\n"


# Knuth's example from "Dancing Links" (2000): the unique cover is rows 1, 4 and 5.
KNUTH_EXAMPLE = "| Knuth's example\na b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g\n"
