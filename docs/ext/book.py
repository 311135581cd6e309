"""Sphinx extension of the book: the literate mechanics every chapter relies on.

* ``@GENERATED@`` in a page is replaced by the folder where the build keeps captured program
  outputs and figures, so ``literalinclude`` and ``figure`` can show them.
* ``literalinclude`` drops marker lines (``// [start:NAME]`` / ``// [end:NAME]``) nested inside a
  listing, so a listing shows code, not bookkeeping.
* ``.. details:: Title`` renders a folded block (``<details>``), for exercise hints.
* ``.. search-player:: @GENERATED@/ch06/trace-dlx.json`` embeds a search trace that the build
  wrote (JSON) in the page, with the player of ``docs/_static/player.js``: no fetch, so it works
  offline and from ``file://``.
* ``.. live-solver::`` (a puzzle box, the book's solvers in WebAssembly, and a player of the
  live run with the reason for every move) and ``.. live-dance::`` (a problem's matrix as
  Dancing Links covers and uncovers it) are the widgets of ``docs/_static/live.js``; the
  module the build compiled (``live/live-worker.js``) is copied into the site and loaded only
  on the pages that show them.
* ``:value:`faster/dlx_variants:baseline.top1465``` inserts a number that a program measured
  or computed during the build: the line ``baseline.top1465 ...`` of the file
  ``faster/dlx_variants.values`` that the program wrote (``book_capture(... VALUES ...)``), so
  that prose cannot drift from data. An unknown file or key fails the build.
  A file named ``measurements/...`` is read from the committed results of the measure
  workflow instead (``book_measured_dir``): the timings, which the book build never takes.
* ``:claim:`TEXT <EXPRESSION>```, ``:pick:`IF TRUE|IF FALSE <EXPRESSION>``` and
  ``:calc:`EXPRESSION | FORMAT``` compare or combine values (``FILE:KEY`` in the expression
  stands for its number): a comparing sentence is checked against the data, or its words
  are chosen by the data. A claim the data contradicts fails the build with the sentence
  named when ``book_strict_claims`` is set (``BOOK_STRICT_CLAIMS=1``, as CI sets it for the
  committed measurements); without it (a reader's own measurements, from another machine)
  the sentence is shown with a visible note and the build goes on. ``.. measured-on::`` says which
  machine and date the timings of a page come from.
* A role written where reStructuredText cannot see it (inside ``**bold**``, which does not nest)
  would reach the page as raw text such as ``:value:`...```: every such text is reported, so
  the build (with -W) fails instead of showing it.
* After an HTML build: Debian's MathJax 2 is copied into the site (only what TeX-AMS_CHTML needs);
  furo's script, which Debian ships as an ES module loaded as a plain script, is repaired by
  bundling Gumshoe ahead of it; and furo's stylesheet gets the normalize.css it imports from a
  Debian-only absolute path.
"""
import html
import json
import os
import re
import shutil
import sys

from docutils import nodes
from docutils.parsers.rst import Directive, directives
from sphinx.directives.code import LiteralInclude
from sphinx.util import logging

from listing_groups import filter_listing, group_list

logger = logging.getLogger(__name__)
MATHJAX_SOURCE = "/usr/share/javascript/mathjax"
MATHJAX_PARTS = [
    "MathJax.js",
    "config/TeX-AMS_CHTML.js",
    "extensions",
    "jax/element",
    "jax/input/TeX",
    "jax/output/CommonHTML",
    "fonts/HTML-CSS/TeX/woff",
]


def substitute_generated(app, docname, source):
    """Replaces @GENERATED@ by a path Sphinx resolves (relative to the source root)."""
    generated = os.path.abspath(app.config.book_generated_dir)
    relative = os.path.relpath(generated, app.srcdir).replace(os.sep, "/")
    source[0] = source[0].replace("@GENERATED@", "/" + relative)


class MarkerAwareLiteralInclude(LiteralInclude):
    """literalinclude that leaves out marker comment lines inside the listing; with
    ``:without: colours, mems`` it leaves out those groups' lines too, and with
    ``:emphasize: colours`` it highlights them (see filter_listing)."""

    option_spec = dict(LiteralInclude.option_spec, without=group_list, emphasize=group_list)

    def run(self):
        without = self.options.pop("without", [])
        emphasize = self.options.pop("emphasize", [])
        result = super().run()
        for node in result:
            for block in node.findall(nodes.literal_block) if hasattr(node, "findall") else node.traverse(nodes.literal_block):
                text = block.astext()
                kept, marked = filter_listing(text, without, emphasize)
                if kept != text:
                    block.children = [nodes.Text(kept)]
                    block.rawsource = kept
                if marked:
                    block.setdefault("highlight_args", {})["hl_lines"] = marked
        return result


