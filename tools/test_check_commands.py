#!/usr/bin/python3
"""Proves that check_commands.py bites: each case is a one-page site, read by the
check against stand-ins for the book's programs (a shell script that reports an unknown
option, a file it cannot open and files left out as CLI11 does, with exit status 2), and
must give the expected number of problems, naming the page, the command and the fault.

Caught: an en dash, an em dash, a curly quote, a non-breaking space, an ellipsis, smart
quotes in a command's caption, an unknown option in a caption, on a console line and in
an inline literal (also when the caption names its files in words), a missing input
file, files left out, a missing program, preset, tool or build folder. Passed: good
commands, a file of the checkout or written earlier on the page, a command still
running at the time limit, files named in words, ../shared (skipped), the bad-input
table, names of programs and options, the side bars. Run by ctest
(book.commands_check)."""
import io
import json
import os
import pathlib
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import check_commands  # noqa: E402

# A stand-in for the book's programs, with their messages and exit statuses.
PROGRAM = """#!/bin/sh
# As in CLI11, missing files are reported before an unknown option.
name=$(basename "$0")
files=0 unknown=
for a in "$@"; do
  case "$a" in
    --count|--first=*|--limit=*|--help|-|solve|bench) ;;
    --sleep) sleep 60 ;;
    -*) unknown=${unknown:-$a} ;;
    *) if [ ! -e "$a" ]; then
         echo "$name: cannot open '$a': No such file or directory" >&2; exit 2
       fi
       files=1 ;;
  esac
done
if [ "$name" = needsfile ] && [ "$files" = 0 ]; then
  echo "$name: files is required" >&2
  echo "Run with --help for the options." >&2; exit 2
fi
if [ -n "$unknown" ]; then
  echo "$name: The following argument was not expected: $unknown" >&2
  echo "Run with --help for the options." >&2; exit 2
fi
exit 0
"""
PRESETS = {"version": 6,
           "configurePresets": [{"name": "base", "hidden": True,
                                 "binaryDir": "${sourceDir}/build/${presetName}"},
                                {"name": "book", "inherits": "base"}],
           "buildPresets": [{"name": "book", "configurePreset": "book"}],
           "workflowPresets": [{"name": "book", "steps": []}]}


def caption(text):
    return ('<div class="code-block-caption"><span class="caption-number">Listing 1 '
            f'</span><span class="caption-text">{text}</span></div>')


def literal(text):
    words = "".join(f'<span class="pre">{w}</span> ' for w in text.split(" "))
    return f'<code class="docutils literal notranslate">{words.rstrip()}</code>'


def console(*lines):
    prompts = "".join(f'<span class="gp">$ </span>{line}\n' for line in lines)
    return (f'<div class="highlight-console notranslate"><div class="highlight"><pre>'
            f"<span></span>{prompts}</pre></div></div>")


def bad_input(text):
    return ('<table class="bad-input docutils"><tbody><tr><td><p>'
            f"{literal(text)}</p></td></tr></tbody></table>")


