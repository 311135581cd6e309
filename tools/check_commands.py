#!/usr/bin/python3
"""Every command the site shows copies as typed, and parses.

    tools/check_commands.py [--verbose] HTML_DIR BIN_DIR [REPO]

HTML_DIR is the built site (build/test/html), BIN_DIR the folder of the book's programs
in that build (build/test/bin), REPO the checkout (by default the one holding this
script).

What is a command. The check reads every page of the site (HTML_DIR/**/*.html but the
search and index pages and _static), inside the page's <article> (Furo repeats headings
in its side bars), in the order of the page, and takes:

* listing captions that start with a program: `build/book/bin/ch06_compare --first=100
  on three slices (times from ...)`. The command ends where the prose begins: at "(", at
  a word of letters only ("on", "each") other than the subcommand after `sudoku`, and
  after a word that ends in "," or ":".
* console lines: the text after `$ ` in a `console` code block.
* inline literals that start with a program the book ships (build/book/bin/NAME,
  `sudoku`, `dlx`, tools/NAME, `cmake`, `ctest`), up to a note in parentheses:
  ``dlx --count``. A literal that is a program's name and nothing else
  (``sudoku bench``) names it: it is checked for characters, not run. So is one that
  ends in `=` (``--algorithm=``, a value left to the reader).

Check 1, characters: a command holds only ASCII. An en or em dash where `--` was typed,
curly quotes, a non-breaking space or an ellipsis would make a copied command fail
(`dlx –count` is "only one input file, please"). Sphinx's smart quotes act on
captions, so in a caption that starts with a command the prose after it may not hold
curly quotes or an ellipsis either: the caption would not copy as typed.

Check 2, parsing. A command made only of the book's programs (build/book/bin/NAME,
`sudoku`, `dlx`; joined by `;`, `&&`, `||` or `|`, with `>` allowed) is run as typed by
bash, in a scratch folder per page that links the checkout's top-level folders (so
`data/sudoku/...` is there) and has build/book/bin pointing to BIN_DIR (also first on
PATH, for `sudoku` and `dlx`). Standard input is /dev/null; the commands of a page run
in its order, so a file written by one (`> queens8.dlx`) is there for the next. A
command fails when

* a file it reads is in neither the checkout nor written before on its page;
* it exits with status 2 (every program of the book, and bash, reports a usage error so:
  an unknown option, a malformed value, a missing or unreadable file), 126 or 127 (no
  such program), or dies of a signal; or it prints CLI11's "Run with --help" whatever
  its status.

A command that reads ../shared (the full collections beside the project, not in a
reader's clone) is skipped, not run. A caption that names its files in words ("on three
slices") cannot be run as shown; when its program says that its files are required, the
command is run again with a stand-in puzzle file added, so its options are still
checked. The table of bad input in the command-line appendix (class bad-input) shows
failing commands on purpose: its commands are checked for characters, not run.

A command still running after TIMEOUT seconds, or after it has used CPU_SECONDS of
processor time (what a parse needs a thousand times over), is killed and passes: every
program of the book reads its whole command line, and opens its files, before any work
(CLI11's parse
or dlx's loop come first in main, and the usage errors found after it, such as an
unknown algorithm name or an unreadable file, are raised before the search), and
standard input at end of file cannot keep a program waiting; so a program still running
has accepted its arguments. (A program that found its options wrong only late would get
through.)

Commands of other programs are not run (they build or install things); what can be
checked without running them is: `cmake [--workflow|--build] --preset NAME` and
`ctest --preset NAME` name a preset of CMakePresets.json, `cmake --build DIR` and
`ctest --test-dir DIR` a folder a preset builds in, and tools/NAME is an executable file
of the checkout.

Prints each problem (page, kind, command, what is wrong), each command skipped and why
(with --verbose, also how each command run ended), one line per page with its counts,
and exits 1 if there is any problem or no command was found at all."""
import concurrent.futures
import html.parser
import json
import os
import pathlib
import re
import shlex
import signal
import subprocess
import sys
import tempfile
import time

# Seconds a command may run, and seconds of processor time it may use (a search on two
# threads uses them twice as fast), before it is taken to have parsed its arguments.
TIMEOUT = 4.0
CPU_SECONDS = 1.0
NAMES = {"\u2013": "an en dash", "\u2014": "an em dash",
         "\u2018": "a curly quote", "\u2019": "a curly quote",
         "\u201c": "a curly quote", "\u201d": "a curly quote",
         "\u00a0": "a non-breaking space", "\u202f": "a narrow non-breaking space",
         "\u2026": "an ellipsis", "\u2212": "a minus sign", "\u2010": "a hyphen",
         "\u2011": "a non-breaking hyphen", "\u200b": "a zero-width space"}