class details_node(nodes.General, nodes.Element):
    """A folded block: <details><summary>title</summary>body</details>."""


def visit_details_html(self, node):
    self.body.append('<details class="book-details">')
    self.body.append('<summary>%s</summary>' % self.encode(node["title"]))
    self.body.append('<div class="book-details-body">')


def depart_details_html(self, node):
    self.body.append("</div></details>\n")


def visit_details_other(self, node):
    self.visit_container(node) if hasattr(self, "visit_container") else None


def depart_details_other(self, node):
    self.depart_container(node) if hasattr(self, "depart_container") else None


class DetailsDirective(Directive):
    """``.. details:: Hint`` followed by an indented body: folded until the reader opens it."""

    required_arguments = 0
    optional_arguments = 1
    final_argument_whitespace = True
    has_content = True
    option_spec = {"class": directives.class_option}

    def run(self):
        node = details_node()
        node["title"] = self.arguments[0] if self.arguments else "Details"
        node["classes"] += self.options.get("class", [])
        self.state.nested_parse(self.content, self.content_offset, node)
        return [node]


class SearchPlayerDirective(Directive):
    """``.. search-player:: PATH`` with an optional ``:caption:``: the JSON trace at PATH (a
    source-root path, as @GENERATED@ gives) inlined in the page for player.js to replay."""

    required_arguments = 1
    has_content = False
    option_spec = {"caption": directives.unchanged}

    def run(self):
        env = self.state.document.settings.env
        relative, path = env.relfn2path(self.arguments[0])
        env.note_dependency(relative)
        try:
            with open(path, encoding="utf-8") as f:
                trace = json.load(f)
        except (OSError, ValueError) as error:
            raise self.error(f"search-player: cannot read the trace {path}: {error}")
        for key in ("n", "box", "puzzle", "steps"):
            if key not in trace:
                raise self.error(f"search-player: the trace {path} has no '{key}'")
        payload = json.dumps(trace, separators=(",", ":")).replace("</", "<\\/")
        caption = self.options.get("caption", "")
        markup = (
            '<figure class="search-player">'
            f'<script type="application/json" class="search-player-trace">{payload}</script>'
            '<div class="search-player-ui"><noscript>The search player needs JavaScript.</noscript></div>'
            + (f"<figcaption>{html.escape(caption)}</figcaption>" if caption else "")
            + "</figure>"
        )
        return [nodes.raw("", markup, format="html")]


LIVE_MODULE = os.path.join("live", "live-worker.js")  # in book_generated_dir
LIVE_MAX_STEPS = 100000


def live_module(directive):
    """The path of the WebAssembly module that the live widgets need; a directive error
    when the build has not made it."""
    env = directive.state.document.settings.env
    path = os.path.join(env.config.book_generated_dir, LIVE_MODULE)
    if not os.path.exists(path):
        raise directive.error(f"{directive.name}: the live solver {path} is missing "
                              "(the build makes it with emscripten: tools/install-deps)")
    env.note_dependency(path)
    return path


class LiveSolverDirective(Directive):
    """``.. live-solver::`` with ``:puzzle:``, ``:algorithm:`` and ``:caption:``: the book's
    solvers, compiled to WebAssembly, on a puzzle the reader types (docs/_static/live.js)."""

    has_content = False
    option_spec = {
        "puzzle": directives.unchanged_required,
        "algorithm": lambda a: directives.choice(
            a, ("propagation", "backtracking", "algorithm-x", "dlx", "fast", "bands")),
        "caption": directives.unchanged,
    }

    def run(self):
        live_module(self)
        puzzle = self.options.get("puzzle", "")
        algorithm = self.options.get("algorithm", "dlx")
        caption = self.options.get("caption", "")
        markup = (
            '<figure class="live-solver-figure">'
            f'<div class="live-solver" data-live-solver data-initial-puzzle="{html.escape(puzzle)}"'
            f' data-initial-algorithm="{algorithm}" data-max-steps="{LIVE_MAX_STEPS}">'
            "<noscript>The live solver needs JavaScript.</noscript></div>"
            + (f"<figcaption>{html.escape(caption)}</figcaption>" if caption else "")
            + "</figure>"
        )
        return [nodes.raw("", markup, format="html")]


class LiveDanceDirective(Directive):
    """``.. live-dance:: NAME`` with ``:caption:``: the matrix of the book's example problem
    NAME (``small_example``, chapter 1's; ``knuth_example``) as Dancing Links covers and
    uncovers it, step by step, in the reader's browser."""

    required_arguments = 1
    has_content = False
    option_spec = {"caption": directives.unchanged}

    def run(self):
        live_module(self)
        name = self.arguments[0]
        if name not in ("small_example", "knuth_example"):
            raise self.error(f"live-dance: no example called {name!r}")
        caption = self.options.get("caption", "")
        markup = (
            '<figure class="live-dance-figure">'
            f'<div class="live-dance" data-live-dance data-problem="example:{name}"'
            ' data-max-steps="10000">'
            "<noscript>The dance needs JavaScript.</noscript></div>"
            + (f"<figcaption>{html.escape(caption)}</figcaption>" if caption else "")
            + "</figure>"
        )
        return [nodes.raw("", markup, format="html")]


