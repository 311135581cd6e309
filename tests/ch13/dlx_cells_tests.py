#!/usr/bin/env python3
"""`dlx --engine=cells`: dancing cells from the command line, with Knuth's ssxc1's counters
(--mems), the same solutions as Dancing Links, and the options it refuses. Run by ctest as
ch13.dlx_cells with the path of the dlx binary."""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "support"))
from tool_test import KNUTH_EXAMPLE as KNUTH, check, finish, queens, tool  # noqa: E402

DLX = sys.argv[1]
run = tool(DLX)

# ssxc1 (ascherer/cwebtest's ssxc1.w, ctangle, gcc -O3) on this input, 27 November 2026:
# "Altogether 92 solutions, 13065+274959 mems, 18412 updates, 6552 bytes, 890 nodes."
code, out, err = run("--count", "--engine=cells", "--mems", stdin=queens(8))
check("ssxc1's counters on eight queens", code == 0 and out == "92\n" and
      err == "Altogether 92 solutions, 274959 mems, 18412 updates, 890 nodes\n", (code, out, err))
code, out, err = run("--count", "--engine=cells", "--baseline", "--mems", stdin=queens(8))
check("--baseline: the chapter's plain engine, the same counters",
      code == 0 and out == "92\n" and
      err == "Altogether 92 solutions, 274959 mems, 18412 updates, 890 nodes\n", (code, out, err))
code, out, err = run("--count", "--engine=cells", stdin=queens(8))
check("without --mems, the line without them",
      err == "Altogether 92 solutions, 18412 updates, 890 nodes\n", err)
code, out, err = run("--count", "--engine=cells", "--profile", stdin=queens(8))
levels = [int(line.split(":")[1]) for line in err.splitlines()[2:]]
check("--profile: the root, then the levels, adding up to the nodes",
      err.splitlines()[1:3] == ["Profile:", "  0: 1"] and sum(levels) == 890, err)

code, out, err = run("--engine=cells", stdin=KNUTH)
check("Knuth's example: the solution Dancing Links finds, its option lines",
      code == 0 and sorted(out.split("\n")) == sorted(run(stdin=KNUTH)[1].split("\n")),
      (code, out))

code, out, err = run("--engine=cells", "--limit=3", stdin=queens(8))
blocks = out.strip("\n").split("\n\n")
check("--limit=3 prints three solutions", code == 0 and len(blocks) == 3, (code, out))


def covers(out):
    """The solutions printed, each as the set of its option lines (the engines choose
    them in different orders)."""
    return {frozenset(block.split("\n")) for block in out.strip("\n").split("\n\n")}


links = covers(run(stdin=queens(6))[1])
cells = covers(run("--engine=cells", stdin=queens(6))[1])
check("six queens: the same four solutions as Dancing Links", links == cells and len(cells) == 4,
      (links, cells))

look = covers(run("--engine=cells", "--lookahead", stdin=queens(6))[1])
check("--lookahead: the same four solutions", look == cells, (look, cells))
code, out, err = run("--count", "--engine=cells", "--lookahead", "--profile", stdin=queens(8))
plain = run("--count", "--engine=cells", "--profile", stdin=queens(8))[2]
check("--lookahead on eight queens: 92, the same nodes at the root as ssxc1's tree",
      code == 0 and out == "92\n" and err.splitlines()[3] == plain.splitlines()[3], (err, plain))
for args in (["--lookahead"], ["--engine=cells", "--baseline", "--lookahead"]):
    code, out, err = run("--count", *args, stdin=KNUTH)
    check(f"{args}: refused, exit 2", code == 2 and "--lookahead" in err, (code, err))

code, out, err = run("--engine=fast", stdin=KNUTH)
check("--engine=fast: exit 2, naming it and what is expected",
      code == 2 and "--engine: expected links or cells, not 'fast'" in err, (code, err))
for args in (["--threads=2", "--count"], ["--first"], ["--estimate"]):
    code, out, err = run("--engine=cells", *args, stdin=KNUTH)
    named = args[0].split("=")[0]
    check(f"--engine=cells {args}: refused, exit 2", code == 2 and named in err, (code, err))
code, out, err = run("--mems", "--count", stdin=KNUTH)
check("--mems with the tuned engine, which counts none: refused, exit 2",
      code == 2 and "--mems" in err, (code, err))
code, out, err = run("--baseline", "--mems", "--count", stdin=KNUTH)
check("--baseline --mems: dlx1's line with the mems",
      code == 0 and err.startswith("Altogether 1 solution, ") and " mems, 29 updates, 6 nodes" in err,
      (code, err))
# ssxcc1 on Knuth's example of colours (dlx2.w's, without its option that has no primary
# item): "Altogether 1 solution, 329+225 mems, 16 updates, 452 bytes, 3 nodes."
COLOURS = "A B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nB X:1\nC Y:1\n"
code, out, err = run("--engine=cells", "--mems", stdin=COLOURS)
check("colours with --engine=cells: ssxcc1's solution and counters",
      code == 0 and out == "A C X:1 Y:1\nB X:1\n" and
      err == "Altogether 1 solution, 225 mems, 16 updates, 3 nodes\n", (code, out, err))
code, out, err = run("--engine=cells", "--baseline", "--mems", stdin=COLOURS)
check("colours with --engine=cells --baseline: the same",
      code == 0 and out == "A C X:1 Y:1\nB X:1\n" and
      err == "Altogether 1 solution, 225 mems, 16 updates, 3 nodes\n", (code, out, err))
code, out, err = run("--baseline", "--count", stdin=COLOURS)
check("colours with --baseline: refused, exit 2", code == 2 and "colours" in err, (code, err))

finish()
