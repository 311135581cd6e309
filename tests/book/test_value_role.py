#!/usr/bin/python3
"""The :value: role of the book's Sphinx extension (docs/ext/book.py) inserts a number a
program wrote at build time, and fails the build on a file or key that no capture produced:
this test builds one-page sites to show both, so a typo in a chapter's :value: can
never reach the site as an empty or stale number. A role nested in bold, which
reStructuredText leaves as raw text, fails the build too. The comparing roles are held to
the data: :claim: shows its sentence only when its expression holds and otherwise fails
the build naming the sentence and the numbers; :pick: chooses the words the numbers call
for; :calc: computes a number; ``measurements/...`` values come from the measured folder."""
import contextlib
import io
import re
import pathlib
import tempfile
import unittest

from sphinx.cmd.build import build_main

EXTENSION = pathlib.Path(__file__).resolve().parents[2] / "docs" / "ext"
CONF = f"""
import sys
sys.path.insert(0, {str(EXTENSION)!r})
extensions = ["book"]
book_generated_dir = "generated"
book_measured_dir = "measured"
"""


def build(page, strict=True, files=None):
    """(exit status, output) of sphinx-build -W on a one-page site with @p page as its text
    (with @p strict, as CI builds it: a contradicted claim fails the build) and one values file, generated/ch/demo.values, holding `answer 42` and `share 57.5`;
    @p files, {name: text}, are written beside the page (a source a listing includes).
    Sphinx runs in this process (its command line's own entry point, which keeps each
    build's roles and settings to itself): a second interpreter per build would cost more
    than the build."""
    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        (root / "conf.py").write_text(CONF + f"book_strict_claims = {strict}\n")
        (root / "index.rst").write_text("Demo\n====\n\n" + page + "\n")
        for name, text in (files or {}).items():
            (root / name).write_text(text)
        (root / "generated" / "ch").mkdir(parents=True)
        (root / "generated" / "ch" / "demo.values").write_text(
            "answer 42\nshare 57.5\nbig 2,715,711,127\nloss -3\n")
        (root / "measured" / "ch").mkdir(parents=True)
        (root / "measured" / "ch" / "times.values").write_text("fast 1.5\nslow 4.5\n")
        (root / "measured" / "ch" / "noisy.values").write_text(
            "a 2.16\nb 2.40\nc 2.20\nwide.spread 20\nwide.a 1.5\nwide.b 1.7\n"
            "one.nodes 100\ntwo.nodes 101\nrough.spread 76\nrough.a 63.5\nrough.b 199.4\n"
            "q.cells.over.mems 0.97\nq.mems.seconds 2.62\nq.cells.seconds 2.55\n"
            "edge.spread 0\nedge.ratio 1.08\nnear.spread 1\nnear.ratio 0.9254\n"
            "far.spread 1\nfar.ratio 0.8814\nmid.spread 1\nmid.ratio 0.9197\n")
        (root / "measured" / "machine.values").write_text(
            "processor Intel(R) Xeon(R) Processor (family 6, model 167) with AVX-512\n"
            "cores 2\nvirtual yes\ncompiler GNU 12.2.0 (-O3 -DNDEBUG)\n"
            "date 2026-11-29 00:45 UTC\ncommit ba56647\n")
        output = io.StringIO()
        with contextlib.chdir(root), contextlib.redirect_stdout(output), \
                contextlib.redirect_stderr(output):
            status = build_main(["-W", "-q", "-b", "html", str(root), str(root / "html")])
        html = (root / "html" / "index.html").read_text() if status == 0 else ""
        return status, output.getvalue(), html


