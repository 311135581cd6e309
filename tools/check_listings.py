#!/usr/bin/env python3
"""The book's listing check: run by ctest (test `book.listings`).

Fails when a chapter
  * holds a C++ code block written in the page (``code-block:: cpp``, ``highlight:: cpp`` ...)
    instead of a ``literalinclude`` of compiled code,
  * includes a C++ file the build does not compile (the list CMake writes),
  * cuts a listing by line numbers (``:lines:``) instead of named markers,
  * names a marker ``// [start:NAME]`` / ``// [end:NAME]`` that is missing, repeated or out of order,
  * shows timing code (std::chrono, a clock's now()): a benchmark is run and its output shown,
    and a program that must time a call does it with book::timed or book::Stopwatch,
  * shows a line wider than the page's text column (WIDTH characters, the listing width at
    1280 px), or more than LONG non-blank lines, unless the listing is a whole search a reader
    should see in one piece and says so with ``:class: whole-search``;
and when a compiled file opens a marker it never closes.
"""
import argparse
import pathlib
import re
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "docs" / "ext"))
from listing_groups import filter_listing, group_list  # noqa: E402  (as book.py reads them)

CPP_LANGUAGES = {"c", "cpp", "c++", "cxx", "hpp", "h++", "cc"}
CPP_SUFFIXES = {".cpp", ".hpp", ".cc", ".h", ".hh", ".cxx"}
DIRECTIVE = re.compile(r"^(\s*)\.\.\s+([\w:-]+)::\s*(.*)$")
OPTION = re.compile(r"^\s+:([\w-]+):\s*(.*)$")
MARKER = re.compile(r"//\s*\[(start|end):([\w.-]+)\]")
WIDTH = 88  # characters: the code column of a page at 1280 px
LONG = 40  # non-blank lines: what a reader takes in at once
TIMING = re.compile(r"std::chrono|steady_clock|high_resolution_clock|Clock::now")


def directives(lines):
    """Yields (line number, name, argument, options) for every directive in an rst file."""
    for n, line in enumerate(lines):
        m = DIRECTIVE.match(line)
        if not m:
            continue
        indent, name, arg = m.groups()
        options = {}
        for follow in lines[n + 1:]:
            o = OPTION.match(follow)
            if not o or len(follow) - len(follow.lstrip()) <= len(indent):
                break
            options[o.group(1)] = o.group(2).strip()
        yield n + 1, name, arg.strip(), options


def check_markers(path, text, errors):
    """Every marker opened in a compiled file is closed, once, after it opens."""
    opened = {}
    for n, line in enumerate(text.splitlines(), 1):
        for kind, name in MARKER.findall(line):
            if kind == "start":
                if name in opened:
                    errors.append(f"{path}:{n}: marker [start:{name}] opened twice")
                opened[name] = n
            elif name not in opened:
                errors.append(f"{path}:{n}: marker [end:{name}] without a start")
            else:
                opened[name] = None
    for name, n in opened.items():
        if n is not None:
            errors.append(f"{path}:{n}: marker [start:{name}] is never closed by [end:{name}]")


def shown_lines(text, start, end, without=()):
    """The lines a listing shows: the text between its markers, without nested marker lines
    and without the lines of the groups its :without: leaves out, as book.py renders it."""
    if start and end and start in text and end in text:
        text = text[text.index(start) + len(start):text.index(end)]
        text = text.split("\n", 1)[1] if "\n" in text else ""
    kept, _ = filter_listing(text, without)
    return [line for line in kept.splitlines() if not MARKER.search(line)]


