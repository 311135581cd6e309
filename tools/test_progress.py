#!/usr/bin/env python3
"""Tests tools/progress without building anything: its reading of ctest's output, its finding
of each exercise's title and hint in the chapters, and its report. Also checks that every
exercise registered with book_exercise() has a numbered paragraph and a folded hint in its
chapter, so that `tools/progress --hint` always has something to show. Run by ctest
(book.progress)."""
import importlib.machinery
import importlib.util
import io
import pathlib
import re
import sys

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
check("--hint shows the next exercise's hint", "Hint for exercise 1.2" in text and "covered" in text, text)

out = io.StringIO()
progress.report({("ch01", "forced_options"): True}, out=out)
check("all done is said", "Every exercise passes" in out.getvalue(), out.getvalue())

# Every registered exercise has a numbered paragraph and a hint in its chapter.
for cmake in sorted((ROOT / "tests").glob("ch[0-9][0-9]/CMakeLists.txt")):
    for chapter, name in re.findall(r"book_exercise\(CHAPTER (ch\d\d) NAME (\w+)\)", cmake.read_text()):
        found = progress.find_exercise(progress.chapter_text(chapter), chapter, name)
        check(f"{chapter}.{name} has a numbered paragraph and a hint in its chapter",
              found is not None and found[0] != "?" and found[2] != "", found)

print(f"{len(failures)} failed")
sys.exit(1 if failures else 0)