# (name, body of the page's <article>, problems expected, words expected in the output)
CASES = [
    ("a good caption", caption("build/book/bin/dlx --count (times from here)"), 0, ""),
    ("an en dash for --", caption("build/book/bin/dlx \u2013count q.dlx"), 1,
     "en dash"),
    ("an em dash for --", "<p>Run " + literal("dlx \u2014count") + ".</p>", 1,
     "em dash"),
    ("a curly quote", literal("sudoku solve \u2018-\u2019"), 1, "curly quote"),
    ("a non-breaking space", literal("dlx\u00a0--count"), 1, "non-breaking space"),
    ("an ellipsis", caption("build/book/bin/dlx --count data/\u2026"), 1, "ellipsis"),
    ("a smart quote in a command's caption",
     caption("build/book/bin/dlx --count, on chapter 4\u2019s example"), 1,
     "caption's words"),
    ("an unknown option in a caption", caption("build/book/bin/dlx --fast"), 1,
     "was not expected"),
    ("an unknown option on a console line", console("build/book/bin/dlx --nope"), 1,
     "'build/book/bin/dlx --nope'"),
    ("an unknown option in a literal", literal("sudoku solve --fast -"), 1,
     "was not expected"),
    ("a good console line and literal",
     console("build/book/bin/dlx --count") + literal("dlx --limit=2"), 0, ""),
    ("a file that is nowhere", caption("build/book/bin/dlx --count nowhere.dlx"), 1,
     "reads nowhere.dlx"),
    ("a file of the checkout", caption("build/book/bin/dlx --count data/x.dlx"), 0, ""),
    ("a file written earlier on the page",
     caption("build/book/bin/dlx --count &gt; made.dlx; build/book/bin/dlx made.dlx")
     + caption("build/book/bin/dlx --count made.dlx"), 0, ""),
    ("a file of ../shared", caption("build/book/bin/dlx --count ../shared/x.dlx"), 0,
     "skipped"),
    ("files named in words",
     caption("build/book/bin/needsfile --first=10 on three slices (times)"), 0,
     "with a stand-in puzzle file"),
    ("files named in words, an unknown option",
     caption("build/book/bin/needsfile --fast on three slices"), 1, "stand-in"),
    ("files required and not named", caption("build/book/bin/needsfile --first=10"), 1,
     "is required"),
    ("still running at the time limit", caption("build/book/bin/dlx --sleep"), 0,
     "still running"),
    ("a program the build does not make", console("build/book/bin/nosuch --count"), 1,
     "exit 127"),
    ("the bad-input table", bad_input("sudoku solve --fast")
     + bad_input("sudoku solve -\u00a0 (then a good puzzle)"), 0, ""),
    ("names of programs", literal("sudoku bench") + literal("sudoku solve --algorithm=")
     + literal("queens8.dlx"), 0, ""),
    ("a good preset and tool",
     console("tools/progress --hint", "cmake --workflow --preset book",
             "cmake --build build/book &amp;&amp; ctest --test-dir build/book -L x"),
     0, ""),
    ("a missing preset", console("cmake --workflow --preset books"), 1,
     "no workflow preset 'books'"),
    ("a missing tool", console("tools/progres"), 1, "not an executable file"),
    ("a folder no preset builds", console("ctest --test-dir build/nowhere"), 1,
     "no preset builds in build/nowhere"),
]
# The side bars repeat headings and links: only the <article> is read.
SIDE_BAR = f'<aside class="toc-drawer">{literal("dlx --bogus")}</aside>'

failures = 0
with tempfile.TemporaryDirectory() as folder:
    root = pathlib.Path(folder)
    repo = root / "repo"
    (repo / "data").mkdir(parents=True)
    (repo / "data" / "x.dlx").write_text("a b\na b\n")
    (repo / "tools").mkdir()
    (repo / "tools" / "progress").write_text("#!/bin/sh\n")
    os.chmod(repo / "tools" / "progress", 0o755)
    (repo / "CMakePresets.json").write_text(json.dumps(PRESETS))
    bin_dir = root / "bin"
    bin_dir.mkdir()
    for name in ("dlx", "sudoku", "needsfile"):
        (bin_dir / name).write_text(PROGRAM)
        os.chmod(bin_dir / name, 0o755)
    for number, (name, body, expected, words) in enumerate(CASES):
        html_dir = root / f"site{number}"
        html_dir.mkdir()
        (html_dir / "page.html").write_text(
            f"<html><body>{SIDE_BAR}<article role=\"main\">{body}</article>"
            "</body></html>")
        out = io.StringIO()
        got, found = check_commands.check(html_dir, bin_dir, repo, out=out, timeout=1,
                                          workers=1, verbose=True)
        text = out.getvalue()
        named = expected == 0 or "page.html" in text
        ok = got == expected and found > 0 and named and words in text
        failures += not ok
        print(("ok   " if ok else "FAIL ") + f"{name}: {got} problem(s), expected "
              f"{expected}" + ("" if ok else f", wanted {words!r} in:\n{text}"))
print(f"{len(CASES) - failures} passed, {failures} failed")
sys.exit(1 if failures else 0)