class ValueRole(unittest.TestCase):
    def assert_fails(self, page, words):
        """The build of @p page fails, and its output says @p words."""
        status, output, _ = build(page)
        self.assertNotEqual(status, 0)
        self.assertIn(words, output)

    def assert_builds(self, page):
        """The build of @p page succeeds."""
        status, output, _ = build(page)
        self.assertEqual(status, 0, output)

    def test_known_values_are_inserted(self):
        status, output, html = build("The answer is :value:`ch/demo:answer`, "
                                     "the share :value:`ch/demo:share` %.")
        self.assertEqual(status, 0, output)
        self.assertIn(">42<", html)
        self.assertIn(">57.5<", html)

    def test_an_unknown_key_fails_the_build(self):
        self.assert_fails("The answer is :value:`ch/demo:anwser`.", "has no value 'anwser'")

    def test_an_unknown_file_fails_the_build(self):
        self.assert_fails("The answer is :value:`ch/nothing:answer`.", "cannot read")

    def test_a_reference_without_a_key_fails_the_build(self):
        self.assert_fails("The answer is :value:`answer`.", "should be FILE:KEY")

    def test_a_role_glued_to_a_word_fails_the_build(self):
        # ``s:value:`...``` reads as the word "s:value:" and a title in the default role
        self.assert_fails("It takes 2 s:value:`ch/demo:answer` in all.",
                          "role markup shown as text")

    def test_a_directive_read_as_text_fails_the_build(self):
        # with no blank line before it, a directive joins the paragraph above as its text
        self.assert_fails("The fold below.\n.. details:: The output\n\n   text\n",
                          "directive shown as text")
        self.assert_builds("The fold below.\n\n.. details:: The output\n\n   text\n")

    def test_a_role_inside_bold_fails_the_build(self):
        # reStructuredText does not nest inline markup: the role would be shown raw
        self.assert_fails("* **:value:`ch/demo:answer` grids**, both ways.",
                          "role markup shown as text")
        self.assert_builds("* **Grids**: :value:`ch/demo:answer`, and ``:value:`x```.")


class MeasuredOn(unittest.TestCase):
    def test_the_machine_is_named_with_its_model_cores_kind_compiler_date_and_commit(self):
        # (the sentence links to the page on measuring: a label of that name)
        status, output, html = build(".. _measuring:\n\nTimings\n-------\n\n.. measured-on::\n")
        self.assertEqual(status, 0, output)
        for words in ("on 2026-11-29 00:45 UTC", "(family 6, model 167) with AVX-512",
                      "2 cores of a virtual machine", "GNU 12.2.0 (-O3 -DNDEBUG)",
                      "commit ba56647"):
            self.assertIn(words, html)


class ComparingRoles(unittest.TestCase):
    def test_a_claim_the_data_supports_is_shown(self):
        status, output, html = build(
            "It is :claim:`three times faster <measurements/ch/times:slow / "
            "measurements/ch/times:fast == 3>` and :claim:`large <ch/demo:big > 1e9>`.")
        self.assertEqual(status, 0, output)
        self.assertIn(">three times faster<", html)
        self.assertIn(">large<", html)

    def test_a_claim_the_data_contradicts_fails_the_build_naming_it(self):
        status, output, _ = build(
            "It is :claim:`faster <measurements/ch/times:slow < measurements/ch/times:fast>`.")
        self.assertNotEqual(status, 0)
        self.assertIn("claim not supported by the data: 'faster'", output)
        self.assertIn("4.5 < 1.5", output)

    def test_without_strict_claims_a_contradicted_claim_is_shown_with_a_note(self):
        # a reader's own measurements: the site builds, the sentence stays, marked
        status, output, html = build(
            "It is :claim:`faster <measurements/ch/times:slow < measurements/ch/times:fast>`.",
            strict=False)
        self.assertEqual(status, 0, output)
        self.assertIn("claim not supported by the data: 'faster'", output)
        self.assertIn("not an error", output)
        self.assertIn("book-claim-unsupported", html)
        self.assertIn(">faster<", html)
        self.assertIn("not borne out by the measurements this site was built with: 4.5 &lt; 1.5",
                      html)
        # a claim that holds is shown plainly either way
        status, output, html = build(
            "It is :claim:`slower <measurements/ch/times:slow > measurements/ch/times:fast>`.",
            strict=False)
        self.assertEqual(status, 0, output)
        self.assertNotIn("book-claim-unsupported", html)
        self.assertNotIn("not an error", output)

    def test_pick_chooses_the_words_and_calc_computes(self):
        status, output, html = build(
            "It :pick:`gains|loses <ch/demo:loss >= 0>` :calc:`abs(ch/demo:loss)` % and "
            "is :calc:`measurements/ch/times:slow / measurements/ch/times:fast | .1f` times "
            "as slow.")
        self.assertEqual(status, 0, output)
        self.assertIn(">loses<", html)
        self.assertIn(">3<", html)
        self.assertIn(">3.0<", html)

    def test_bad_expressions_fail_the_build(self):
        for page, message in (
                (":claim:`x <ch/demo:nothing > 1>`", "has no value 'nothing'"),
                (":claim:`x <__import__('os')>`", "only abs, min, max, margin, plain, side, at_edge may be called"),
                (":claim:`no expression`", "should be 'TEXT <EXPRESSION>'"),
                (":calc:`ch/demo:answer / 0`", "divides by zero")):
            status, output, _ = build(page)
            self.assertNotEqual(status, 0, page)
            self.assertIn(message, output, page)


