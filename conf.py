# Sphinx configuration of "Sudoku as Exact Cover".
# The build (docs/CMakeLists.txt) passes the Doxygen XML folder and the folder of generated
# outputs and figures with -D; the defaults below fit `cmake --workflow --preset book`.
import os
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(ROOT, "docs", "ext"))

project = "Sudoku as Exact Cover"
author = "The authors of Sudoku as Exact Cover"
copyright = "2026, " + author
version = release = "0.1"

extensions = [
    "sphinx.ext.mathjax",
    "sphinx.ext.graphviz",
    "breathe",
    "sphinx_copybutton",
    "book",  # docs/ext/book.py: @GENERATED@ paths, marker-aware listings, folded hints, offline assets
]

root_doc = "index"
include_patterns = ["index.rst", "chapters/**"]
exclude_patterns = ["build", "_build", ".git", "README.md", "CONTRIBUTING.md"]
templates_path = ["docs/_templates"]
html_static_path = ["docs/_static"]
html_css_files = ["book.css"]

html_theme = "furo"
html_title = project
html_codeblock_linenos_style = "table"  # copy buttons then skip line numbers
highlight_language = "none"
pygments_style = "sphinx"
nitpicky = True
numfig = True
# Quotes and ellipses only: "--" in a caption or a command must stay two hyphens.
smartquotes = True
smartquotes_action = "qe"

# C++ signatures.
primary_domain = "cpp"
cpp_index_common_prefix = ["exact_cover::", "sudoku::"]
# GCC's mark on a declaration that leaves standard C++ on purpose (sudoku::WideCount).
cpp_id_attributes = ["__extension__"]

# Breathe: the API reference renders each entity once; chapters link to it.
breathe_projects = {"book": os.path.join(ROOT, "build", "book", "doxygen", "xml")}
breathe_default_project = "book"
breathe_default_members = ("members",)
breathe_show_include = False
breathe_show_enumvalue_initializer = False

# Standard-library names in signatures are not ours to document.
nitpick_ignore_regex = [
    (r"cpp:identifier", r"(std|boost|CLI)(::.*)?"),  # outside libraries
    (r"cpp:identifier", r"(u?int(8|16|32|64)_t|size_t|ptrdiff_t)"),
]

# MathJax 2 from Debian, served from the built site (docs/ext/book.py copies it): no network needed.
mathjax_path = "mathjax/MathJax.js?config=TeX-AMS_CHTML"
mathjax2_config = {
    "CommonHTML": {"linebreaks": {"automatic": True}},
    "showMathMenu": False,
}

graphviz_output_format = "svg"

copybutton_prompt_text = r"\$ "
copybutton_prompt_is_regexp = True
copybutton_only_copy_prompt_lines = False

# Where the build writes captured outputs and figures; `@GENERATED@` in a page stands for it.
book_generated_dir = os.path.join(ROOT, "build", "book", "generated")
# Where the measure workflow wrote its timings (committed; `cmake --workflow --preset measure`).
book_measured_dir = os.path.join(ROOT, "measurements")
# A comparing sentence (:claim:) that the timings contradict fails the build only with
# BOOK_STRICT_CLAIMS=1, which CI sets, where the timings are the committed ones; a reader
# who measured their own machine gets the sentence with a visible note instead.
book_strict_claims = os.environ.get("BOOK_STRICT_CLAIMS") == "1"
