#!/usr/bin/python3
"""Every command the site shows a reader copies as typed, and parses.

    tools/check_commands.py HTML_DIR BIN_DIR [REPO]

Reads the built site's pages (HTML_DIR/**/*.html) and collects the commands on them: listing
captions that start with a program (`build/book/bin/ch05_compare_solvers --first=10 ...`),
console lines (`$ cmake --workflow --preset book`) and inline literals that start with one of
the book's programs (``sudoku solve --count``). Two checks:

1. Characters: a command may hold only ASCII. An en or em dash where `--` was typed, curly
   quotes, a non-breaking space or an ellipsis inside a command would make a copied command
   fail (`dlx –count` is "only one input file, please").
2. Parsing: each command that runs one of the book's programs (build/book/bin/NAME, or
   `sudoku` and `dlx` in inline literals) is run from BIN_DIR, with standard input empty, in
   a scratch folder where `data/` is the repository's, for at most a few seconds. It fails
   when the program exits with status 2, the usage error of every program of the book (an
   unknown option, a malformed value). A command still running at the time limit has
   parsed its options; a command that reads a file made elsewhere on its page is skipped,
   as is one that reads ../shared (not in a reader's clone). The bad-input table of the
   command-line appendix shows failing commands on purpose and is left out.

Prints one line per problem and a summary; exits 1 if there is any problem."""
import html.parser
import os
import pathlib
import re
import shlex
import subprocess
import sys
import tempfile

TYPOGRAPHIC = {"\u2013": "en dash", "\u2014": "em dash", "\u2018": "curly quote",
               "\u2019": "curly quote", "\u201c": "curly quote", "\u201d": "curly quote",
               "\u00a0": "non-breaking space", "\u2026": "ellipsis", "\u2212": "minus sign"}
# Programs whose commands are run: the book's binaries.
BOOK_PROGRAM = re.compile(r"^(build/book/bin/[\w-]+|sudoku|dlx)$")
# Inline literals that are commands: they start with a program a reader runs.
COMMAND_START = re.compile(r"^(build/book/bin/[\w-]+|sudoku|dlx|tools/[\w-]+|cmake|ctest)(\s|$)")
# A caption's command ends where its prose begins: at the first word that is no argument.
ARGUMENT = re.compile(r"^(-[\w-]+(=\S*)?|--[\w-]+(=\S*)?|[\w./*+-]+\.(dlx|txt|svg|csv)|\d+|-|>|;|&&|\||"
                      r"build/book/bin/[\w-]+|[\w./*+-]*/[\w./*+-]*|"
                      r"solve|count-grids|matrix|generate|rate|bench)$")
TIMEOUT = 3


