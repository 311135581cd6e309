#!/usr/bin/env python3
"""Proves that check_listings.py bites: each case is a tiny book with one fault, and the check
must fail on it naming the fault; a clean tiny book must pass. Run by ctest (book.listings_bite)."""
import pathlib
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
CODE = "int f() {\n    // [start:f]\n    return 1;\n    // [end:f]\n}\n"
GOOD_PAGE = """Title
=====

.. literalinclude:: /code/f.cpp
   :language: cpp
   :start-after: // [start:f]
   :end-before: // [end:f]

.. literalinclude:: @GENERATED@/out.txt
   :language: text

.. code-block:: console

   $ ls
"""

CASES = {
    "a C++ block written in the page": (GOOD_PAGE + "\n.. code-block:: cpp\n\n   int g();\n", CODE, True,
                                        "C++ block written in the page"),
    "a highlight directive for C++": (".. highlight:: c++\n", CODE, True, "C++ block written in the page"),
    "a missing start marker": (GOOD_PAGE.replace("[start:f]", "[start:g]", 1), CODE, True,
                               "occurs 0 times"),
    "line numbers instead of markers": ("x\n=\n\n.. literalinclude:: /code/f.cpp\n   :lines: 1-3\n", CODE, True,
                                        "by line numbers"),
    "a file the build does not compile": (GOOD_PAGE, CODE, False, "does not compile"),
    "an unclosed marker in compiled code": (GOOD_PAGE, CODE + "// [start:h]\n", True, "never closed"),
    "a listing of a missing file": (GOOD_PAGE.replace("/code/f.cpp", "/code/missing.cpp"), CODE, True,
                                    "does not exist"),
    "a line wider than the page": (GOOD_PAGE, CODE.replace("return 1;", "return " + "1 + " * 22 + "1;"),
                                   True, "characters wide"),
    "timing code in a listing": (GOOD_PAGE, CODE.replace("return 1;", "auto t = std::chrono::steady_clock::now();\n    return 1;"),
                                 True, "timing code"),
    "a listing too long to take in": (GOOD_PAGE, CODE.replace("return 1;", "f();\n" * 41 + "return 1;"),
                                      True, "more than 40"),
}
# A whole search may be long when the page says so; the width still holds.
LONG_CODE = CODE.replace("return 1;", "f();\n" * 41 + "return 1;")
WHOLE_PAGE = GOOD_PAGE.replace("   :end-before: // [end:f]", "   :end-before: // [end:f]\n   :class: whole-search")
# A listing is as long as what it shows: the lines of a group its :without: leaves out
# do not count (the same lines book.py leaves out).
CUT_CODE = CODE.replace("return 1;", "// [start:cut.a]\n" + "f();\n" * 41 + "// [end:cut.a]\nreturn 1;")
CUT_PAGE = GOOD_PAGE.replace("   :end-before: // [end:f]", "   :end-before: // [end:f]\n   :without: cut")
CASES["a long listing whose cut lines are shown"] = (GOOD_PAGE, CUT_CODE, True, "more than 40")


def run(page, code, compiled):
    with tempfile.TemporaryDirectory() as d:
        root = pathlib.Path(d)
        (root / "chapters").mkdir()
        (root / "code").mkdir()
        (root / "chapters" / "ch01_x.rst").write_text(page)
        (root / "code" / "f.cpp").write_text(code)
        (root / "compiled.txt").write_text(str(root / "code" / "f.cpp") + "\n" if compiled else "")
        r = subprocess.run([sys.executable, str(HERE / "check_listings.py"), "--root", str(root), "--compiled",
                            str(root / "compiled.txt")], capture_output=True, text=True)
        return r.returncode, r.stderr


failures = 0
code, err = run(GOOD_PAGE, CODE, True)
if code != 0:
    print(f"FAIL clean book rejected: {err}")
    failures += 1
code, err = run(WHOLE_PAGE, LONG_CODE, True)
if code != 0:
    print(f"FAIL a long listing marked whole-search rejected: {err}")
    failures += 1
code, err = run(CUT_PAGE, CUT_CODE, True)
if code != 0:
    print(f"FAIL a listing short once its :without: group is cut rejected: {err}")
    failures += 1
for name, (page, source, compiled, expected) in CASES.items():
    code, err = run(page, source, compiled)
    if code == 0 or expected not in err:
        print(f"FAIL {name}: exit {code}, stderr {err!r}, expected {expected!r}")
        failures += 1
    else:
        print(f"ok   {name}")
print(f"{len(CASES) + 3 - failures} passed, {failures} failed")
sys.exit(1 if failures else 0)
