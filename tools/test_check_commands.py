#!/usr/bin/python3
"""Tests of tools/check_commands.py on small pages of its own: a typographic dash, a curly
quote, a non-breaking space and an unknown option are each caught; good commands pass; the
command-line appendix's table of bad input is left out. Run by ctest as book.commands_check."""
import io
import os
import pathlib
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import check_commands  # noqa: E402

# A stand-in for the book's programs: exit 2 on an unknown option, as they do.
PROGRAM = """#!/bin/sh
for a in "$@"; do
  case "$a" in
    --count|--limit=*|-) ;;
    -*) echo "$(basename "$0"): unknown option '$a'" >&2; exit 2 ;;
  esac
done
exit 0
"""


def page(body):
    return f"<html><body><article>{body}</article></body></html>"


def caption(text):
    return f'<div class="code-block-caption"><span class="caption-text">{text}</span></div>'


def literal(text):
    return f'<code class="docutils literal notranslate"><span class="pre">{text}</span></code>'


CASES = [  # (name, page body, problems expected)
    ("a good caption", caption("build/book/bin/dlx --count (times from this machine)"), 0),
    ("an en dash for --", caption("build/book/bin/dlx \u2013count queens8.dlx"), 1),
    ("a curly quote", literal("sudoku solve \u2018-\u2019"), 1),
    ("a non-breaking space", literal("dlx\u00a0--count"), 1),
    ("an unknown option", caption("build/book/bin/dlx --fast"), 1),
    ("a good console line", '<div class="highlight-console"><pre>$ build/book/bin/dlx --count\n'
                            "</pre></div>", 0),
    ("a bad console line", '<div class="highlight-console"><pre>$ build/book/bin/dlx --nope\n'
                           "</pre></div>", 1),
    ("the bad-input table", '<table class="bad-input"><tr><td>' + literal("sudoku solve --fast")
                            + "</td></tr></table>", 0),
    ("prose, not a command", literal("queens8.dlx"), 0),
]

failures = 0
with tempfile.TemporaryDirectory() as folder:
    root = pathlib.Path(folder)
    (root / "data").mkdir()
    bin_dir = root / "bin"
    bin_dir.mkdir()
    for name in ("dlx", "sudoku"):
        (bin_dir / name).write_text(PROGRAM)
        os.chmod(bin_dir / name, 0o755)
    for name, body, expected in CASES:
        html_dir = root / ("html-" + str(CASES.index((name, body, expected))))
        html_dir.mkdir()
        (html_dir / "page.html").write_text(page(body))
        out = io.StringIO()
        got = check_commands.check(html_dir, bin_dir, root, out=out)
        ok = got == expected
        failures += not ok
        print(("ok   " if ok else "FAIL ") + f"{name}: {got} problem(s), expected {expected}"
              + ("" if ok else "\n" + out.getvalue()))
print(f"{len(CASES) - failures} passed, {failures} failed")
sys.exit(1 if failures else 0)