def add_live_module(app, pagename, templatename, context, doctree):
    """Loads the WebAssembly module (about 600 kB) only on the pages that use it."""
    if "data-live-solver" in context.get("body", "") or "data-live-dance" in context.get("body", ""):
        app.add_js_file("live-worker.js")


def copy_live_module(app, exception):
    """Puts the module that add_live_module() loads into the site's _static folder."""
    if exception or app.builder.format != "html":
        return
    source = os.path.join(app.config.book_generated_dir, LIVE_MODULE)
    if os.path.exists(source):
        shutil.copy2(source, os.path.join(app.outdir, "_static", "live-worker.js"))


def read_values(path):
    """The `key value` lines of a values file, as a dict (the value is the rest of the line)."""
    values = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            key, _, value = line.strip().partition(" ")
            if key:
                values[key] = value.strip()
    return values


MEASURED_PREFIX = "measurements/"


def values_path(env, file):
    """Where the values of FILE are: ``measurements/...`` in the committed folder of the
    measure workflow's results, anything else in the build's generated folder."""
    if file.startswith(MEASURED_PREFIX):
        folder = os.path.abspath(env.config.book_measured_dir)
        file = file[len(MEASURED_PREFIX):]
    else:
        folder = os.path.abspath(env.config.book_generated_dir)
    return os.path.join(folder, file + ".values")


class ValueError_(Exception):
    """A reference to a value that no file holds: the message says which and why."""


def lookup(env, reference):
    """The text of the value ``FILE:KEY``."""
    file, _, key = reference.partition(":")
    if not key:
        raise ValueError_(f"value: '{reference}' should be FILE:KEY")
    path = values_path(env, file)
    env.note_dependency(path)
    try:
        values = read_values(path)
    except OSError as error:
        raise ValueError_(f"value: cannot read {path}: {error}")
    if key not in values:
        raise ValueError_(f"value: {path} has no value '{key}'")
    return values[key]


def role_error(inliner, rawtext, lineno, msg):
    problem = inliner.reporter.error(msg, line=lineno)
    return [inliner.problematic(rawtext, rawtext, problem)], [problem]


def value_role(name, rawtext, text, lineno, inliner, options=None, content=None):
    """:value:`FILE:KEY`: the value KEY that the build wrote to @GENERATED@/FILE.values (or
    that the measure workflow wrote to measurements/FILE.values, for ``measurements/...``)."""
    env = inliner.document.settings.env
    try:
        value = lookup(env, text)
    except ValueError_ as error:
        return role_error(inliner, rawtext, lineno, str(error))
    return [nodes.inline(rawtext, value, classes=["book-value"])], []


# Comparisons in the prose. A sentence that compares measured quantities must be true of
# the data the page shows, on whatever machine made it. Three roles evaluate an expression
# over values (a reference FILE:KEY stands for the number it holds; put spaces around
# + and -, since keys may contain them):
#   :claim:`is faster on every set <a:x < a:y and a:z < a:w>`  the text, if the
#          expression holds; else, with book_strict_claims, the build fails, naming the
#          sentence and the numbers, and without it the text is shown with a visible note.
#   :pick:`gains|loses|does not measurably change <a:speedup > 1>`  the first words when the
#          expression is true, the second when false, the third when the measurements cannot
#          tell (below); or the words at the index an integer expression gives.
#   :calc:`abs(a:gain) | .1f`  a number computed from values, in a Python format.
#
# The rule for noise. A time is known only within its spread (how far apart the runs of one
# measurement fell): a value of a ``measurements/...`` file is a Measured number carrying
# it. Two times are told apart only when the larger exceeds the smaller by more than the
# larger of their spreads, and never by 8 % or less: two compiled copies of the same work
# have run up to 6.2 % apart on a quiet machine (code layout and the noise a spread misses,
# together), which taking the fastest run does not remove. A comparison inside that margin
# is neither true nor false: a claim resting on it is not borne out, and a pick takes its
# third choice (which the page words as no measurable difference). Counts (nodes, updates,
# mems, solutions: the same on every run) are exact.
REFERENCE = re.compile(r"(?<![\w.])((?:[A-Za-z0-9_-]+/)*[A-Za-z0-9_-]+:[A-Za-z0-9_][\w.+-]*)")
NOISE_FLOOR = 0.08
# A measured key with one of these words (split at . _ -) is a count, not a time.
EXACT_WORDS = {"nodes", "mems", "updates", "solutions", "raw", "avx512", "count", "cores",
               "depth", "kb", "samples", "budget", "repeat", "pieces", "puzzles",
               "guesses"}


