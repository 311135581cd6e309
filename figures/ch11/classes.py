"""Figure for chapter 11: the 44 classes of 9 x 9 top bands that the count by bands sums over.

Reads the CSV that code/ch11/counts.cpp writes during the build (one line per class: the band
tables in it, n(T), the bands with one assignment of its column sets, and the completions, the
grids under one top band of the class) and draws two panels over the classes, sorted by their
completions: how many of the 22,620 tables each class holds, and its completions in billions.
Runs on Debian's python3 with matplotlib; the SVG is reproducible byte for byte (fixed hash
salt, no date)."""
import csv
import sys

import matplotlib

matplotlib.use("svg")
matplotlib.rcParams["svg.hashsalt"] = "sudoku-as-exact-cover"
matplotlib.rcParams["font.size"] = 10
import matplotlib.pyplot as plt  # noqa: E402

source, target = sys.argv[1], sys.argv[2]
rows = sorted(csv.DictReader(open(source)), key=lambda r: int(r["completions"]))
place = list(range(1, len(rows) + 1))
tables = [int(r["tables"]) for r in rows]
completions = [int(r["completions"]) / 1e9 for r in rows]
total_tables = sum(tables)

fig, (top, bottom) = plt.subplots(2, 1, figsize=(9, 5.2), sharex=True)
top.bar(place, tables, color="#8a6fb5")
top.set_ylabel("band tables")
top.set_title(f"{len(rows)} classes of the {total_tables:,} band tables of a 9 × 9 top band", fontsize=10)
bottom.bar(place, completions, color="#1f5fa8")
# from 0, so that the bars' heights compare as the numbers do (the most over the least
# is close to one, not several times as the bars from another base would suggest)
bottom.set_ylim(0, max(completions) * 1.05)
bottom.set_ylabel("grids under one top band\n(billions)")
bottom.set_title(f"the most over the least: {max(completions) / min(completions):.2f}",
                 fontsize=9)
bottom.set_xlabel("class, from the fewest completions to the most")
for ax in (top, bottom):
    ax.grid(axis="y", color="#eee")
    ax.set_axisbelow(True)
fig.tight_layout()
fig.savefig(target, metadata={"Date": None})