class Page(html.parser.HTMLParser):
    """Collects a page's captions, console lines and inline literals, leaving out tables of
    class bad-input."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.captions, self.console, self.literals = [], [], []
        self.stack = []  # (tag, classes) of the open elements
        self.text = None  # the text being collected, with its kind

    def classes(self, attrs):
        return set((dict(attrs).get("class") or "").split())

    def inside(self, tag, css):
        return any(t == tag and css in c for t, c in self.stack)

    def handle_starttag(self, tag, attrs):
        classes = self.classes(attrs)
        if tag in ("br", "img", "meta", "link", "input", "hr"):
            return
        self.stack.append((tag, classes))
        if self.inside("table", "bad-input"):
            return
        if tag == "span" and "caption-text" in classes and self.text is None:
            self.text = ("caption", [], len(self.stack))
        elif tag == "code" and "literal" in classes and self.text is None:
            self.text = ("literal", [], len(self.stack))
        elif tag == "pre" and self.inside("div", "highlight-console") and self.text is None:
            self.text = ("console", [], len(self.stack))

    def handle_endtag(self, tag):
        while self.stack:
            top, _ = self.stack.pop()
            if self.text and len(self.stack) < self.text[2]:
                kind, parts, _ = self.text
                self.text = None
                text = "".join(parts)
                if kind == "caption":
                    self.captions.append(text.strip())
                elif kind == "literal":
                    self.literals.append(text.strip())
                else:
                    self.console.extend(line[2:].strip() for line in text.split("\n")
                                        if line.startswith("$ "))
            if top == tag:
                break

    def handle_data(self, data):
        if self.text:
            self.text[1].append(data)


def caption_command(caption):
    """The command a caption starts with, or None when it starts with no program; a caption
    that abbreviates its arguments (`data/sudoku/…`) gives the command up to them. The
    second value says whether words follow the command ("on four slices")."""
    words = caption.replace(";", " ;").split(" ")
    if not words or not re.match(r"^build/book/bin/[\w-]+$", words[0]):
        return None
    kept = []
    for word in words:
        if not ARGUMENT.match(word) and not any(ch in TYPOGRAPHIC for ch in word):
            break
        kept.append(word)
        if "\u2026" in word:  # an ellipsis: the rest is not shown
            break
    return " ".join(kept).rstrip(",:"), len(kept) < len(words)


def commands_of(page):
    """(where, command) pairs of a parsed page."""
    found = []
    for caption in page.captions:
        command, more = caption_command(caption) or (None, False)
        if command:
            found.append(("caption+words" if more else "caption", command))
    found += [("console", line) for line in page.console if line]
    found += [("inline", text) for text in page.literals if COMMAND_START.match(text)]
    return found


def typographic(command):
    """The typographic characters in a command, by name."""
    return sorted({TYPOGRAPHIC.get(ch, f"U+{ord(ch):04X}") for ch in command if ord(ch) > 127})


def run(command, bin_dir, repo, scratch, described=False):
    """Runs one command of the book's programs: 'ok', 'skipped: why' or 'failed: why'."""
    if "../shared" in command:
        return "skipped: reads ../shared, which a reader's clone does not have"
    if "\u2026" in command:
        return "skipped: abbreviated on the page"
    shell = []
    for part in re.split(r"\s*(?:;|&&)\s*", command.replace(" ;", ";")):
        try:
            words = shlex.split(part)
        except ValueError as e:
            return f"failed: does not split into words ({e})"
        if not words:
            continue
        if not BOOK_PROGRAM.match(words[0]):
            return "skipped: not one of the book's programs"
        program = pathlib.Path(bin_dir).resolve() / pathlib.Path(words[0]).name
        if not program.exists():
            return f"failed: no program {words[0]} in {bin_dir}"
        shell.append(" ".join([shlex.quote(str(program))] + [w if w in (">", "|") or "*" in w else shlex.quote(w)
                                                             for w in words[1:]]))
    if not shell:
        return "skipped: nothing to run"
    try:
        r = subprocess.run(["bash", "-c", " && ".join(shell)], cwd=scratch, stdin=subprocess.DEVNULL,
                           capture_output=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return "ok"  # still running: its options were read
    err = r.stderr.decode(errors="replace").strip().split("\n")[0]
    if r.returncode == 2 and "cannot open" in err:
        missing = re.search(r"cannot open '([^']*)'", err)
        if missing and not (pathlib.Path(repo) / missing.group(1)).exists():
            return f"skipped: reads {missing.group(1)}, made elsewhere on its page"
    if r.returncode == 2 and described and "is required" in err:
        return "skipped: its files are named in words after it"
    if r.returncode == 2:
        return f"failed: exit 2, {err}"
    return "ok"


def check(html_dir, bin_dir, repo, out=sys.stdout):
    """Checks every page; returns the number of problems."""
    problems = 0
    with tempfile.TemporaryDirectory() as scratch:
        os.symlink(pathlib.Path(repo).resolve() / "data", pathlib.Path(scratch) / "data")
        for path in sorted(pathlib.Path(html_dir).rglob("*.html")):
            if "_static" in path.parts or "genindex" in path.name or path.name == "search.html":
                continue
            page = Page()
            page.feed(path.read_text(errors="replace"))
            commands = commands_of(page)
            counts = {"ok": 0, "skipped": 0}
            for where, command in commands:
                bad = typographic(command)
                if bad:
                    problems += 1
                    print(f"{path.name}: {where} {command!r}: holds {', '.join(bad)}", file=out)
                    continue
                # an inline literal without an option (``sudoku bench``) or ending in
                # ``--algorithm=`` names a program or an option: checked, not run
                mention = where == "inline" and (not re.search(r"\s-", command)
                                                 or command.endswith("="))
                if mention or not BOOK_PROGRAM.match(command.split(" ")[0]):
                    counts["ok"] += 1
                    continue
                verdict = run(command, bin_dir, repo, scratch, where == "caption+words")
                if verdict.startswith("failed"):
                    problems += 1
                    print(f"{path.name}: {where} {command!r}: {verdict}", file=out)
                else:
                    counts[verdict.split(":")[0]] += 1
            if commands:
                print(f"{path.relative_to(html_dir)}: {len(commands)} commands, {counts['ok']} ok, "
                      f"{counts['skipped']} skipped", file=out)
    print(f"check_commands: {problems} problem(s)", file=out)
    return problems


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    repo = sys.argv[3] if len(sys.argv) > 3 else pathlib.Path(__file__).resolve().parent.parent
    sys.exit(1 if check(sys.argv[1], sys.argv[2], repo) else 0)