class WithinNoise(Exception):
    """Raised by a comparison of two measured numbers whose difference is inside the margin
    of their noise: the measurements cannot tell which is larger."""


def spread_of(x):
    return getattr(x, "spread", 0.0)


class Measured(float):
    """A measured number with `spread`, its noise as a fraction (0.05 for 5 %). Arithmetic
    carries the noise along: a product or quotient of two times keeps the larger spread (so
    that a < b and a / b < 1 decide alike), one of a derived number compounds them, and a
    sum or difference adds the absolute errors (_scaled(), _sum()). Comparisons
    raise WithinNoise when the larger side exceeds the smaller by no more than the larger
    spread."""

    def __new__(cls, value, spread, derived=False):
        number = super().__new__(cls, value)
        number.spread = spread
        number.derived = derived  # computed from times (a ratio, a difference)
        return number

    @staticmethod
    def _of(value, error):
        spread = error / abs(value) if value else (0.0 if not error else float("inf"))
        return Measured(value, spread, derived=True)

    @staticmethod
    def _scaled(value, a, b):
        """A product or quotient of a and b. Of two times it keeps the larger spread, so
        that a < b and a / b < 1 decide alike; where either is itself derived (a ratio of
        ratios, a ratio of differences) the noises compound, (1 + s)(1 + t) - 1, since
        each of its times may be off by its own."""
        s, t = spread_of(a), spread_of(b)
        if getattr(a, "derived", False) or getattr(b, "derived", False):
            spread = (1 + s) * (1 + t) - 1
        else:
            spread = max(s, t)
        # a time scaled by a constant (1 / t, 2 * t) stays what it was; a ratio of two
        # measured numbers is derived
        derived = (getattr(a, "derived", False) or getattr(b, "derived", False)
                   or bool(s and t))
        return Measured(value, spread, derived=derived)

    def __mul__(self, other):
        return Measured._scaled(float(self) * float(other), self, other)
    __rmul__ = __mul__

    def __truediv__(self, other):
        return Measured._scaled(float(self) / float(other), self, other)

    def __rtruediv__(self, other):
        return Measured._scaled(float(other) / float(self), other, self)

    def _sum(self, a, b, value):
        return Measured._of(value, abs(float(a)) * spread_of(a) + abs(float(b)) * spread_of(b))

    def __add__(self, other):
        return self._sum(self, other, float(self) + float(other))
    __radd__ = __add__

    def __sub__(self, other):
        return self._sum(self, other, float(self) - float(other))

    def __rsub__(self, other):
        return self._sum(self, other, float(other) - float(self))

    def __neg__(self):
        return Measured(-float(self), self.spread, self.derived)

    def __abs__(self):
        return Measured(abs(float(self)), self.spread, self.derived)

    def _decide(self, other):
        """The sign of self - other, or WithinNoise: the two are told apart only when the
        larger exceeds the smaller by more than the larger spread, of the smaller (a spread
        is the slowest run over the fastest, so it is a fraction of the fastest)."""
        a, b = float(self), float(other)
        # as the quotient self / other would carry it: two derived numbers (two ratios)
        # compound their noises, so that r1 < r2 and r1 / r2 < 1 decide alike
        larger = Measured._scaled(1.0, self, other).spread
        margin = larger * min(abs(a), abs(b))
        if abs(a - b) <= margin:
            raise WithinNoise(f"{a:g} and {b:g} are within the noise (±{larger:.0%})")
        return (a > b) - (a < b)

    def __lt__(self, other):
        return self._decide(other) < 0

    def __le__(self, other):
        return self._decide(other) < 0

    def __gt__(self, other):
        return self._decide(other) > 0

    def __ge__(self, other):
        return self._decide(other) > 0

    def __eq__(self, other):
        try:
            return self._decide(other) == 0
        except WithinNoise:
            return True

    def __ne__(self, other):
        return not self.__eq__(other)

    __hash__ = float.__hash__


def by_value(choose):
    """min or max over plain values, so that choosing among measured numbers never asks
    the noise which is smaller (the chosen one keeps its spread)."""
    def chosen(*args):
        items = args[0] if len(args) == 1 else args
        return choose(items, key=float)
    return chosen


# margin(x): the noise the rule for noise gives x, in per cent (its spread, never below the
# floor), for a table that shows the margin beside a verdict
# plain(x): the number alone, without its noise, for a sentence about where a ratio lies
# (near an edge of the rule, say) rather than about which of two times is larger
# side(x): where the ratio x of two times lies against the rule's margin m, for a five-way
# pick: 0 below 1 / (1 + m) by more than EDGE, 1 below it by less (a lead at the edge), 2
# inside the margin, 3 above 1 + m by EDGE or less, 4 above it by more. A verdict that clears
# the margin by little may still be code layout, and the pages say so with the words "at the
# edge", always for the same distance (the ratio is then printed to four places).
EDGE = 0.01


