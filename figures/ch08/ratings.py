"""Figure for chapter 8: the distribution of the CSP rating in each data set, on a log scale.

Reads the CSV that code/ch08/ratings.cpp writes during the build (one line per puzzle) and
draws, per data set, a box of the quartiles with every puzzle as a dot; puzzles that hit the
cap are triangles at the cap. Runs on Debian's python3 with matplotlib; the SVG is
reproducible byte for byte (fixed hash salt, no date)."""
import csv
import sys

import matplotlib

matplotlib.use("svg")
matplotlib.rcParams["svg.hashsalt"] = "sudoku-as-exact-cover"
matplotlib.rcParams["font.size"] = 10
import matplotlib.pyplot as plt  # noqa: E402

source, target = sys.argv[1], sys.argv[2]
rows = list(csv.DictReader(open(source)))
sets = list(dict.fromkeys(r["set"] for r in rows))
NAMES = {"puzzles2_17_clue": "17-clue", "puzzles3_magictour_top1465": "magictour top 1465",
         "puzzles5_forum_hardest_1905_11+": "forum hardest 1905", "puzzles6_forum_hardest_1106": "forum hardest 1106"}

fig, ax = plt.subplots(figsize=(8, 4.2))
data = [[max(1.0, float(r["rating"])) for r in rows if r["set"] == s] for s in sets]
ax.boxplot(data, positions=range(len(sets)), widths=0.5, showfliers=False,
           medianprops={"color": "#1f5fa8", "linewidth": 2}, boxprops={"color": "#555"},
           whiskerprops={"color": "#999"}, capprops={"color": "#999"})
for d_index, data_set in enumerate(sets):
    points = [r for r in rows if r["set"] == data_set]
    for k, r in enumerate(points):
        x = d_index + (k / max(1, len(points) - 1) - 0.5) * 0.35
        capped = r["capped"] == "1"
        ax.plot(x, max(1.0, float(r["rating"])), marker="^" if capped else "o", markersize=3,
                color="#b3541e" if capped else "#8a6fb5", alpha=0.6, linestyle="none")
ax.set_yscale("log")
# A rating below 1 (a puzzle rated 0 needs no choice at all) cannot sit on a log axis: it
# is drawn at 1, and the label says so only when such a puzzle is there.
below_one = sum(1 for r in rows if float(r["rating"]) < 1)
ax.set_ylabel("CSP rating (log scale" + ("; below 1 drawn at 1)" if below_one else ")"))
ax.set_xticks(range(len(sets)))
ax.set_xticklabels([NAMES.get(s, s) for s in sets], fontsize=9)
ax.grid(axis="y", color="#eee")
fig.tight_layout()
fig.savefig(target, metadata={"Date": None})
