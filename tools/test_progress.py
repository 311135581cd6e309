#!/usr/bin/env python3
"""Tests tools/progress without building anything: its reading of ctest's output and of a
failed test's Boost.Test log, of ninja's `[k/n]` counter, its finding of each exercise's title
and hint in the chapters, and its report (with colour only when asked, never on a pipe). Also
checks that every exercise registered with book_exercise() has a numbered paragraph and a folded
hint in its chapter, so that `tools/progress --hint` always has something to show. Run by ctest
(book.progress)."""
import importlib.machinery
import importlib.util
import io
import pathlib
import re
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
loader = importlib.machinery.SourceFileLoader("progress", str(ROOT / "tools" / "progress"))
spec = importlib.util.spec_from_loader("progress", loader)
progress = importlib.util.module_from_spec(spec)
loader.exec_module(progress)

failures = []


def check(name, condition, detail=""):
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f"  [{detail}]"))
    if not condition:
        failures.append(name)


CTEST = """Test project /x/build/exercises
      Start  1: ch01.exercise.forced_options
 1/3 Test  #1: ch01.exercise.forced_options .....   Passed    0.01 sec
      Start  2: ch01.exercise.bitmask_cover
 2/3 Test  #2: ch01.exercise.bitmask_cover ......***Failed    0.02 sec
 3/3 Test  #3: ch02.exercise.candidate_names ....***Exception: SegFault  0.01 sec
"""
results = progress.parse_ctest(CTEST)
check("ctest lines are read: passed, failed, crashed",
      results == {("ch01", "forced_options"): True, ("ch01", "bitmask_cover"): False,
                  ("ch02", "candidate_names"): False}, results)

found = progress.find_exercise(progress.chapter_text("ch01"), "ch01", "forced_options")
check("exercise 1.1 is found with its title and hint", found is not None and found[0] == "1.1"
      and found[1] == "forced options" and found[2].startswith("One pass"), found)
check("an unknown exercise is not found", progress.find_exercise("text", "ch01", "nothing") is None)

out = io.StringIO()
progress.report(results, show_hint=True, out=out)
text = out.getvalue()
check("the report counts per chapter", "ch01  1/2" in text and "ch02  0/1" in text, text)
check("the report names the next exercise and its stub",
      "Next: exercise 1.2" in text and "code/exercises/ch01/bitmask_cover.cpp" in text, text)
check("--hint shows the next exercise's hint",
      "Hint for exercise 1.2" in text and "covered" in text, text)

out = io.StringIO()
progress.report({("ch01", "forced_options"): True}, out=out)
check("all done is said", "Every exercise passes" in out.getvalue(), out.getvalue())

# A failed test's log, as ctest --output-on-failure prints it under the test's line (with
# Boost.Test's colours), and the first failure found in it.
ROOTED = "/home/me/book"
RED, CYAN, END = "\x1b[1;31;49m", "\x1b[1;36;49m", "\x1b[0;39;49m"
FORCED, NAMES = f"{ROOTED}/tests/ch01/exercise_forced_options.cpp", "exercise_candidate_names"
LOG_CTEST = f"""Test project /x/build/exercises
      Start  6: ch01.exercise.forced_options
      Start  7: ch01.exercise.bitmask_cover
 1/4 Test  #6: ch01.exercise.forced_options ..........***Failed    0.01 sec
Running 4 test cases...
{FORCED}(16): {RED}error: in "first": check f() == g() has failed
Collections size mismatch: 0 != 2{END}
    (3 more failed checks in "first" not shown)
{FORCED}(40): {RED}error: in "second": check h() has failed{END}

Test module "exercise_1_1_forced_options" has failed with:
  2 test cases out of 4 failed

 2/4 Test  #7: ch01.exercise.bitmask_cover ...........   Passed    0.02 sec
      Start  9: ch02.exercise.candidate_names
 3/4 Test  #9: ch02.exercise.candidate_names .........***Exception: SegFault  0.01 sec
Running 3 test cases...
unknown location(0): {RED}fatal error: in "names": memory access violation at: 0x0{END}
{ROOTED}/tests/ch02/{NAMES}.cpp(14): {CYAN}last checkpoint: "names" test entry{END}
 4/4 Test #10: ch02.exercise.box_major_index .........***Timeout 120.05 sec

75% tests passed, 3 tests failed out of 4
"""
runs = progress.parse_runs(LOG_CTEST)
check("each test's verdict is read", {k: v for k, (v, _) in runs.items()} == {
    ("ch01", "forced_options"): "Failed", ("ch01", "bitmask_cover"): "Passed",
    ("ch02", "candidate_names"): "Exception: SegFault", ("ch02", "box_major_index"): "Timeout"},
    runs)