def edges(x):
    """The ratio x alone and the two edges of its margin m: 1 / (1 + m) and 1 + m."""
    m = max(spread_of(x), NOISE_FLOOR)
    return float(x), 1 / (1 + m), 1 + m


def side(x):
    ratio, low, high = edges(x)
    return ((ratio >= low - EDGE) + (ratio >= low) + (ratio > high)
            + (ratio > high + EDGE))


def at_edge(x):
    """Whether the ratio x lies within EDGE of an edge of its margin, on either side: a
    verdict code layout alone could move, one way or the other (for the words ", at the
    edge" after a three-way pick); exactly the ratios format_ratio() prints to four
    places."""
    ratio, low, high = edges(x)
    return abs(ratio - low) <= EDGE or abs(ratio - high) <= EDGE


FUNCTIONS = {"abs": abs, "min": by_value(min), "max": by_value(max),
             "margin": lambda x: 100 * spread_of(x), "plain": float, "side": side,
             "at_edge": at_edge}


def is_exact(key):
    """Whether KEY names a count (no noise) rather than a time: its last part names a count
    (``pentominoes.look.mems``, ``17-clue.triad_nodes``) and it is no ratio of times. An
    engine may be named for a count ("mems", "avx512"), so only the last part is read:
    ``pentominoes.mems.seconds`` is a time, and ``queens14.cells.over.mems`` or
    ``17-clue.avx512_over_avx2`` a ratio of times."""
    words = re.split(r"[._-]", key)
    if "over" in words:
        return False
    return any(word in EXACT_WORDS for word in re.split(r"[_-]", key.split(".")[-1]))


def measured_spread(env, reference):
    """The noise of a measured time FILE:KEY, as a fraction: the percentage recorded under
    the nearest KEY.spread, A.B.spread, A.spread or spread of its file (the slowest run over
    the fastest, less 1), never below the floor."""
    file, _, key = reference.partition(":")
    parts = key.split(".")
    values = read_values(values_path(env, file))
    for n in range(len(parts), -1, -1):
        name = ".".join(parts[:n] + ["spread"])
        if name in values:
            return max(NOISE_FLOOR, number_of(values[name]) / 100)
    return NOISE_FLOOR


def decimals_of(text):
    """How many decimals a value's text shows: 1.05 -> 2, 2,360 -> 0."""
    cleaned = text.replace(",", "").rstrip("%x").strip()
    return len(cleaned.split(".", 1)[1]) if "." in cleaned else 0


def number_of(text):
    """The number a value's text shows: 2,715,711,127 -> 2715711127; 57.5% -> 57.5."""
    cleaned = text.replace(",", "").rstrip("%x").strip()
    try:
        return float(cleaned)
    except ValueError:
        raise ValueError_(f"the value '{text}' is not a number")


def evaluate(env, expression):
    """(result, the expression with each reference replaced by its number). A measured time
    enters as a Measured number; a comparison inside its noise raises WithinNoise."""
    import ast
    names = {}

    def substitute(match):
        reference = match.group(1)
        name = f"v{len(names)}"
        text = lookup(env, reference)
        number = number_of(text)
        file, _, key = reference.partition(":")
        if file.startswith(MEASURED_PREFIX) and not is_exact(key):
            # a value written with d decimals may be off by half a unit in its last one
            # (1.05 may be 1.045): that much more noise, so that a comparison never
            # decides on the rounding
            rounding = 0.5 * 10.0 ** -decimals_of(text)
            # a ratio of times written to the file (a key with "over") is derived too
            number = Measured(number, measured_spread(env, reference)
                              + (rounding / abs(number) if number else 0.0),
                              derived="over" in re.split(r"[._-]", key))
        names[name] = number
        return name

    python = REFERENCE.sub(substitute, expression)
    try:
        tree = ast.parse(python.strip(), mode="eval")
    except SyntaxError:
        raise ValueError_(f"cannot read the expression '{expression}'")
    allowed = (ast.Expression, ast.BoolOp, ast.And, ast.Or, ast.UnaryOp, ast.Not, ast.USub,
               ast.BinOp, ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Compare, ast.Lt, ast.LtE,
               ast.Gt, ast.GtE, ast.Eq, ast.NotEq, ast.Constant, ast.Name, ast.Load, ast.Call)
    for node in ast.walk(tree):
        if not isinstance(node, allowed):
            raise ValueError_(f"'{expression}': {type(node).__name__} is not allowed")
        if isinstance(node, ast.Call) and not (
                isinstance(node.func, ast.Name) and node.func.id in FUNCTIONS):
            raise ValueError_(f"'{expression}': only {', '.join(FUNCTIONS)} may be called")
        if isinstance(node, ast.Name) and node.id not in names and node.id not in FUNCTIONS:
            raise ValueError_(f"'{expression}': '{node.id}' is not a FILE:KEY reference")
    shown = python
    for name, number in names.items():
        shown = re.sub(rf"\b{name}\b", f"{float(number):g}", shown)
    try:
        result = eval(compile(tree, "<claim>", "eval"), {"__builtins__": {}},
                      {**FUNCTIONS, **names})
    except ZeroDivisionError:
        raise ValueError_(f"'{expression}' divides by zero")
    except WithinNoise as noise:
        raise WithinNoise(f"{noise}: {shown.strip()}")
    return result, shown.strip()


