#!/usr/bin/env python3
"""The `dlx` tool's contract: solutions, --count, --limit, the closing line, exit codes.
Run by ctest as ch06.dlx_tool with the path of the dlx binary."""
import pathlib
import sys
import os
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "support"))
from tool_test import KNUTH_EXAMPLE as KNUTH, check, finish, queens, tool  # noqa: E402

DLX = sys.argv[1]
run = tool(DLX)

code, out, err = run("-", stdin=KNUTH)
check("Knuth's example: one solution, its option lines", code == 0 and out == "a d f\nb g\nc e\n", (code, out, err))
check("the closing line on stderr", err.strip() == "Altogether 1 solution, 29 updates, 6 nodes", err)

# What Knuth's dlx1 prints for the matrix of his 2000 paper (as in dlx1's documentation),
# run on this project's machine: 1 solution, 30 updates, 6 nodes, and the profile.
PAPER = "a b c d e f g\nc e f\na d g\nb c f\na d\nb g\nd e g\n"
for engine in ([], ["--baseline"]):
    code, out, err = run("--count", "--profile", *engine, stdin=PAPER)
    check(f"dlx1's counters and profile {engine}",
          code == 0 and err == "Altogether 1 solution, 30 updates, 6 nodes\n"
          "Profile:\n  0: 1\n  1: 2\n  2: 2\n  3: 1\n", err)
# and for eight queens: 92 solutions, 21375 updates, 1199 nodes
for engine in ([], ["--baseline"]):
    code, out, err = run("--count", *engine, stdin=queens(8))
    check(f"dlx1's counters on eight queens {engine}",
          code == 0 and out == "92\n" and
          err == "Altogether 92 solutions, 21375 updates, 1199 nodes\n", (out, err))

code, out, err = run("--count", stdin=KNUTH)
check("--count prints the count alone", code == 0 and out == "1\n", (code, out))

code, out, err = run("--count", stdin=queens(8))
check("--count on 8 queens: 92", code == 0 and out == "92\n", (code, out, err))
check("closing line with 92", err.startswith("Altogether 92 solutions, "), err)

code, out, err = run("--limit=3", stdin=queens(8))
blocks = out.strip("\n").split("\n\n")
check("--limit=3 prints three solutions separated by blank lines",
      code == 0 and len(blocks) == 3 and all(len(b.split("\n")) == 8 for b in blocks), (code, out))

code, out, err = run("--count", "--limit=5", stdin=queens(8))
check("--count --limit=5 stops at 5", code == 0 and out == "5\n", (code, out))

with tempfile.TemporaryDirectory() as folder:  # the test's own, removed after it
    knuth_file = os.path.join(folder, "knuth.dlx")
    with open(knuth_file, "w") as f:
        f.write(KNUTH)
    code, out, err = run("--count", knuth_file)
check("reads a file argument", code == 0 and out == "1\n", (code, out, err))

code, out, err = run(stdin="a b\na b\nb x\n")
check("bad input: exit 1 with the line", code == 1 and ":3:3: unknown item 'x'" in err, (code, err))
code, out, err = run(stdin="")
check("empty input: exit 1", code == 1 and "empty" in err, (code, err))

for args in (["--limit=x"], ["--limit=0"], ["--bogus"], ["a", "b"], ["/no/such/file"]):
    code, out, err = run(*args, stdin=KNUTH)
    check(f"usage error {args}: exit 2", code == 2 and err, (code, err))

# A switch takes no value (issue 52): CLI11 read --count=0 and --count=false as off and
# --count=3 as on; each is refused, naming the switch.
for value in ("0", "false", "3", "true"):
    code, out, err = run(f"--count={value}", stdin=KNUTH)
    check(f"--count={value} is refused, exit 2: a switch takes no value",
          code == 2 and f"give --count alone, not '--count={value}'" in err and out == "", (code, out, err))

# The lookahead's message says what was given, not an absent --baseline.
code, out, err = run("--lookahead", stdin=KNUTH)
check("--lookahead without --engine=cells asks for it, naming no --baseline",
      code == 2 and "give --engine=cells too" in err and "--baseline" not in err, (code, err))
code, out, err = run("--lookahead", "--engine=cells", "--baseline", stdin=KNUTH)
check("--lookahead with --engine=cells --baseline names both", code == 2 and "--baseline" in err, (code, err))
# --estimate runs the tuned engine alone: --baseline and --mems are refused, not ignored.
for args in (["--baseline", "--mems"], ["--baseline"]):
    code, out, err = run("--estimate", *args, stdin=KNUTH)
    check(f"--estimate {' '.join(args)} is refused, exit 2, not ignored",
          code == 2 and "leave out --baseline and --mems" in err and out == "", (code, out, err))

# One rule for names, items' and colours': printable UTF-8 text is a name, a control byte
# or a byte that is no UTF-8 is refused at its line and column, never echoed raw.
code, out, err = run(stdin="caf\u00e9 b | \u00fcber\ncaf\u00e9 \u00fcber:r\u00f6t\nb\n".encode())
check("UTF-8 item and colour names are read and shown as they are",
      code == 0 and out == "caf\u00e9 \u00fcber:r\u00f6t\nb\n", (code, out, err))
for text, place, what in ((b"a | c\na c:r\x01d\n", ":2:6:", "colour name"),
                          (b"a | c\na c:\x1b[31m\n", ":2:5:", "colour name"),
                          (b"a | c\na c:r\xffd\n", ":2:6:", "colour name"),
                          (b"ab\x01 c\nab\x01 c\n", ":1:3:", "item name"),
                          (b"a \xc3\n", ":1:3:", "item name")):
    code, out, err = run(stdin=text)
    check(f"{what} {text!r} is refused at {place}, escaped",
          code == 1 and place in err and what in err and "\x1b" not in err and "\x01" not in err, (code, err))

code, out, err = run("--help")
check("--help prints usage and exits 0", code == 0 and "Usage: dlx [OPTIONS] [file]" in out, (code, out))

finish()