# What Sphinx's smart quotes make of typed ASCII: not allowed in a command's caption.
SMART = set("\u2018\u2019\u201c\u201d\u2026")
PROGRAM = r"(build/book/bin/[\w.-]+|sudoku|dlx|tools/[\w.-]+|cmake|ctest)"
COMMAND_START = re.compile(PROGRAM + r"(?=\s|$)")
BOOK_PROGRAM = re.compile(r"(build/book/bin/[\w.-]+|sudoku|dlx)$")
SUBCOMMANDS = {"solve", "count-grids", "matrix", "generate", "rate", "bench"}
OPERATORS = {";", "&&", "||", "|"}
REDIRECTS = {">", ">>", "2>", "&>", "<"}
# How CLI11 in the book's programs ends a usage error, whatever the exit status.
USAGE = re.compile(r"Run with --help")
# A 9x9 puzzle that propagation alone solves: the stand-in for files named in words.
STAND_IN = ("9.31.87.28.27.49.14.79.28.67.68.31.52.16.53.73.52."
            "14.81.85.96.45.43.62.96.94.75.3\n")
SKIPPED_FILES = {"_static", "_sources", "_images"}
SKIPPED_PAGES = {"genindex.html", "search.html", "py-modindex.html"}


class Page(html.parser.HTMLParser):
    """Reads one page: `found` lists (kind, text, bad_input) in the page's order, kind
    being "caption", "console" or "inline"; bad_input is True inside a table of class
    bad-input."""

    VOID = {"br", "img", "meta", "link", "input", "hr", "wbr", "source", "col", "area"}

    def __init__(self, whole_page):
        super().__init__(convert_charrefs=True)
        self.found = []
        self.stack = []  # (tag, classes) of the open elements
        self.text = None  # (kind, parts, depth) of the element being read
        # inside <article>, or the whole page when it has none
        self.reading = whole_page

    def inside(self, tag, css):
        return any(t == tag and css in c for t, c in self.stack)

    def handle_starttag(self, tag, attrs):
        if tag in self.VOID:
            return
        classes = set((dict(attrs).get("class") or "").split())
        self.stack.append((tag, classes))
        if tag == "article":
            self.reading = True
        if not self.reading or self.text is not None:
            return
        if tag == "span" and "caption-text" in classes:
            self.text = ("caption", [], len(self.stack))
        elif tag == "code" and "literal" in classes:
            self.text = ("inline", [], len(self.stack))
        elif tag == "pre" and self.inside("div", "highlight-console"):
            self.text = ("console", [], len(self.stack))

    def handle_endtag(self, tag):
        if tag in self.VOID or not any(t == tag for t, _ in self.stack):
            return
        while self.stack:
            top, _ = self.stack.pop()
            if self.text is not None and len(self.stack) < self.text[2]:
                self.finish()
            if top == "article":
                self.reading = False
            if top == tag:
                break

    def handle_data(self, data):
        if self.text is not None:
            self.text[1].append(data)

    def finish(self):
        kind, parts, _ = self.text
        self.text = None
        text = "".join(parts)
        bad_input = self.inside("table", "bad-input")
        if kind == "console":
            for line in text.split("\n"):
                if line.startswith("$ "):
                    self.found.append(("console", line[2:].strip(), bad_input))
        else:
            # a line break in the source is a space on the page (and when copied)
            text = re.sub(r"[ \t\r\n]+", " ", text).strip()
            self.found.append((kind, text, bad_input))


def is_prose(word, position, words):
    """Whether a caption's word begins the prose after its command."""
    if position == 0:
        return False
    if word.startswith("("):
        return True
    letters = word.rstrip(",:;")
    if not letters or not all(ch.isalpha() or ch in "'\u2019" for ch in letters):
        return False
    subcommand = position == 1 and words[0].endswith("sudoku")
    return not (subcommand and letters in SUBCOMMANDS)


def caption_command(caption):
    """The command a caption starts with and whether words follow it, or None."""
    if not COMMAND_START.match(caption):
        return None
    words = caption.split(" ")
    kept = []
    for position, word in enumerate(words):
        if is_prose(word, position, words):
            break
        kept.append(word)
        if word.endswith((",", ":")):
            break
    command = " ".join(kept).rstrip(",:")
    return command, len(kept) < len(words)