def split_target(text):
    """'words <expression>' as (words, expression), the form of a reference role."""
    match = re.fullmatch(r"(.*?)\s*<(.+)>\s*", text, re.S)
    if not match:
        raise ValueError_(f"'{text}' should be 'TEXT <EXPRESSION>'")
    return match.group(1), match.group(2)


def unsupported(inliner, rawtext, lineno, words, why, shown_why):
    """A sentence the data does not bear out: with ``book_strict_claims`` (CI, on the
    committed measurements) the build fails naming it; otherwise (a reader's own
    measurements) the words are shown with a visible note, and the build says so on
    standard error without failing (a Sphinx warning would, under -W)."""
    env = inliner.document.settings.env
    if env.config.book_strict_claims:
        return role_error(inliner, rawtext, lineno, why)
    sys.stderr.write(f"{env.doc2path(env.docname)}:{lineno}: note (not an error: "
                     f"BOOK_STRICT_CLAIMS is not set): {why}\n")
    claim = nodes.inline(rawtext, "", classes=["book-claim", "book-claim-unsupported"])
    claim += nodes.inline(words, words, classes=["book-claim-words"])
    claim += nodes.inline("", f" [{shown_why}]", classes=["book-claim-note"])
    return [claim], []


def claim_role(name, rawtext, text, lineno, inliner, options=None, content=None):
    """:claim:`TEXT <EXPRESSION>`: TEXT, after checking that the data supports it: the
    expression holds, outside the noise of the times it compares (see `unsupported` for
    what happens when it does not)."""
    env = inliner.document.settings.env
    try:
        words, expression = split_target(text)
        holds, shown = evaluate(env, expression)
    except ValueError_ as error:
        return role_error(inliner, rawtext, lineno, f"claim: {error}")
    except WithinNoise as noise:
        return unsupported(inliner, rawtext, lineno, words,
                           f"claim not supported by the data: '{words}' needs {expression}, "
                           f"which the measurements cannot decide: {noise}",
                           f"not measurably so in the measurements this site was built "
                           f"with: {noise}")
    if holds:
        return [nodes.inline(rawtext, words, classes=["book-claim"])], []
    return unsupported(inliner, rawtext, lineno, words,
                       f"claim not supported by the data: '{words}' needs {expression}, "
                       f"which is false: {shown}",
                       f"not borne out by the measurements this site was built with: {shown}")


def pick_role(name, rawtext, text, lineno, inliner, options=None, content=None):
    """:pick:`WHEN TRUE|WHEN FALSE|WHEN THE NOISE CANNOT TELL <EXPRESSION>`: the words the
    data calls for. The third choice is needed only where the expression compares times
    that may fall within their noise; without it such a pick is a sentence the data does
    not bear out (its first words are shown, marked, or the strict build fails)."""
    env = inliner.document.settings.env
    try:
        words, expression = split_target(text)
        choices = words.split("|")
        result, _ = evaluate(env, expression)
    except ValueError_ as error:
        return role_error(inliner, rawtext, lineno, f"pick: {error}")
    except WithinNoise as noise:
        if len(choices) >= 3:
            return [nodes.inline(rawtext, choices[2], classes=["book-value"])], []
        return unsupported(inliner, rawtext, lineno, choices[0],
                           f"pick: '{words}' for {expression} cannot be decided: {noise} "
                           f"(give a third choice, for no measurable difference)",
                           f"not measurably so in the measurements this site was built "
                           f"with: {noise}")
    index = (0 if result else 1) if isinstance(result, bool) else int(result)
    if len(choices) < 2 or not 0 <= index < len(choices):
        return role_error(inliner, rawtext, lineno,
                          f"pick: '{words}' has no choice {index} for {expression}")
    return [nodes.inline(rawtext, choices[index], classes=["book-value"])], []