class RuleForNoise(unittest.TestCase):
    """Two measured times are told apart only beyond the larger of their spreads, and never
    by 8 % or less: inside that margin a comparison is neither true nor false."""

    def test_times_more_than_eight_per_cent_apart_are_told_apart(self):
        status, output, html = build(
            "A is :claim:`faster <measurements/ch/noisy:a < measurements/ch/noisy:b>`.")
        self.assertEqual(status, 0, output)  # 2.16 against 2.40: 11 % apart
        self.assertIn(">faster<", html)

    def test_a_claim_inside_the_noise_is_not_borne_out(self):
        page = "C is :claim:`faster <measurements/ch/noisy:a < measurements/ch/noisy:c>`."
        status, output, _ = build(page)  # 2.16 against 2.20: 2 % apart
        self.assertNotEqual(status, 0)
        self.assertIn("cannot decide", output)
        self.assertIn("within the noise", output)
        status, output, html = build(page, strict=False)
        self.assertEqual(status, 0, output)
        self.assertIn("book-claim-unsupported", html)
        self.assertIn("not measurably so", html)

    def test_the_same_comparison_as_a_ratio_decides_alike(self):
        status, output, _ = build(
            ":claim:`faster <measurements/ch/noisy:a / measurements/ch/noisy:c < 1>`")
        self.assertNotEqual(status, 0)
        self.assertIn("within the noise", output)

    def test_a_recorded_spread_wider_than_the_floor_widens_the_margin(self):
        # 1.5 against 1.7 (13 %) with a spread of 20 %, and 0.05 / 1.5 more for the
        # rounding of the one decimal they are written with: ±23 %
        status, output, _ = build(
            ":claim:`faster <measurements/ch/noisy:wide.a < measurements/ch/noisy:wide.b>`")
        self.assertNotEqual(status, 0)
        self.assertIn("(±23%)", output)

    def test_margin_shows_the_noise_the_rule_uses(self):
        # the recorded 20 % and 0.05 / 1.5 for the rounding (23 %); with no spread recorded,
        # the 8 % floor and 0.005 / 2.16 (8 %)
        status, output, html = build(
            ":calc:`margin(measurements/ch/noisy:wide.a) | .0f` and "
            ":calc:`margin(measurements/ch/noisy:a) | .0f`")
        self.assertEqual(status, 0, output)
        self.assertIn(">23<", html)
        self.assertIn(">8<", html)

    def test_plain_takes_the_noise_off_a_number(self):
        # a / c is inside the noise of 1 (the claim above fails), but plain() compares the
        # number alone, for a sentence about where a ratio lies
        status, output, html = build(
            ":claim:`below one <plain(measurements/ch/noisy:a / measurements/ch/noisy:c)"
            " < 1>`")
        self.assertEqual(status, 0, output)
        self.assertIn(">below one<", html)

    def test_a_ratio_of_ratios_compounds_the_noise(self):
        # 2.40 / 2.16 = 1.11 is told apart from 1 at the 8 % floor; divided by another ratio
        # of times near 1 (2.20 / 2.16, 1.02) it is 1.09, inside (1.08 * 1.08 - 1 = 17 %)
        status, output, html = build(
            "[a: :pick:`above|below|level <measurements/ch/noisy:b / measurements/ch/noisy:a"
            " > 1>`] [b: :pick:`above|below|level <(measurements/ch/noisy:b / "
            "measurements/ch/noisy:a) / (measurements/ch/noisy:c / measurements/ch/noisy:a)"
            " > 1>`] [c: :calc:`margin((measurements/ch/noisy:b / measurements/ch/noisy:a) / "
            "(measurements/ch/noisy:c / measurements/ch/noisy:a)) | .0f`] [d: :pick:`above|"
            "below|level <measurements/ch/noisy:b / measurements/ch/noisy:a > "
            "measurements/ch/noisy:c / measurements/ch/noisy:a>`]")
        self.assertEqual(status, 0, output)
        text = re.sub(r"<[^>]+>", "", html)
        # the two ratios compared directly decide as their quotient does
        for shown in ("a: above]", "b: level]", "c: 17]", "d: level]"):
            self.assertIn(shown, text)

    def test_at_edge_is_either_side_of_an_edge(self):
        # 0.9197 clears the edge (0.9259) by under 0.01, 1.08 lies inside the margin within
        # 0.01 of its edge, 0.8814 is far from both: the first two print to four places
        status, output, html = build(" ".join(
            f"[{name}: :calc:`{expression} | ratio`"
            f":pick:`, at the edge| <at_edge({expression})>`]" for name, expression in (("mid", "measurements/ch/noisy:mid.ratio"),
                                     ("edge", "measurements/ch/noisy:edge.ratio"),
                                     ("far", "measurements/ch/noisy:far.ratio"))))
        self.assertEqual(status, 0, output)
        text = re.sub(r"<[^>]+>", "", html)
        for shown in ("mid: 0.9197, at the edge]", "edge: 1.0800, at the edge]", "far: 0.88]"):
            self.assertIn(shown, text)

    def test_side_places_a_ratio_against_the_margin(self):
        # 0.8814 clears the 8 % edge (0.9259) by more than 0.01, 0.9254 and 0.9197 by less,
        # 1.08 is inside (the floor and its rounding), 199.4 / 63.5 is far above 1.76
        words = "lead|lead at the edge|level|loss at the edge|loss"
        status, output, html = build(" ".join(
            f"[{name}: :pick:`{words} <side({expression})>`]" for name, expression in (
                ("far", "measurements/ch/noisy:far.ratio"),
                ("near", "measurements/ch/noisy:near.ratio"),
                ("mid", "measurements/ch/noisy:mid.ratio"),
                ("edge", "measurements/ch/noisy:edge.ratio"),
                ("rough", "measurements/ch/noisy:rough.b / measurements/ch/noisy:rough.a"))))
        self.assertEqual(status, 0, output)
        text = re.sub(r"<[^>]+>", "", html)
        for shown in ("far: lead]", "near: lead at the edge]", "mid: lead at the edge]",
                      "edge: level]", "rough: loss]"):
            self.assertIn(shown, text)

    def test_a_spread_is_a_fraction_of_the_smaller_time(self):
        # runs of 63.5 to 112 against runs from 199.4: three times apart, told apart
        status, output, html = build(
            ":claim:`faster <measurements/ch/noisy:rough.a < measurements/ch/noisy:rough.b>`")
        self.assertEqual(status, 0, output)
        self.assertIn(">faster<", html)

    def test_a_pick_inside_the_noise_takes_its_third_words(self):
        status, output, html = build(
            "A :pick:`gains|loses|does not measurably change <measurements/ch/noisy:c / "
            "measurements/ch/noisy:a > 1>` and B :pick:`gains|loses|does not measurably "
            "change <measurements/ch/noisy:b / measurements/ch/noisy:a > 1>`.")
        self.assertEqual(status, 0, output)
        self.assertIn(">does not measurably change<", html)
        self.assertIn(">gains<", html)

    def test_a_pick_without_third_words_inside_the_noise_fails_the_strict_build(self):
        status, output, _ = build(
            ":pick:`gains|loses <measurements/ch/noisy:c / measurements/ch/noisy:a > 1>`")
        self.assertNotEqual(status, 0)
        self.assertIn("give a third choice", output)

    def test_counts_are_compared_exactly(self):
        status, output, html = build(
            ":claim:`fewer nodes <measurements/ch/noisy:one.nodes < "
            "measurements/ch/noisy:two.nodes>`")
        self.assertEqual(status, 0, output)
        self.assertIn(">fewer nodes<", html)

    def test_an_engine_named_for_a_count_still_has_timings_with_noise(self):
        # "mems" names an engine here (the one that counts them): its seconds, and a ratio
        # of times over it, are measured numbers, not counts; 0.97 is within 8 % of 1
        status, output, html = build(
            "A :pick:`gain|loss|no measurable difference <measurements/ch/noisy:"
            "q.cells.over.mems < 1>` and B :pick:`faster|slower|no measurable difference "
            "<measurements/ch/noisy:q.cells.seconds < measurements/ch/noisy:q.mems.seconds>`.")
        self.assertEqual(status, 0, output)
        self.assertEqual(html.count(">no measurable difference<"), 2, html[-2000:])

    def test_a_value_is_no_more_exact_than_its_last_digit(self):
        # 1.08 may be 1.075, inside the 8 % floor: no verdict rests on the rounding
        status, output, html = build(
            ":pick:`faster|slower|no measurable difference <measurements/ch/noisy:"
            "edge.ratio > 1>`")
        self.assertEqual(status, 0, output)
        self.assertIn(">no measurable difference<", html)

    def test_a_ratio_beside_its_verdict_shows_four_places_only_at_the_edge(self):
        # 0.9254 is a loss (below 1 / 1.08 = 0.9259), which 0.93 would not let a reader
        # check; 0.9197 is one too, 0.0062 from the edge, where times printed to two places
        # can divide to either side of it; 0.8814 is a loss either way
        status, output, html = build(
            ":calc:`measurements/ch/noisy:near.ratio | ratio` (:pick:`gain|loss|none "
            "<measurements/ch/noisy:near.ratio > 1>`), :calc:`measurements/ch/noisy:"
            "far.ratio | ratio` (:pick:`gain|loss|none <measurements/ch/noisy:far.ratio "
            "> 1>`), :calc:`measurements/ch/noisy:mid.ratio | ratio`")
        self.assertEqual(status, 0, output)
        self.assertIn(">0.9254<", html)
        self.assertIn(">0.9197<", html)
        self.assertIn(">0.88<", html)
        self.assertEqual(html.count(">loss<"), 2, html[-2000:])

    def test_equal_within_the_noise_is_no_measurable_difference(self):
        status, output, html = build(
            ":claim:`no measurable difference <measurements/ch/noisy:a == "
            "measurements/ch/noisy:c>`")
        self.assertEqual(status, 0, output)
        self.assertIn(">no measurable difference<", html)