def check_shape(where, arg, lines, options, errors):
    """A listing fits the page: no line wider than WIDTH, no more than LONG non-blank lines."""
    dedent = int(options.get("dedent") or 0)
    for line in lines:
        shown = line[dedent:] if line[:dedent].isspace() else line
        if len(shown) > WIDTH:
            errors.append(f"{where}: a line of {arg} is {len(shown)} characters wide, more than "
                          f"{WIDTH}: {shown.strip()[:60]!r}")
            break
    timing = next((line for line in lines if TIMING.search(line)), None)
    if timing is not None:
        errors.append(f"{where}: the listing of {arg} shows timing code ({timing.strip()[:50]!r}); "
                      f"run a benchmark and show its output, or time with book::timed")
    count = sum(1 for line in lines if line.strip())
    if count > LONG and "whole-search" not in options.get("class", "").split():
        errors.append(f"{where}: the listing of {arg} has {count} lines, more than {LONG}; cut it "
                      f"in two, or mark a whole search with :class: whole-search")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", required=True, type=pathlib.Path, help="the repository")
    parser.add_argument("--compiled", required=True, type=pathlib.Path, help="compiled-files.txt written by CMake")
    args = parser.parse_args()
    root = args.root.resolve()
    compiled = {pathlib.Path(p).resolve() for p in args.compiled.read_text().split() if p}
    errors = []

    for path in sorted(compiled):
        if path.exists():
            check_markers(path.relative_to(root), path.read_text(), errors)

    pages = sorted(root.glob("chapters/**/*.rst")) + [root / "index.rst"]
    listings = 0
    for page in pages:
        if not page.exists():
            continue
        rel = page.relative_to(root)
        lines = page.read_text().splitlines()
        for n, name, arg, options in directives(lines):
            where = f"{rel}:{n}"
            if name in ("code-block", "code", "sourcecode", "highlight") and arg.lower() in CPP_LANGUAGES:
                errors.append(f"{where}: a C++ block written in the page; use literalinclude of a compiled file")
            if name != "literalinclude":
                continue
            if arg.startswith("@GENERATED@"):
                continue  # a captured program output or other build product
            target = (root / arg.lstrip("/")) if arg.startswith("/") else (page.parent / arg)
            target = target.resolve()
            if not target.exists():
                errors.append(f"{where}: includes {arg}, which does not exist")
                continue
            if "lines" in options or "lineno-match" in options:
                errors.append(f"{where}: cuts {arg} by line numbers; use // [start:NAME] markers")
            is_cpp = target.suffix in CPP_SUFFIXES or options.get("language", "").lower() in CPP_LANGUAGES
            if not is_cpp:
                continue
            listings += 1
            if target not in compiled:
                errors.append(f"{where}: includes {arg}, which the build does not compile")
            text = target.read_text()
            start, end = options.get("start-after"), options.get("end-before")
            for key, value, kind in (("start-after", start, "start"), ("end-before", end, "end")):
                if value is None:
                    continue
                m = MARKER.fullmatch(value)
                if not m or m.group(1) != kind:
                    errors.append(f"{where}: :{key}: {value!r} is not a marker // [{kind}:NAME]")
                    continue
                count = text.count(value)
                if count != 1:
                    errors.append(f"{where}: marker {value!r} occurs {count} times in {arg}, not once")
            if (start is None) != (end is None):
                errors.append(f"{where}: give both :start-after: and :end-before:, or neither")
            elif (start and end and start in text and end in text and MARKER.fullmatch(start)
                  and MARKER.fullmatch(end)):  # a value that is no marker is reported above
                if MARKER.fullmatch(start).group(2) != MARKER.fullmatch(end).group(2):
                    errors.append(f"{where}: markers {start!r} and {end!r} name different listings")
                elif text.index(start) > text.index(end):
                    errors.append(f"{where}: marker {end!r} comes before {start!r}")
            without = group_list(options.get("without"))
            check_shape(where, arg, shown_lines(text, start, end, without), options, errors)

    for e in errors:
        print(e, file=sys.stderr)
    print(f"check_listings: {listings} C++ listings in {len(pages)} pages, {len(compiled)} compiled files, "
          f"{len(errors)} problem(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