def format_ratio(ratio):
    """A ratio of times as a table shows it: two places, or four where two would not let a
    reader check its verdict, the rule's edge (1 + m above 1, 1 / (1 + m) below, m its
    noise) lying within 0.01 of the ratio: 0.9517 or 0.9456 beside the edge 0.9524 (both
    would print 0.95, which may be anything from 0.945 to 0.955), and 0.9197 or 1.0732
    too, since a reader who divides the times as a table prints them, to two or three
    places, can land a unit further off (1.13 / 1.23 = 0.9187, 1.55 / 1.44 = 1.0764)."""
    near = spread_of(ratio) > 0 and at_edge(ratio)
    return format(float(ratio), ".4f" if near else ".2f")


def calc_role(name, rawtext, text, lineno, inliner, options=None, content=None):
    """:calc:`EXPRESSION | FORMAT`: a number computed from values (FORMAT as in Python,
    ``.1f`` or ``,.0f``; ``.0f`` when left out; ``ratio`` for a ratio of times beside its
    verdict, format_ratio())."""
    env = inliner.document.settings.env
    expression, _, spec = text.rpartition("|") if "|" in text else (text, "", ".0f")
    try:
        result, _ = evaluate(env, expression)
        if spec.strip() == "ratio":
            shown = format_ratio(result)
        else:
            shown = format(float(result), spec.strip() or ".0f")
        # a zero that rounding left with a sign ("-0", "+0.0") reads as a gain or a loss
        if re.fullmatch(r"[+-]0(\.0*)?", shown):
            shown = shown[1:]
    except ValueError_ as error:
        return role_error(inliner, rawtext, lineno, f"calc: {error}")
    except (ValueError, TypeError) as error:
        return role_error(inliner, rawtext, lineno, f"calc: '{spec}': {error}")
    return [nodes.inline(rawtext, shown, classes=["book-value"])], []


class MeasuredOnDirective(Directive):
    """``.. measured-on::``: where and when the measure workflow took the timings that the
    page shows (measurements/machine.values), as one sentence."""

    has_content = False

    def run(self):
        env = self.state.document.settings.env
        try:
            machine = {key: lookup(env, "measurements/machine:" + key)
                       for key in ("processor", "cores", "compiler", "date", "commit")}
        except ValueError_ as error:
            raise self.error(str(error))
        # (records older than the "virtual" line do not say)
        try:
            virtual = lookup(env, "measurements/machine:virtual")
        except ValueError_:
            virtual = "unknown"
        where = {"yes": " of a virtual machine", "no": ""}.get(virtual, "")
        text = (f"Timings measured by the measure workflow on {machine['date']}: "
                f"{machine['processor']}, {machine['cores']} cores{where}, "
                f"{machine['compiler']}, commit {machine['commit']}. "
                ":ref:`How the book measures <measuring>` says how to measure yours.")
        paragraph = nodes.paragraph(classes=["book-measured-on"])
        parsed, messages = self.state.inline_text(text, self.lineno)
        paragraph += parsed
        return [paragraph] + messages


def copy_mathjax(app, exception):
    if exception or app.builder.format != "html":
        return
    target = os.path.join(app.outdir, "_static", "mathjax")  # mathjax_path is relative to _static
    if not os.path.isdir(MATHJAX_SOURCE):
        logger.warning("Debian's libjs-mathjax is missing (%s): math will not render offline", MATHJAX_SOURCE)
        return
    for part in MATHJAX_PARTS:
        source = os.path.join(MATHJAX_SOURCE, part)
        destination = os.path.join(target, part)
        if os.path.isdir(source):
            shutil.copytree(source, destination, dirs_exist_ok=True)
        else:
            os.makedirs(os.path.dirname(destination), exist_ok=True)
            shutil.copy2(source, destination)


def repair_furo_script(app, exception):
    """Debian's furo.js starts with `import Gumshoe from ...` but is loaded as a classic script."""
    if exception or app.builder.format != "html":
        return
    scripts = os.path.join(app.outdir, "_static", "scripts")
    furo_js = os.path.join(scripts, "furo.js")
    if not os.path.exists(furo_js):
        return
    with open(furo_js, encoding="utf-8") as f:
        text = f.read()
    if not re.search(r"^\s*import\s+Gumshoe", text, re.M):
        return  # already a bundle (a fixed furo, or repaired before)
    gumshoe = None
    for candidate in [os.path.join(scripts, "gumshoe-patched.js")] + [
        os.path.join(d, "gumshoe-patched.js")
        for d in ("/usr/lib/python3/dist-packages/furo/assets/scripts", "/usr/share/javascript/gumshoe")
    ]:
        if os.path.exists(candidate):
            gumshoe = candidate
            break
    if gumshoe is None:
        logger.warning("cannot repair furo.js: gumshoe-patched.js not found")
        return
    with open(gumshoe, encoding="utf-8") as f:
        gumshoe_text = f.read()
    body = re.sub(r"^\s*import\s+Gumshoe[^\n]*\n", "", text, count=1, flags=re.M)
    with open(furo_js, "w", encoding="utf-8") as f:
        f.write("/* furo.js bundled with Gumshoe by docs/ext/book.py */\n")
        f.write(gumshoe_text)
        f.write("\n;\n")
        f.write(body)