class ListingGroups(unittest.TestCase):
    """One file, two listings: literalinclude's :without: leaves out a group's lines (a
    marker prefix, or "mems" for the lines that only count mems), and :emphasize:
    highlights them, so a refinement is shown as a difference against the plain code."""

    SOURCE = "\n".join([
        "// [start:f]",
        "void f() {",
        "    // [start:colours.one]",
        "    if (colours) skip();",
        "    // [end:colours.one]",
        "    ++result_.mems;",
        "    result_.mems += 2 + 2 * n;  // the saved pairs",
        "    result_.trail_mems += 2 + 2 * n;",
        "    work();",
        "}",
        "// [end:f]",
    ]) + "\n"

    def page(self, options):
        return (".. literalinclude:: f.cpp\n   :language: cpp\n   :start-after: // [start:f]\n"
                "   :end-before: // [end:f]\n" + options)

    def build_with_source(self, options):
        return build(self.page(options), files={"f.cpp": self.SOURCE})

    def test_the_groups_lines_are_left_out(self):
        status, output, html = self.build_with_source("   :without: colours, mems\n")
        self.assertEqual(status, 0, output)
        self.assertIn("work", html)
        self.assertNotIn("skip", html)
        self.assertNotIn("mems", html)
        self.assertNotIn("[start:", html)

    def test_the_groups_lines_are_highlighted(self):
        status, output, html = self.build_with_source("   :emphasize: colours\n")
        self.assertEqual(status, 0, output)
        self.assertIn("mems", html)
        self.assertEqual(html.count('class="hll"'), 1, html)
        highlighted = html.split('class="hll"')[1].split("</span>\n")[0]
        self.assertIn("skip", highlighted)

    def test_without_the_options_only_the_markers_go(self):
        status, output, html = self.build_with_source("")
        self.assertEqual(status, 0, output)
        self.assertIn("skip", html)
        self.assertIn("mems", html)
        self.assertNotIn("[start:", html)
        self.assertNotIn('class="hll"', html)


if __name__ == "__main__":
    unittest.main()