forced_log = runs[("ch01", "forced_options")][1]
check("a failed test's log is the lines under its line, up to the next test",
      forced_log.startswith("Running 4 test cases") and "2 test cases out of 4" in forced_log
      and "Start" not in forced_log, forced_log)
check("a passed test has no log", runs[("ch01", "bitmask_cover")][1] == "", runs)
failure = progress.first_failure(forced_log, root=ROOTED)
check("the first failure: its record with a relative path:line, and its continuation, only",
      failure == ['tests/ch01/exercise_forced_options.cpp:16: error: in "first": check f() == g()'
                  ' has failed', "Collections size mismatch: 0 != 2"], failure)
crash = progress.first_failure(runs[("ch02", "candidate_names")][1], root=ROOTED)
check("a crash: the fatal error and the last checkpoint",
      crash == ['unknown location: fatal error: in "names": memory access violation at: 0x0',
                'tests/ch02/exercise_candidate_names.cpp:14: last checkpoint: "names" test entry'],
      crash)
check("no failure in a log: nothing", progress.first_failure("Running 1 test case...\n") == [])
long_log = "a.cpp(1): error: in \"x\": " + "y" * 500 + "\n" + "\n".join(["more"] * 20)
trimmed = progress.first_failure(long_log)
check("a failure is trimmed to a few lines of bounded width",
      len(trimmed) == progress.FAILURE_LINES
      and all(len(line) <= progress.FAILURE_WIDTH for line in trimmed), trimmed)

# The state of an exercise that fails: untouched stub, wrong answer, crash, endless loop.
STUB = "int f() {\n    // Your code here: add.\n    return 0;\n}\n"
check("a stub as shipped is not started", progress.untouched(STUB, STUB))
check("a stub without git to compare is not started while it has its marker",
      progress.untouched(STUB, None))
check("an edited stub is started", not progress.untouched(STUB.replace("0;", "1;"), STUB))
check("a stub without its marker is started",
      not progress.untouched("int f() { return 1; }\n", None))
check("a crash and a timeout are named", progress.state_of("Exception: SegFault", "ch01", "x")
      == "crashed" and progress.state_of("Timeout", "ch01", "x") == "timed out")


# Ninja's counter, shown on a pipe (a line a tenth) and on a terminal (in place).
class Stream(io.StringIO):
    """A StringIO that says whether it is a terminal."""

    def __init__(self, tty):
        super().__init__()
        self.tty = tty

    def isatty(self):
        return self.tty


def build_lines(total):
    yield "[0/2] Re-checking globbed directories...\n"
    for k in range(1, total + 1):
        yield f"[{k}/{total}] Building CXX object tests/ch01/x{k}.cpp.o\n"
        if k == 5:
            yield "/home/me/book/code/exercises/ch01/x.cpp:3:5: warning: unused variable\n"


pipe = Stream(tty=False)
build = progress.BuildProgress(progress.Status(pipe))
for line in build_lines(271):
    build.feed(line)
lines = pipe.getvalue().splitlines()
check("on a pipe: the first step, then a line each tenth of the build",
      len(lines) == 11 and lines[0] == "building the exercises: 1/271 (0%)"
      and lines[-1] == "building the exercises: 271/271 (100%)", lines)
check("on a pipe: no carriage return, no escape code",
      "\r" not in pipe.getvalue() and "\x1b" not in pipe.getvalue(), pipe.getvalue())
check("the compiler's lines are kept, the counter and the glob check are not",
      build.other == ["/home/me/book/code/exercises/ch01/x.cpp:3:5: warning: unused variable"]
      and build.steps == 271, build.other)
check("ninja's counter is read",
      progress.NINJA_STEP.match("[17/104] Linking CXX executable bin/x").groups()[:2]
      == ("17", "104"))
terminal = Stream(tty=True)
status = progress.Status(terminal)
build = progress.BuildProgress(status)
for line in build_lines(40):
    build.feed(line)
status.done("built the exercises: 40 steps in 3 s")
shown = terminal.getvalue()
check("on a terminal: every step rewritten in place, one line at the end",
      shown.count("\r") >= 40 and shown.count("\n") == 1 and "\x1b" not in shown
      and "building the exercises: 40/40" in shown
      and shown.endswith("\rbuilt the exercises: 40 steps in 3 s\n"), repr(shown[-200:]))

# A failed build shows the compiler's words, not ninja's counter or the compiler's command.
BUILD_FAILED = f"""[1/3] Building CXX object tests/ch01/x.cpp.o
FAILED: tests/ch01/CMakeFiles/x.dir/forced_options.cpp.o
/usr/bin/c++ -I{progress.ROOT}/code -Wall -c {progress.ROOT}/code/exercises/ch01/x.cpp
{progress.ROOT}/code/exercises/ch01/x.cpp:12:5: error: expected ';' before '}}' token
ninja: build stopped: subcommand failed.
"""
check("a failed build: the failed target, the error with a relative path, ninja's last word",
      progress.failure_output(BUILD_FAILED) == [
          "FAILED: tests/ch01/CMakeFiles/x.dir/forced_options.cpp.o",
          "code/exercises/ch01/x.cpp:12:5: error: expected ';' before '}' token",
          "ninja: build stopped: subcommand failed."], progress.failure_output(BUILD_FAILED))