def inline_command(text):
    """The command an inline literal holds (up to a note in parentheses), or None."""
    if not COMMAND_START.match(text):
        return None
    return re.split(r"\s\(", text, maxsplit=1)[0].rstrip()


def commands_of(found):
    """The page's commands as dicts: kind, command, words (prose follows a caption's
    command), bad_input, mention (a name or an option, not a command to run), caption
    (the whole caption, for its smart quotes)."""
    commands = []
    for kind, text, bad_input in found:
        entry = {"kind": kind, "bad_input": bad_input, "words": False, "mention": False,
                 "caption": None}
        if kind == "caption":
            parsed = caption_command(text)
            if parsed is None:
                continue
            entry["command"], entry["words"] = parsed
            entry["caption"] = text
        elif kind == "inline":
            command = inline_command(text)
            if command is None:
                continue
            entry["command"] = command
            words = command.split(" ")
            entry["mention"] = (command.endswith("=") or len(words) == 1
                                or (len(words) == 2 and words[1] in SUBCOMMANDS))
        else:
            entry["command"] = text
        if entry["command"]:
            commands.append(entry)
    return commands


def characters(entry):
    """What is wrong with the characters of a command (an empty list when nothing)."""
    command = entry["command"]
    bad = [ch for ch in command if ord(ch) > 127]
    problems = sorted({f"{NAMES.get(ch, 'a non-ASCII character')} (U+{ord(ch):04X})"
                       for ch in bad})
    if entry["caption"]:
        prose = entry["caption"][len(command):]
        smart = sorted({f"{NAMES[ch]} (U+{ord(ch):04X})"
                        for ch in prose if ch in SMART})
        problems += [f"{s} in the caption's words (smart quotes: not as typed)"
                     for s in smart]
    return problems


def split_commands(command):
    """The simple commands of a command line, as lists of words, or None when it does
    not split (an unclosed quote)."""
    try:
        lexer = shlex.shlex(command, posix=True, punctuation_chars=";&|<>")
        lexer.whitespace_split = True
        tokens = list(lexer)
    except ValueError:
        return None
    simple, current = [], []
    for token in tokens:
        if token in OPERATORS:
            simple.append(current)
            current = []
        else:
            current.append(token)
    simple.append(current)
    return [words for words in simple if words]


class Presets:
    """The presets of the checkout's CMakePresets.json, and the folders they build
    in."""

    def __init__(self, repo):
        path = pathlib.Path(repo) / "CMakePresets.json"
        data = json.loads(path.read_text()) if path.exists() else {}
        self.kinds = {kind: {p["name"] for p in data.get(kind, [])}
                      for kind in ("configurePresets", "buildPresets", "testPresets",
                                   "workflowPresets")}
        configure = {p["name"]: p for p in data.get("configurePresets", [])}

        def binary_dir(name, seen=()):
            preset = configure.get(name, {})
            if "binaryDir" in preset:
                return preset["binaryDir"]
            inherits = preset.get("inherits", [])
            for parent in [inherits] if isinstance(inherits, str) else inherits:
                if parent not in seen and binary_dir(parent, seen + (name,)):
                    return binary_dir(parent, seen + (name,))
            return None

        self.dirs = set()
        for name in configure:
            folder = binary_dir(name)
            if folder:
                self.dirs.add(folder.replace("${sourceDir}/", "")
                              .replace("${presetName}", name).rstrip("/"))


def option_value(words, name):
    """The value of option `name` in words (`--name VALUE` or `--name=VALUE`), or
    None."""
    for k, word in enumerate(words):
        if word == name and k + 1 < len(words):
            return words[k + 1]
        if word.startswith(name + "="):
            return word[len(name) + 1:]
    return None


def check_statically(simple, repo, presets):
    """What is wrong with commands of other programs than the book's, as far as can be
    seen without running them; None when there is nothing wrong."""
    for words in simple:
        program = words[0]
        if program.startswith("tools/"):
            path = pathlib.Path(repo) / program
            if not (path.is_file() and os.access(path, os.X_OK)):
                return f"{program} is not an executable file of the checkout"
        elif program in ("cmake", "ctest"):
            preset = option_value(words, "--preset")
            if preset is not None:
                kind = ("testPresets" if program == "ctest"
                        else "workflowPresets" if "--workflow" in words
                        else "buildPresets" if "--build" in words
                        else "configurePresets")
                if preset not in presets.kinds[kind]:
                    return f"CMakePresets.json has no {kind[:-7]} preset {preset!r}"
            folder = (option_value(words, "--test-dir") if program == "ctest"
                      else option_value(words, "--build"))
            if (folder is not None and not folder.startswith("-") and preset is None
                    and folder.rstrip("/") not in presets.dirs):
                return f"no preset builds in {folder}"
    return None