def repair_furo_css(app, exception):
    """Debian's furo.css imports normalize.css from /javascript/..., a path only a Debian web
    server has; copy the file into the site and import it from beside furo.css."""
    if exception or app.builder.format != "html":
        return
    styles = os.path.join(app.outdir, "_static", "styles")
    furo_css = os.path.join(styles, "furo.css")
    source = "/usr/share/javascript/normalize.css/normalize.css"
    if not os.path.exists(furo_css):
        return
    with open(furo_css, encoding="utf-8") as f:
        text = f.read()
    absolute_import = "@import url(/javascript/normalize.css/normalize.css);"
    if absolute_import not in text:
        return
    if not os.path.exists(source):
        logger.warning("cannot repair furo.css: %s is missing", source)
        return
    shutil.copy2(source, os.path.join(styles, "normalize.css"))
    with open(furo_css, "w", encoding="utf-8") as f:
        f.write(text.replace(absolute_import, "@import url(normalize.css);"))


RAW_ROLE = re.compile(r":(value|claim|pick|calc|term|ref|doc|math|cpp:\w+):`")
GLUED_ROLE = re.compile(r":(value|claim|pick|calc|term|ref|doc|math|cpp:\w+):$")
# A directive that reStructuredText read as text: one with no blank line before it joins the
# paragraph above, and the reader sees ".. details:: ..." in the prose.
RAW_DIRECTIVE = re.compile(r"(^|\n)\s*\.\. [A-Za-z][\w-]*::")


def report_raw_roles(app, doctree, docname):
    """Warns about role or directive markup left as text in the prose (not in code), where a
    reader would see it verbatim: the sign of a role nested in emphasis, which
    reStructuredText ignores, or of a directive with no blank line before it."""
    for node in doctree.findall(nodes.Text):
        if isinstance(node.parent, (nodes.literal, nodes.literal_block, nodes.raw)):
            continue
        match = RAW_ROLE.search(node.astext())
        if match:
            logger.warning("role markup shown as text: %r (a role cannot nest in ** or *)",
                           node.astext()[match.start():match.start() + 60],
                           location=node.parent)
        match = RAW_DIRECTIVE.search(node.astext())
        if match:
            logger.warning("directive shown as text: %r (a directive needs a blank line "
                           "before it)", node.astext()[match.start():match.start() + 60].strip(),
                           location=node.parent)
    # A role glued to the word before it (``s:pick:`...```) is read as that word, the role's
    # name and a title in the default role: the name shows as text and the rest as a title.
    for node in doctree.findall(nodes.title_reference):
        before = node.previous_sibling()
        if isinstance(before, nodes.Text) and GLUED_ROLE.search(before.astext()):
            logger.warning("role markup shown as text: %r (a role needs a space or a "
                           "backslash-space before it)",
                           before.astext()[-20:] + "`" + node.astext()[:40],
                           location=node.parent)


def setup(app):
    app.add_config_value("book_generated_dir", "build/book/generated", "env")
    app.add_config_value("book_measured_dir", "measurements", "env")
    # Set by conf.py from BOOK_STRICT_CLAIMS: whether a claim the data contradicts fails
    # the build (CI, on the committed measurements) or is shown with a note.
    app.add_config_value("book_strict_claims", False, "env")
    app.connect("source-read", substitute_generated)
    app.add_directive("literalinclude", MarkerAwareLiteralInclude, override=True)
    app.add_node(
        details_node,
        html=(visit_details_html, depart_details_html),
        latex=(visit_details_other, depart_details_other),
        text=(visit_details_other, depart_details_other),
    )
    app.add_directive("details", DetailsDirective)
    app.add_directive("search-player", SearchPlayerDirective)
    app.add_directive("live-solver", LiveSolverDirective)
    app.add_directive("live-dance", LiveDanceDirective)
    app.connect("html-page-context", add_live_module)
    app.connect("build-finished", copy_live_module)
    app.add_role("value", value_role)
    app.add_role("claim", claim_role)
    app.add_role("pick", pick_role)
    app.add_role("calc", calc_role)
    app.add_directive("measured-on", MeasuredOnDirective)
    app.connect("doctree-resolved", report_raw_roles)
    app.add_js_file("player.js")
    app.add_css_file("player.css")
    app.add_js_file("live.js")
    app.add_css_file("live.css")
    app.connect("build-finished", copy_mathjax)
    app.connect("build-finished", repair_furo_script)
    app.connect("build-finished", repair_furo_css)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