# Nothing hangs: a step that outlives its time is stopped with all it started.
seen = []
code, output = progress.run_streaming(["sh", "-c", "echo one; echo two"], seen.append, 30)
check("a step's lines are handed over as they come", code == 0 and seen == ["one\n", "two\n"]
      and output == "one\ntwo\n", (code, seen, output))
started = time.monotonic()
code, output = progress.run_streaming(["sh", "-c", "echo go; sleep 30 & sleep 30"],
                                      lambda line: None, 1)
took = time.monotonic() - started
check("a step past its time is killed, its children too", code is None and took < 10,
      (code, took))

# Colour only on a terminal, and never with NO_COLOR or a dumb terminal.
check("no colour on a pipe", not progress.use_color(Stream(tty=False), {}))
check("colour on a terminal", progress.use_color(Stream(tty=True), {"TERM": "xterm"}))
check("NO_COLOR turns colour off", not progress.use_color(Stream(tty=True), {"NO_COLOR": "1"}))
check("an empty NO_COLOR does not", progress.use_color(Stream(tty=True), {"NO_COLOR": ""}))
check("no colour on a dumb terminal", not progress.use_color(Stream(tty=True), {"TERM": "dumb"}))

# The report names the next exercise's state and shows its first failed check.
runs = progress.parse_runs(LOG_CTEST.replace(ROOTED, str(progress.ROOT)))
states = {("ch01", "forced_options"): "wrong answer", ("ch01", "bitmask_cover"): "done",
          ("ch02", "candidate_names"): "crashed", ("ch02", "box_major_index"): "timed out"}
plain = Stream(tty=False)
progress.report(runs, out=plain, states=states)
text = plain.getvalue()
check("the report marks each exercise's state",
      "1.1 forced_options wrong answer" in text and "1.2 bitmask_cover done" in text
      and "crashed" in text and "timed out" in text, text)
check("the report shows the next exercise's first failed check, path relative",
      "Not right yet" in text and '    tests/ch01/exercise_forced_options.cpp:16: error: in "first"'
      in text and "Collections size mismatch" in text and "second" not in text, text)
check("the report says how to see every failure",
      "ctest --test-dir build/exercises -R '^ch01\\.exercise\\.forced_options$'" in text, text)
check("no escape code in a report written to a pipe", "\x1b" not in text, repr(text))
states[("ch01", "forced_options")] = "not started"
coloured = Stream(tty=True)
progress.report(runs, out=coloured, states=states, color=True)
check("an untouched stub is said to be not started, in colour on a terminal",
      "Not started" in coloured.getvalue() and "\x1b[" in coloured.getvalue(),
      coloured.getvalue())

# A Going faster page's exercises: read from ctest, found on the page, reported after the
# chapters'.
PAGES = """ 1/2 Test #40: ch13.exercise.trail_set ......................   Passed    0.01 sec
 2/2 Test #41: faster_bands.exercise.stack_word ........***Failed    0.02 sec
"""
results = progress.parse_ctest(PAGES)
check("a Going faster page's test line is read",
      results == {("ch13", "trail_set"): True, ("faster_bands", "stack_word"): False}, results)
found = progress.find_exercise(progress.chapter_text("faster_bands"), "faster_bands",
                               "stack_word")
check("a Going faster page's exercise is found, numbered on its page",
      found is not None and re.fullmatch(r"\d+", found[0]) is not None and found[2] != "",
      found)
out = io.StringIO()
progress.report(results, out=out)
check("a Going faster page is reported after the chapters, its exercise next",
      out.getvalue().index("ch13") < out.getvalue().index("faster_bands  0/1")
      and "code/exercises/faster_bands/stack_word.cpp" in out.getvalue(), out.getvalue())

# Every registered exercise has a numbered paragraph and a hint in its chapter (or page).
for cmake in sorted([*(ROOT / "tests").glob("ch[0-9][0-9]/CMakeLists.txt"),
                     *(ROOT / "tests").glob("faster_*/CMakeLists.txt")]):
    registered = re.findall(r"book_exercise\(CHAPTER (ch\d\d|faster_[a-z]+) NAME (\w+)\)",
                            cmake.read_text())
    for chapter, name in registered:
        found = progress.find_exercise(progress.chapter_text(chapter), chapter, name)
        check(f"{chapter}.{name} has a numbered paragraph and a hint in its chapter",
              found is not None and found[0] != "?" and found[2] != "", found)

print(f"{len(failures)} failed")
sys.exit(1 if failures else 0)