def looks_like_file(word):
    """Whether a positional argument names a file (a path, or a name with a suffix)."""
    suffix = re.search(r"\.[A-Za-z]\w*$", word) is not None
    return word != "-" and ("/" in word or suffix)


def missing_inputs(simple, scratch):
    """The files the simple commands read that are neither in the scratch folder nor
    written by an earlier one of them (`> x.dlx`)."""
    missing, written = [], set()
    for words in simple:
        after_redirect = False
        for k, word in enumerate(words):
            if word in REDIRECTS:
                after_redirect = word
                continue
            if after_redirect:
                if after_redirect != "<":
                    written.add(word)
                elif word not in written and not (scratch / word).exists():
                    missing.append(word)
                after_redirect = False
                continue
            if k == 0 or word.startswith("-") or not looks_like_file(word):
                continue
            if word in written:
                continue
            if any(ch in word for ch in "*?["):
                if not list(scratch.glob(word)):
                    missing.append(word)
            elif not (scratch / word).exists():
                missing.append(word)
    return missing


def processor_seconds(session):
    """The processor time used so far by the processes of a session (bash and what it
    started, with their children that have ended), from /proc."""
    ticks = 0
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat", "rb") as f:
                fields = f.read().rsplit(b")", 1)[1].split()
        except OSError:  # ended meanwhile
            continue
        if int(fields[3]) == session:  # after the name: state, ppid, pgrp, session, ...
            ticks += sum(int(x) for x in fields[11:15])  # utime, stime, cutime, cstime
    return ticks / os.sysconf("SC_CLK_TCK")


def execute(command, scratch, env, timeout, cpu_limit=CPU_SECONDS):
    """Runs a command line in bash: (status, first lines of stderr); status None when it
    was still running after `timeout` seconds or `cpu_limit` seconds of processor time
    (it is then killed, with its children)."""
    with tempfile.TemporaryFile() as errors:
        process = subprocess.Popen(["bash", "-c", "set -e -o pipefail\n" + command],
                                   cwd=scratch, env=env, stdin=subprocess.DEVNULL,
                                   stdout=subprocess.DEVNULL, stderr=errors,
                                   start_new_session=True)
        started = time.monotonic()
        status = None
        while True:
            try:
                status = process.wait(timeout=0.05)
                break
            except subprocess.TimeoutExpired:
                pass
            if (time.monotonic() - started > timeout
                    or processor_seconds(process.pid) >= cpu_limit):
                try:
                    os.killpg(process.pid, signal.SIGKILL)  # bash and what it started
                except ProcessLookupError:
                    pass
                process.wait()
                break
        errors.seek(0)
        lines = errors.read().decode(errors="replace").strip().splitlines()
    return status, "; ".join(lines[:2])


def usage_error(status, err):
    """Whether a finished command reported a usage error (or could not start)."""
    return status in (2, 126, 127) or status < 0 or USAGE.search(err) is not None


def run(entry, scratch, env, stand_in, timeout):
    """Runs one command of the book's programs: ("ran", how), ("skipped", why) or
    ("failed", why)."""
    command = entry["command"]
    simple = split_commands(command)
    if "../shared" in command:
        return "skipped", "reads ../shared, which a reader's clone does not have"
    missing = missing_inputs(simple, scratch)
    if missing:
        return "failed", (f"reads {', '.join(missing)}, which is neither in the "
                          "checkout nor written before it on its page")
    status, err = execute(command, scratch, env, timeout)
    if status is None:
        return "ran", "still running after the limit (seconds or processor time)"
    if (usage_error(status, err) and entry["words"] and len(simple) == 1
            and "is required" in err):
        again = f"{command} {shlex.quote(str(stand_in))}"
        status, err = execute(again, scratch, env, timeout)
        if status is None:
            return "ran", "with a stand-in puzzle file, still running after the limit"
        if not usage_error(status, err):
            return "ran", "with a stand-in puzzle file for the files named in words"
        return "failed", f"exit {status} with a stand-in puzzle file: {err}"
    if usage_error(status, err):
        return "failed", f"exit {status}: {err}"
    return "ran", f"exit {status}"


