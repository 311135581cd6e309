"""Figure for chapter 7: matrix size and the median search's cost against N, log-log.

Reads the CSV that code/ch07/growth.cpp writes during the build (one line per box shape) and
draws two panels: the options, items and ones of the exact-cover matrix with the slopes 3 and 2
they must follow, and the median updates and search nodes per generated puzzle. Runs on
Debian's python3 with matplotlib; the SVG is reproducible byte for byte (fixed hash salt, no
date)."""
import csv
import sys

import matplotlib

matplotlib.use("svg")
matplotlib.rcParams["svg.hashsalt"] = "sudoku-as-exact-cover"
matplotlib.rcParams["font.size"] = 10
import matplotlib.pyplot as plt  # noqa: E402

source, target = sys.argv[1], sys.argv[2]
rows = list(csv.DictReader(open(source)))
n = [int(r["n"]) for r in rows]

fig, (left, right) = plt.subplots(1, 2, figsize=(9, 3.8))
for key, label, colour in (("ones", "ones (4N³)", "#1f5fa8"), ("options", "options, rows (N³)", "#8a6fb5"),
                           ("items", "items, columns (4N²)", "#b3541e")):
    left.plot(n, [int(r[key]) for r in rows], marker="o", color=colour, label=label)
left.set_title("the exact-cover matrix", fontsize=10)

updates = [int(r["median_updates"]) for r in rows]
nodes = [int(r["median_nodes"]) for r in rows]
right.plot(n, updates, marker="o", color="#1f5fa8", label="median updates per puzzle")
right.plot(n, nodes, marker="s", color="#b3541e", label="median search nodes")
# A reference line through the first point with slope 3: what a cost proportional to N³ would do.
right.plot(n, [updates[0] * (x / n[0]) ** 3 for x in n], color="#999", linestyle="--", linewidth=1, label="∝ N³")
right.set_title("generated puzzles, Dancing Links", fontsize=10)

for ax in (left, right):
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xticks(n)
    ax.set_xticklabels([str(x) for x in n], fontsize=8)
    ax.minorticks_off()
    ax.set_xlabel("N (an N × N grid)")
    ax.grid(color="#eee")
    ax.legend(loc="upper left", fontsize=8, frameon=False)
fig.tight_layout()
fig.savefig(target, metadata={"Date": None})