def make_scratch(folder, repo, bin_dir):
    """A working folder like the checkout's root: its top-level entries linked, and
    build/book/bin pointing to the programs under test."""
    for entry in pathlib.Path(repo).resolve().iterdir():
        if entry.name not in ("build", ".git"):
            (folder / entry.name).symlink_to(entry)
    (folder / "build" / "book").mkdir(parents=True)
    (folder / "build" / "book" / "bin").symlink_to(pathlib.Path(bin_dir).resolve())


def check_page(path, html_dir, bin_dir, repo, presets, timeout):
    """Checks one page: (number of commands, counts, problem lines, notes on the
    commands run or skipped)."""
    text = path.read_text(errors="replace")
    page = Page(whole_page="<article" not in text)
    page.feed(text)
    page.close()
    commands = commands_of(page.found)
    name = path.relative_to(html_dir).as_posix()
    counts = {"ran": 0, "skipped": 0, "static": 0, "names": 0, "bad input": 0}
    problems, notes = [], []
    path_list = f"{pathlib.Path(bin_dir).resolve()}:{os.environ.get('PATH', '')}"
    env = dict(os.environ, PATH=path_list)
    with tempfile.TemporaryDirectory() as folder:
        scratch = pathlib.Path(folder) / "repo"
        scratch.mkdir()
        make_scratch(scratch, repo, bin_dir)
        stand_in = pathlib.Path(folder) / "stand-in.txt"
        stand_in.write_text(STAND_IN)
        for entry in commands:
            where = f"{name}: {entry['kind']} {entry['command']!r}"
            wrong = characters(entry)
            if wrong:
                problems.append(f"{where}: holds {', '.join(wrong)}")
                continue
            simple = split_commands(entry["command"])
            if simple is None:
                problems.append(f"{where}: does not split into words (a quote left "
                                "open)")
                continue
            if entry["bad_input"]:
                counts["bad input"] += 1
                continue
            if entry["mention"]:
                counts["names"] += 1
                continue
            if not all(BOOK_PROGRAM.match(words[0]) for words in simple):
                wrong = check_statically(simple, repo, presets)
                if wrong:
                    problems.append(f"{where}: {wrong}")
                counts["static"] += 1
                continue
            verdict, why = run(entry, scratch, env, stand_in, timeout)
            if verdict == "failed":
                problems.append(f"{where}: {why}")
            else:
                counts[verdict] += 1
                notes.append(f"{verdict} {where}: {why}")
    return len(commands), counts, problems, notes


def pages_of(html_dir):
    """The site's pages, in order."""
    return [path for path in sorted(pathlib.Path(html_dir).rglob("*.html"))
            if not SKIPPED_FILES & set(path.parts) and path.name not in SKIPPED_PAGES]


def check(html_dir, bin_dir, repo, out=sys.stdout, timeout=TIMEOUT, workers=None,
          verbose=False):
    """Checks every page of the site; prints the problems and a line per page (with
    `verbose`, also what became of each command run or skipped), and returns (number of
    problems, number of commands)."""
    html_dir = pathlib.Path(html_dir)
    presets = Presets(repo)
    pages = pages_of(html_dir)
    workers = workers or min(4, max(2, os.cpu_count() or 1))
    with concurrent.futures.ThreadPoolExecutor(workers) as pool:
        results = list(pool.map(
            lambda page: check_page(page, html_dir, bin_dir, repo, presets, timeout),
            pages))
    problems = total = 0
    for path, (found, counts, wrong, notes) in zip(pages, results):
        for line in wrong:
            print(f"FAIL {line}", file=out)
        for line in notes:
            if verbose or line.startswith("skipped"):
                print(f"  {line}", file=out)
        problems += len(wrong)
        total += found
        if found:
            print(f"{path.relative_to(html_dir).as_posix()}: {found} commands: "
                  f"{counts['ran']} run, {counts['skipped']} skipped, "
                  f"{counts['static']} checked without running, {counts['names']} "
                  f"names only, {counts['bad input']} in the bad-input table; "
                  f"{len(wrong)} wrong", file=out)
    return problems, total


def main(argv):
    verbose = "--verbose" in argv
    argv = [a for a in argv if a != "--verbose"]
    if len(argv) not in (3, 4):
        sys.exit(__doc__)
    repo = argv[3] if len(argv) == 4 else pathlib.Path(__file__).resolve().parent.parent
    start = time.monotonic()
    problems, total = check(argv[1], argv[2], repo, verbose=verbose)
    if total == 0:
        print(f"FAIL no command found on any page of {argv[1]}: has the HTML changed?")
        problems += 1
    print(f"check_commands: {total} commands, {problems} problem(s), "
          f"{time.monotonic() - start:.1f} s")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
